import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { ThemeProvider } from 'styled-components';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { theme } from '../styles/theme';

/** Renders with the theme and an in-memory router at `path`, as the app provides them. */
export function renderWithProviders(ui: ReactElement, { path = '/' }: { path?: string } = {}) {
  return render(
    <ThemeProvider theme={theme}>
      <Router hook={memoryLocation({ path }).hook}>{ui}</Router>
    </ThemeProvider>,
  );
}
