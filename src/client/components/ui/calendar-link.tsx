import { CalendarCheckIcon } from 'lucide-react';
import { Trans, useLingui } from '@lingui/react/macro';
import styled from 'styled-components';
import type { TElection } from '../../../shared/schemas/elections';
import { DEFAULT_LOCALE, type TLocale } from '../../../shared/locales';
import { useContentLanguage } from '../../lib/i18n';
import { buttonStyles, type TButtonVariant } from './button';

const Link = styled.a<{ $variant?: TButtonVariant }>`
  ${buttonStyles}
`;

/**
 * The election's iCalendar file (served by the calendar routes): its day and deadlines with reminders, in
 * the page's language (`?lang=es`; English's address has no parameter).
 */
function calendarUrl(electionId: string, language: TLocale): string {
  const path = `/api/calendar/${encodeURIComponent(electionId)}.ics`;
  return language === DEFAULT_LOCALE ? path : `${path}?lang=${language}`;
}

/** "Add to calendar": a download, not a page, so the file opens in the visitor's calendar app. */
export function CalendarLink({ election }: { election: Pick<TElection, 'id' | 'name'> }) {
  const { t } = useLingui();
  const language = useContentLanguage();
  const electionName = election.name;
  return (
    <Link
      href={calendarUrl(election.id, language)}
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
