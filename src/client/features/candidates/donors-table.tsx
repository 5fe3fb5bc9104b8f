import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import styled from 'styled-components';
import type { TCandidate } from '../../../shared/schemas/candidates';
import { DONORS_SOURCE } from '../../../shared/constants/federal-record';
import type { TDonor, TDonors, TDonorsAnswer } from '../../../shared/schemas/federal-record';
import { ExternalLink } from '../../components/ui/external-link';
import { Notice } from '../../components/ui/notice';
import { Skeleton } from '../../components/ui/skeleton';
import { VisuallyHidden } from '../../components/ui/visually-hidden';
import { intlLocale } from '../../lib/i18n';
import { trpc } from '../../lib/trpc';
import { PanelHeading } from './analysis-box';
import { RecordTable } from './record-table';

/** Spec part 1 §2: the donor table's columns, in order. */
const COLUMNS: readonly MessageDescriptor[] = [
  msg`Donor Title`,
  msg`Political Action Committees($)`,
  msg`Individuals($)`,
  msg`Total($)`,
];

/**
 * Whole dollars, as the page's language writes them ('$12,000'; in Spanish '12.000 US$'): the FEC totals
 * are whole, and cents would only widen the columns.
 */
export const formatDollars = (amount: number, locale: string) =>
  new Intl.NumberFormat(intlLocale(locale), {
    style: 'currency',
    currency: 'USD',
    minimumFractionDigits: 0,
    maximumFractionDigits: 0,
  }).format(amount);

const Table = styled(RecordTable)`
  /* Room for "Political Action" and "Committees($)" on two lines of a phone's stacked row. */
  --stacked-label-width: 9.5rem;

  /* Figures line up on the right in the wide table; stacked, they follow their label. */
  ${({ theme }) => theme.media.tablet} {
    td,
    thead th:not(:first-child) {
      text-align: end;
    }
  }

  td {
    font-variant-numeric: tabular-nums;
  }
`;

const Line = styled.p`
  margin: ${({ theme }) => `0 0 ${theme.space.sm}`};
`;

const Fine = styled.p`
  margin: ${({ theme }) => `${theme.space.sm} 0 0`};
  font-size: 0.875rem;
  color: ${({ theme }) => theme.colors.inkMuted};

  a {
    color: ${({ theme }) => theme.colors.navy};
    font-weight: 700;
  }
`;

const SampleNote = styled.p`
  margin: ${({ theme }) => `0 0 ${theme.space.sm}`};
  padding: ${({ theme }) => `${theme.space.xs} ${theme.space.sm}`};
  color: ${({ theme }) => theme.colors.navy};
  background: ${({ theme }) => theme.colors.tint};
  border-inline-start: 4px solid ${({ theme }) => theme.colors.gold};
  border-radius: ${({ theme }) => theme.radii.sm};
`;

const Rows = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
`;

const RowSkeleton = styled(Skeleton)`
  height: 2.5rem;
`;

/** A few grey rows where the table will be, and a word for screen readers. */
function DonorsSkeleton() {
  return (
    <Rows role="status" aria-busy="true">
      <VisuallyHidden>
        <Trans>Loading the campaign donors…</Trans>
      </VisuallyHidden>
      {[0, 1, 2, 3].map((row) => (
        <RowSkeleton key={row} />
      ))}
    </Rows>
  );
}

function DonorRow({ donor }: { donor: TDonor }) {
  const { t, i18n } = useLingui();
  const amounts = [donor.pacs, donor.indivs, donor.total];
  const columns = COLUMNS.map((column) => t(column));
  return (
    <tr>
      <th scope="row" data-label={columns[0]}>
        <span>{donor.orgName}</span>
      </th>
      {amounts.map((amount, index) => (
        <td key={index} data-label={columns[index + 1]}>
          <span>{formatDollars(amount, i18n.locale)}</span>
        </td>
      ))}
    </tr>
  );
}

/** Who the figures come from, and what FEC itemisation leaves out (spec part 1 §2: credit the source). */
export function SourceCredit({ sourceUrl }: { sourceUrl: string | null }) {
  const { t } = useLingui();
  // The commission's name (DONORS_SOURCE.name in English), in the page's language.
  const source = t`Federal Election Commission`;
  return (
    <>
      <Fine>
        <Trans>
          Source: <ExternalLink href={sourceUrl ?? DONORS_SOURCE.url}>{source}</ExternalLink>
        </Trans>
      </Fine>
      <Fine>
        <Trans>
          Individuals who gave $200 or less in the cycle are not itemised in FEC filings, so their gifts are
          not counted here.
        </Trans>
      </Fine>
    </>
  );
}

/** The FEC's own name for the candidate ("PARK, ELEANOR") is for matching records; visitors read ours. */
function DonorsRecord({ record, candidateName: name }: { record: TDonors; candidateName: string }) {
  const { t } = useLingui();
  const { cycle } = record;
  return (
    <>
      {record.isSample && (
        <SampleNote>
          <Trans>Sample data: these figures are fictional, shown for the demo.</Trans>
        </SampleNote>
      )}
      {record.donors.length === 0 ? (
        <Line>
          <Trans>No contributions on record for the {cycle} cycle.</Trans>
        </Line>
      ) : (
        <>
          <Line>
            <Trans>
              Top contributors to {name} in the {cycle} election cycle.
            </Trans>
          </Line>
          <Table>
            <VisuallyHidden as="caption">
              <Trans>
                Campaign donors of {name}, {cycle} cycle
              </Trans>
            </VisuallyHidden>
            <thead>
              <tr>
                {COLUMNS.map((column, index) => (
                  <th key={index} scope="col">
                    {t(column)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {record.donors.map((donor) => (
                <DonorRow key={donor.orgName} donor={donor} />
              ))}
            </tbody>
          </Table>
        </>
      )}
      <SourceCredit sourceUrl={record.sourceUrl} />
    </>
  );
}

/**
 * Why the donors are not shown: the FEC could not be reached (an answer, so the browser logs nothing), or
 * the call itself failed, with its message.
 */
export function donorsFailure(
  answer: TDonorsAnswer | undefined,
  error: { message: string } | null,
  i18n: I18n,
): string | null {
  if (answer?.status === 'unavailable') return i18n._(DONORS_UNAVAILABLE);
  return error?.message ?? null;
}

/** The server's words (FEDERAL_RECORD_MESSAGES.donorsUnavailable in English), in the page's language. */
const DONORS_UNAVAILABLE = msg`The Federal Election Commission did not answer; please try again later`;

/** Spec part 1 §2: the 'Campaign Donors' table of a House or Senate incumbent, credited to the FEC. */
export function CampaignDonors({ candidate }: { candidate: TCandidate }) {
  const { i18n } = useLingui();
  const donors = trpc.donors.byCandidate.useQuery({ candidateId: candidate.id });
  const message = donorsFailure(donors.data, donors.error, i18n);
  return (
    <section aria-labelledby="campaign-donors-heading">
      <PanelHeading id="campaign-donors-heading">
        <Trans>Campaign Donors</Trans>
      </PanelHeading>
      {donors.isPending && <DonorsSkeleton />}
      {message !== null && (
        <Notice $tone="error">
          <Trans>Cannot load the campaign donors: {message}</Trans>
        </Notice>
      )}
      {donors.data?.status === 'available' && (
        <DonorsRecord record={donors.data.record} candidateName={candidate.fullName} />
      )}
    </section>
  );
}
