import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import styled from 'styled-components';
import type { TCandidate } from '../../../shared/schemas/candidates';
import type { TDonors, TSharedVotes } from '../../../shared/schemas/federal-record';
import { Notice } from '../../components/ui/notice';
import { Spinner } from '../../components/ui/spinner';
import { VisuallyHidden } from '../../components/ui/visually-hidden';
import { intlLocale } from '../../lib/i18n';
import { trpc } from '../../lib/trpc';
import { PanelHeading } from './analysis-box';
import { donorsFailure, formatDollars, SourceCredit } from './donors-table';
import { hasFederalRecord } from './federal-record';
import { memberVoteLabel, votingTopicLabel } from './labels';
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
    padding-inline-start: 1.25rem;
  }

  li {
    margin-bottom: ${({ theme }) => theme.space.xs};
    overflow-wrap: anywhere;
  }
`;

/** 'Eleanor Park and Nadia Haddad', in the page's language. */
const namesOf = (candidates: TCandidate[], locale: string) =>
  new Intl.ListFormat(intlLocale(locale), { type: 'conjunction' }).format(
    candidates.map((candidate) => candidate.fullName),
  );

/** Why there are no shared votes: fewer than two of them have a voting record in Congress. */
function fewerThanTwoMembers(members: TCandidate[], i18n: I18n): string {
  if (members.length === 0) return i18n._(msg`None of them has a voting record in Congress yet.`);
  const names = namesOf(members, i18n.locale);
  return i18n._(msg`Only ${names} has a voting record in Congress; it is on their page.`);
}

function SharedVotesTables({ shared, candidates }: { shared: TSharedVotes; candidates: TCandidate[] }) {
  const { t, i18n } = useLingui();
  const nameOf = new Map(candidates.map((candidate) => [candidate.id, candidate.fullName]));
  const members = candidates.filter((candidate) => shared.members.includes(candidate.id));
  if (members.length < 2) return <p>{fewerThanTwoMembers(members, i18n)}</p>;
  if (shared.topics.length === 0) {
    const names = namesOf(members, i18n.locale);
    return (
      <p>
        <Trans>{names} have not voted on the same bills.</Trans>
      </p>
    );
  }
  return (
    <>
      {shared.topics.map(({ topic: topicValue, bills, total }) => {
        const topic = votingTopicLabel(topicValue, i18n);
        const more = total - bills.length;
        return (
          <div key={topicValue}>
            <TopicHeading>{topic}</TopicHeading>
            <RecordTable>
              <VisuallyHidden as="caption">
                <Trans>Votes on the same bills: {topic}</Trans>
              </VisuallyHidden>
              <thead>
                <tr>
                  <th scope="col">
                    <Trans>Bill</Trans>
                  </th>
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
                    <th scope="row" data-label={t`Bill`}>
                      <span>{bill.title}</span>
                    </th>
                    {bill.votes.map(({ candidateId, vote }) => (
                      <td key={candidateId} data-label={nameOf.get(candidateId)}>
                        <span>{vote ? memberVoteLabel(vote, i18n) : t`No vote`}</span>
                      </td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </RecordTable>
            {more > 0 && (
              <Note>
                <Trans>
                  {more} more on {topic} on each candidate&apos;s page.
                </Trans>
              </Note>
            )}
          </div>
        );
      })}
    </>
  );
}

function SharedVotes({ candidates }: { candidates: TCandidate[] }) {
  const shared = trpc.legislation.sharedVotes.useQuery({
    candidateIds: candidates.map((candidate) => candidate.id),
  });
  const message = shared.error?.message;
  return (
    <Section aria-labelledby="shared-votes-heading">
      <PanelHeading id="shared-votes-heading">
        <Trans>Votes on the same bills</Trans>
      </PanelHeading>
      {shared.isPending && <Spinner />}
      {shared.error && (
        <Notice $tone="error">
          <Trans>Cannot load their votes: {message}</Trans>
        </Notice>
      )}
      {shared.data && <SharedVotesTables shared={shared.data} candidates={candidates} />}
    </Section>
  );
}

function TopDonorsOf({ candidate, record }: { candidate: TCandidate; record: TDonors }) {
  const { t, i18n } = useLingui();
  const { cycle } = record;
  const name = candidate.fullName;
  if (record.donors.length === 0)
    return (
      <p>
        <Trans>No contributions on record for the {cycle} cycle.</Trans>
      </p>
    );
  return (
    <>
      <p>
        <Trans>Top contributors, {cycle} cycle (total):</Trans>
      </p>
      <ol aria-label={t`Top donors of ${name}`}>
        {record.donors.slice(0, TOP_DONORS).map((donor) => (
          <li key={donor.orgName}>
            {donor.orgName}: <strong>{formatDollars(donor.total, i18n.locale)}</strong>
          </li>
        ))}
      </ol>
    </>
  );
}

/** A candidate's top donors, asked only of those whose page shows donors (an incumbent with a record). */
function DonorsCard({ candidate }: { candidate: TCandidate }) {
  const hasRecord = hasFederalRecord(candidate);
  const { i18n } = useLingui();
  const answer = trpc.donors.byCandidate.useQuery({ candidateId: candidate.id }, { enabled: hasRecord });
  const message = donorsFailure(answer.data, answer.error, i18n);
  const record = answer.data?.status === 'available' ? answer.data.record : null;
  return (
    <DonorCard aria-labelledby={`donors-of-${candidate.id}`}>
      <h3 id={`donors-of-${candidate.id}`}>{candidate.fullName}</h3>
      {!hasRecord && (
        <p>
          <Trans>No campaign finance record in our guide yet.</Trans>
        </p>
      )}
      {hasRecord && answer.isPending && <Spinner isCompact />}
      {message !== null && (
        <p>
          <Trans>Cannot load the donors: {message}</Trans>
        </p>
      )}
      {record?.isSample && (
        <p>
          <Trans>Sample data: these figures are fictional, shown for the demo.</Trans>
        </p>
      )}
      {record && <TopDonorsOf candidate={candidate} record={record} />}
    </DonorCard>
  );
}

function TopDonors({ candidates }: { candidates: TCandidate[] }) {
  return (
    <Section aria-labelledby="top-donors-heading">
      <PanelHeading id="top-donors-heading">
        <Trans>Top donors</Trans>
      </PanelHeading>
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
