import { I18nProvider } from '@lingui/react';
import { render, screen } from '@testing-library/react';
import { ThemeProvider } from 'styled-components';
import { createI18n } from '../../lib/i18n';
import { messages as spanish } from '../../locales/es.po';
import { theme } from '../../styles/theme';
import userEvent from '@testing-library/user-event';
import { SEEDED_GENERAL } from '../../test/elections';
import { renderWithProviders } from '../../test/render-with-providers';
import { ElectionCard } from './election-card';

const election = {
  ...SEEDED_GENERAL,
  name: 'NYC General Election',
  location: 'New York City, NY',
  date: '2025-11-04',
  type: 'Local',
  description: 'Who runs City Hall for the next four years.',
  ballotPositions: ['Mayor', 'City Council'],
  progressiveIssues: ['Affordable rents'],
};

/** The value shown for a term of the card's description lists. */
function fact(term: string) {
  return screen.getByText(term, { selector: 'dt' }).nextElementSibling?.textContent;
}

function toggle() {
  return screen.getByRole('button', { name: 'NYC General Election' });
}

afterEach(() => {
  vi.useRealTimers();
});

describe('ElectionCard', () => {
  it('always shows the long date, the type, the location and the days to go, counted from midnight', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2025, 9, 25, 22, 30));
    renderWithProviders(<ElectionCard election={election} />);

    expect(screen.getByRole('heading', { level: 3, name: 'NYC General Election' })).toBeInTheDocument();
    expect(fact('Date')).toBe('November 4, 2025');
    expect(fact('Type')).toBe('Local');
    expect(fact('Location')).toBe('New York City, NY');
    expect(fact('days to go')).toBe('10');
  });

  it("says '1 day to go' on the day before", () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2025, 10, 3, 8, 0));
    renderWithProviders(<ElectionCard election={election} />);

    expect(fact('day to go')).toBe('1');
  });

  it('shows 0 days to go once the election has passed', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2026, 0, 15, 9, 0));
    renderWithProviders(<ElectionCard election={election} />);

    expect(fact('days to go')).toBe('0');
  });

  it('starts collapsed, with the button pointing at the hidden details', () => {
    renderWithProviders(<ElectionCard election={election} />);

    expect(toggle()).toHaveAttribute('aria-expanded', 'false');
    const details = document.getElementById(toggle().getAttribute('aria-controls')!);
    expect(details).not.toBeVisible();
    expect(screen.queryByText('Who runs City Hall for the next four years.')).not.toBeVisible();
  });

  it('expands on a click to show the description, the positions and the issues, and collapses on the next', async () => {
    const user = userEvent.setup();
    renderWithProviders(<ElectionCard election={election} />);

    await user.click(toggle());
    expect(toggle()).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText('Who runs City Hall for the next four years.')).toBeVisible();
    expect(screen.getByRole('heading', { name: 'On the ballot' })).toBeVisible();
    expect(screen.getByText('Mayor')).toBeVisible();
    expect(screen.getByText('City Council')).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Progressive issues at stake' })).toBeVisible();
    expect(screen.getByText('Affordable rents')).toBeVisible();

    await user.click(toggle());
    expect(toggle()).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByText('Mayor')).not.toBeVisible();
  });

  it('toggles from the keyboard with Enter and Space', async () => {
    const user = userEvent.setup();
    renderWithProviders(<ElectionCard election={election} />);

    await user.tab();
    expect(toggle()).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(toggle()).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard(' ');
    expect(toggle()).toHaveAttribute('aria-expanded', 'false');
  });

  it('leaves out the lists an election does not have yet', async () => {
    const user = userEvent.setup();
    renderWithProviders(
      <ElectionCard election={{ ...election, ballotPositions: [], progressiveIssues: [] }} />,
    );

    await user.click(toggle());
    expect(screen.getByText('Who runs City Hall for the next four years.')).toBeVisible();
    expect(screen.queryByRole('heading', { name: 'On the ballot' })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Progressive issues at stake' })).not.toBeInTheDocument();
  });
});

describe('ElectionCard in Spanish (ADR 44)', () => {
  it('shows a text not translated yet in English, marked lang="en", with a note in Spanish', async () => {
    const user = userEvent.setup();
    // As elections.list answers with lang 'es': the name translated, the other texts still English.
    const spanishName = 'Elección general de NYC';
    render(
      <I18nProvider i18n={createI18n('es', spanish)}>
        <ThemeProvider theme={theme}>
          <ElectionCard
            election={{ ...election, name: spanishName, translations: { es: { name: spanishName } } }}
          />
        </ThemeProvider>
      </I18nProvider>,
    );

    const name = screen.getByText(spanishName);
    expect(name.closest('[lang]')).toBeNull();
    expect(screen.getByText('Aún no está traducido; se muestra en inglés.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: spanishName }));
    expect(screen.getByText(election.description)).toHaveAttribute('lang', 'en');
    expect(screen.getByText('Affordable rents').closest('ul')).toHaveAttribute('lang', 'en');
  });
});
