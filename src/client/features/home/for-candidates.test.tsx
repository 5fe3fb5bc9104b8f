import { screen } from '@testing-library/react';
import { SEEDED_FOR_CANDIDATES } from '../../test/site-content';
import { renderWithProviders } from '../../test/render-with-providers';
import { mockTrpcFetch } from '../../test/trpc-fetch';
import { ForCandidates } from './for-candidates';

/** The section with its content as an admin saved it (the seeded one unless a test says otherwise). */
function renderSection(formUrl: string | null, url = '') {
  mockTrpcFetch({
    'content.section': () => ({
      ...SEEDED_FOR_CANDIDATES,
      callToAction: { ...SEEDED_FOR_CANDIDATES.callToAction, url },
    }),
  });
  renderWithProviders(<ForCandidates formUrl={formUrl} />);
}

afterEach(() => vi.restoreAllMocks());

describe('ForCandidates', () => {
  it("opens the configured external form in a new tab from 'Let's Work Together'", async () => {
    renderSection('https://example.org/campaign-intake');

    const button = await screen.findByRole('link', { name: "Let's Work Together (opens in a new tab)" });
    expect(button).toHaveAttribute('href', 'https://example.org/campaign-intake');
    expect(button).toHaveAttribute('target', '_blank');
    expect(button).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('leads to our contact form when no external form is configured', async () => {
    renderSection(null);

    expect(await screen.findByRole('link', { name: "Let's Work Together" })).toHaveAttribute(
      'href',
      '/feedback',
    );
  });

  it('leads to the link an admin wrote, before the configured form', async () => {
    renderSection('https://example.org/campaign-intake', 'https://example.org/our-new-form');

    const button = await screen.findByRole('link', { name: "Let's Work Together (opens in a new tab)" });
    expect(button).toHaveAttribute('href', 'https://example.org/our-new-form');
  });
});
