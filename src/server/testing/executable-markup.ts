import { createRequire } from 'node:module';

/*
 * The check that a stored analysis holds nothing executable, shared by the sanitizer's own test and the
 * test of the candidate write paths. It brings its own jsdom, so it works in vitest's node environment
 * too, where the app runs (jsdom's environment replaces Node's URL, which the server needs).
 */

/** jsdom ships no types and @types/jsdom is not installed: the little used here. */
type Jsdom = { JSDOM: new (html: string) => { window: Window } };

/** The editor's tags (spec part 1 §9), all the sanitizer keeps. */
const SAFE_TAGS = new Set('P H1 H2 H3 OL UL LI BR STRONG EM U A SPAN IMG'.split(' '));
const SAFE_LINK = /^(https?|mailto|tel):/i;
const SAFE_IMAGE = /^data:image\/(png|gif|jpeg|bmp|x-icon);base64,[a-z0-9+/]+=*$/i;
const SAFE_ATTRIBUTES = new Set('class href target rel src alt width height data-list'.split(' '));

let inertDocument: Document | undefined;

function getInertDocument(): Document {
  const { JSDOM } = createRequire(import.meta.url)('jsdom') as Jsdom;
  return new JSDOM('').window.document.implementation.createHTMLDocument('');
}

/**
 * What in `html` could run script or load something, as a browser parses it: jsdom follows the HTML
 * parsing standard, with scripting on as in a browser (so a <noscript>'s content is raw text, which some
 * mutation vectors count on), and the candidate page sets the analysis as a <div>'s innerHTML, as here.
 * The document has no window and jsdom runs no script, so it parses as a browser's does but runs no
 * handler of a raw vector.
 * The string is read as HTML whatever its first character, as a careless consumer of the REST contract
 * could; the <div> the sanitizer wraps around a result that does not start with a tag is the only tag
 * beyond the editor's.
 */
export function executableParts(html: string): string[] {
  inertDocument ??= getInertDocument();
  const root = inertDocument.createElement('div');
  root.innerHTML = html;
  const wrapper =
    html.startsWith('<div>') && root.firstElementChild?.tagName === 'DIV' ? root.firstElementChild : null;
  return [...root.querySelectorAll('*')]
    .filter((element) => element !== wrapper)
    .flatMap((element) => {
      const problems = SAFE_TAGS.has(element.tagName) ? [] : [`<${element.tagName.toLowerCase()}>`];
      for (const { name, value } of element.attributes) {
        if (!SAFE_ATTRIBUTES.has(name)) problems.push(`${name}="${value}"`);
        if (name === 'href' && !SAFE_LINK.test(value)) problems.push(`href="${value}"`);
        if (name === 'src' && !SAFE_IMAGE.test(value)) problems.push(`src="${value}"`);
      }
      return problems;
    });
}
