/** Which of the next election's dates a deadline card shows; `text` stands in while it has none. */
export type TDeadlineKind = 'registration' | 'earlyVoting' | 'mailBallotRequest';
export type TDeadline = { kind: TDeadlineKind; label: string; text: string; icon: string };

export const DEADLINES: TDeadline[] = [
  { kind: 'registration', label: 'Voter registration', text: 'Varies by state - check early!', icon: '🗓️' },
  { kind: 'earlyVoting', label: 'Early voting', text: 'Available In Most States', icon: '⏱️' },
  {
    kind: 'mailBallotRequest',
    label: 'Mail-in ballot requests',
    text: "Deadlines vary - don't wait!",
    icon: '✉️',
  },
];
