import styled from 'styled-components';
import { Trans } from '@lingui/react/macro';
import { RichText, textFlow } from '../../components/ui/rich-text';
import { UntranslatedNote } from '../../components/ui/untranslated-note';

const Box = styled.section`
  padding: ${({ theme }) => theme.space.lg};
  background: ${({ theme }) => theme.colors.tint};
  border-inline-start: 6px solid ${({ theme }) => theme.colors.navy};
  border-radius: ${({ theme }) => theme.radii.md};
`;

export const PanelHeading = styled.h2`
  margin: 0 0 ${({ theme }) => theme.space.md};
  font-size: 1.375rem;
  color: ${({ theme }) => theme.colors.navy};
`;

const PlainText = styled.p`
  ${textFlow}
  margin: 0;
  white-space: pre-line;
`;

type TAnalysisBoxProps = {
  notes: string;
  /** The notes are the English ones, their translation into the page's language missing (ADR 44). */
  isInEnglish?: boolean;
};

/**
 * The editors' analysis of a candidate. Text starting with a tag is the rich-text editor's HTML, which the
 * server sanitized when it was saved; anything else is plain text whose line breaks are kept.
 */
export function AnalysisBox({ notes, isInEnglish = false }: TAnalysisBoxProps) {
  const trimmed = notes.trim();
  const lang = isInEnglish ? 'en' : undefined;
  return (
    <Box aria-labelledby="analysis-heading">
      <PanelHeading id="analysis-heading">
        <Trans>Analysis</Trans>
      </PanelHeading>
      {trimmed.startsWith('<') ? (
        <RichText lang={lang} dangerouslySetInnerHTML={{ __html: trimmed }} />
      ) : (
        <PlainText lang={lang}>{trimmed}</PlainText>
      )}
      {isInEnglish && <UntranslatedNote />}
    </Box>
  );
}
