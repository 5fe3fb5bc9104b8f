import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import styled from 'styled-components';
import { Link, useLocation } from 'wouter';
import { Button } from '../../components/ui/button';
import { useIsHydrated } from '../../lib/use-is-hydrated';
import { NO_SAVED_SEARCH, readSavedSearch } from './search-storage';

const Bar = styled.nav`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
  align-items: center;
  justify-content: space-between;
  margin-bottom: ${({ theme }) => theme.space.lg};
`;

// An arrow points back or forward: in a right-to-left page, back is to the right.
const Arrow = styled.span`
  display: inline-block;

  &:dir(rtl) {
    transform: scaleX(-1);
  }
`;

const BackLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  min-height: 2.75rem;
  font-weight: 700;
  color: ${({ theme }) => theme.colors.navy};
`;

const Arrows = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space.sm};

  button:disabled {
    cursor: not-allowed;
    opacity: 0.45;
  }
`;

/**
 * The way back to the last results page and the arrows through its candidates (spec part 2 §2). Without
 * a saved list, or for a candidate not on it, the arrows are disabled and 'back' goes home.
 */
export function CandidateNav({ id }: { id: string }) {
  const [, navigate] = useLocation();
  const { t } = useLingui();
  // Read once on entry: the arrows move within the list as it was when the visitor arrived. The server
  // has no session storage: a page it rendered hydrates without the list, then shows it.
  const [savedSearch] = useState(readSavedSearch);
  const { search, ids } = useIsHydrated() ? savedSearch : NO_SAVED_SEARCH;
  const index = ids.indexOf(id);
  const previous = index > 0 ? ids[index - 1] : undefined;
  const next = index !== -1 ? ids[index + 1] : undefined;

  function open(target: string) {
    navigate(`/candidatePage/${encodeURIComponent(target)}`);
  }

  return (
    <Bar aria-label={t`Candidate navigation`}>
      <BackLink href={search ?? '/'}>
        <Arrow>←</Arrow> {search ? <Trans>Back to results</Trans> : <Trans>Back to the home page</Trans>}
      </BackLink>
      <Arrows>
        <Button
          type="button"
          $variant="secondary"
          aria-label={t`Previous candidate`}
          disabled={!previous}
          onClick={() => previous && open(previous)}
        >
          <Arrow>←</Arrow> <Trans>Previous</Trans>
        </Button>
        <Button
          type="button"
          $variant="secondary"
          aria-label={t`Next candidate`}
          disabled={!next}
          onClick={() => next && open(next)}
        >
          <Trans>Next</Trans> <Arrow>→</Arrow>
        </Button>
      </Arrows>
    </Bar>
  );
}
