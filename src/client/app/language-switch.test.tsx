import { fireEvent, render, screen, within } from '@testing-library/react';
import { App } from './app';
import { createI18n } from '../lib/i18n';
import { messages as spanish } from '../locales/es.po';
import { TEST_PUBLIC_CONFIG } from '../test/public-config';
import { mockTrpcFetch } from '../test/trpc-fetch';

afterEach(() => {
  vi.restoreAllMocks();
});

/** The app at a Spanish address, in Spanish, as main.tsx starts it there. */
async function renderInSpanish(path: string) {
  window.history.replaceState(null, '', path);
  mockTrpcFetch({});
  render(<App config={TEST_PUBLIC_CONFIG} i18n={createI18n('es', spanish)} />);
  await screen.findByRole('heading', { level: 1 }, { timeout: 5000 });
}

describe('the guide in Spanish (ADR 43)', () => {
  it('speaks Spanish under /es, and its links stay under /es', async () => {
    await renderInSpanish('/es/about');

    expect(screen.getByRole('link', { name: 'Saltar al contenido' })).toBeInTheDocument();
    // The places fold into the menu at a phone's width, which the tests' window has (vitest.config.ts).
    const main = screen.getByRole('navigation', { name: 'Principal', hidden: true });
    expect(within(main).getByRole('link', { name: 'Videoteca', hidden: true })).toHaveAttribute(
      'href',
      '/es/learninglib',
    );
    expect(screen.getByRole('link', { name: 'Progressive Voter Guide' })).toHaveAttribute('href', '/es/');
    expect(
      await screen.findByRole('timer', { name: '24 DE JUNIO | NYC CITY COUNCIL PRIMARY ELECTION' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Mi boleta, todavía sin contiendas elegidas' })).toHaveAttribute(
      'href',
      '/es/myBallot',
    );
  });

  it('offers the same page, query and anchor in each other language, each named in itself', async () => {
    await renderInSpanish('/es/candidateSearch?q=123%20Main%20St#results');

    const header = screen.getByRole('navigation', { name: 'Idioma' });
    const english = within(header).getByRole('link', { name: 'English' });
    expect(english).toHaveAttribute('lang', 'en');
    expect(english).toHaveAttribute('href', '/candidateSearch?q=123+Main+St&lang=en');
    // The footer lists every language, the page's own marked as the current one.
    const footer = screen.getByRole('group', { name: 'Idioma' });
    expect(within(footer).getByText('Español')).toHaveAttribute('aria-current', 'true');
    expect(within(footer).getByRole('link', { name: 'English' })).toBeInTheDocument();

    // The anchor the visitor scrolled to goes along when the link is followed.
    document.addEventListener('click', (event) => event.preventDefault(), { once: true });
    fireEvent.click(english);
    expect(english.getAttribute('href')).toBe(
      `${window.location.origin}/candidateSearch?q=123+Main+St&lang=en#results`,
    );
  });

  it('names the page in English by default, with a link to its Spanish address', async () => {
    window.history.replaceState(null, '', '/about');
    mockTrpcFetch({});
    render(<App config={TEST_PUBLIC_CONFIG} />);
    await screen.findByRole('heading', { level: 1 }, { timeout: 5000 });

    const header = screen.getByRole('navigation', { name: 'Language' });
    expect(within(header).getByRole('link', { name: 'Español' })).toHaveAttribute(
      'href',
      '/es/about?lang=es',
    );
  });
});
