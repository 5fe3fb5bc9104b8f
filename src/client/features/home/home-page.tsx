import { BALLOT_MEASURES } from '../../content/ballot-measures';
import { HOME_SECTIONS } from '../../content/home';
import { usePublicConfig } from '../../lib/public-config';
import { BallotMeasureCard } from './ballot-measure-card';
import { DeadlinesSection } from './deadlines-section';
import { FindCandidates } from './find-candidates';
import { ForCandidates } from './for-candidates';
import { Hero } from './hero';
import { CardGrid, HomeSection } from './home-section';
import { MissionSection } from './mission-section';
import { ResourcesSection } from './resources-section';
import { UpcomingElections } from './upcoming-elections';
import { useScrollToHash } from './use-scroll-to-hash';

/** The home page, in the spec's section order (part 2 §1); each section's id is a hash-link target. */
export default function HomePage() {
  useScrollToHash();
  const { candidateFormUrl } = usePublicConfig();
  return (
    <>
      <Hero />
      <MissionSection />
      <FindCandidates />
      <UpcomingElections />
      <HomeSection id="ballotMeasures" {...HOME_SECTIONS.ballotMeasures}>
        <CardGrid $columns={2}>
          {BALLOT_MEASURES.map((measure) => (
            <BallotMeasureCard key={measure.measureNumber} measure={measure} />
          ))}
        </CardGrid>
      </HomeSection>
      <ResourcesSection />
      <DeadlinesSection />
      <ForCandidates formUrl={candidateFormUrl} />
    </>
  );
}
