import { lazy, memo, Suspense, useState, type ComponentType } from 'react';
import { CHUNK_LOAD_TIMEOUT_MS } from '../../../shared/constants/limits';
import { importWithTimeout } from '../../lib/lazy-page';
import { whenNearViewport } from '../../lib/when-near-viewport';
import { FindCandidates } from './find-candidates';
import { Hero } from './hero';
import { MissionSection } from './mission-section';
import { useScrollToHash } from './use-scroll-to-hash';

/** The ids of the later sections, in order: hash-link targets even before their content has arrived. */
const LATER_SECTION_IDS = ['upcomingElections', 'ballotMeasures', 'resources', 'deadlines', 'forCandidates'];

/**
 * The later sections' code, fetched once they come near the screen. A page rendered by the server shows
 * them from the start and hydrates them then; a visitor who reads only the first screen never loads them.
 * Made per visit of the page: on a later visit through the router there is no markup to wait for.
 */
const loadLaterSections = () =>
  lazy(() =>
    whenNearViewport(LATER_SECTION_IDS).then(() =>
      importWithTimeout(() => import('./later-sections'), CHUNK_LOAD_TIMEOUT_MS),
    ),
  );

// Memoized, with a prop that never changes, so that nothing the page re-renders for reaches the boundary while
// it waits with the server's markup: React would replace that markup with the fallback.
const DeferredSections = memo(function DeferredSections({ Sections }: { Sections: ComponentType }) {
  return (
    <Suspense
      fallback={LATER_SECTION_IDS.map((id) => (
        <div key={id} id={id} />
      ))}
    >
      <Sections />
    </Suspense>
  );
});

/** The home page, in the spec's section order (part 2 §1); each section's id is a hash-link target. */
export default function HomePage() {
  useScrollToHash();
  const [LaterSections] = useState(loadLaterSections);
  return (
    <>
      <Hero />
      <MissionSection />
      <FindCandidates />
      <DeferredSections Sections={LaterSections} />
    </>
  );
}
