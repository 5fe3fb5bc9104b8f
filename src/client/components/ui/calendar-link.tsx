import { CalendarCheckIcon } from 'lucide-react';
import { Trans, useLingui } from '@lingui/react/macro';
import styled from 'styled-components';
import type { TElection } from '../../../shared/schemas/elections';
import { buttonStyles, type TButtonVariant } from './button';

const Link = styled.a<{ $variant?: TButtonVariant }>`
  ${buttonStyles}
`;

/** The election's iCalendar file (served by the calendar routes): its day and deadlines with reminders. */
const calendarUrl = (electionId: string) => `/api/calendar/${encodeURIComponent(electionId)}.ics`;

/** "Add to calendar": a download, not a page, so the file opens in the visitor's calendar app. */
export function CalendarLink({ election }: { election: Pick<TElection, 'id' | 'name'> }) {
  const { t } = useLingui();
  const electionName = election.name;
  return (
    <Link
      href={calendarUrl(election.id)}
      download
      aria-label={t`Add to calendar: ${electionName}`}
      $variant="secondary"
      data-print="hide"
    >
      <CalendarCheckIcon size={20} />
      <Trans>Add to calendar</Trans>
    </Link>
  );
}
