import { render, screen, within } from '@testing-library/react';
import { App } from '../../app/app';
import { donorsAnswer, makeCandidate } from '../../test/candidates';
import { TEST_PUBLIC_CONFIG } from '../../test/public-config';
import { mockTrpcFetch, trpcError } from '../../test/trpc-fetch';

const maya = makeCandidate({
  fullName: 'Maya Torres',
  incumbent: 'Incumbent',
  recommended: true,
  recommendationReason: 'Tenants first.',
  matrixQuestions: { foreignPolicy: { gaza: 'Yes' }, laborRights: { childcare: 'No' } },
});
const daniel = makeCandidate({ fullName: 'Daniel Brooks', party: 'Republican' });
const MISSING = '00000000-0000-4000-8000-0000000000ff';

describe('the compare page', () => {
  afterEach(() => vi.restoreAllMocks());

  it('shows each candidate with party, status, recommendation and the answers given, in words', async () => {
    const byId = { [maya.id]: maya, [daniel.id]: daniel };
    mockTrpcFetch({
      'candidates.byId': ({ id }) => {
        const candidate = byId[id];
        if (!candidate) throw trpcError('NOT_FOUND');
        return candidate;
      },
    });
    window.history.pushState({}, '', `/compare?ids=${maya.id},${daniel.id},${MISSING},${maya.id}`);
    render(<App config={TEST_PUBLIC_CONFIG} />);

    const mayaColumn = await screen.findByRole('article', { name: 'Maya Torres' });
    const danielColumn = await screen.findByRole('article', { name: 'Daniel Brooks' });
    expect(await screen.findByText('This candidate is not in our guide.')).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(2);

    expect(within(mayaColumn).getByText('Incumbent')).toBeInTheDocument();
    expect(within(mayaColumn).getByText('We recommend')).toBeInTheDocument();
    expect(within(mayaColumn).getByText('Tenants first.')).toBeInTheDocument();
    const answerTo = (column: HTMLElement, question: string) =>
      within(column).getByText(question).nextElementSibling?.textContent;
    expect(answerTo(mayaColumn, 'Supports a ceasefire in Gaza?')).toBe('Yes');
    expect(answerTo(mayaColumn, 'Supports universal, publicly funded childcare?')).toBe('No');
    expect(answerTo(danielColumn, 'Supports a ceasefire in Gaza?')).toBe('N.A');
    // Questions neither answered are one line, not a row of 'N.A' each.
    expect(screen.queryByText('Supports raising the minimum wage?')).not.toBeInTheDocument();
    expect(within(danielColumn).getByText('Other position questions').nextElementSibling).toHaveTextContent(
      'No answers yet',
    );
    expect(within(danielColumn).getByText('Republican')).toBeInTheDocument();
    expect(within(danielColumn).getByText('No recommendation')).toBeInTheDocument();
    expect(within(danielColumn).getByRole('link', { name: "Daniel Brooks's page" })).toHaveAttribute(
      'href',
      `/candidatePage/${daniel.id}`,
    );
  });

  it('compares House members by their votes on the same bills and their top donors', async () => {
    const member = {
      office: 'House of Representatives',
      incumbent: 'Incumbent',
      votingRecord: true,
    } as const;
    const park = makeCandidate({ fullName: 'Eleanor Park', ...member });
    const haddad = makeCandidate({ fullName: 'Nadia Haddad', ...member });
    const byId = { [park.id]: park, [haddad.id]: haddad };
    const donors = (orgName: string, total: number) =>
      donorsAnswer([{ orgName, pacs: total, indivs: 0, total }]);
    mockTrpcFetch({
      'candidates.byId': ({ id }) => byId[id]!,
      'legislation.sharedVotes': () => ({
        members: [park.id, haddad.id],
        topics: [
          {
            topic: 'Healthcare',
            total: 1,
            bills: [
              {
                docId: 'hr9901-119',
                title: 'Paid Sick Leave Act',
                tracker: 'https://www.congress.gov/bill/119th-congress/house-bill/9901',
                votedOn: '2025-03-04',
                votes: [
                  { candidateId: park.id, vote: 'Yea' },
                  { candidateId: haddad.id, vote: 'Nay' },
                ],
              },
            ],
          },
        ],
      }),
      'donors.byCandidate': ({ candidateId }) =>
        candidateId === park.id ? donors('Nurses United', 12000) : donors('Teachers PAC', 5000),
    });
    window.history.pushState({}, '', `/compare?ids=${park.id},${haddad.id}`);
    render(<App config={TEST_PUBLIC_CONFIG} />);

    const votes = await screen.findByRole('table', { name: 'Votes on the same bills: Healthcare' });
    expect(
      within(votes)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Bill', 'Eleanor Park', 'Nadia Haddad']);
    expect(within(votes).getByRole('row', { name: /Paid Sick Leave Act/ })).toHaveTextContent(
      'Paid Sick Leave ActYeaNay',
    );
    expect(await screen.findByRole('list', { name: 'Top donors of Eleanor Park' })).toHaveTextContent(
      'Nurses United: $12,000',
    );
    expect(screen.getByRole('list', { name: 'Top donors of Nadia Haddad' })).toHaveTextContent(
      'Teachers PAC: $5,000',
    );
    expect(screen.getAllByText('Position questions')).toHaveLength(2);
  });

  it('says what to do when no candidates are given', async () => {
    mockTrpcFetch({});
    window.history.pushState({}, '', '/compare');
    render(<App config={TEST_PUBLIC_CONFIG} />);
    expect(await screen.findByText(/No candidates to compare/)).toBeInTheDocument();
  });
});
