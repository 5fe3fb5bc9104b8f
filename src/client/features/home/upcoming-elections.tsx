import { useLingui } from '@lingui/react/macro';
import styled from 'styled-components';
import { Notice } from '../../components/ui/notice';
import { Skeleton } from '../../components/ui/skeleton';
import { ELECTIONS_COPY } from '../../content/elections';
import { HOME_SECTIONS } from '../../content/home';
import { ElectionCard } from './election-card';
import { HomeSection } from './home-section';
import { useElectionsAhead } from './use-elections-ahead';

const ElectionList = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
`;

const NextGuideNote = styled.p`
  max-width: 48rem;
  margin: 0;
  font-weight: 600;
  color: ${({ theme }) => theme.colors.navy};
`;

// About a collapsed card's height, so the sections below barely move when the list arrives.
const CardPlaceholder = styled(Skeleton)`
  max-width: 48rem;
  height: 15rem;
  border-radius: ${({ theme }) => theme.radii.lg};

  ${({ theme }) => theme.media.tablet} {
    height: 8.5rem;
  }
`;

/**
 * Upcoming elections (spec part 2 §1), nearest first. Once the last one has passed, the most recent one
 * stays as the card (its days at 0) under a line saying the next guide is on its way.
 */
export function UpcomingElections() {
  const elections = useElectionsAhead();
  const { t } = useLingui();

  return (
    <HomeSection id="upcomingElections" {...HOME_SECTIONS.upcomingElections}>
      <ElectionList aria-busy={elections.isPending}>
        {elections.isPending && <CardPlaceholder />}
        {elections.isError && <Notice $tone="error">{t(ELECTIONS_COPY.loadFailed)}</Notice>}
        {elections.data?.upcoming.map((election) => (
          <ElectionCard key={election.id} election={election} />
        ))}
        {elections.data?.upcoming.length === 0 && (
          <>
            <NextGuideNote>
              {t(elections.data.latestPast ? ELECTIONS_COPY.nextGuidePending : ELECTIONS_COPY.noElections)}
            </NextGuideNote>
            {elections.data.latestPast && <ElectionCard election={elections.data.latestPast} />}
          </>
        )}
      </ElectionList>
    </HomeSection>
  );
}
