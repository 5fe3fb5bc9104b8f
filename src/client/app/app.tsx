import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ThemeProvider } from 'styled-components';
import { Router } from 'wouter';
import type { TPublicConfig } from '../../shared/schemas/public-config';
import { PublicConfigContext } from '../lib/public-config';
import { createQueryClient } from '../lib/query-client';
import { createTrpcClient, trpc } from '../lib/trpc';
import { GlobalStyle } from '../styles/global-style';
import { theme } from '../styles/theme';
import { Layout } from './layout';
import { AppRoutes } from './app-routes';
import { SessionProvider } from '../lib/session-context';

type TAppProps = {
  config: TPublicConfig;
  /** Given by the server render and by a hydration, which fill it with the page's data beforehand. */
  queryClient?: QueryClient;
  trpcClient?: ReturnType<typeof createTrpcClient>;
  /** The server render's URL; in the browser wouter reads the location itself. */
  ssr?: { path: string; search: string };
};

export function App({ config, ssr, ...given }: TAppProps) {
  // Created once per App rather than per module, so each test render starts with an empty cache.
  const [queryClient] = useState(() => given.queryClient ?? createQueryClient());
  const [trpcClient] = useState(() => given.trpcClient ?? createTrpcClient());

  return (
    <PublicConfigContext value={config}>
      <trpc.Provider client={trpcClient} queryClient={queryClient}>
        <QueryClientProvider client={queryClient}>
          <ThemeProvider theme={theme}>
            <GlobalStyle />
            {/* Without props the router reads the browser's location, as wouter does by default. */}
            <Router {...(ssr && { ssrPath: ssr.path, ssrSearch: ssr.search })}>
              <SessionProvider>
                <Layout>
                  <AppRoutes />
                </Layout>
              </SessionProvider>
            </Router>
          </ThemeProvider>
        </QueryClientProvider>
      </trpc.Provider>
    </PublicConfigContext>
  );
}
