import { HydrationMark } from '../../lib/hydration-mark';
import { usePublicConfig } from '../../lib/public-config';
import { BallotMeasuresSection } from './ballot-measures-section';
import { DeadlinesSection } from './deadlines-section';
import { ForCandidates } from './for-candidates';
import { ResourcesSection } from './resources-section';
import { UpcomingElections } from './upcoming-elections';

/** The home page's sections below the address search, in the spec's order: a chunk of their own (ADR 41). */
export default function LaterSections() {
  const { candidateFormUrl } = usePublicConfig();
  return (
    <>
      <UpcomingElections />
      <BallotMeasuresSection />
      <ResourcesSection />
      <DeadlinesSection />
      <ForCandidates formUrl={candidateFormUrl} />
      <HydrationMark part="laterSectionsHydrated" />
    </>
  );
}
