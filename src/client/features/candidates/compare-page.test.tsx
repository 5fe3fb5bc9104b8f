import { render, screen, within } from '@testing-library/react';
import { App } from '../../app/app';
import { makeCandidate } from '../../test/candidates';
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

  it('shows each candidate with party, status, recommendation and every answer in words', async () => {
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
    expect(within(danielColumn).getByText('Republican')).toBeInTheDocument();
    expect(within(danielColumn).getByText('No recommendation')).toBeInTheDocument();
    expect(within(danielColumn).getByRole('link', { name: "Daniel Brooks's page" })).toHaveAttribute(
      'href',
      `/candidatePage/${daniel.id}`,
    );
  });

  it('says what to do when no candidates are given', async () => {
    mockTrpcFetch({});
    window.history.pushState({}, '', '/compare');
    render(<App config={TEST_PUBLIC_CONFIG} />);
    expect(await screen.findByText(/No candidates to compare/)).toBeInTheDocument();
  });
});
