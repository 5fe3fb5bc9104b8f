import { ArrowUpIcon } from 'lucide-react';
import { useEffect, useState, type RefObject } from 'react';
import styled from 'styled-components';
import { BACK_TO_TOP_THRESHOLD_PX } from '../../../shared/constants/limits';
import { Button } from '../../components/ui/button';
import { Trans } from '@lingui/react/macro';

/** Whether the window is scrolled down further than `threshold` pixels. */
function useIsScrolledBeyond(threshold: number) {
  // False until mounted: a server render has no window, and hydration must start from the same markup.
  const [isBeyond, setIsBeyond] = useState(false);
  useEffect(() => {
    const update = () => setIsBeyond(window.scrollY > threshold);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, [threshold]);
  return isBeyond;
}

const Floating = styled(Button)`
  position: fixed;
  inset-inline-end: ${({ theme }) => theme.space.md};
  bottom: ${({ theme }) => theme.space.md};
  z-index: ${({ theme }) => theme.layers.floating};
  box-shadow: ${({ theme }) => theme.shadows.raised};
`;

/**
 * 'Back to Top' (spec part 1 §2, §9): shown once the page is scrolled beyond 200 px. Focus moves to
 * `focusTarget` at the top as well, so keyboard users carry on from where they now look.
 */
export function BackToTopButton({ focusTarget }: { focusTarget: RefObject<HTMLElement | null> }) {
  const isShown = useIsScrolledBeyond(BACK_TO_TOP_THRESHOLD_PX);
  if (!isShown) return null;
  return (
    <Floating
      type="button"
      onClick={() => {
        window.scrollTo({ top: 0 });
        focusTarget.current?.focus({ preventScroll: true });
      }}
    >
      <ArrowUpIcon aria-hidden="true" focusable="false" size={18} strokeWidth={2.5} />
      <Trans>Back to Top</Trans>
    </Floating>
  );
}
