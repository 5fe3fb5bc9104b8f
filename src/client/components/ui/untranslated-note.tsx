import { Trans } from '@lingui/react/macro';
import styled from 'styled-components';

const Note = styled.span`
  display: block;
  margin-top: ${({ theme }) => theme.space.xs};
  color: ${({ theme }) => theme.colors.inkMuted};
  font-size: 0.875rem;
  font-style: italic;
`;

/**
 * Said after a text the organisation has not translated into the page's language yet (ADR 44), which the
 * page shows in English inside an element with `lang="en"`.
 */
export function UntranslatedNote() {
  return (
    <Note>
      <Trans>Not translated yet; shown in English.</Trans>
    </Note>
  );
}
