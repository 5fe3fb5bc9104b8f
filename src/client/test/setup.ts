import '@testing-library/jest-dom/vitest';
import { i18n } from '@lingui/core';
import { cleanup, configure } from '@testing-library/react';
import { messages } from '../locales/en.po';

// The app's pages speak the language main.tsx activates; the tests read them in English (ADR 43).
i18n.loadAndActivate({ locale: 'en', messages });

// Pages are lazy chunks: on a loaded 2-core machine the first import can take longer than the default
// 1 s that findBy* waits, which failed tests that pass on a quiet one.
configure({ asyncUtilTimeout: 5_000 });

// styled-components' development mode appends each rule as a text node, and a test DOM re-parses the whole
// sheet every time (under jsdom a content-heavy page took seconds); the production insertion is faster.
(globalThis as { SC_DISABLE_SPEEDY?: boolean }).SC_DISABLE_SPEEDY = false;

// A worker's files share one DOM (isolate: false, ADR 40): each test starts at / with empty storage,
// whatever the one before it visited or kept.
afterEach(() => {
  cleanup();
  if (i18n.locale !== 'en') i18n.activate('en');
  window.history.replaceState(null, '', '/');
  localStorage.clear();
  sessionStorage.clear();
});

// happy-dom has no dialogs and no printing. Tests spy on these as on a browser's; a call no test expected
// answers as a dismissed dialog would, and prints nothing.
window.confirm ??= () => false;
window.print ??= () => undefined;
