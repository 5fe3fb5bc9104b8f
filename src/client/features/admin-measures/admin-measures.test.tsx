import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TBallotMeasure } from '../../../shared/ballot-measures';
import type { TBallotMeasureInput } from '../../../shared/schemas/ballot-measures';
import { App } from '../../app/app';
import { TEST_BALLOT_MEASURES } from '../../test/ballot-measures';
import { SEEDED_ELECTIONS, SEEDED_GENERAL, testElection } from '../../test/elections';
import { TEST_PUBLIC_CONFIG } from '../../test/public-config';
import { callsTo, mockTrpcFetch } from '../../test/trpc-fetch';

/** The ballot-measure procedures over a list held in the test, as the server keeps them (ballot order). */
function openAsAdmin(elections = SEEDED_ELECTIONS) {
  const sent: { create: TBallotMeasureInput[]; reorder: unknown[] } = { create: [], reorder: [] };
  let measures: TBallotMeasure[] = TEST_BALLOT_MEASURES.map((measure) => ({
    ...measure,
    electionId: SEEDED_GENERAL.id,
  }));
  const spy = mockTrpcFetch({
    'auth.session': () => ({ userRole: 'admin', user: { name: 'Admin', email: 'admin@example.org' } }),
    'elections.list': () => elections,
    'ballotMeasures.list': (input) => measures.filter((measure) => measure.electionId === input?.election),
    'ballotMeasures.create': (input: TBallotMeasureInput) => {
      sent.create.push(input);
      const created = {
        ...input,
        id: '00000000-0000-4000-8000-0000000000a9',
        translations: input.translations ?? {},
      };
      measures.push(created as TBallotMeasure);
      return created;
    },
    'ballotMeasures.reorder': ({ electionId, ids }: { electionId: string; ids: string[] }) => {
      sent.reorder.push({ electionId, ids });
      measures = ids.map((id) => measures.find((measure) => measure.id === id)!);
    },
    'ballotMeasures.delete': ({ id }: { id: string }) => {
      measures = measures.filter((measure) => measure.id !== id);
    },
  });
  window.history.pushState({}, '', '/admin/measures');
  vi.spyOn(console, 'info').mockImplementation(() => {});
  render(<App config={TEST_PUBLIC_CONFIG} />);
  return { spy, sent, user: userEvent.setup() };
}

const names = () =>
  within(screen.getByRole('list', { name: 'Measures in ballot order' }))
    .getAllByRole('heading', { level: 2 })
    .map((heading) => heading.textContent);

vi.setConfig({ testTimeout: 30_000 });

describe('/admin/measures', () => {
  afterEach(() => vi.restoreAllMocks());

  it('lists the latest election’s measures in ballot order, with their division, our call and their Spanish', async () => {
    openAsAdmin();
    await screen.findByRole('list', { name: 'Measures in ballot order' });
    expect(screen.getByLabelText('Election')).toHaveValue(SEEDED_GENERAL.id);
    expect(names()).toEqual([
      'Proposal 1 · Statewide: Test Land Swap',
      'Proposal 2 · New York City: Test Housing Process',
    ]);
    const housing = screen.getByRole('heading', { name: /Test Housing Process/ }).closest('li')!;
    expect(housing).toHaveTextContent('New York City (every address in the city) · We recommend: Vote Yes');
    expect(housing).toHaveTextContent('Spanish: missing');
  });

  it('says when the chosen election is a draft, whose measures only admins see', async () => {
    const draft = testElection({ name: 'NYC General Election 2027', date: '2027-11-02', published: false });
    openAsAdmin([...SEEDED_ELECTIONS, draft]);
    expect(await screen.findByText(/This election is a draft/)).toBeInTheDocument();
    expect(screen.getByRole('option', { name: /NYC General Election 2027 .* · draft/ })).toBeInTheDocument();
    expect(
      await screen.findByText('This election has no ballot measures yet. Add the first one.'),
    ).toBeInTheDocument();
  });

  it('adds a measure with a preview of its card, in English and Spanish, before saving', async () => {
    const { user, sent } = openAsAdmin();
    await user.click(await screen.findByRole('button', { name: 'Add Measure' }));
    const dialog = screen.getByRole('dialog', { name: 'Add a Ballot Measure' });
    const field = (label: string) => within(dialog).getByLabelText(label);
    await user.type(field('Number on the ballot'), 'Proposal 3 · New York City');
    await user.type(field('Title'), 'Free Buses');
    await user.type(field('What it says'), 'Makes every bus free.');
    await user.type(field('What it really means'), 'Riders save $2.90 a trip.');
    await user.selectOptions(field('Our recommendation'), 'Yes');
    await user.type(field('Sources (optional)'), 'https://www.nyc.gov/buses');

    const preview = within(dialog).getByRole('region', { name: 'Preview' });
    expect(within(preview).getByRole('heading', { level: 3, name: 'Free Buses' })).toBeInTheDocument();
    expect(preview).toHaveTextContent('We recommend: Vote Yes');
    await user.click(within(dialog).getAllByRole('tab', { name: 'Español' })[1]!);
    await user.type(field('Title (Español)'), 'Autobuses gratuitos');
    await user.click(within(preview).getByRole('tab', { name: 'Español' }));
    expect(
      within(preview).getByRole('heading', { level: 3, name: 'Autobuses gratuitos' }),
    ).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Add Measure' }));
    expect(await screen.findByText('Added Free Buses.')).toBeInTheDocument();
    expect(sent.create[0]).toMatchObject({
      electionId: SEEDED_GENERAL.id,
      divisionId: 'ocd-division/country:us/state:ny/place:new_york',
      name: 'Free Buses',
      whatItSays: ['Makes every bus free.'],
      recommendation: 'Yes',
      sources: ['https://www.nyc.gov/buses'],
      translations: { es: { name: 'Autobuses gratuitos' } },
    });
    await waitFor(() => expect(names()).toHaveLength(3));
  });

  it('shows what the shared rules refuse in the form and sends nothing', async () => {
    const { user, spy } = openAsAdmin();
    await user.click(await screen.findByRole('button', { name: 'Add Measure' }));
    const dialog = screen.getByRole('dialog', { name: 'Add a Ballot Measure' });
    await user.click(within(dialog).getByRole('button', { name: 'Add Measure' }));
    expect(within(dialog).getByText('Please correct the fields marked below.')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Title')).toHaveAttribute('aria-invalid', 'true');
    expect(callsTo(spy, 'ballotMeasures.create')).toEqual([]);
  });

  it('moves a measure down, and deletes one only once the admin confirms', async () => {
    const { user, spy, sent } = openAsAdmin();
    await screen.findByRole('list', { name: 'Measures in ballot order' });
    await user.click(screen.getByRole('button', { name: 'Move down: Test Land Swap' }));
    await waitFor(() =>
      expect(names()).toEqual([
        'Proposal 2 · New York City: Test Housing Process',
        'Proposal 1 · Statewide: Test Land Swap',
      ]),
    );
    expect(sent.reorder).toEqual([
      { electionId: SEEDED_GENERAL.id, ids: [TEST_BALLOT_MEASURES[1]!.id, TEST_BALLOT_MEASURES[0]!.id] },
    ]);

    const confirm = vi.spyOn(window, 'confirm').mockReturnValueOnce(false).mockReturnValueOnce(true);
    await user.click(screen.getByRole('button', { name: 'Delete: Test Land Swap' }));
    expect(confirm).toHaveBeenLastCalledWith(
      'Delete the ballot measure "Proposal 1 · Statewide: Test Land Swap"?',
    );
    expect(callsTo(spy, 'ballotMeasures.delete')).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Delete: Test Land Swap' }));
    await waitFor(() => expect(names()).toEqual(['Proposal 2 · New York City: Test Housing Process']));
  });
});
