import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { CalendarDaysIcon, MailIcon, TimerIcon, type LucideIcon } from 'lucide-react';
import type { TDeadlineKind } from '../../shared/constants/site-content-later-sections';

/**
 * The deadline cards: which of the next election's dates each shows. While it has none, a card shows the
 * organisation's fallback text, the `deadlines` section of the page's content (ADR 47).
 */
export type TDeadline = { kind: TDeadlineKind; label: MessageDescriptor; icon: LucideIcon };

export const DEADLINES: TDeadline[] = [
  { kind: 'registration', label: msg`Voter registration`, icon: CalendarDaysIcon },
  { kind: 'earlyVoting', label: msg`Early voting`, icon: TimerIcon },
  { kind: 'mailBallotRequest', label: msg`Mail-in ballot requests`, icon: MailIcon },
];
