import { render } from '@testing-library/react';
import { xIcon } from '../../content/icons/x';
import { Icon } from './icon';

describe('Icon', () => {
  it('draws its shapes as lucide-react did: 24 px, round 2 px strokes in the text colour, hidden from readers', () => {
    const { container } = render(<Icon icon={xIcon} focusable="false" />);
    const svg = container.querySelector('svg');
    expect(svg).toHaveAttribute('viewBox', '0 0 24 24');
    expect(svg).toHaveAttribute('width', '24');
    expect(svg).toHaveAttribute('height', '24');
    expect(svg).toHaveAttribute('fill', 'none');
    expect(svg).toHaveAttribute('stroke', 'currentColor');
    expect(svg).toHaveAttribute('stroke-width', '2');
    expect(svg).toHaveAttribute('stroke-linecap', 'round');
    expect(svg).toHaveAttribute('stroke-linejoin', 'round');
    expect(svg).toHaveAttribute('aria-hidden', 'true');
    expect(svg).toHaveAttribute('focusable', 'false');
    expect([...svg!.querySelectorAll('path')].map((path) => path.getAttribute('d'))).toEqual([
      'M18 6 6 18',
      'm6 6 12 12',
    ]);
  });

  it('takes a size, a stroke width and attributes that override its defaults', () => {
    const { container } = render(<Icon icon={xIcon} size={16} strokeWidth={2.5} fill="currentColor" />);
    const svg = container.querySelector('svg');
    expect(svg).toHaveAttribute('width', '16');
    expect(svg).toHaveAttribute('height', '16');
    expect(svg).toHaveAttribute('stroke-width', '2.5');
    expect(svg).toHaveAttribute('fill', 'currentColor');
  });

  it('is not hidden from readers when it is named', () => {
    const { getByRole } = render(<Icon icon={xIcon} role="img" aria-label="Close" />);
    expect(getByRole('img', { name: 'Close' })).not.toHaveAttribute('aria-hidden');
  });
});
