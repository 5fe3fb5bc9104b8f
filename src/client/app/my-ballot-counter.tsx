import styled from 'styled-components';
import { Link, useLocation } from 'wouter';
import { useMyBallot } from '../lib/my-ballot';

const CounterLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  min-height: 2.75rem;
  padding: ${({ theme }) => `0 ${theme.space.sm}`};
  font-weight: 700;
  color: ${({ theme }) => theme.colors.onDark};
  white-space: nowrap;
  text-decoration: none;
  border-bottom: 3px solid transparent;

  &:hover {
    border-bottom-color: ${({ theme }) => theme.colors.onDarkMuted};
  }

  &[aria-current] {
    color: ${({ theme }) => theme.colors.gold};
    border-bottom-color: ${({ theme }) => theme.colors.gold};
  }

  ${({ theme }) => theme.media.wide} {
    order: 3;
  }
`;

/** How many races the voter has picked, e.g. '3 races picked'. */
export function racesPicked(count: number): string {
  if (count === 0) return 'no races picked yet';
  return `${count} ${count === 1 ? 'race' : 'races'} picked`;
}

/**
 * 'My ballot (3)' in the header, on every page and outside the phone's menu, so the ballot is one tap
 * away. Its name says '3 races picked' in words. The count comes from this browser's storage only.
 */
export function MyBallotCounter({ onNavigate }: { onNavigate(): void }) {
  const { picks } = useMyBallot();
  const [location] = useLocation();
  return (
    <CounterLink
      href="/myBallot"
      aria-current={location.toLowerCase() === '/myballot' ? 'page' : undefined}
      // The name starts with the visible words and says the count in words: 'My ballot, 3 races picked'.
      aria-label={`My ballot, ${racesPicked(picks.length)}`}
      onClick={onNavigate}
    >
      My ballot ({picks.length})
    </CounterLink>
  );
}
