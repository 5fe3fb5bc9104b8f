import { auditRouter } from '../features/audit/audit.router';
import { ballotMeasuresRouter } from '../features/ballot-measures/ballot-measures.router';
import { authRouter } from '../features/auth/auth.router';
import { sharedBallotRouter } from '../features/cards/cards.router';
import { contentRouter } from '../features/content/content.router';
import { candidatesRouter } from '../features/candidates/candidates.router';
import { donorsRouter } from '../features/donors/donors.router';
import { legislationRouter } from '../features/legislation/legislation.router';
import { districtsRouter } from '../features/districts/districts.router';
import { electionsRouter } from '../features/elections/elections.router';
import { feedbackRouter } from '../features/feedback/feedback.router';
import { healthRouter } from '../features/health/health.router';
import { keywordsRouter } from '../features/keywords/keywords.router';
import { statesRouter } from '../features/states/states.router';
import { videosRouter } from '../features/videos/videos.router';
import { webSearchRouter } from '../features/web-search/web-search.router';
import { createCallerFactory, router } from './init';

/** The root router: every feature adds its router here. The client imports only `type AppRouter`. */
export const appRouter = router({
  audit: auditRouter,
  auth: authRouter,
  ballotMeasures: ballotMeasuresRouter,
  candidates: candidatesRouter,
  content: contentRouter,
  districts: districtsRouter,
  donors: donorsRouter,
  elections: electionsRouter,
  feedback: feedbackRouter,
  health: healthRouter,
  keywords: keywordsRouter,
  legislation: legislationRouter,
  sharedBallot: sharedBallotRouter,
  states: statesRouter,
  videos: videosRouter,
  webSearch: webSearchRouter,
});

export type AppRouter = typeof appRouter;

export const createCaller = createCallerFactory(appRouter);
