import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { useState, type ReactElement, type ReactNode } from 'react';
import { ThemeProvider } from 'styled-components';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { createBrowserTrpcClient, trpc } from '../lib/trpc';
import { theme } from '../styles/theme';

/**
 * The tRPC client and a fresh query cache, as the app provides them; answer the calls with mockTrpcFetch.
 * Failed queries are not retried, so a test sees the error state at once. The language is the one the
 * tests' set-up activates (English).
 */
export function TrpcProviders({ children }: { children: ReactNode }) {
  const [queryClient] = useState(() => new QueryClient({ defaultOptions: { queries: { retry: false } } }));
  const [trpcClient] = useState(createBrowserTrpcClient);
  return (
    <I18nProvider i18n={i18n}>
      <trpc.Provider client={trpcClient} queryClient={queryClient}>
        <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
      </trpc.Provider>
    </I18nProvider>
  );
}

/** Renders with the theme, tRPC and an in-memory router at `path`, as the app provides them. */
export function renderWithProviders(ui: ReactElement, { path = '/' }: { path?: string } = {}) {
  return render(
    <TrpcProviders>
      <ThemeProvider theme={theme}>
        <Router hook={memoryLocation({ path }).hook}>{ui}</Router>
      </ThemeProvider>
    </TrpcProviders>,
  );
}
