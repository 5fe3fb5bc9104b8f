import { screen, within } from '@testing-library/react';
import { renderWithProviders } from '../../test/render-with-providers';
import { AnalysisBox } from './analysis-box';

// What Quill 2 writes for a bullet and a numbered list, a large font and an indented line.
const QUILL_HTML = [
  '<ol><li data-list="bullet">Rent freeze</li><li data-list="ordered">First step</li></ol>',
  '<p><span class="ql-size-large">Big</span> <span class="ql-font-monospace">code</span></p>',
  '<p class="ql-indent-3">Indented</p>',
].join('');

describe('the analysis box', () => {
  it("shows the editor's formats without its stylesheet: list markers, sizes, fonts, indents", () => {
    renderWithProviders(<AnalysisBox notes={QUILL_HTML} />);
    const analysis = screen.getByRole('region', { name: 'Analysis' });
    const style = (text: string) => getComputedStyle(within(analysis).getByText(text));

    // The markers are ::before content, which happy-dom does not compute; tests/e2e/admin-candidates.test.ts
    // checks them in Chromium. Here: the list's own numbering is off, so Quill's markers are the only ones.
    expect(style('Rent freeze').listStyleType).toBe('none');
    expect(style('First step').listStyleType).toBe('none');
    // Large is larger than the paragraph's text (in pixels, as a browser computes it; happy-dom's em sums
    // are not a browser's, so not how much larger).
    const big = within(analysis).getByText('Big');
    const paragraphSize = parseFloat(getComputedStyle(big.parentElement!).fontSize);
    expect(parseFloat(getComputedStyle(big).fontSize)).toBeGreaterThan(paragraphSize);
    expect(style('code').fontFamily).toMatch(/monospace$/);
    // Logical, so a right-to-left page indents from the right (ADR 45).
    expect(style('Indented').getPropertyValue('padding-inline-start')).toBe('9em');
  });
});
