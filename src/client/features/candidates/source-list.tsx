import { Trans } from '@lingui/react/macro';
import styled from 'styled-components';
import { ExternalLink } from '../../components/ui/external-link';
import { PanelHeading } from './analysis-box';

const List = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  margin: 0;
  padding-inline-start: 1.25rem;

  a {
    color: ${({ theme }) => theme.colors.navy};
    overflow-wrap: anywhere;
  }
`;

const Empty = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.inkMuted};
`;

/** Where the analysis and answers come from: each link opens in a new tab. */
export function SourceList({ sources }: { sources: string[] }) {
  return (
    <section aria-labelledby="sources-heading">
      <PanelHeading id="sources-heading">
        <Trans>Sources</Trans>
      </PanelHeading>
      {sources.length === 0 ? (
        <Empty>
          <Trans>No sources listed yet.</Trans>
        </Empty>
      ) : (
        <List>
          {sources.map((source, index) => (
            <li key={`${index}-${source}`}>
              <ExternalLink href={source}>{source}</ExternalLink>
            </li>
          ))}
        </List>
      )}
    </section>
  );
}
