export type TDeadline = { label: string; text: string; icon: string };

export const DEADLINES: TDeadline[] = [
  { label: 'Voter registration', text: 'Varies by state - check early!', icon: '🗓️' },
  { label: 'Early voting', text: 'Available In Most States', icon: '⏱️' },
  { label: 'Mail-in ballot requests', text: "Deadlines vary - don't wait!", icon: '✉️' },
];
