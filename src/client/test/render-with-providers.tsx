import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { useState, type ReactElement, type ReactNode } from 'react';
import { ThemeProvider } from 'styled-components';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { createQueryClient } from '../lib/query-client';
import { createTrpcClient, trpc } from '../lib/trpc';
import { theme } from '../styles/theme';

/** The tRPC and query clients as the app provides them, fresh for each render so no cache is shared. */
export function TestTrpcProvider({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  const [trpcClient] = useState(createTrpcClient);
  return (
    <trpc.Provider client={trpcClient} queryClient={queryClient}>
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    </trpc.Provider>
  );
}

/** Renders with the theme, the tRPC client and an in-memory router at `path`, as the app provides them. */
export function renderWithProviders(ui: ReactElement, { path = '/' }: { path?: string } = {}) {
  return render(
    <ThemeProvider theme={theme}>
      <TestTrpcProvider>
        <Router hook={memoryLocation({ path }).hook}>{ui}</Router>
      </TestTrpcProvider>
    </ThemeProvider>,
  );
}
