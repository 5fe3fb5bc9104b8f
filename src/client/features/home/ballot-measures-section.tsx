import { Trans } from '@lingui/react/macro';
import styled from 'styled-components';
import { Notice } from '../../components/ui/notice';
import { Skeleton } from '../../components/ui/skeleton';
import { HOME_SECTIONS } from '../../content/home';
import { trpc } from '../../lib/trpc';
import { useContentLanguage } from '../../lib/i18n';
import { BallotMeasureCard } from '../../components/ui/ballot-measure-card';
import { CardGrid, HomeSection } from './home-section';

// About a card's height, so the sections below barely move when the measures arrive (a page rendered by
// the server has them already).
const CardPlaceholder = styled(Skeleton).attrs({ as: 'li' })`
  height: 28rem;
  border-radius: ${({ theme }) => theme.radii.lg};
`;

/** The measures on the ballot, with what each says, what it really means and our recommendation. */
export function BallotMeasuresSection() {
  const measures = trpc.ballotMeasures.list.useQuery({ lang: useContentLanguage() });
  return (
    <HomeSection id="ballotMeasures" {...HOME_SECTIONS.ballotMeasures}>
      {measures.isError ? (
        <Notice $tone="error">
          <Trans>The ballot measures could not be loaded. Please try again later.</Trans>
        </Notice>
      ) : (
        <CardGrid $columns={2} aria-busy={measures.isPending}>
          {measures.isPending && [1, 2].map((placeholder) => <CardPlaceholder key={placeholder} />)}
          {measures.data?.map((measure) => (
            <BallotMeasureCard key={measure.id} measure={measure} />
          ))}
        </CardGrid>
      )}
    </HomeSection>
  );
}
