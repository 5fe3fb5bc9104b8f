import { QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { ThemeProvider } from 'styled-components';
import type { TPublicConfig } from '../../shared/schemas/public-config';
import { PublicConfigContext } from '../lib/public-config';
import { createQueryClient } from '../lib/query-client';
import { createTrpcClient, trpc } from '../lib/trpc';
import { GlobalStyle } from '../styles/global-style';
import { theme } from '../styles/theme';
import { Layout } from './layout';
import { AppRoutes } from './routes';
import { SessionProvider } from '../lib/session';

export function App({ config }: { config: TPublicConfig }) {
  // Created once per App rather than per module, so each test render starts with an empty cache.
  const [queryClient] = useState(createQueryClient);
  const [trpcClient] = useState(createTrpcClient);

  return (
    <PublicConfigContext value={config}>
      <trpc.Provider client={trpcClient} queryClient={queryClient}>
        <QueryClientProvider client={queryClient}>
          <ThemeProvider theme={theme}>
            <GlobalStyle />
            <SessionProvider>
              <Layout>
                <AppRoutes />
              </Layout>
            </SessionProvider>
          </ThemeProvider>
        </QueryClientProvider>
      </trpc.Provider>
    </PublicConfigContext>
  );
}
