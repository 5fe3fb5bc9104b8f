import { Trans, useLingui } from '@lingui/react/macro';
import styled from 'styled-components';
import { CalendarLink, CalendarSubscribe } from '../../components/ui/calendar-link';
import type { TDeadlineKind } from '../../../shared/constants/site-content-later-sections';
import { DeadlineCardItems } from '../../components/deadline-card-items';
import { DEADLINES } from '../../content/deadlines';
import { HOME_SECTIONS } from '../../content/home';
import { useContentLanguage } from '../../lib/i18n';
import { useSiteContent } from '../../lib/site-content';
import { electionDeadlineText, formatLongDate } from '../../lib/election-dates';
import { CardGrid, HomeSection } from './home-section';
import { useElectionsAhead } from './use-elections-ahead';

const ElectionNote = styled.p`
  margin: ${({ theme }) => `0 0 ${theme.space.md}`};
  font-weight: 600;
  color: ${({ theme }) => theme.colors.navy};
`;

const ElectionBar = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.md};
  align-items: center;
  margin: ${({ theme }) => `0 0 ${theme.space.md}`};

  & > p {
    margin: 0;
  }
`;

/**
 * Important deadlines (spec part 2 §1): the next election's dates where they are set, the organisation's
 * fallback texts otherwise (the `deadlines` section of the page's content, ADR 47), and while the elections
 * load or when none is ahead.
 */
export function DeadlinesSection() {
  const { i18n } = useLingui();
  const locale = useContentLanguage();
  const fallbacks = useSiteContent('deadlines', locale);
  const { data } = useElectionsAhead();
  const next = data?.upcoming[0];
  const electionName = next?.name;
  const electionDate = next && formatLongDate(next.date, i18n.locale);
  const dateOf = (kind: TDeadlineKind) => (next ? electionDeadlineText(next, kind, i18n) : null);

  return (
    <HomeSection id="deadlines" {...HOME_SECTIONS.deadlines}>
      {next && (
        <ElectionBar>
          {DEADLINES.some(({ kind }) => dateOf(kind)) && (
            <ElectionNote>
              <Trans>
                For the {electionName} on {electionDate}:
              </Trans>
            </ElectionNote>
          )}
          <CalendarLink election={next} />
          <CalendarSubscribe />
        </ElectionBar>
      )}
      <CardGrid $columns={3} aria-busy={fallbacks.isPending}>
        <DeadlineCardItems fallbacks={fallbacks.data} locale={locale} dateOf={dateOf} />
      </CardGrid>
    </HomeSection>
  );
}
