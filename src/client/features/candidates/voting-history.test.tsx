import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { VOTING_TOPICS } from '../../../shared/constants/federal-record';
import type { TBillProgress, TVotedBill, TVotingHistory } from '../../../shared/schemas/federal-record';
import { theme } from '../../styles/theme';
import { makeCandidate } from '../../test/candidates';
import { renderWithProviders } from '../../test/render-with-providers';
import { callsTo, mockTrpcFetch, trpcError, type TTrpcHandlers } from '../../test/trpc-fetch';
import { VotingHistory } from './voting-history';

const MEMBER = makeCandidate({
  fullName: 'Eleanor Park',
  office: 'House of Representatives',
  incumbent: 'Incumbent',
  votingRecord: true,
  bioguideId: 'P990001',
});

const bill = (overrides: Partial<TVotedBill>): TVotedBill => ({
  docId: 'hr9901-119',
  title: 'Sample: Pandemic Preparedness and Paid Sick Leave Act',
  description: 'Funds pandemic stockpiles and guarantees paid sick leave.',
  tracker: 'https://www.congress.gov/bill/119th-congress/house-bill/9901',
  yeaTotal: 218,
  nayTotal: 210,
  vote: 'Yea',
  votedOn: '2025-03-04',
  isSample: true,
  ...overrides,
});

const PASSED = bill({});
const FAILED = bill({
  docId: 'hr9910-119',
  title: 'Regulatory Rollback Act',
  description: 'Repeals rules adopted in the last year.',
  tracker: 'https://www.congress.gov/bill/119th-congress/house-bill/9910',
  yeaTotal: 190,
  nayTotal: 230,
  vote: 'Nay',
  isSample: false,
});

const history = (overrides: Partial<TVotingHistory> = {}): TVotingHistory => ({
  topic: 'Gov Spending',
  bills: [PASSED, FAILED],
  hasIds: true,
  ...overrides,
});

/** A promise the test settles when it wants the server to answer. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((settle) => (resolve = settle));
  return { promise, resolve };
}

function renderVotingHistory(handlers: TTrpcHandlers) {
  const spy = mockTrpcFetch(handlers);
  renderWithProviders(<VotingHistory candidate={MEMBER} />);
  return { spy, user: userEvent.setup() };
}

async function openTopic(user: ReturnType<typeof userEvent.setup>, topic: string) {
  await user.click(screen.getByRole('button', { name: topic }));
  return screen.getByRole('dialog', { name: topic });
}

describe('the voting history', () => {
  afterEach(() => vi.restoreAllMocks());

  it('has one button per topic, the 15 in the order of the spec, until the counts arrive', () => {
    renderVotingHistory({});

    const section = screen.getByRole('region', { name: 'Voting History' });
    const buttons = within(section).getAllByRole('button');
    expect(buttons.map((button) => button.textContent)).toEqual([...VOTING_TOPICS]);
  });

  it('says how many votes each topic holds; a topic without any says so and is not a button', async () => {
    const { user } = renderVotingHistory({
      'legislation.votingTopics': () => ({
        hasIds: true,
        topics: VOTING_TOPICS.map((topic) => ({
          topic,
          bills: topic === 'Gov Spending' ? 2 : topic === 'Economy' ? 1 : 0,
        })),
      }),
      'legislation.votingHistory': () => history(),
    });

    const section = screen.getByRole('region', { name: 'Voting History' });
    await within(section).findByRole('button', { name: 'Gov Spending 2 recorded votes' });
    expect(
      within(section)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Economy 1 recorded vote', 'Gov Spending 2 recorded votes']);
    const items = within(section).getAllByRole('listitem');
    expect(items).toHaveLength(VOTING_TOPICS.length);
    expect(items[0]).toHaveTextContent('Covid-19 No recorded votes');
    expect(within(items[0]!).queryByRole('button')).not.toBeInTheDocument();

    await user.click(within(section).getByRole('button', { name: 'Gov Spending 2 recorded votes' }));
    expect(screen.getByRole('dialog', { name: 'Gov Spending' })).toBeInTheDocument();
  });

  it("fetches on open with a loading indicator, sending 'Gov Spending' as 'Government Spending'", async () => {
    const answer = deferred<TVotingHistory>();
    const { spy, user } = renderVotingHistory({ 'legislation.votingHistory': () => answer.promise });

    const dialog = await openTopic(user, 'Gov Spending');
    // Busy while it loads, for assistive technology (and for the end-to-end harness's contentLoaded).
    expect(within(dialog).getByRole('status')).toHaveTextContent('Loading…');
    expect(within(dialog).getByRole('status')).toHaveAttribute('aria-busy', 'true');
    const [call] = callsTo(spy, 'legislation.votingHistory');
    expect(JSON.parse(new URL(call!, 'http://localhost').searchParams.get('input')!)).toEqual({
      0: { candidateId: MEMBER.id, topic: 'Government Spending' },
    });

    answer.resolve(history());
    const table = await within(dialog).findByRole('table', { name: 'Votes of Eleanor Park on Gov Spending' });
    expect(within(dialog).queryByText('Loading…')).not.toBeInTheDocument();
    expect(dialog.querySelector('[aria-busy="true"]')).toBeNull();
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Bill', 'Description', 'Voted For', 'Outcome']);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
    expect(within(rows[0]!).getByRole('button', { name: PASSED.title })).toBeInTheDocument();
    expect(within(rows[0]!).getByText(PASSED.description)).toBeInTheDocument();
    expect(within(rows[0]!).getByText('Yea')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('Nay')).toBeInTheDocument();
  });

  it('says the outcome in words with the tally, green when it passed and red when it failed', async () => {
    const { user } = renderVotingHistory({ 'legislation.votingHistory': () => history() });

    const dialog = await openTopic(user, 'Gov Spending');
    const passed = await within(dialog).findByText('Passed 218–210');
    const failed = within(dialog).getByText('Failed 190–230');
    // happy-dom gives a color as the style wrote it, not as rgb() the way a browser does.
    expect(getComputedStyle(passed.parentElement!).color).toBe(theme.colors.green);
    expect(getComputedStyle(failed.parentElement!).color).toBe(theme.colors.red);
    // Screen readers hear the tally as words, not a dash.
    expect(within(dialog).getByText('Passed, 218 yea to 210 nay')).toBeInTheDocument();
  });

  it('marks sample bills as sample data, and only those', async () => {
    const { user } = renderVotingHistory({ 'legislation.votingHistory': () => history() });

    const dialog = await openTopic(user, 'Gov Spending');
    const rows = (await within(dialog).findAllByRole('row')).slice(1);
    expect(within(rows[0]!).getByText('Sample data')).toBeInTheDocument();
    expect(within(rows[1]!).queryByText('Sample data')).not.toBeInTheDocument();
  });

  it('says when there are no votes on the topic', async () => {
    const { user } = renderVotingHistory({
      'legislation.votingHistory': () => history({ topic: 'Economy', bills: [] }),
    });

    const dialog = await openTopic(user, 'Economy');
    expect(await within(dialog).findByText('No recorded votes on Economy yet.')).toBeInTheDocument();
    expect(within(dialog).queryByRole('table')).not.toBeInTheDocument();
  });

  it('says when the candidate is not linked to a member of Congress', async () => {
    const { user } = renderVotingHistory({
      'legislation.votingHistory': () => history({ bills: [], hasIds: false }),
    });

    const dialog = await openTopic(user, 'Education');
    expect(
      await within(dialog).findByText(/Eleanor Park is not linked to a member of Congress yet/),
    ).toBeInTheDocument();
  });

  it("shows the server's message when the record cannot be loaded", async () => {
    const { user } = renderVotingHistory({
      'legislation.votingHistory': () => {
        throw trpcError('INTERNAL_SERVER_ERROR', 'The voting record is unavailable');
      },
    });

    const dialog = await openTopic(user, 'Healthcare');
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Cannot load the voting record: The voting record is unavailable',
    );
  });

  it('closes on Escape and gives focus back to the topic button', async () => {
    const { user } = renderVotingHistory({ 'legislation.votingHistory': () => history() });

    const dialog = await openTopic(user, 'Gov Spending');
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Gov Spending' })).toHaveFocus();
  });
});

describe("a bill's progress", () => {
  afterEach(() => vi.restoreAllMocks());

  async function openProgress(progress: TTrpcHandlers['legislation.billProgress']) {
    const { user, spy } = renderVotingHistory({
      'legislation.votingHistory': () => history(),
      'legislation.billProgress': progress,
    });
    const votes = await openTopic(user, 'Gov Spending');
    await user.click(await within(votes).findByRole('button', { name: PASSED.title }));
    return { user, spy, votes, dialog: screen.getByRole('dialog', { name: PASSED.title }) };
  }

  const stages = (dialog: HTMLElement) =>
    within(within(dialog).getByRole('list', { name: 'Stages of the bill' })).getAllByRole('listitem');
  // The number in a stage's marker is decorative (hidden from screen readers); the words carry the state.
  const words = (stage: HTMLElement) => stage.textContent.replace(/^\d+/, '');
  const allStages = (dialog: HTMLElement) => stages(dialog).map(words);
  const currentStage = (dialog: HTMLElement) =>
    stages(dialog)
      .filter((stage) => stage.getAttribute('aria-current') === 'step')
      .map(words);

  it('highlights Introduced until the server answers, then the stage it returns', async () => {
    const answer = deferred<TBillProgress>();
    const { dialog, spy } = await openProgress(() => answer.promise);

    expect(allStages(dialog)).toEqual([
      'Introduced (current stage)',
      'Passed House (not reached)',
      'Passed Senate (not reached)',
      'Resolving Differences (not reached)',
      'To President (not reached)',
      'Became Law (not reached)',
    ]);
    expect(decodeURIComponent(callsTo(spy, 'legislation.billProgress')[0]!)).toContain(
      '"docId":"hr9901-119"',
    );

    answer.resolve({
      docId: 'hr9901-119',
      stage: 'Passed Senate',
      stop: null,
      checkedAt: '2025-11-20T10:00:00Z',
    });
    await waitFor(() => expect(currentStage(dialog)).toEqual(['Passed Senate (current stage)']));
    expect(allStages(dialog)).toEqual([
      'Introduced (reached)',
      'Passed House (reached)',
      'Passed Senate (current stage)',
      'Resolving Differences (not reached)',
      'To President (not reached)',
      'Became Law (not reached)',
    ]);
    expect(within(dialog).getByRole('status')).toHaveTextContent('Current stage: Passed Senate');
    const tracker = within(dialog).getByRole('link', { name: /Follow this bill on congress.gov/ });
    expect(tracker).toHaveAttribute('href', PASSED.tracker);
    expect(tracker).toHaveAttribute('target', '_blank');
  });

  it('says in words that a bill was vetoed', async () => {
    const { dialog } = await openProgress(() => ({
      docId: 'hr9901-119',
      stage: 'To President',
      stop: 'vetoed',
      checkedAt: '2025-11-20T10:00:00Z',
    }));

    await waitFor(() => expect(currentStage(dialog)).toEqual(['To President (current stage)Vetoed']));
    expect(within(dialog).getByRole('status')).toHaveTextContent(
      'Current stage: To President — Vetoed. The President vetoed the bill',
    );
  });

  it("says 'Fail to get bill progress' when the server answers with an error", async () => {
    const { dialog, spy } = await openProgress(() => {
      throw trpcError('NOT_FOUND', 'We have no bill with this tracker link');
    });

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(/^Fail to get bill progress$/);
    expect(currentStage(dialog)).toEqual(['Introduced (current stage)']);
    // The server's refusal would not change on a second try.
    expect(callsTo(spy, 'legislation.billProgress')).toHaveLength(1);
  });

  it("says 'Server error: {message}' when the request fails without an answer", async () => {
    const { dialog, spy } = await openProgress(() => {
      throw new TypeError('Failed to fetch');
    });

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(/^Server error: Failed to fetch$/);
    // A lost connection is worth one more try before the message shows.
    expect(callsTo(spy, 'legislation.billProgress')).toHaveLength(2);
  });

  it('closes on Escape back to the bill, leaving the voting history open', async () => {
    const { user, votes } = await openProgress(() => ({
      docId: 'hr9901-119',
      stage: 'Became Law',
      stop: null,
      checkedAt: '2025-11-20T10:00:00Z',
    }));

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: PASSED.title })).not.toBeInTheDocument();
    expect(votes).toBeInTheDocument();
    expect(within(votes).getByRole('button', { name: PASSED.title })).toHaveFocus();
  });
});
