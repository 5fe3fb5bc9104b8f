import { calendarDaysIcon } from './icons/calendar-days';
import { mailIcon } from './icons/mail';
import { timerIcon } from './icons/timer';
import type { TIconShapes } from './icons/icon-shapes';

/** Which of the next election's dates a deadline card shows; `text` stands in while it has none. */
export type TDeadlineKind = 'registration' | 'earlyVoting' | 'mailBallotRequest';
export type TDeadline = { kind: TDeadlineKind; label: string; text: string; icon: TIconShapes };

export const DEADLINES: TDeadline[] = [
  {
    kind: 'registration',
    label: 'Voter registration',
    text: 'Varies by state - check early!',
    icon: calendarDaysIcon,
  },
  { kind: 'earlyVoting', label: 'Early voting', text: 'Available In Most States', icon: timerIcon },
  {
    kind: 'mailBallotRequest',
    label: 'Mail-in ballot requests',
    text: "Deadlines vary - don't wait!",
    icon: mailIcon,
  },
];
