import { screen } from '@testing-library/react';
import { renderWithProviders } from '../../test/render-with-providers';
import { CandidateHeadshot } from './candidate-headshot';

describe('CandidateHeadshot', () => {
  it('gives a list photo its size and lets it load lazily', () => {
    renderWithProviders(<CandidateHeadshot src="https://example.org/ana.jpg" name="Ana Ruiz" />);

    const photo = screen.getByRole('img', { name: 'Photo of Ana Ruiz' });
    expect(photo).toHaveAttribute('width', '56');
    expect(photo).toHaveAttribute('height', '56');
    expect(photo).toHaveAttribute('loading', 'lazy');
    expect(photo).toHaveAttribute('fetchpriority', 'auto');
  });

  it('loads the large photo that heads a candidate page at once, with its size', () => {
    renderWithProviders(<CandidateHeadshot src="https://example.org/ana.jpg" name="Ana Ruiz" $size="lg" />);

    const photo = screen.getByRole('img', { name: 'Photo of Ana Ruiz' });
    expect(photo).toHaveAttribute('width', '128');
    expect(photo).toHaveAttribute('height', '128');
    expect(photo).toHaveAttribute('loading', 'eager');
    expect(photo).toHaveAttribute('fetchpriority', 'high');
  });
});
