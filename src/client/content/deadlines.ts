import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { CalendarDaysIcon, MailIcon, TimerIcon, type LucideIcon } from 'lucide-react';

/** Which of the next election's dates a deadline card shows; `text` stands in while it has none. */
export type TDeadlineKind = 'registration' | 'earlyVoting' | 'mailBallotRequest';
export type TDeadline = {
  kind: TDeadlineKind;
  label: MessageDescriptor;
  text: MessageDescriptor;
  icon: LucideIcon;
};

export const DEADLINES: TDeadline[] = [
  {
    kind: 'registration',
    label: msg`Voter registration`,
    text: msg`Varies by state - check early!`,
    icon: CalendarDaysIcon,
  },
  { kind: 'earlyVoting', label: msg`Early voting`, text: msg`Available In Most States`, icon: TimerIcon },
  {
    kind: 'mailBallotRequest',
    label: msg`Mail-in ballot requests`,
    text: msg`Deadlines vary - don't wait!`,
    icon: MailIcon,
  },
];
