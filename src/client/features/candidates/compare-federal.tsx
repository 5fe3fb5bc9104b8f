import styled from 'styled-components';
import type { TCandidate } from '../../../shared/schemas/candidates';
import type { TDonors, TSharedVotes } from '../../../shared/schemas/federal-record';
import { Notice } from '../../components/ui/notice';
import { Spinner } from '../../components/ui/spinner';
import { VisuallyHidden } from '../../components/ui/visually-hidden';
import { trpc } from '../../lib/trpc';
import { PanelHeading } from './analysis-box';
import { formatDollars, SourceCredit } from './donors-table';
import { hasFederalRecord } from './federal-record';
import { RecordTable } from './record-table';

/** The donors each candidate's card shows; the full table is on their page. */
const TOP_DONORS = 5;

const Section = styled.section`
  margin-bottom: ${({ theme }) => theme.space.xl};
`;

const TopicHeading = styled.h3`
  margin: ${({ theme }) => `${theme.space.lg} 0 ${theme.space.sm}`};
  font-size: 1.125rem;
  color: ${({ theme }) => theme.colors.navy};
`;

const Note = styled.p`
  margin: ${({ theme }) => `${theme.space.sm} 0 0`};
  color: ${({ theme }) => theme.colors.inkMuted};
`;

const DonorCards = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 18rem), 1fr));
  gap: ${({ theme }) => theme.space.md};
`;

const DonorCard = styled.article`
  padding: ${({ theme }) => theme.space.md};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.line};
  border-radius: ${({ theme }) => theme.radii.lg};

  h3 {
    margin: 0 0 ${({ theme }) => theme.space.sm};
    font-size: 1.125rem;
    color: ${({ theme }) => theme.colors.navy};
  }

  ol {
    margin: 0;
    padding-left: 1.25rem;
  }

  li {
    margin-bottom: ${({ theme }) => theme.space.xs};
    overflow-wrap: anywhere;
  }
`;

const names = (candidates: TCandidate[]) => candidates.map((candidate) => candidate.fullName).join(' and ');

/** Why there are no shared votes: fewer than two of them have a voting record in Congress. */
function fewerThanTwoMembers(members: TCandidate[]): string {
  if (members.length === 0) return 'None of them has a voting record in Congress yet.';
  return `Only ${names(members)} has a voting record in Congress; it is on their page.`;
}

function SharedVotesTables({ shared, candidates }: { shared: TSharedVotes; candidates: TCandidate[] }) {
  const nameOf = new Map(candidates.map((candidate) => [candidate.id, candidate.fullName]));
  const members = candidates.filter((candidate) => shared.members.includes(candidate.id));
  if (members.length < 2) return <p>{fewerThanTwoMembers(members)}</p>;
  if (shared.topics.length === 0) return <p>{names(members)} have not voted on the same bills.</p>;
  return (
    <>
      {shared.topics.map(({ topic, bills, total }) => (
        <div key={topic}>
          <TopicHeading>{topic}</TopicHeading>
          <RecordTable>
            <VisuallyHidden as="caption">Votes on the same bills: {topic}</VisuallyHidden>
            <thead>
              <tr>
                <th scope="col">Bill</th>
                {bills[0]!.votes.map(({ candidateId }) => (
                  <th key={candidateId} scope="col">
                    {nameOf.get(candidateId)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {bills.map((bill) => (
                <tr key={bill.docId}>
                  <th scope="row" data-label="Bill">
                    <span>{bill.title}</span>
                  </th>
                  {bill.votes.map(({ candidateId, vote }) => (
                    <td key={candidateId} data-label={nameOf.get(candidateId)}>
                      <span>{vote ?? 'No vote'}</span>
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </RecordTable>
          {total > bills.length && (
            <Note>
              {total - bills.length} more on {topic} on each candidate&apos;s page.
            </Note>
          )}
        </div>
      ))}
    </>
  );
}

function SharedVotes({ candidates }: { candidates: TCandidate[] }) {
  const shared = trpc.legislation.sharedVotes.useQuery({
    candidateIds: candidates.map((candidate) => candidate.id),
  });
  return (
    <Section aria-labelledby="shared-votes-heading">
      <PanelHeading id="shared-votes-heading">Votes on the same bills</PanelHeading>
      {shared.isPending && <Spinner />}
      {shared.error && <Notice $tone="error">Cannot load their votes: {shared.error.message}</Notice>}
      {shared.data && <SharedVotesTables shared={shared.data} candidates={candidates} />}
    </Section>
  );
}

function TopDonorsOf({ candidate, record }: { candidate: TCandidate; record: TDonors }) {
  if (record.donors.length === 0) return <p>No contributions on record for the {record.cycle} cycle.</p>;
  return (
    <>
      <p>Top contributors, {record.cycle} cycle (total):</p>
      <ol aria-label={`Top donors of ${candidate.fullName}`}>
        {record.donors.slice(0, TOP_DONORS).map((donor) => (
          <li key={donor.orgName}>
            {donor.orgName}: <strong>{formatDollars(donor.total)}</strong>
          </li>
        ))}
      </ol>
    </>
  );
}

/** A candidate's top donors, asked only of those whose page shows donors (an incumbent with a record). */
function DonorsCard({ candidate }: { candidate: TCandidate }) {
  const hasRecord = hasFederalRecord(candidate);
  const record = trpc.donors.byCandidate.useQuery({ candidateId: candidate.id }, { enabled: hasRecord });
  return (
    <DonorCard aria-labelledby={`donors-of-${candidate.id}`}>
      <h3 id={`donors-of-${candidate.id}`}>{candidate.fullName}</h3>
      {!hasRecord && <p>No campaign finance record in our guide yet.</p>}
      {hasRecord && record.isPending && <Spinner isCompact />}
      {record.error && <p>Cannot load the donors: {record.error.message}</p>}
      {record.data?.isSample && <p>Sample data: these figures are fictional, shown for the demo.</p>}
      {record.data && <TopDonorsOf candidate={candidate} record={record.data} />}
    </DonorCard>
  );
}

function TopDonors({ candidates }: { candidates: TCandidate[] }) {
  return (
    <Section aria-labelledby="top-donors-heading">
      <PanelHeading id="top-donors-heading">Top donors</PanelHeading>
      <DonorCards>
        {candidates.map((candidate) => (
          <DonorsCard key={candidate.id} candidate={candidate} />
        ))}
      </DonorCards>
      <SourceCredit sourceUrl={null} />
    </Section>
  );
}

/**
 * What /compare shows of House and Senate candidates besides their answers (issue 23): how they voted on the
 * same bills, by topic, and their top donors, from the federal record their pages show.
 */
export function FederalComparison({ candidates }: { candidates: TCandidate[] }) {
  return (
    <>
      <SharedVotes candidates={candidates} />
      <TopDonors candidates={candidates} />
    </>
  );
}
