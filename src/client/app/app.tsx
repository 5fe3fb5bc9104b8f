import { i18n as browserI18n, type I18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { ThemeProvider } from 'styled-components';
import { Router, useLocation } from 'wouter';
import { localeBase, type TPageLocale } from '../../shared/locales';
import type { TPublicConfig } from '../../shared/schemas/public-config';
import type { TSubmittedForm } from '../../shared/submitted-form';
import { PublicConfigContext } from '../lib/public-config';
import { SubmittedFormContext } from '../lib/submitted-form';
import { createQueryClient } from '../lib/query-client';
import { createBrowserTrpcClient, trpc, type TTrpcClient } from '../lib/trpc';
import { GlobalStyle } from '../styles/global-style';
import { theme } from '../styles/theme';
import { Layout } from './layout';
import { AppRoutes } from './app-routes';

type TAppProps = {
  config: TPublicConfig;
  /** Given by the server render and by a hydration, which fill it with the page's data beforehand. */
  queryClient?: QueryClient;
  trpcClient?: TTrpcClient;
  /** The server render's URL; in the browser wouter reads the location itself. */
  ssr?: { path: string; search: string };
  /** The form the server answered for this page view (submitted-form.ts). */
  submittedForm?: TSubmittedForm | null;
  /**
   * The page's language and its messages: one instance per server render; in the browser, Lingui's own
   * instance, which main.tsx (and the tests' set-up) activate with the page's language (ADR 43).
   */
  i18n?: I18n;
};

/** The server's answer to a posted form, for the page it came with: gone once the visitor moves on. */
function SubmittedFormProvider({ form, children }: { form: TSubmittedForm | null; children: ReactNode }) {
  const [location] = useLocation();
  const [postedTo] = useState(location);
  const [hasMovedOn, setHasMovedOn] = useState(false);
  if (location !== postedTo && !hasMovedOn) setHasMovedOn(true);
  return <SubmittedFormContext value={hasMovedOn ? null : form}>{children}</SubmittedFormContext>;
}

export function App({ config, ssr, submittedForm = null, i18n = browserI18n, ...given }: TAppProps) {
  // Created once per App rather than per module, so each test render starts with an empty cache.
  const [queryClient] = useState(() => given.queryClient ?? createQueryClient());
  const [trpcClient] = useState(() => given.trpcClient ?? createBrowserTrpcClient());

  return (
    <I18nProvider i18n={i18n}>
      <PublicConfigContext value={config}>
        <trpc.Provider client={trpcClient} queryClient={queryClient}>
          <QueryClientProvider client={queryClient}>
            <ThemeProvider theme={theme}>
              <GlobalStyle />
              {/* Without ssr the router reads the browser's location, as wouter does by default. A language's
                pages live under its prefix (/es/about): the routes and links inside are the English paths. */}
              <Router
                base={localeBase(i18n.locale as TPageLocale)}
                {...(ssr && { ssrPath: ssr.path, ssrSearch: ssr.search })}
              >
                <SubmittedFormProvider form={submittedForm}>
                  <Layout>
                    <AppRoutes />
                  </Layout>
                </SubmittedFormProvider>
              </Router>
            </ThemeProvider>
          </QueryClientProvider>
        </trpc.Provider>
      </PublicConfigContext>
    </I18nProvider>
  );
}
