import { screen, waitFor, within } from '@testing-library/react';
import { DONORS_SOURCE, type TDonors, type TDonorsAnswer } from '../../../shared/schemas/federal-record';
import { makeCandidate } from '../../test/candidates';
import { renderWithProviders } from '../../test/render-with-providers';
import { callsTo, mockTrpcFetch, trpcError, type TTrpcHandlers } from '../../test/trpc-fetch';
import { CampaignDonors } from './donors-table';

const MEMBER = makeCandidate({
  fullName: 'Eleanor Park',
  office: 'House of Representatives',
  incumbent: 'Incumbent',
  votingRecord: true,
  fecCandidateId: 'H6NY10991',
});

const record = (overrides: Partial<TDonors> = {}): TDonorsAnswer => ({
  status: 'available',
  record: {
    donors: [
      { orgName: 'Teachers Union of New York', pacs: 10_000, indivs: 2_500, total: 12_500 },
      { orgName: 'Riverside Hospital', pacs: 0, indivs: 1_234_567, total: 1_234_567 },
    ],
    cycle: 2026,
    fecCandidateId: 'H6NY10991',
    candidateName: 'PARK, ELEANOR',
    sourceUrl: 'https://www.fec.gov/data/candidate/H6NY10991/',
    isSample: false,
    fetchedAt: '2025-11-20T10:00:00Z',
    ...overrides,
  },
});

function renderDonors(handler: TTrpcHandlers['donors.byCandidate']) {
  const spy = mockTrpcFetch({ 'donors.byCandidate': handler });
  renderWithProviders(<CampaignDonors candidate={MEMBER} />);
  return { spy, section: screen.getByRole('region', { name: 'Campaign Donors' }) };
}

describe('the campaign donors', () => {
  afterEach(() => vi.restoreAllMocks());

  it("asks for the candidate's donors and shows a skeleton while they load", async () => {
    const { spy, section } = renderDonors(() => new Promise<TDonorsAnswer>(() => {}));

    expect(within(section).getByRole('status')).toHaveTextContent('Loading the campaign donors…');
    await waitFor(() => expect(callsTo(spy, 'donors.byCandidate')).toHaveLength(1));
    expect(decodeURIComponent(callsTo(spy, 'donors.byCandidate')[0]!)).toContain(
      `"candidateId":"${MEMBER.id}"`,
    );
  });

  it("lists the donors in the spec's columns, in whole dollars, for the cycle", async () => {
    const { section } = renderDonors(() => record());

    const table = await within(section).findByRole('table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Donor Title', 'Political Action Committees($)', 'Individuals($)', 'Total($)']);
    const rows = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) => Array.from(row.querySelectorAll('th, td'), (cell) => cell.textContent));
    expect(rows).toEqual([
      ['Teachers Union of New York', '$10,000', '$2,500', '$12,500'],
      ['Riverside Hospital', '$0', '$1,234,567', '$1,234,567'],
    ]);
    expect(within(section).getByText(/in the 2026 election cycle/)).toBeInTheDocument();
    expect(within(section).queryByText(/Sample data/)).not.toBeInTheDocument();
  });

  it('credits the Federal Election Commission with a link and says what FEC filings leave out', async () => {
    const { section } = renderDonors(() => record());

    const source = await within(section).findByRole('link', { name: /Federal Election Commission/ });
    expect(source).toHaveAttribute('href', 'https://www.fec.gov/data/candidate/H6NY10991/');
    expect(source).toHaveAttribute('target', '_blank');
    expect(source.parentElement).toHaveTextContent(/^Source: Federal Election Commission/);
    expect(within(section).getByText(/\$200 or less .* not itemised/)).toBeInTheDocument();
  });

  it('marks sample figures as such', async () => {
    const { section } = renderDonors(() => record({ isSample: true }));

    expect(await within(section).findByText(/Sample data: these figures are fictional/)).toBeInTheDocument();
  });

  it('says when there are no contributions for the cycle, still crediting the FEC', async () => {
    const { section } = renderDonors(() =>
      record({ donors: [], fecCandidateId: null, candidateName: null, sourceUrl: null, fetchedAt: null }),
    );

    expect(
      await within(section).findByText('No contributions on record for the 2026 cycle.'),
    ).toBeInTheDocument();
    expect(within(section).queryByRole('table')).not.toBeInTheDocument();
    expect(within(section).getByRole('link', { name: /Federal Election Commission/ })).toHaveAttribute(
      'href',
      DONORS_SOURCE.url,
    );
  });

  it('says the FEC did not answer when the server answers that it is unavailable', async () => {
    const { section } = renderDonors(() => ({ status: 'unavailable' }));

    expect(await within(section).findByRole('alert')).toHaveTextContent(
      'Cannot load the campaign donors: The Federal Election Commission did not answer; please try again later',
    );
    expect(within(section).queryByRole('table')).not.toBeInTheDocument();
    expect(within(section).queryByRole('status')).not.toBeInTheDocument();
  });

  it("shows the server's message when the donors cannot be loaded", async () => {
    const { section } = renderDonors(() => {
      throw trpcError('INTERNAL_SERVER_ERROR', 'Something broke');
    });

    expect(await within(section).findByRole('alert')).toHaveTextContent(
      'Cannot load the campaign donors: Something broke',
    );
  });
});
