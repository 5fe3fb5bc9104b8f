import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { renderToString } from 'react-dom/server';
import { Router } from 'wouter';
import { ThemeProvider } from 'styled-components';
import { theme } from '../../styles/theme';
import { hydrateServerMarkup } from '../../test/hydrate';
import { CandidateNav } from './candidate-nav';
import { saveSearch } from './search-storage';

const RESULTS = '/candidateResult?street=1+Main+St';

function Nav() {
  return (
    <I18nProvider i18n={i18n}>
      <ThemeProvider theme={theme}>
        <Router ssrPath="/candidatePage/b">
          <CandidateNav id="b" />
        </Router>
      </ThemeProvider>
    </I18nProvider>
  );
}

describe('CandidateNav', () => {
  // A visitor who searched, then reloads a candidate page (or opens one in the same tab): the server has no
  // session storage and renders the way home; the browser has the results page and its list.
  it("hydrates the server's markup without a mismatch, then offers the way back to the results", async () => {
    window.history.replaceState(null, '', '/candidatePage/b');
    const html = renderToString(<Nav />);
    expect(html).toContain('Back to the home page');

    saveSearch(RESULTS, ['a', 'b', 'c']);
    const { container, onRecoverableError } = await hydrateServerMarkup(html, <Nav />);

    expect(onRecoverableError).not.toHaveBeenCalled();
    const back = container.querySelector('a')!;
    expect(back).toHaveTextContent('Back to results');
    expect(back).toHaveAttribute('href', RESULTS);
    expect(container.querySelector('[aria-label="Previous candidate"]')).toBeEnabled();
    expect(container.querySelector('[aria-label="Next candidate"]')).toBeEnabled();
    container.remove();
  });
});
