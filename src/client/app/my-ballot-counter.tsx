import { VoteIcon } from 'lucide-react';
import styled from 'styled-components';
import { Link, useLocation } from 'wouter';
import { visuallyHiddenStyles } from '../components/ui/visually-hidden';
import { useMyBallot } from '../lib/my-ballot';
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';

const CounterLink = styled(Link)`
  display: inline-flex;
  flex: none;
  gap: ${({ theme }) => theme.space.xs};
  align-items: center;
  min-height: 2.75rem;
  padding: ${({ theme }) => `0 ${theme.space.xs}`};
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
`;

// The words where the bar has room for them: beside the menu button on a tablet. On a phone and in the
// full bar the icon stands for them (the link's name always says them).
const Words = styled.span`
  ${visuallyHiddenStyles}

  ${({ theme }) => theme.media.tablet} {
    position: static;
    width: auto;
    height: auto;
    margin: 0;
    overflow: visible;
    clip: auto;
  }

  ${({ theme }) => theme.media.wide} {
    ${visuallyHiddenStyles}
  }
`;

/** How many races the voter has picked, e.g. '3 races picked'. */
/**
 * 'My ballot (3)' in the header, on every page and outside the phone's menu, so the ballot is one tap
 * away. Its name says the count in words: 'My ballot, 3 races picked'. The count comes from this
 * browser's storage only.
 */
export function MyBallotCounter({ onNavigate }: { onNavigate(): void }) {
  const { picks } = useMyBallot();
  const [location] = useLocation();
  const { t } = useLingui();
  const count = picks.length;
  return (
    <CounterLink
      href="/myBallot"
      aria-current={location.toLowerCase() === '/myballot' ? 'page' : undefined}
      aria-label={t`${plural(count, {
        0: 'My ballot, no races picked yet',
        one: 'My ballot, # race picked',
        other: 'My ballot, # races picked',
      })}`}
      title={t`My ballot`}
      onClick={onNavigate}
    >
      <VoteIcon size={22} />
      <Words>
        <Trans>My ballot</Trans>
      </Words>
      ({count})
    </CounterLink>
  );
}
