import { act, screen, within } from '@testing-library/react';
import { renderToStaticMarkup } from 'react-dom/server';
import { ThemeProvider } from 'styled-components';
import { theme } from '../../styles/theme';
import { renderWithProviders } from '../../test/render-with-providers';
import { CountdownBanner } from './countdown-banner';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';

const TARGET = '2025-06-24T00:00:00-04:00';
const TARGET_MS = Date.parse(TARGET);
const ELECTION = 'NYC City Council Primary Election';
const LABEL = 'JUNE 24 | NYC CITY COUNCIL PRIMARY ELECTION';

const SECOND = 1_000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

const banner = <CountdownBanner target={TARGET} electionName={ELECTION} />;

function renderAt(now: number) {
  vi.setSystemTime(now);
  renderWithProviders(banner);
}

/** The four values as the visitor reads them, in order Days, Hours, Mins, Secs. */
function shownValues(container: HTMLElement = screen.getByRole('timer')) {
  return within(container)
    .getAllByRole('definition')
    .map((value) => value.textContent);
}

function advance(ms: number) {
  act(() => {
    vi.advanceTimersByTime(ms);
  });
}

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('CountdownBanner', () => {
  it('shows two dashes in every value before the first computation', () => {
    // The markup of the first render, before any effect has run.
    const container = document.createElement('div');
    container.innerHTML = renderToStaticMarkup(
      <I18nProvider i18n={i18n}>
        <ThemeProvider theme={theme}>{banner}</ThemeProvider>
      </I18nProvider>,
    );
    expect(shownValues(container)).toEqual(['--', '--', '--', '--']);
  });

  it('shows the label and the four units by name', () => {
    renderAt(TARGET_MS - DAY);
    const timer = screen.getByRole('timer', { name: LABEL });
    expect(within(timer).getByText(LABEL)).toBeInTheDocument();
    expect(
      within(timer)
        .getAllByRole('term')
        .map((name) => name.textContent),
    ).toEqual(['Days', 'Hours', 'Mins', 'Secs']);
  });

  it('shows the padded time left right after mounting and counts down every second', () => {
    renderAt(TARGET_MS - (DAY + 2 * HOUR + 3 * MINUTE + 4 * SECOND));
    expect(shownValues()).toEqual(['01', '02', '03', '04']);

    advance(SECOND);
    expect(shownValues()).toEqual(['01', '02', '03', '03']);

    advance(4 * SECOND);
    expect(shownValues()).toEqual(['01', '02', '02', '59']);
  });

  it('stops and keeps the last values once the remaining time drops below zero', () => {
    renderAt(TARGET_MS - 3 * SECOND);
    expect(shownValues()).toEqual(['00', '00', '00', '03']);

    // A tab asleep past the target wakes to a negative remaining time on its next tick.
    vi.setSystemTime(TARGET_MS + MINUTE);
    advance(SECOND);
    expect(shownValues()).toEqual(['00', '00', '00', '03']);

    advance(HOUR);
    expect(shownValues()).toEqual(['00', '00', '00', '03']);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('shows zero at the target itself and freezes there a second later', () => {
    renderAt(TARGET_MS - SECOND);
    advance(SECOND);
    expect(shownValues()).toEqual(['00', '00', '00', '00']);

    advance(SECOND);
    expect(vi.getTimerCount()).toBe(0);
    expect(shownValues()).toEqual(['00', '00', '00', '00']);
  });

  it('shows 00 in every value and never ticks for a visitor who arrives after the target', () => {
    renderAt(TARGET_MS + 3 * DAY);
    expect(shownValues()).toEqual(['00', '00', '00', '00']);
    expect(vi.getTimerCount()).toBe(0);
  });
});
