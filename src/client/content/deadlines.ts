import CalendarDays from 'lucide-react/icons/calendar-days';
import Mail from 'lucide-react/icons/mail';
import Timer from 'lucide-react/icons/timer';
import type { LucideIcon } from 'lucide-react';

/** Which of the next election's dates a deadline card shows; `text` stands in while it has none. */
export type TDeadlineKind = 'registration' | 'earlyVoting' | 'mailBallotRequest';
export type TDeadline = { kind: TDeadlineKind; label: string; text: string; icon: LucideIcon };

export const DEADLINES: TDeadline[] = [
  {
    kind: 'registration',
    label: 'Voter registration',
    text: 'Varies by state - check early!',
    icon: CalendarDays,
  },
  { kind: 'earlyVoting', label: 'Early voting', text: 'Available In Most States', icon: Timer },
  {
    kind: 'mailBallotRequest',
    label: 'Mail-in ballot requests',
    text: "Deadlines vary - don't wait!",
    icon: Mail,
  },
];
