// @vitest-environment jsdom
// Quill needs a DOM: these tests run it to check that the sample is what the editor really writes.
import Quill from 'quill';
import { INLINE_IMAGE_MAX_BYTES } from '../../../shared/constants/limits';
import { RICH_TEXT_FORMATS } from '../../../shared/constants/rich-text';
import {
  QUILL_SAMPLE_DELTA,
  QUILL_SAMPLE_HTML,
  QUILL_SAMPLE_SANITIZED,
} from '../../testing/fixtures/rich-text/quill-sample';
import { XSS_VECTORS } from '../../testing/fixtures/rich-text/xss-vectors';
import { executableParts } from '../../testing/executable-markup';
import { sanitizeRichText } from './rich-text.service';

/** A Quill editor as spec part 1 §9 configures it (its formats only), on a fresh element. */
function newEditor() {
  const container = document.body.appendChild(document.createElement('div'));
  return new Quill(container, { formats: [...RICH_TEXT_FORMATS] });
}

/** The text of `html`: its entities decoded, as a consumer that decodes once too often would. */
function decoded(html: string): string {
  const textarea = document.createElement('textarea');
  textarea.innerHTML = html;
  return textarea.value;
}

/**
 * What a careless consumer of the REST contract could make of a stored analysis that is not HTML: read it
 * as HTML anyway, decode its entities once or twice before doing so, or turn its URL-like words into
 * links, as a linkifier would.
 */
const careless = (text: string) => [
  text,
  decoded(text),
  decoded(decoded(text)),
  ...text
    .split(/\s+/)
    .filter((word) => /^[a-z][a-z0-9+.-]*:/i.test(word))
    .map((word) => `<a href="${word}">link</a>`),
];

const pngOfBytes = (bytes: number) => `data:image/png;base64,${Buffer.alloc(bytes, 1).toString('base64')}`;

describe('the analysis sanitizer', () => {
  it(`leaves nothing executable in any of the ${XSS_VECTORS.length} known XSS vectors`, () => {
    expect(XSS_VECTORS.length).toBeGreaterThanOrEqual(50);
    for (const vector of XSS_VECTORS) {
      const sanitized = sanitizeRichText(vector);
      expect(executableParts(sanitized), `${JSON.stringify(vector)} → ${JSON.stringify(sanitized)}`).toEqual(
        [],
      );
      // Stable: what is stored reads back the same (no mutation on a second pass).
      expect(sanitizeRichText(sanitized), JSON.stringify(vector)).toBe(sanitized);
    }
  });

  it('checks with a parser that catches what the vectors would do unsanitized', () => {
    // Guards the guard: the check above must see the danger in the raw vectors.
    const markup = XSS_VECTORS.filter((vector) => vector.startsWith('<'));
    const caught = markup.filter((vector) => executableParts(vector).length > 0);
    // The few left are harmless as a <div>'s content (<body>, <frameset>) or test how the sanitizer
    // writes back attributes and entities (markup inside a quoted value, say): they must stay harmless.
    expect(caught.length).toBeGreaterThanOrEqual(130);
    expect(markup.length - caught.length).toBeLessThanOrEqual(20);
    expect(executableParts('<noscript><p title="</noscript><img src=x onerror=alert(1)>">')).toContain(
      'onerror="alert(1)"',
    );
    // Every vector that does not start with a tag is dangerous under some reading a consumer could make.
    const plainText = XSS_VECTORS.filter((vector) => !vector.startsWith('<'));
    expect(plainText.length).toBeGreaterThanOrEqual(35);
    expect(
      plainText.filter((vector) => careless(vector).every((html) => executableParts(html).length === 0)),
    ).toEqual([]);
  });

  it('keeps what Quill 2 writes for every format of the toolbar, with only the documented normalisations', () => {
    const editor = newEditor();
    editor.setContents(QUILL_SAMPLE_DELTA);
    expect(editor.root.innerHTML).toBe(QUILL_SAMPLE_HTML);

    expect(sanitizeRichText(QUILL_SAMPLE_HTML)).toBe(QUILL_SAMPLE_SANITIZED);
    // Nothing of the analysis is lost: loaded back into the editor, it is the same document.
    const reloaded = newEditor();
    reloaded.setContents(reloaded.clipboard.convert({ html: QUILL_SAMPLE_SANITIZED }));
    expect(reloaded.getContents()).toEqual(editor.getContents());
  });

  it('keeps the semantic form of lists (getSemanticHTML) and reads b and i as Quill does', () => {
    const semantic = '<ul><li>first<ul><li>nested</li></ul></li></ul><ol><li>one</li></ol>';
    expect(sanitizeRichText(semantic)).toBe(semantic);
    expect(sanitizeRichText('<p><b>bold</b> <i>italic</i></p>')).toBe(
      '<p><strong>bold</strong> <em>italic</em></p>',
    );
  });

  it('drops the formats the toolbar does not offer, keeping their text', () => {
    expect(
      sanitizeRichText(
        '<h4>Minor</h4><p class="ql-align-center ql-indent-9 ql-indent-2"><s>struck</s> <span style="color: red" class="ql-font-fantasy ql-size-small">red</span></p>' +
          '<blockquote>quote</blockquote><pre class="ql-syntax">code</pre><ol><li data-list="checked">done</li></ol>',
      ),
    ).toBe(
      '<div>Minor<p class="ql-indent-2">struck <span class="ql-size-small">red</span></p>quotecode<ol><li>done</li></ol></div>',
    );
  });

  it('allows links only to http, https, mailto and tel, opened in a new tab without the opener', () => {
    expect(
      sanitizeRichText(
        '<p><a href="HTTPS://example.org">a</a><a href="/relative">b</a><a href="sms:+1555">c</a><a href="ftp://x">d</a></p>',
      ),
    ).toBe(
      '<p><a href="HTTPS://example.org" target="_blank" rel="noopener noreferrer">a</a>' +
        '<a target="_blank" rel="noopener noreferrer">b</a><a target="_blank" rel="noopener noreferrer">c</a>' +
        '<a target="_blank" rel="noopener noreferrer">d</a></p>',
    );
    expect(sanitizeRichText('<p><a href="https://x.example" target="_self" rel="opener">x</a></p>')).toBe(
      '<p><a href="https://x.example" target="_blank" rel="noopener noreferrer">x</a></p>',
    );
  });

  it('keeps inline images of the listed types up to the size cap, and no others', () => {
    for (const type of ['png', 'gif', 'jpeg', 'bmp', 'x-icon']) {
      const image = `<p><img src="data:image/${type};base64,AAAA" alt="chart" width="40" /></p>`;
      expect(sanitizeRichText(image)).toBe(image);
    }
    for (const type of ['svg+xml', 'webp', 'png;charset=utf-8']) {
      expect(sanitizeRichText(`<p><img src="data:image/${type};base64,AAAA" /></p>`)).toBe('<p></p>');
    }
    const largest = `<p><img src="${pngOfBytes(INLINE_IMAGE_MAX_BYTES)}" /></p>`;
    expect(sanitizeRichText(largest)).toBe(largest);
    expect(sanitizeRichText(`<p><img src="${pngOfBytes(INLINE_IMAGE_MAX_BYTES + 1)}" /></p>`)).toBe(
      '<p></p>',
    );
  });

  it('keeps plain text that holds no markup as written, and escapes the rest into a paragraph', () => {
    expect(sanitizeRichText('  Two-term incumbent.\nVoted for the budget.  ')).toBe(
      'Two-term incumbent.\nVoted for the budget.',
    );
    expect(sanitizeRichText('Says <b> is bold\nand AT&amp;T is a company')).toBe(
      '<p>Says &lt;b&gt; is bold<br />and AT&amp;amp;T is a company</p>',
    );
  });

  it('stores HTML that loses its leading tag in a <div>, so it is still read as HTML', () => {
    expect(sanitizeRichText('<font>Tom &amp; Jerry</font> <b>x</b>')).toBe(
      '<div>Tom &amp; Jerry <strong>x</strong></div>',
    );
    expect(sanitizeRichText('<script>alert(1)</script>')).toBe('');
  });
});
