import { Trans } from '@lingui/react/macro';
import { ForCandidatesPanel } from '../../components/for-candidates-panel';
import { Notice } from '../../components/ui/notice';
import { Skeleton } from '../../components/ui/skeleton';
import { HOME_SECTIONS } from '../../content/home';
import { useContentLanguage } from '../../lib/i18n';
import { useSiteContent } from '../../lib/site-content';
import { HomeSection } from './home-section';
import styled from 'styled-components';

// About the panel's height, so the page barely moves when it arrives (the server render has it).
const PanelPlaceholder = styled(Skeleton)`
  height: 16rem;
  border-radius: ${({ theme }) => theme.radii.lg};
`;

/** What we offer progressive campaigns, as the organisation writes it at /admin/content (ADR 47). */
export function ForCandidates({ formUrl }: { formUrl: string | null }) {
  const locale = useContentLanguage();
  const content = useSiteContent('forCandidates', locale);
  return (
    <HomeSection id="forCandidates" {...HOME_SECTIONS.forCandidates}>
      {content.isError && (
        <Notice $tone="error">
          <Trans>This section could not be loaded. Please try again later.</Trans>
        </Notice>
      )}
      {content.isPending && <PanelPlaceholder />}
      {content.data && <ForCandidatesPanel content={content.data} locale={locale} formUrl={formUrl} />}
    </HomeSection>
  );
}
