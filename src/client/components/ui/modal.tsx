import { XIcon } from 'lucide-react';
import { useEffect, useId, useRef, type KeyboardEvent, type MouseEvent, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import styled, { createGlobalStyle, css } from 'styled-components';
import { useLingui } from '@lingui/react/macro';
import { roundIconButtonStyles } from './round-icon-button';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), iframe, [tabindex]:not([tabindex="-1"])';

// The page behind an open dialog must not scroll under the visitor's finger.
const ScrollLock = createGlobalStyle`
  body {
    overflow: hidden;
  }
`;

const Backdrop = styled.div`
  position: fixed;
  inset: 0;
  z-index: ${({ theme }) => theme.layers.modal};
  display: flex;
  align-items: center;
  justify-content: center;
  padding: ${({ theme }) => theme.space.sm};
  background: ${({ theme }) => theme.colors.backdrop};

  ${({ theme }) => theme.media.tablet} {
    padding: ${({ theme }) => theme.space.lg};
  }
`;

type TModalWidth = 'form' | 'wide' | 'content';

const Panel = styled.div<{ $width: TModalWidth }>`
  display: flex;
  flex-direction: column;
  max-height: 100%;
  overflow: auto;
  background: ${({ theme }) => theme.colors.surface};
  border-radius: ${({ theme }) => theme.radii.lg};
  box-shadow: ${({ theme }) => theme.shadows.raised};

  ${({ $width }) =>
    $width === 'content'
      ? css`
          /* The widest fixed-size child (e.g. a player) sets the width; text wraps to it. */
          width: min-content;
          max-width: 100%;
        `
      : css`
          width: 100%;
          max-width: ${$width === 'wide' ? '64rem' : '36rem'};
        `}

  &:focus {
    outline: none;
  }
`;

const Header = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space.md};
  align-items: flex-start;
  justify-content: space-between;
  padding-block: ${({ theme }) => `${theme.space.sm} 0`};
  padding-inline: ${({ theme }) => `${theme.space.md} ${theme.space.sm}`};

  ${({ theme }) => theme.media.tablet} {
    padding-block: ${({ theme }) => `${theme.space.md} 0`};
    padding-inline: ${({ theme }) => `${theme.space.lg} ${theme.space.md}`};
  }
`;

const Title = styled.h2`
  margin: ${({ theme }) => `${theme.space.sm} 0 0`};
  font-size: 1.25rem;
  line-height: 1.25;
  color: ${({ theme }) => theme.colors.navy};
`;

const CloseButton = styled.button`
  ${roundIconButtonStyles}
  flex: none;
  color: ${({ theme }) => theme.colors.navy};
  background: none;
  border: 0;

  &:hover {
    background: ${({ theme }) => theme.colors.tint};
  }
`;

const Body = styled.div`
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md} ${theme.space.md}`};

  ${({ theme }) => theme.media.tablet} {
    padding: ${({ theme }) => `${theme.space.md} ${theme.space.lg} ${theme.space.lg}`};
  }
`;

type TModalProps = {
  title: string;
  onClose(): void;
  children: ReactNode;
  /**
   * 'form': a column up to 36rem wide; 'wide': up to 64rem, for a table of several columns; 'content': as
   * wide as what is inside (e.g. a video player).
   */
  width?: TModalWidth;
  /** A stray tap beside a half-filled form should not throw the form away. */
  closesOnBackdrop?: boolean;
};

/**
 * A modal dialog over the page: focus moves into it and is kept there (guards at both ends send Tab
 * round, which also works when focus is inside an embedded frame), Escape and the close button close it,
 * and focus goes back to whatever opened it.
 */
export function Modal({ title, onClose, children, width = 'form', closesOnBackdrop = true }: TModalProps) {
  const titleId = useId();
  const panelRef = useRef<HTMLDivElement>(null);
  const { t } = useLingui();

  useEffect(() => {
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    (panelRef.current?.querySelector<HTMLElement>(FOCUSABLE) ?? panelRef.current)?.focus();
    return () => {
      if (opener?.isConnected) opener.focus();
    };
  }, []);

  function focusEdge(edge: 'first' | 'last') {
    const focusable = Array.from(panelRef.current?.querySelectorAll<HTMLElement>(FOCUSABLE) ?? []);
    (edge === 'first' ? focusable[0] : focusable.at(-1))?.focus();
  }

  function closeOnEscape(event: KeyboardEvent) {
    if (event.key !== 'Escape') return;
    event.stopPropagation();
    onClose();
  }

  function closeOnBackdrop(event: MouseEvent) {
    if (closesOnBackdrop && event.target === event.currentTarget) onClose();
  }

  return createPortal(
    <Backdrop onKeyDown={closeOnEscape} onMouseDown={closeOnBackdrop}>
      <ScrollLock />
      <span tabIndex={0} onFocus={() => focusEdge('last')} />
      <Panel
        ref={panelRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        $width={width}
      >
        <Header>
          <Title id={titleId}>{title}</Title>
          <CloseButton type="button" aria-label={t`Close`} onClick={() => onClose()}>
            <XIcon aria-hidden="true" focusable="false" strokeWidth={2.5} />
          </CloseButton>
        </Header>
        <Body>{children}</Body>
      </Panel>
      <span tabIndex={0} onFocus={() => focusEdge('first')} />
    </Backdrop>,
    document.body,
  );
}
