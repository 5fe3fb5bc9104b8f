import { i18n } from '@lingui/core';
import type { DehydratedState } from '@tanstack/react-query';
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { SERVER_STATE_ELEMENT_ID } from '../shared/constants/public-config';
import { localeDirection, splitLocalePath } from '../shared/locales';
import { SUBMITTED_FORM_ELEMENT_ID, type TSubmittedForm } from '../shared/submitted-form';
import { App } from './app/app';
import { preloadPage } from './app/app-routes';
import { startTagManager } from './lib/analytics';
import { loadMessages } from './lib/i18n';
import { readPublicConfig } from './lib/public-config';
import { createQueryClient } from './lib/query-client';
import { registerServiceWorker } from './lib/sw/register';

const config = readPublicConfig(document);
startTagManager(config.gtmId);
registerServiceWorker();

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

// A server-rendered page (ADR 32) carries its query cache; the others arrive with an empty #root.
const serverState = document.getElementById(SERVER_STATE_ELEMENT_ID)?.textContent;
// A form the server answered itself comes with the page it drew (src/shared/submitted-form.ts).
const submittedForm = document.getElementById(SUBMITTED_FORM_ELEMENT_ID)?.textContent;

// The page's language is in its path (/es/…); its catalog is a chunk of its own (ADR 43).
const { locale, path } = splitLocalePath(window.location.pathname);
// The server sets them on every page; the service worker's offline shell is the English template's.
document.documentElement.lang = locale;
document.documentElement.dir = localeDirection(locale);
const messagesLoaded = loadMessages(locale).then((messages) => i18n.loadAndActivate({ locale, messages }));

if (serverState) {
  const queryClient = createQueryClient(JSON.parse(serverState) as DehydratedState);
  // The page's chunk and its language's catalog are already on their way (modulepreload); hydrating after
  // them keeps the first render whole. As a transition, hydration yields to the browser every few
  // milliseconds instead of one long task: the page is already painted, and a tap meanwhile is not held up
  // (Lighthouse's total blocking time).
  void Promise.all([preloadPage(path), messagesLoaded]).then(() =>
    startTransition(() => {
      hydrateRoot(
        root,
        <StrictMode>
          <App
            config={config}
            queryClient={queryClient}
            submittedForm={submittedForm ? (JSON.parse(submittedForm) as TSubmittedForm) : null}
          />
        </StrictMode>,
      );
    }),
  );
} else {
  void messagesLoaded.then(() =>
    createRoot(root).render(
      <StrictMode>
        <App config={config} />
      </StrictMode>,
    ),
  );
}
