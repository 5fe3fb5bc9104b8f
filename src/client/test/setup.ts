import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';

// styled-components' development mode appends each rule as a text node and jsdom re-parses the whole
// sheet every time, which makes a content-heavy page take seconds; the production insertion is faster.
(globalThis as { SC_DISABLE_SPEEDY?: boolean }).SC_DISABLE_SPEEDY = false;

afterEach(() => {
  cleanup();
});

// jsdom does no layout, so it has no ResizeObserver: nothing it would report ever happens there.
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};
