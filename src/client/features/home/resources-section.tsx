import { Trans } from '@lingui/react/macro';
import styled from 'styled-components';
import { ResourceGroupItems } from '../../components/resource-group-items';
import { Notice } from '../../components/ui/notice';
import { Skeleton } from '../../components/ui/skeleton';
import { HOME_SECTIONS } from '../../content/home';
import { useContentLanguage } from '../../lib/i18n';
import { useSiteContent } from '../../lib/site-content';
import { CardGrid, HomeSection } from './home-section';

// About a group's height, so the page barely moves when the groups arrive (the server render has them).
const GroupPlaceholder = styled(Skeleton).attrs({ as: 'li' })`
  height: 18rem;
  border-radius: ${({ theme }) => theme.radii.lg};
`;

/** The resources, groups of links the organisation edits at /admin/content (ADR 47). */
export function ResourcesSection() {
  const locale = useContentLanguage();
  const resources = useSiteContent('resources', locale);
  return (
    <HomeSection id="resources" {...HOME_SECTIONS.resources}>
      {resources.isError ? (
        <Notice $tone="error">
          <Trans>The resources could not be loaded. Please try again later.</Trans>
        </Notice>
      ) : (
        <CardGrid $columns={3} aria-busy={resources.isPending}>
          {resources.isPending && [1, 2, 3].map((placeholder) => <GroupPlaceholder key={placeholder} />)}
          {resources.data && <ResourceGroupItems groups={resources.data.groups} locale={locale} />}
        </CardGrid>
      )}
    </HomeSection>
  );
}
