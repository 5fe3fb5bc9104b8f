import type { ReactNode } from 'react';
import styled from 'styled-components';

/** A message box in the page: errors are announced to screen readers as they appear. */
const NoticeBox = styled.p<{ $tone: 'error' | 'success' | 'info' }>`
  margin: ${({ theme }) => `${theme.space.md} 0`};
  padding: ${({ theme }) => theme.space.md};
  border-inline-start: 4px solid
    ${({ $tone, theme }) => ({ error: theme.colors.red, success: theme.colors.green, info: theme.colors.navy })[$tone]};
  border-radius: ${({ theme }) => theme.radii.sm};
  color: ${({ theme }) => theme.colors.ink};
  background: ${({ theme }) => theme.colors.surface};
`;

export function Notice({ $tone, children }: { $tone: 'error' | 'success' | 'info'; children: ReactNode }) {
  return (
    <NoticeBox $tone={$tone} role={$tone === 'error' ? 'alert' : 'status'}>
      {children}
    </NoticeBox>
  );
}
