import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TSiteContent, TSiteContentSection } from '../../../shared/constants/site-content';
import { App } from '../../app/app';
import { TEST_PUBLIC_CONFIG } from '../../test/public-config';
import {
  SEEDED_ABOUT,
  SEEDED_DEADLINES,
  SEEDED_FOR_CANDIDATES,
  SEEDED_MISSION,
  SEEDED_RESOURCES,
  SEEDED_VOTER_CHECKLIST,
} from '../../test/site-content';
import { mockTrpcFetch, trpcError } from '../../test/trpc-fetch';

/** /admin/content over sections held in the test, as the server keeps them. */
function openAsAdmin({ refuse = false } = {}) {
  const stored: TSiteContent = {
    mission: SEEDED_MISSION,
    resources: SEEDED_RESOURCES,
    deadlines: SEEDED_DEADLINES,
    forCandidates: SEEDED_FOR_CANDIDATES,
    about: SEEDED_ABOUT,
    voterChecklist: SEEDED_VOTER_CHECKLIST,
  };
  const saves: Array<TSiteContent[TSiteContentSection]> = [];
  mockTrpcFetch({
    'auth.session': () => ({ userRole: 'admin', user: { name: 'Admin', email: 'admin@example.org' } }),
    'content.section': ({ section }) => stored[section],
    'content.save': ({ section, content }) => {
      if (refuse) throw trpcError('BAD_REQUEST', 'content.cards.0.title: cannot be blank!');
      saves.push(content as TSiteContent[typeof section]);
      Object.assign(stored, { [section]: content });
      return stored[section];
    },
  });
  window.history.pushState({}, '', '/admin/content');
  vi.spyOn(console, 'info').mockImplementation(() => {});
  render(<App config={TEST_PUBLIC_CONFIG} />);
  return {
    savedCards: () => saves.map((content) => (content as TSiteContent['mission']).cards),
    savedGroups: () => saves.map((content) => (content as TSiteContent['resources']).groups),
    saves,
    // No timer between keystrokes (the same events, in order): the page types long texts into many
    // fields, and the pauses made a quarter of the file's time.
    user: userEvent.setup({ delay: null }),
  };
}

const missionForm = () => screen.getByRole('form', { name: 'Mission cards' });
/** The form's cards, a fieldset each. */
const cards = () => within(missionForm()).getAllByRole('group');
const legends = () => cards().map((card) => card.querySelector('legend')?.textContent);

afterEach(() => vi.restoreAllMocks());

describe('/admin/content: the mission cards', () => {
  it('adds, removes and reorders cards, previews them in each language and saves them', async () => {
    const { savedCards, user } = openAsAdmin();
    await screen.findByRole('form', { name: 'Mission cards' }, { timeout: 10_000 });
    expect(legends()).toEqual([
      'Card 1: Contextualized Coverage',
      'Card 2: Accountability Tracking',
      'Card 3: Real-World Impact',
      'Card 4: Progressive Values',
    ]);

    await user.click(screen.getByRole('button', { name: 'Remove Card 3' }));
    await user.click(screen.getByRole('button', { name: 'Move Card 3 up' }));
    await user.click(screen.getByRole('button', { name: 'Add card' }));
    const added = cards().at(-1)!;
    await user.selectOptions(within(added).getByLabelText('Icon'), 'compass');
    await user.type(within(added).getByLabelText('Title'), 'Tenant Power');
    await user.type(within(added).getByLabelText('Text'), 'We organize buildings.');
    await user.click(within(added).getAllByRole('tab', { name: 'Español' })[0]!);
    await user.type(within(added).getByLabelText('Title (Español)'), 'Poder inquilino');
    expect(legends()).toEqual([
      'Card 1: Contextualized Coverage',
      'Card 2: Progressive Values',
      'Card 3: Accountability Tracking',
      'Card 4: Tenant Power',
    ]);

    await user.click(within(missionForm()).getByRole('button', { name: 'Preview' }));
    const preview = screen.getByRole('region', { name: /^Preview/ });
    expect(
      within(within(preview).getByRole('list'))
        .getAllByRole('heading', { level: 3 })
        .map((title) => title.textContent),
    ).toEqual(['Contextualized Coverage', 'Progressive Values', 'Accountability Tracking', 'Tenant Power']);
    expect(savedCards()).toEqual([]);
    await user.click(within(preview).getByRole('button', { name: 'Español' }));
    expect(within(preview).getByRole('heading', { name: 'Poder inquilino' })).toBeInTheDocument();
    expect(within(preview).getByText('We organize buildings.')).toHaveAttribute('lang', 'en');
    expect(within(preview).getByText('Cobertura con contexto')).toBeInTheDocument();

    await user.click(within(preview).getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByText('Saved the mission cards. The home page shows them now.'),
    ).toBeInTheDocument();
    const saves = savedCards();
    expect(saves).toHaveLength(1);
    expect(saves[0]!.map((card) => card.title)).toEqual([
      'Contextualized Coverage',
      'Progressive Values',
      'Accountability Tracking',
      'Tenant Power',
    ]);
    expect(saves[0]![3]).toEqual({
      icon: 'compass',
      title: 'Tenant Power',
      text: 'We organize buildings.',
      translations: { es: { title: 'Poder inquilino' } },
    });
    // The form starts again from what was saved.
    await waitFor(() => expect(legends()).toHaveLength(4));
    expect(legends()[3]).toBe('Card 4: Tenant Power');
  }, 30_000);

  it('shows what to fix instead of a preview, and sends nothing', async () => {
    const { savedCards, user } = openAsAdmin();
    await screen.findByRole('form', { name: 'Mission cards' }, { timeout: 10_000 });
    const first = cards()[0]!;
    await user.clear(within(first).getByLabelText('Title'));
    await user.click(within(missionForm()).getByRole('button', { name: 'Preview' }));

    expect(screen.getByText('Some cards need a change before the preview; see below.')).toBeInTheDocument();
    expect(within(first).getByLabelText('Title')).toHaveAccessibleDescription('cannot be blank!');
    expect(screen.queryByRole('region', { name: /^Preview/ })).not.toBeInTheDocument();
    expect(savedCards()).toEqual([]);
  }, 30_000);

  it("says why the server refused a save and keeps the admin's cards", async () => {
    const { user } = openAsAdmin({ refuse: true });
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    await screen.findByRole('form', { name: 'Mission cards' }, { timeout: 10_000 });
    await user.click(within(missionForm()).getByRole('button', { name: 'Preview' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(
      await screen.findByText(
        'The mission cards could not be saved: content.cards.0.title: cannot be blank!',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('region', { name: /^Preview/ })).toBeInTheDocument();
    expect(logged).toHaveBeenCalled();
  }, 30_000);
});

const resourcesForm = () => screen.getByRole('form', { name: 'Resources' });
/** The resource groups' and links' legends, in the form's order. */
const resourceLegends = () =>
  within(resourcesForm())
    .getAllByRole('group')
    .map((fieldset) => fieldset.querySelector('legend')?.textContent)
    .filter((legend) => legend?.startsWith('Group'));
const group = (name: string) =>
  within(resourcesForm()).getByRole('group', { name: new RegExp(`^${name}(:|$)`) });

describe('/admin/content: the resources', () => {
  it('adds, removes and reorders groups and links, previews them in each language and saves them', async () => {
    const { savedGroups, user } = openAsAdmin();
    await screen.findByRole('form', { name: 'Resources' }, { timeout: 10_000 });
    expect(resourceLegends().filter((legend) => !legend?.includes('link'))).toEqual([
      'Group 1: Voter Registration',
      'Group 2: Ballot Information',
      'Group 3: Know Your Rights',
      'Group 4: Get Involved',
      'Group 5: Political Education',
    ]);

    await user.click(screen.getByRole('button', { name: 'Remove Group 2' }));
    await user.click(screen.getByRole('button', { name: 'Move Group 4 up' }));
    await user.click(screen.getByRole('button', { name: 'Move Group 1 link 3 up' }));
    await user.click(screen.getByRole('button', { name: 'Remove Group 1 link 1' }));
    await user.click(screen.getByRole('button', { name: 'Add a link to Group 1' }));
    const added = group('Group 1 link 3');
    await user.type(within(added).getByLabelText('Name'), 'Tenant union');
    await user.clear(within(added).getByLabelText('Link'));
    await user.type(within(added).getByLabelText('Link'), 'https://tenants.example.org/');
    await user.type(within(added).getByLabelText('Description'), 'Organize your building.');
    await user.click(within(added).getAllByRole('tab', { name: 'Español' })[0]!);
    await user.type(within(added).getByLabelText('Name (Español)'), 'Sindicato de inquilinos');
    expect(resourceLegends().filter((legend) => legend?.startsWith('Group 1 link'))).toEqual([
      'Group 1 link 1: Register in any state',
      'Group 1 link 2: Check your registration',
      'Group 1 link 3: Tenant union',
    ]);

    await user.click(within(resourcesForm()).getByRole('button', { name: 'Preview' }));
    const preview = screen.getByRole('region', { name: /^Preview/ });
    // The preview's own heading first, then each group's title.
    expect(
      within(preview)
        .getAllByRole('heading', { level: 3 })
        .map((title) => title.textContent)
        .slice(1),
    ).toEqual(['Voter Registration', 'Know Your Rights', 'Political Education', 'Get Involved']);
    expect(within(preview).getByRole('link', { name: /^Tenant union/ })).toHaveAttribute(
      'href',
      'https://tenants.example.org/',
    );
    expect(savedGroups()).toEqual([]);
    await user.click(within(preview).getByRole('button', { name: 'Español' }));
    expect(within(preview).getByRole('link', { name: /^Sindicato de inquilinos/ })).toBeInTheDocument();
    expect(within(preview).getByText('Organize your building.')).toHaveAttribute('lang', 'en');
    expect(within(preview).getByRole('heading', { name: 'Inscripción de votantes' })).toBeInTheDocument();

    await user.click(within(preview).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Saved the resources. The home page shows them now.')).toBeInTheDocument();
    const saves = savedGroups();
    expect(saves).toHaveLength(1);
    expect(saves[0]!.map((saved) => saved.title)).toEqual([
      'Voter Registration',
      'Know Your Rights',
      'Political Education',
      'Get Involved',
    ]);
    expect(saves[0]![0]!.links.map((link) => link.name)).toEqual([
      'Register in any state',
      'Check your registration',
      'Tenant union',
    ]);
    expect(saves[0]![0]!.links[2]).toEqual({
      name: 'Tenant union',
      description: 'Organize your building.',
      url: 'https://tenants.example.org/',
      translations: { es: { name: 'Sindicato de inquilinos' } },
    });
  }, 30_000);

  it('shows what to fix instead of a preview, and sends nothing', async () => {
    const { savedGroups, user } = openAsAdmin();
    await screen.findByRole('form', { name: 'Resources' }, { timeout: 10_000 });
    const link = group('Group 1 link 1');
    await user.clear(within(link).getByLabelText('Link'));
    await user.type(within(link).getByLabelText('Link'), 'javascript:alert(1)');
    await user.click(within(resourcesForm()).getByRole('button', { name: 'Preview' }));

    expect(screen.getByText('Some groups need a change before the preview; see below.')).toBeInTheDocument();
    expect(within(link).getByLabelText('Link')).toHaveAccessibleDescription(
      expect.stringContaining('must be a link starting with https://, http:// or tel:'),
    );
    expect(screen.queryByRole('region', { name: /^Preview/ })).not.toBeInTheDocument();
    expect(savedGroups()).toEqual([]);
  }, 30_000);
});

describe('/admin/content: the deadline texts and the offers to candidates', () => {
  it('writes a deadline text in Spanish, previews the cards in Spanish and saves them', async () => {
    const { saves, user } = openAsAdmin();
    const form = await screen.findByRole('form', { name: 'Deadline texts' }, { timeout: 10_000 });
    const earlyVoting = within(form).getByRole('group', { name: 'Early voting' });
    await user.click(within(earlyVoting).getByRole('tab', { name: 'Español' }));
    const spanish = within(earlyVoting).getByLabelText('Text (Español)');
    await user.clear(spanish);
    await user.type(spanish, 'Nueve días');
    await user.click(within(form).getByRole('button', { name: 'Preview' }));

    const preview = screen.getByRole('region', { name: /^Preview: the deadline cards/ });
    expect(within(preview).getByText('Available In Most States')).toBeInTheDocument();
    await user.click(within(preview).getByRole('button', { name: 'Español' }));
    expect(within(preview).getByText('Nueve días')).toBeInTheDocument();
    await user.click(within(preview).getByRole('button', { name: 'Save' }));

    expect(
      await screen.findByText('Saved the deadline texts. The home page shows them now.'),
    ).toBeInTheDocument();
    expect(saves).toEqual([
      {
        ...SEEDED_DEADLINES,
        earlyVoting: { text: 'Available In Most States', translations: { es: { text: 'Nueve días' } } },
      },
    ]);
  }, 30_000);

  it("adds an offer, refuses a button link that is not a web page, and saves the button's own link", async () => {
    const { saves, user } = openAsAdmin();
    const form = await screen.findByRole('form', { name: 'Offers to candidates' }, { timeout: 10_000 });
    await user.click(within(form).getByRole('button', { name: 'Add offer' }));
    const added = within(form).getByRole('group', { name: /^Offer 4/ });
    await user.type(within(added).getByLabelText('Title'), 'Field Trainings');
    await user.type(within(added).getByLabelText('Text'), 'Canvass skills for your volunteers.');
    const link = within(form).getByLabelText('Link (leave blank for the contact form)');
    await user.type(link, 'javascript:alert(1)');
    await user.click(within(form).getByRole('button', { name: 'Preview' }));

    expect(screen.getByText('Some offers need a change before the preview; see below.')).toBeInTheDocument();
    expect(link).toHaveAccessibleDescription('must be blank or a link starting with https:// or http://');
    await user.clear(link);
    await user.type(link, 'https://example.org/intake');
    await user.click(within(form).getByRole('button', { name: 'Preview' }));

    const preview = screen.getByRole('region', { name: /^Preview: the offers/ });
    expect(within(preview).getByRole('heading', { level: 3, name: 'Field Trainings' })).toBeInTheDocument();
    expect(
      within(preview).getByRole('link', { name: "Let's Work Together (opens in a new tab)" }),
    ).toHaveAttribute('href', 'https://example.org/intake');
    await user.click(within(preview).getByRole('button', { name: 'Save' }));

    expect(
      await screen.findByText('Saved the offers to candidates. The home page shows them now.'),
    ).toBeInTheDocument();
    const saved = saves[0] as TSiteContent['forCandidates'];
    expect(saved.offers.map((offer) => offer.title)).toEqual([
      'Social Media Support',
      'Creative Production',
      'Digital Mobilization',
      'Field Trainings',
    ]);
    expect(saved.callToAction.url).toBe('https://example.org/intake');
  }, 30_000);
});

describe('/admin/content: the About page and the voter checklist', () => {
  const aboutForm = () => screen.getByRole('form', { name: 'Tiles of the About page' });
  const tileOf = (name: RegExp) => within(aboutForm()).getByRole('group', { name });

  it('edits a tile, refuses a second featured tile, previews the panels in Spanish and saves', async () => {
    const { saves, user } = openAsAdmin();
    await screen.findByRole('form', { name: 'Tiles of the About page' }, { timeout: 10_000 });
    const problem = tileOf(/^Tile 2: Problem/);
    const title = within(problem).getByLabelText('Title');
    await user.clear(title);
    await user.type(title, 'The Problem');
    expect(await within(problem).findByRole('textbox', { name: 'Panel' })).toHaveTextContent(
      /Most people vote at the top of the ticket/,
    );
    await user.click(within(problem).getByRole('checkbox', { name: /^Featured/ }));
    await user.click(within(aboutForm()).getByRole('button', { name: 'Preview' }));

    expect(screen.getByText('The tiles may feature one tile at most.')).toBeInTheDocument();
    await user.click(within(problem).getByRole('checkbox', { name: /^Featured/ }));
    await user.click(within(aboutForm()).getByRole('button', { name: 'Preview' }));

    const preview = screen.getByRole('region', { name: /^Preview: the tiles as the About page/ });
    await user.click(within(preview).getByRole('button', { name: 'Español' }));
    await user.click(within(preview).getByRole('button', { name: 'El problema' }));
    expect(within(preview).getByRole('region', { name: 'El problema' })).toHaveTextContent(
      /La mayoría de la gente vota/,
    );
    await user.click(within(preview).getByRole('button', { name: 'Save' }));

    expect(
      await screen.findByText("Saved the About page's tiles. The About page shows them now."),
    ).toBeInTheDocument();
    const saved = saves[0] as TSiteContent['about'];
    expect(saved.tiles.map((tile) => [tile.title, tile.featured])).toEqual([
      ['Mission', true],
      ['The Problem', false],
      ['Proposal', false],
      ['Approach', false],
      ['Midterms 2022', false],
    ]);
    expect(saved.tiles[1]!.body).toBe(SEEDED_ABOUT.tiles[1]!.body);
  }, 30_000);
});
