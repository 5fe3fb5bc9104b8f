import { Trans, useLingui } from '@lingui/react/macro';
import styled from 'styled-components';
import { CalendarLink, CalendarSubscribe } from '../../components/ui/calendar-link';
import { Card, CardTitle, IconBadge } from '../../components/ui/card';
import { DEADLINES } from '../../content/deadlines';
import { HOME_SECTIONS } from '../../content/home';
import { electionDeadlineText, formatLongDate } from '../../lib/election-dates';
import { CardGrid, HomeSection } from './home-section';
import { useElectionsAhead } from './use-elections-ahead';

const DeadlineCard = styled(Card).attrs({ as: 'li' })`
  display: flex;
  gap: ${({ theme }) => theme.space.md};
  align-items: center;
  border-top: 4px solid ${({ theme }) => theme.colors.red};
`;

const Text = styled.p`
  margin: 0;
  font-weight: 600;
`;

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
 * Important deadlines (spec part 2 §1): the next election's dates where they are set, the spec's general
 * advice otherwise, and while the elections load or when none is ahead.
 */
export function DeadlinesSection() {
  const { i18n, t } = useLingui();
  const { data } = useElectionsAhead();
  const next = data?.upcoming[0];
  const electionName = next?.name;
  const electionDate = next && formatLongDate(next.date, i18n.locale);
  const cards = DEADLINES.map((deadline) => ({
    ...deadline,
    date: next ? electionDeadlineText(next, deadline.kind, i18n) : null,
  }));

  return (
    <HomeSection id="deadlines" {...HOME_SECTIONS.deadlines}>
      {next && (
        <ElectionBar>
          {cards.some((card) => card.date) && (
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
      <CardGrid $columns={3}>
        {cards.map((card) => (
          <DeadlineCard key={card.kind}>
            <IconBadge icon={card.icon} />
            <div>
              <CardTitle>{t(card.label)}</CardTitle>
              <Text>{card.date ?? t(card.text)}</Text>
            </div>
          </DeadlineCard>
        ))}
      </CardGrid>
    </HomeSection>
  );
}
