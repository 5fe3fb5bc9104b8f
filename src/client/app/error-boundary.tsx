import { Component, type ErrorInfo, type ReactNode } from 'react';
import styled from 'styled-components';
import { PageHeading } from '../components/ui/page-heading';
import { Trans } from '@lingui/react/macro';

const Message = styled.p`
  color: ${({ theme }) => theme.colors.inkMuted};
`;

const ReloadButton = styled.button`
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.lg}`};
  font: inherit;
  font-weight: 700;
  color: ${({ theme }) => theme.colors.onDark};
  background: ${({ theme }) => theme.colors.navy};
  border: 0;
  border-radius: ${({ theme }) => theme.radii.sm};
  cursor: pointer;
`;

type TErrorBoundaryProps = { children: ReactNode };
type TErrorBoundaryState = { error: Error | null };

/** Catches render and chunk-loading errors below it (spec part 1 §8: 'Unexpected Application Error!'). */
export class ErrorBoundary extends Component<TErrorBoundaryProps, TErrorBoundaryState> {
  override state: TErrorBoundaryState = { error: null };

  static getDerivedStateFromError(error: unknown): TErrorBoundaryState {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error(error, info.componentStack);
  }

  override render() {
    const { error } = this.state;
    if (!error) return this.props.children;
    return (
      <div role="alert">
        <PageHeading>
          <Trans>Unexpected Application Error!</Trans>
        </PageHeading>
        <Message>{error.message}</Message>
        {/* A failed chunk stays failed in React.lazy's cache; only a fresh page load retries it. */}
        <ReloadButton type="button" onClick={() => window.location.reload()}>
          <Trans>Reload page</Trans>
        </ReloadButton>
      </div>
    );
  }
}
