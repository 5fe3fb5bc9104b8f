import { Trans } from '@lingui/react/macro';
import styled from 'styled-components';
import type { TMissionContent } from '../../../shared/constants/site-content';
import { MissionCardItems } from '../../components/mission-card-items';
import { Notice } from '../../components/ui/notice';
import { Skeleton } from '../../components/ui/skeleton';
import { HOME_SECTIONS } from '../../content/home';
import { useContentLanguage } from '../../lib/i18n';
import { trpc } from '../../lib/trpc';
import { CardGrid, HomeSection } from './home-section';

// About a card's height, so the page barely moves when the cards arrive (the server render has them).
const CardPlaceholder = styled(Skeleton).attrs({ as: 'li' })`
  height: 14rem;
  border-radius: ${({ theme }) => theme.radii.lg};
`;

/** The mission cards, content the organisation edits at /admin/content (ADR 47). */
export function MissionSection() {
  const locale = useContentLanguage();
  const mission = trpc.content.section.useQuery({ section: 'mission', lang: locale });
  return (
    <HomeSection id="mission" {...HOME_SECTIONS.mission}>
      {mission.isError ? (
        <Notice $tone="error">
          <Trans>Our mission could not be loaded. Please try again later.</Trans>
        </Notice>
      ) : (
        <CardGrid $columns={4} aria-busy={mission.isPending}>
          {mission.isPending && [1, 2, 3, 4].map((placeholder) => <CardPlaceholder key={placeholder} />)}
          {mission.data && (
            // Kept off the lib's useSiteContent, which would move into this first chunk (the 125 kB budget).
            <MissionCardItems cards={(mission.data as TMissionContent).cards} locale={locale} />
          )}
        </CardGrid>
      )}
    </HomeSection>
  );
}
