import { render, screen, within } from '@testing-library/react';
import { App } from '../../app/app';
import { TEST_BALLOT_MEASURES } from '../../test/ballot-measures';
import { makeCandidate } from '../../test/candidates';
import { TEST_PUBLIC_CONFIG } from '../../test/public-config';
import { mockTrpcFetch, trpcError, type TTrpcHandlers } from '../../test/trpc-fetch';
import { sharedBallotPath } from '../../../shared/shared-ballot';

function openSharedBallot(path: string, handlers: TTrpcHandlers) {
  window.history.pushState({}, '', path);
  vi.spyOn(console, 'info').mockImplementation(() => {});
  const asked: unknown[] = [];
  mockTrpcFetch({
    ...handlers,
    'sharedBallot.picks': (input) => {
      asked.push(input);
      return handlers['sharedBallot.picks']!(input);
    },
  });
  render(<App config={TEST_PUBLIC_CONFIG} />);
  return { asked };
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('a shared ballot', () => {
  it('lists the measures the voter marked, their Yes or No beside our recommendation', async () => {
    const [landSwap, housing] = TEST_BALLOT_MEASURES;
    const askedMeasures: unknown[] = [];
    openSharedBallot(sharedBallotPath([], { [housing!.id]: 'No', [landSwap!.id]: 'Yes' }), {
      'sharedBallot.picks': () => [],
      'ballotMeasures.byIds': (input) => {
        askedMeasures.push(input);
        return [landSwap!, housing!];
      },
    });

    const list = await screen.findByRole('list', { name: 'Ballot measures on this ballot' });
    const rows = within(list).getAllByRole('listitem');
    expect(rows[0]).toHaveTextContent(`${landSwap!.measureNumber}${landSwap!.name}Their vote: Yes`);
    expect(rows[1]).toHaveTextContent('Their vote: NoWe recommend: Vote Yes');
    expect(screen.queryByText(/This link names no candidates/)).toBeNull();
    expect(askedMeasures).toEqual([{ ids: [housing!.id, landSwap!.id], lang: 'en' }]);
  });

  it('lists the picks with their office, party and a link to their page, and asks for nothing else', async () => {
    const council = makeCandidate({ fullName: 'Maya Torres', recommended: true });
    const assembly = makeCandidate({
      fullName: 'Sam Lee',
      office: 'State HOR',
      district: '52',
      party: 'Others',
    });
    const { asked } = openSharedBallot(sharedBallotPath([council.id, assembly.id]), {
      'sharedBallot.picks': () => [council, assembly],
    });

    const picks = await screen.findByRole('list', { name: 'Picks on this ballot' });
    expect(screen.getByRole('heading', { level: 1, name: 'A shared ballot' })).toBeInTheDocument();
    const rows = within(picks).getAllByRole('listitem');
    expect(rows).toHaveLength(2);
    expect(within(rows[0]!).getByRole('heading', { name: 'City Council, District 33' })).toBeInTheDocument();
    expect(within(rows[0]!).getByRole('link', { name: 'Maya Torres' })).toHaveAttribute(
      'href',
      `/candidatePage/${council.id}`,
    );
    expect(within(rows[0]!).getByText('We recommend')).toBeInTheDocument();
    expect(
      within(rows[1]!).getByRole('heading', { name: 'State Assembly, District 52' }),
    ).toBeInTheDocument();
    expect(within(rows[1]!).getByText('Others')).toBeInTheDocument();
    expect(within(rows[1]!).queryByText('We recommend')).toBeNull();
    expect(screen.getByRole('link', { name: 'Find my ballot' })).toHaveAttribute('href', '/#findCandidates');
    // The link's ids, and nothing that says where the voter lives.
    expect(asked).toEqual([{ ids: [council.id, assembly.id] }]);
  });

  it('says so kindly when the link names nobody we know', async () => {
    openSharedBallot('/sharedBallot?c=nonsense', { 'sharedBallot.picks': () => [] });

    expect(
      await screen.findByText('This link names no candidates we know. Build a ballot of your own instead.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Find my ballot' })).toBeInTheDocument();
  });

  it('shows an error when the picks cannot be loaded', async () => {
    openSharedBallot(sharedBallotPath([makeCandidate().id]), {
      'sharedBallot.picks': () => {
        throw trpcError('INTERNAL_SERVER_ERROR');
      },
    });

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This ballot could not be loaded. Please try again.',
    );
  });
});
