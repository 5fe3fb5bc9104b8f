import styled, { css } from 'styled-components';
import { RICH_TEXT_MAX_INDENT } from '../../../shared/constants/rich-text';

/** Text that flows in a column of reading width, links in the site's colour. */
export const textFlow = css`
  max-width: 44rem;
  overflow-wrap: anywhere;

  & > :first-child {
    margin-top: 0;
  }

  & > :last-child {
    margin-bottom: 0;
  }

  a {
    color: ${({ theme }) => theme.colors.navy};
    font-weight: 700;
  }
`;

const INDENT_LEVELS = Array.from({ length: RICH_TEXT_MAX_INDENT }, (_, index) => index + 1);
/** Quill numbers ordered items per level: 1., a., i., then again. */
const ORDERED_STYLES = ['decimal', 'lower-alpha', 'lower-roman'];
/** The list counters of this indent level and deeper, which a new item or paragraph starts again. */
const counters = (fromLevel: number) =>
  [0, ...INDENT_LEVELS]
    .filter((level) => level >= fromLevel)
    .map((level) => `list-${level}`)
    .join(' ') || 'none';

/**
 * What the editor's classes and lists mean (spec part 1 §9), as Quill's own style sheet draws them in
 * the editor: fonts, sizes, indents of 3em a level, and its single <ol> whose items say whether they are
 * bullets or numbers, numbered per indent level (a paragraph or a shallower item starts a level again).
 */
const quillFormats = css`
  .ql-font-serif {
    font-family: Georgia, 'Times New Roman', serif;
  }

  .ql-font-monospace {
    font-family: Monaco, 'Courier New', monospace;
  }

  .ql-size-small {
    font-size: 0.75em;
  }

  .ql-size-large {
    font-size: 1.5em;
  }

  .ql-size-huge {
    font-size: 2.5em;
  }

  img {
    max-width: 100%;
  }

  ol:has(> li[data-list]) {
    padding-inline-start: 1.5em;
  }

  & {
    counter-reset: ${counters(0)};
  }

  p,
  h1,
  h2,
  h3 {
    counter-set: ${counters(0)};
  }

  li[data-list] {
    position: relative;
    padding-inline-start: 1.5em;
    list-style-type: none;
    counter-set: ${counters(1)};
  }

  li[data-list]::before {
    display: inline-block;
    width: 1.2em;
    margin-inline-end: 0.3em;
    margin-inline-start: -1.5em;
    text-align: end;
    white-space: nowrap;
  }

  li[data-list='bullet']::before {
    content: '\\2022';
  }

  li[data-list='ordered'] {
    counter-increment: list-0;
  }

  li[data-list='ordered']::before {
    content: counter(list-0, decimal) '. ';
  }

  ${INDENT_LEVELS.map(
    (level) => css`
      .ql-indent-${level} {
        padding-inline-start: ${3 * level}em;
      }

      li[data-list].ql-indent-${level} {
        padding-inline-start: ${3 * level + 1.5}em;
        counter-set: ${counters(level + 1)};
      }

      li[data-list='ordered'].ql-indent-${level} {
        counter-increment: list-${level};
      }

      li[data-list='ordered'].ql-indent-${level}::before {
        content: counter(list-${level}, ${ORDERED_STYLES[level % ORDERED_STYLES.length]}) '. ';
      }
    `,
  )}
`;

/**
 * HTML the rich-text editor wrote and the server sanitized on write (spec part 1 §9): a candidate's analysis,
 * a page's tile. Give it with `dangerouslySetInnerHTML`, never anything else.
 */
export const RichText = styled.div`
  ${textFlow}
  ${quillFormats}
`;
