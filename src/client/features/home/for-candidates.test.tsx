import { screen } from '@testing-library/react';
import { renderWithProviders } from '../../test/render-with-providers';
import { ForCandidates } from './for-candidates';

describe('ForCandidates', () => {
  it("opens the configured external form in a new tab from 'Let's Work Together'", () => {
    renderWithProviders(<ForCandidates formUrl="https://example.org/campaign-intake" />);

    const button = screen.getByRole('link', { name: "Let's Work Together (opens in a new tab)" });
    expect(button).toHaveAttribute('href', 'https://example.org/campaign-intake');
    expect(button).toHaveAttribute('target', '_blank');
    expect(button).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('leads to our contact form when no external form is configured', () => {
    renderWithProviders(<ForCandidates formUrl={null} />);

    expect(screen.getByRole('link', { name: "Let's Work Together" })).toHaveAttribute('href', '/feedback');
  });
});
