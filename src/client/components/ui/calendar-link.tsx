import { CalendarCheckIcon, CalendarSyncIcon, CopyIcon } from 'lucide-react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState, useSyncExternalStore } from 'react';
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

/** The feed of every election ahead, in the page's language (served by the calendar routes, ADR 52). */
function feedPath(language: TLocale): string {
  const path = '/api/calendar/elections.ics';
  return language === DEFAULT_LOCALE ? path : `${path}?lang=${language}`;
}

const Subscribe = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
  align-items: center;
`;

const CopyButton = styled.button<{ $variant?: TButtonVariant }>`
  ${buttonStyles}
`;

const neverChanges = () => () => {};

/**
 * The site's origin (a calendar app needs a full address): null in the server render and while hydrating,
 * which does not know the public origin behind a proxy; the browser's once the page runs.
 */
const useOrigin = (): string | null =>
  useSyncExternalStore(
    neverChanges,
    () => window.location.origin,
    () => null,
  );

/**
 * "Subscribe to the calendar": a `webcal:` link, which calendar apps open as a subscription that follows
 * later changes, and the https address to copy for apps that ask for one (Google Calendar's "From URL").
 */
export function CalendarSubscribe() {
  const { t } = useLingui();
  const language = useContentLanguage();
  const origin = useOrigin();
  const [copied, setCopied] = useState<'yes' | 'failed' | null>(null);
  if (!origin) return null;
  const feedUrl = `${origin}${feedPath(language)}`;
  const webcalUrl = feedUrl.replace(/^https?:/, 'webcal:');

  async function copy() {
    try {
      await navigator.clipboard.writeText(feedUrl);
      setCopied('yes');
    } catch {
      setCopied('failed');
    }
  }

  return (
    <Subscribe data-print="hide">
      <Link href={webcalUrl} $variant="secondary">
        <CalendarSyncIcon size={20} />
        <Trans>Subscribe to the calendar</Trans>
      </Link>
      <CopyButton type="button" $variant="secondary" onClick={() => void copy()}>
        <CopyIcon size={20} />
        <Trans>Copy the calendar link</Trans>
      </CopyButton>
      {copied && (
        // Drawn when there is news, so the page's other status (my ballot's share) stays the only one before.
        <span role="status">
          {copied === 'yes' ? (
            t`Link copied.`
          ) : (
            <>
              <Trans>Copy this link:</Trans> <code>{feedUrl}</code>
            </>
          )}
        </span>
      )}
    </Subscribe>
  );
}
