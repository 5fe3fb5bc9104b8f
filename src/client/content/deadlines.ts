import { CalendarDaysIcon, MailIcon, TimerIcon, type LucideIcon } from 'lucide-react';

/** Which of the next election's dates a deadline card shows; `text` stands in while it has none. */
export type TDeadlineKind = 'registration' | 'earlyVoting' | 'mailBallotRequest';
export type TDeadline = { kind: TDeadlineKind; label: string; text: string; icon: LucideIcon };

export const DEADLINES: TDeadline[] = [
  {
    kind: 'registration',
    label: 'Voter registration',
    text: 'Varies by state - check early!',
    icon: CalendarDaysIcon,
  },
  { kind: 'earlyVoting', label: 'Early voting', text: 'Available In Most States', icon: TimerIcon },
  {
    kind: 'mailBallotRequest',
    label: 'Mail-in ballot requests',
    text: "Deadlines vary - don't wait!",
    icon: MailIcon,
  },
];
