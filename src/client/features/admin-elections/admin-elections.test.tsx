import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TElection, TElectionInput } from '../../../shared/schemas/elections';
import { App } from '../../app/app';
import { SEEDED_ELECTIONS, SEEDED_GENERAL, SEEDED_PRIMARY } from '../../test/elections';
import { TEST_PUBLIC_CONFIG } from '../../test/public-config';
import { callsTo, mockTrpcFetch, trpcError, type TTrpcHandlers } from '../../test/trpc-fetch';

const PRIMARY_LABEL = 'JUNE 24 | NYC CITY COUNCIL PRIMARY ELECTION';

/**
 * The elections procedures over a list held in the test, as the server keeps them (earliest first).
 * The test elections are all in summer, so their countdown targets carry New York's summer offset.
 */
function fakeElections(handlers: TTrpcHandlers = {}) {
  let elections = [...SEEDED_ELECTIONS];
  let nextId = 100;
  const withTarget = (input: TElectionInput, id: string): TElection => ({
    ...input,
    translations: input.translations ?? {},
    id,
    countdownTarget: `${input.date}T00:00:00-04:00`,
    published: false,
  });
  const byDate = () => [...elections].sort((a, b) => a.date.localeCompare(b.date));
  const spy = mockTrpcFetch({
    'auth.session': () => ({ userRole: 'admin', user: { name: 'Admin', email: 'admin@example.org' } }),
    'elections.list': byDate,
    'elections.create': (input) => {
      const election = withTarget(input, `00000000-0000-4000-8000-${String(nextId++).padStart(12, '0')}`);
      elections.push(election);
      return election;
    },
    'elections.update': ({ id, election }) => {
      elections = elections.map((old) =>
        old.id === id ? { ...withTarget(election, id), published: old.published } : old,
      );
      return elections.find((old) => old.id === id)!;
    },
    'elections.setPublished': ({ id, published }) => {
      elections = elections.map((old) => (old.id === id ? { ...old, published } : old));
      return elections.find((old) => old.id === id)!;
    },
    'elections.setCountdown': ({ id, drivesCountdown }) => {
      elections = elections.map((old) => (old.id === id ? { ...old, drivesCountdown } : old));
      return elections.find((old) => old.id === id)!;
    },
    'elections.delete': ({ id }) => {
      elections = elections.filter((old) => old.id !== id);
    },
    ...handlers,
  });
  return { spy, stored: byDate, names: () => byDate().map((election) => election.name) };
}

function openAsAdmin(handlers: TTrpcHandlers = {}) {
  const server = fakeElections(handlers);
  window.history.pushState({}, '', '/admin/elections');
  vi.spyOn(console, 'info').mockImplementation(() => {});
  render(<App config={TEST_PUBLIC_CONFIG} />);
  return { ...server, user: userEvent.setup({ advanceTimers: vi.advanceTimersByTime, delay: null }) };
}

const cardOf = (name: string) => screen.getByRole('heading', { level: 2, name }).closest('li')!;

async function openAddDialog(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('button', { name: 'Add Election' }));
  return screen.getByRole('dialog', { name: 'Add an Election' });
}

/** Fills in the add form for a 2027 primary; `drives` ticks 'Drives the countdown banner'. */
async function fillNextPrimary(user: ReturnType<typeof userEvent.setup>, dialog: HTMLElement, drives = true) {
  const field = (label: string) => within(dialog).getByLabelText(label);
  await user.type(field('Name'), 'NYC Primary Election');
  await user.type(field('Election day'), '2027-06-22');
  await user.type(field('Type'), 'Primary');
  await user.type(field('Location'), 'New York City, NY');
  await user.type(field('Description'), 'Party primaries for the City Council.');
  await user.type(field('Positions on the ballot (optional)'), 'City Council{Enter}{Enter}State Assembly');
  await user.type(field('First day of early voting'), '2027-06-12');
  await user.type(field('Last day of early voting'), '2027-06-20');
  if (drives) await user.click(field('Drives the countdown banner'));
}

/**
 * The name of an election's countdown checkbox. The election's name is visually hidden text (a positioned
 * span): whether a space comes before its colon depends on layout, which happy-dom does not do.
 */
const drivesTheCountdown = (electionName: string) => ({
  name: new RegExp(`^Drives the countdown ?: ${electionName}$`),
});

// Filling in the whole form key by key takes a few seconds on a busy machine.
vi.setConfig({ testTimeout: 20_000 });

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  vi.setSystemTime(new Date('2026-11-23T12:00:00-05:00'));
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('the admin elections page', () => {
  it('lists the elections newest first and says which one the banner counts down to', async () => {
    openAsAdmin();

    expect(await screen.findByRole('heading', { level: 1, name: 'Elections' })).toBeInTheDocument();
    await waitFor(() =>
      expect(
        within(screen.getByRole('main'))
          .getAllByRole('heading', { level: 2 })
          .map((heading) => heading.textContent),
      ).toEqual(['NYC General Election', 'NYC City Council Primary Election']),
    );
    expect(within(cardOf('NYC General Election')).getByText('November 4, 2025 · Local · New York City, NY'));
    expect(
      within(cardOf(SEEDED_PRIMARY.name)).getByRole('checkbox', { name: /Drives the countdown/ }),
    ).toBeChecked();
    expect(within(cardOf('NYC General Election')).getByRole('checkbox')).not.toBeChecked();
    expect(
      screen.getByText('The banner counts down to NYC City Council Primary Election (June 24, 2025).'),
    ).toBeInTheDocument();
  });

  it('adds an election that drives the countdown as a draft, and the banner moves to it once it is published', async () => {
    const { user, stored } = openAsAdmin();
    expect(await screen.findByRole('timer', { name: PRIMARY_LABEL })).toBeInTheDocument();

    const dialog = await openAddDialog(user);
    await fillNextPrimary(user, dialog);
    await user.click(within(dialog).getByRole('button', { name: 'Add Election' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByText('Added NYC Primary Election.')).toBeInTheDocument();
    expect(stored().at(-1)).toMatchObject({
      name: 'NYC Primary Election',
      date: '2027-06-22',
      timeZone: 'America/New_York',
      ballotPositions: ['City Council', 'State Assembly'],
      progressiveIssues: [],
      registrationDeadline: null,
      earlyVotingStart: '2027-06-12',
      earlyVotingEnd: '2027-06-20',
      drivesCountdown: true,
    });
    await screen.findByRole('heading', { level: 2, name: 'NYC Primary Election' });
    const card = cardOf('NYC Primary Election');
    expect(
      within(card).getByText('Draft: only admins see it and its candidates, under a preview banner.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('timer', { name: PRIMARY_LABEL })).toBeInTheDocument();

    await user.click(within(card).getByRole('button', { name: 'Publish: NYC Primary Election' }));
    expect(await screen.findByRole('timer', { name: 'JUNE 22 | NYC PRIMARY ELECTION' })).toBeInTheDocument();
    expect(
      screen.getByText('The banner counts down to NYC Primary Election (June 22, 2027).'),
    ).toBeInTheDocument();
    expect(within(card).getByText('Published: visitors see it.')).toBeInTheDocument();
    expect(within(card).getByText('June 22, 2027 · Primary · New York City, NY'));

    // Like the other admin banners, it hides after 7000 ms.
    act(() => vi.advanceTimersByTime(7_100));
    expect(
      screen.queryByText('Published NYC Primary Election: visitors now see it and its candidates.'),
    ).not.toBeInTheDocument();
  });

  it('checks the form before sending: a message under each field, nothing sent', async () => {
    const { user, spy } = openAsAdmin();
    const dialog = await openAddDialog(user);
    await user.type(within(dialog).getByLabelText('Election day'), '2027-06-22');
    await user.type(within(dialog).getByLabelText('Voter registration deadline'), '2027-07-01');
    await user.type(within(dialog).getByLabelText('First day of early voting'), '2027-06-12');
    await user.click(within(dialog).getByRole('button', { name: 'Add Election' }));

    expect(within(dialog).getByRole('alert')).toHaveTextContent('Please correct the fields marked below.');
    expect(within(dialog).getByLabelText('Name')).toHaveAccessibleDescription('cannot be blank!');
    expect(within(dialog).getByLabelText('Name')).toHaveFocus();
    expect(within(dialog).getByLabelText('Location')).toHaveAccessibleDescription('cannot be blank!');

    await user.type(within(dialog).getByLabelText('Name'), 'NYC Primary Election');
    await user.type(within(dialog).getByLabelText('Type'), 'Primary');
    await user.type(within(dialog).getByLabelText('Location'), 'New York City, NY');
    await user.type(within(dialog).getByLabelText('Description'), 'Primaries.');
    await user.click(within(dialog).getByRole('button', { name: 'Add Election' }));
    expect(within(dialog).getByLabelText('Voter registration deadline')).toHaveAccessibleDescription(
      'must be on or before election day',
    );
    expect(within(dialog).getByLabelText('Last day of early voting')).toHaveAccessibleDescription(
      'give both the first and the last day of early voting, or neither',
    );
    expect(callsTo(spy, 'elections.create')).toEqual([]);
  });

  it("shows the server's refusal in the form and keeps it open", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { user, names } = openAsAdmin({
      'elections.create': () => {
        throw trpcError('BAD_REQUEST', 'name: must be at most 120 characters long');
      },
    });
    const dialog = await openAddDialog(user);
    await fillNextPrimary(user, dialog);
    await user.click(within(dialog).getByRole('button', { name: 'Add Election' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'The election could not be saved: name: must be at most 120 characters long',
    );
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    expect(names()).not.toContain('NYC Primary Election');
  });

  it('edits an election from a form filled with it', async () => {
    const { user, names } = openAsAdmin();
    await user.click(await screen.findByRole('button', { name: 'Edit: NYC General Election' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit NYC General Election' });
    expect(within(dialog).getByLabelText('Election day')).toHaveValue('2025-11-04');
    expect(within(dialog).getByLabelText('Positions on the ballot (optional)')).toHaveValue(
      'Mayor\nCity Council (all 51 districts)',
    );

    const name = within(dialog).getByLabelText('Name');
    await user.clear(name);
    await user.type(name, 'NYC General Election 2025');
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));

    expect(await screen.findByText('Saved NYC General Election 2025.')).toBeInTheDocument();
    expect(names()).toEqual([SEEDED_PRIMARY.name, 'NYC General Election 2025']);
    expect(
      await screen.findByRole('heading', { level: 2, name: 'NYC General Election 2025' }),
    ).toBeInTheDocument();
  });

  it('writes the Spanish name and positions in their Español tabs, and the list says how far Spanish is written', async () => {
    const { user, stored } = openAsAdmin();
    await screen.findByRole('heading', { level: 2, name: 'NYC General Election' });
    expect(cardOf('NYC General Election')).toHaveTextContent('Spanish: missing');
    await user.click(screen.getByRole('button', { name: 'Edit: NYC General Election' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit NYC General Election' });

    const nameTabs = within(dialog).getByRole('tablist', { name: 'Language of Name' });
    await user.click(within(nameTabs).getByRole('tab', { name: 'Español' }));
    await user.type(within(dialog).getByLabelText('Name (Español)'), 'Elección general de NYC');
    const listTabs = within(dialog).getByRole('tablist', {
      name: 'Language of Positions on the ballot (optional)',
    });
    await user.click(within(listTabs).getByRole('tab', { name: 'Español' }));
    await user.type(
      within(dialog).getByLabelText('Positions on the ballot (optional) (Español)'),
      'Alcalde{Enter}  {Enter}Concejo Municipal',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));

    await screen.findByText('Saved NYC General Election.');
    expect(stored().find((election) => election.id === SEEDED_GENERAL.id)).toMatchObject({
      name: 'NYC General Election',
      translations: {
        es: { name: 'Elección general de NYC', ballotPositions: ['Alcalde', 'Concejo Municipal'] },
      },
    });
    await waitFor(() => expect(cardOf('NYC General Election')).toHaveTextContent('Spanish: partly written'));
  });

  it('deletes an election only once the admin confirms', async () => {
    const confirm = vi.spyOn(window, 'confirm').mockReturnValueOnce(false).mockReturnValueOnce(true);
    const { user, names } = openAsAdmin();
    const deleteButton = await screen.findByRole('button', { name: 'Delete: NYC General Election' });

    await user.click(deleteButton);
    expect(confirm).toHaveBeenLastCalledWith(
      'Delete the election "NYC General Election" (November 4, 2025)?',
    );
    expect(names()).toContain('NYC General Election');

    await user.click(deleteButton);
    expect(await screen.findByText('Deleted NYC General Election.')).toBeInTheDocument();
    expect(names()).toEqual([SEEDED_PRIMARY.name]);
    await waitFor(() =>
      expect(
        screen.queryByRole('heading', { level: 2, name: 'NYC General Election' }),
      ).not.toBeInTheDocument(),
    );
  });

  it('chooses which elections drive the countdown', async () => {
    const { user } = openAsAdmin();
    await user.click(
      await screen.findByRole('checkbox', drivesTheCountdown('NYC City Council Primary Election')),
    );

    expect(
      await screen.findByText('NYC City Council Primary Election no longer drives the countdown.'),
    ).toBeInTheDocument();
    expect(
      await screen.findByText('No election drives the countdown, so no banner is shown.'),
    ).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('timer')).not.toBeInTheDocument());

    await user.click(screen.getByRole('checkbox', drivesTheCountdown('NYC General Election')));
    expect(
      await screen.findByText('The banner counts down to NYC General Election (November 4, 2025).'),
    ).toBeInTheDocument();
    expect(
      await screen.findByRole('timer', { name: 'NOVEMBER 4 | NYC GENERAL ELECTION' }),
    ).toBeInTheDocument();
  });

  it('says when a failed delete changed nothing', async () => {
    vi.spyOn(window, 'confirm').mockReturnValue(true);
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { user, names } = openAsAdmin({
      'elections.delete': () => {
        throw trpcError('NOT_FOUND', 'No such election. It may have been deleted already.');
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Delete: NYC General Election' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The election could not be deleted: No such election. It may have been deleted already.',
    );
    expect(names()).toContain('NYC General Election');
  });
});
