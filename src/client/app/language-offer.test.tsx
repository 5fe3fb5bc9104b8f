import { fireEvent, render, screen } from '@testing-library/react';
import { App } from './app';
import { TEST_PUBLIC_CONFIG } from '../test/public-config';
import { mockTrpcFetch } from '../test/trpc-fetch';

/** The browser's languages, as its settings order them. */
function preferLanguages(languages: string[]) {
  vi.spyOn(navigator, 'languages', 'get').mockReturnValue(languages);
}

async function renderAbout() {
  window.history.replaceState(null, '', '/about');
  mockTrpcFetch({});
  render(<App config={TEST_PUBLIC_CONFIG} />);
  await screen.findByRole('heading', { level: 1 }, { timeout: 5000 });
}

afterEach(() => {
  vi.restoreAllMocks();
  document.cookie = 'lang=; path=/; max-age=0';
});

describe('the offer of the guide in the browser’s language (issue 24)', () => {
  it('offers Spanish, in Spanish, to a browser that prefers it, once', async () => {
    preferLanguages(['es-US', 'en']);
    await renderAbout();

    const offer = await screen.findByRole('complementary', { name: 'Esta guía también está en español.' });
    expect(offer).toHaveAttribute('lang', 'es');
    expect(screen.getByRole('link', { name: 'Leerla en español' })).toHaveAttribute(
      'href',
      '/es/about?lang=es',
    );

    // Declining is remembered as a choice of English: the offer is not made again.
    fireEvent.click(screen.getByRole('button', { name: 'No, gracias' }));
    expect(screen.queryByRole('complementary', { name: /español/ })).not.toBeInTheDocument();
    expect(document.cookie).toContain('lang=en');
  });

  it.each([['en-US'], ['fr-FR']])(
    'offers nothing to a browser that prefers %s, even with Spanish second',
    async (first) => {
      preferLanguages([first, 'es']);
      await renderAbout();
      expect(screen.queryByRole('complementary')).not.toBeInTheDocument();
    },
  );

  it('offers nothing once a language was chosen', async () => {
    preferLanguages(['es-MX']);
    document.cookie = 'lang=en; path=/';
    await renderAbout();
    expect(screen.queryByRole('complementary')).not.toBeInTheDocument();
  });
});
