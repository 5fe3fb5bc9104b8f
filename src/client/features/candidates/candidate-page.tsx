import { CANDIDATE_TRANSLATED_FIELDS } from '../../../shared/constants/translations';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect } from 'react';
import styled, { css } from 'styled-components';
import { Link, useParams } from 'wouter';
import { usePageTitle } from '../../lib/page-head';
import { Notice } from '../../components/ui/notice';
import { PageHeading } from '../../components/ui/page-heading';
import { Spinner } from '../../components/ui/spinner';
import { useContentLanguage, useUntranslatedFields } from '../../lib/i18n';
import { trpc } from '../../lib/trpc';
import type { TCandidate } from '../../../shared/schemas/candidates';
import { AnalysisBox } from './analysis-box';
import { BallotElections } from './ballot-elections';
import { CandidateCard } from './candidate-card';
import { CandidateNav } from './candidate-nav';
import { CandidatePick } from './candidate-pick';
import { FederalRecord, hasFederalRecord } from './federal-record';
import { PositionQuestions } from './position-questions';
import { SourceList } from './source-list';

/** Spec part 2 §3: the position questions show only for this office. */
const QUESTIONS_OFFICE = 'City Council';

// An id the server does not know, or cannot be an id at all.
const MISSING_CODES = new Set(['NOT_FOUND', 'BAD_REQUEST']);

/*
 * One column on phones, in reading order: card, analysis, positions, record, sources. From the desktop
 * breakpoint the positions move to a right-hand column beside everything else; the last row takes up
 * any extra height, so a tall panel does not open gaps between the blocks on the left.
 */
const Layout = styled.div<{ $hasSide: boolean }>`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  grid-template-areas: 'card' 'analysis' 'side' 'record' 'sources';

  & > * {
    margin-bottom: ${({ theme }) => theme.space.lg};
  }

  ${({ $hasSide, theme }) =>
    $hasSide &&
    css`
      ${theme.media.desktop} {
        grid-template-columns: minmax(0, 2fr) minmax(18rem, 1fr);
        grid-template-rows: auto auto auto auto 1fr;
        grid-template-areas: 'card side' 'analysis side' 'record side' 'sources side' '. side';
        column-gap: ${theme.space.xl};
      }
    `}
`;

const Area = styled.div<{ $area: string }>`
  grid-area: ${({ $area }) => $area};
  min-width: 0;
`;

const RecordArea = styled(FederalRecord)`
  grid-area: record;
  min-width: 0;
`;

// The spec's heading above the card, drawn as one; the page's <h1> is the candidate's name on the card.
const ElectionTitle = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.md};
  font-size: 1.25rem;
  font-weight: 800;
  line-height: 1.2;
  color: ${({ theme }) => theme.colors.navy};

  ${({ theme }) => theme.media.tablet} {
    font-size: 1.5rem;
  }
`;

function NotFound() {
  return (
    <section>
      <PageHeading>
        <Trans>Candidate not found</Trans>
      </PageHeading>
      <p>
        <Trans>We have no candidate at this address. They may have been removed.</Trans>
      </p>
      <p>
        <Link href="/">
          <Trans>Back to the home page</Trans>
        </Link>
      </p>
    </section>
  );
}

function LoadError({ message }: { message: string }) {
  return (
    <Notice $tone="error">
      <Trans>Cannot load this candidate, cause: {message}</Trans>
    </Notice>
  );
}

function Analysis({ candidate }: { candidate: TCandidate }) {
  const untranslated = useUntranslatedFields(candidate, CANDIDATE_TRANSLATED_FIELDS);
  if (!candidate.specialNotes.trim()) return null;
  return (
    <Area $area="analysis">
      <AnalysisBox notes={candidate.specialNotes} isInEnglish={untranslated.includes('specialNotes')} />
    </Area>
  );
}

/**
 * The candidate's election, named, and said to be over once its day has passed or shown as an admin's preview
 * of a draft (issue 25): a past election's pages keep their links.
 */
function CandidateElection({ electionId }: { electionId: string }) {
  const { data: election } = trpc.elections.list.useQuery(
    { lang: useContentLanguage() },
    { select: (elections) => elections.find((each) => each.id === electionId) },
  );
  if (!election) return null;
  const { id, date, published } = election;
  return (
    <BallotElections ballot={{ electionId: id, elections: [{ id, date, published }] }} hrefOf={() => '/'} />
  );
}

/** /candidatePage/:id: one candidate, loaded on entry, with the arrows through the last results. */
export default function CandidatePage() {
  const { id = '' } = useParams<{ id: string }>();
  const { t } = useLingui();
  // Each language is a query of its own, answered with the analysis in that language (ADR 44).
  const lookup = trpc.candidates.byId.useQuery(
    { id, lang: useContentLanguage() },
    { retry: (failures, error) => !MISSING_CODES.has(error.data?.code ?? '') && failures < 1 },
  );
  const isMissing = MISSING_CODES.has(lookup.error?.data?.code ?? '');
  usePageTitle(isMissing ? t`Candidate not found` : lookup.data?.fullName);

  useEffect(() => {
    if (lookup.error && !isMissing) console.error('Loading the candidate failed', lookup.error);
  }, [lookup.error, isMissing]);

  if (isMissing) return <NotFound />;

  const candidate = lookup.data;
  const hasQuestions = candidate?.office === QUESTIONS_OFFICE;
  return (
    <section aria-labelledby={candidate ? 'candidate-name' : undefined}>
      <CandidateNav id={id} />
      <ElectionTitle>
        <Trans>General Election 2025</Trans>
      </ElectionTitle>
      {lookup.error && <LoadError message={lookup.error.message} />}
      {lookup.isPending && <Spinner />}
      {candidate && <CandidateElection electionId={candidate.electionId} />}
      {candidate && (
        <Layout $hasSide={hasQuestions}>
          <Area $area="card">
            <CandidateCard candidate={candidate} />
            <CandidatePick candidate={candidate} />
          </Area>
          <Analysis candidate={candidate} />
          {hasQuestions && (
            <Area $area="side" as="aside" aria-label={t`Positions`}>
              <PositionQuestions answers={candidate.matrixQuestions} />
            </Area>
          )}
          {hasFederalRecord(candidate) && <RecordArea candidate={candidate} />}
          <Area $area="sources">
            <SourceList sources={candidate.sources} />
          </Area>
        </Layout>
      )}
    </section>
  );
}
