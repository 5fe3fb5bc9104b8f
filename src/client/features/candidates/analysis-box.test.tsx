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
  it("shows the editor's formats without its stylesheet: bullets, sizes, fonts, indents", () => {
    renderWithProviders(<AnalysisBox notes={QUILL_HTML} />);
    const analysis = screen.getByRole('region', { name: 'Analysis' });
    const style = (text: string) => getComputedStyle(within(analysis).getByText(text));

    expect(style('Rent freeze').listStyleType).toBe('disc');
    expect(style('First step').listStyleType).not.toBe('disc');
    expect(style('Big').fontSize).toBe('1.5em');
    expect(style('code').fontFamily).toMatch(/monospace$/);
    expect(style('Indented').marginLeft).toBe('6em');
  });
});
