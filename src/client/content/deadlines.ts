import CalendarDays from 'lucide-react/icons/calendar-days';
import Mail from 'lucide-react/icons/mail';
import Timer from 'lucide-react/icons/timer';
import type { LucideIcon } from 'lucide-react';

export type TDeadline = { label: string; text: string; icon: LucideIcon };

export const DEADLINES: TDeadline[] = [
  { label: 'Voter registration', text: 'Varies by state - check early!', icon: CalendarDays },
  { label: 'Early voting', text: 'Available In Most States', icon: Timer },
  { label: 'Mail-in ballot requests', text: "Deadlines vary - don't wait!", icon: Mail },
];
