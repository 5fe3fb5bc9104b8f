import styled, { css } from 'styled-components';

const Box = styled.section`
  padding: ${({ theme }) => theme.space.lg};
  background: ${({ theme }) => theme.colors.tint};
  border-left: 6px solid ${({ theme }) => theme.colors.navy};
  border-radius: ${({ theme }) => theme.radii.md};
`;

export const PanelHeading = styled.h2`
  margin: 0 0 ${({ theme }) => theme.space.md};
  font-size: 1.375rem;
  color: ${({ theme }) => theme.colors.navy};
`;

const text = css`
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

/** Quill's indent levels (1 to 8), each a step further in. */
const indents = Array.from(
  { length: 8 },
  (_, index) => `.ql-indent-${index + 1} { margin-left: ${(index + 1) * 2}em; }`,
).join('\n');

/**
 * The editor's formats without its stylesheet: Quill 2 writes every list as an `ol`, marking a bullet item
 * `data-list="bullet"`, and its fonts, sizes and indents as classes.
 */
const RichText = styled.div`
  ${text}

  li[data-list='bullet'] {
    list-style-type: disc;
  }

  .ql-font-serif {
    font-family: Georgia, 'Times New Roman', serif;
  }

  .ql-font-monospace {
    font-family: Menlo, Consolas, 'Courier New', monospace;
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

  ${indents}
`;

const PlainText = styled.p`
  ${text}
  margin: 0;
  white-space: pre-line;
`;

/**
 * The editors' analysis of a candidate. Text starting with a tag is the rich-text editor's HTML, which the
 * server sanitized when it was saved; anything else is plain text whose line breaks are kept.
 */
export function AnalysisBox({ notes }: { notes: string }) {
  const trimmed = notes.trim();
  return (
    <Box aria-labelledby="analysis-heading">
      <PanelHeading id="analysis-heading">Analysis</PanelHeading>
      {trimmed.startsWith('<') ? (
        <RichText dangerouslySetInnerHTML={{ __html: trimmed }} />
      ) : (
        <PlainText>{trimmed}</PlainText>
      )}
    </Box>
  );
}
