import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TMissionCard } from '../../../shared/constants/site-content';
import { App } from '../../app/app';
import { TEST_PUBLIC_CONFIG } from '../../test/public-config';
import { SEEDED_MISSION } from '../../test/site-content';
import { mockTrpcFetch, trpcError } from '../../test/trpc-fetch';

/** /admin/content over mission cards held in the test, as the server keeps them. */
function openAsAdmin({ refuse = false } = {}) {
  let stored: TMissionCard[] = SEEDED_MISSION.cards;
  const saves: TMissionCard[][] = [];
  mockTrpcFetch({
    'auth.session': () => ({ userRole: 'admin', user: { name: 'Admin', email: 'admin@example.org' } }),
    'content.section': () => ({ cards: stored }),
    'content.save': ({ content }) => {
      if (refuse) throw trpcError('BAD_REQUEST', 'content.cards.0.title: cannot be blank!');
      saves.push(content.cards as TMissionCard[]);
      stored = content.cards as TMissionCard[];
      return { cards: stored };
    },
  });
  window.history.pushState({}, '', '/admin/content');
  vi.spyOn(console, 'info').mockImplementation(() => {});
  render(<App config={TEST_PUBLIC_CONFIG} />);
  return { saves, user: userEvent.setup() };
}

/** The form's cards, a fieldset each. */
const cards = () => within(screen.getByRole('form', { name: 'Mission cards' })).getAllByRole('group');
const legends = () => cards().map((card) => card.querySelector('legend')?.textContent);

afterEach(() => vi.restoreAllMocks());

describe('/admin/content: the mission cards', () => {
  it('adds, removes and reorders cards, previews them in each language and saves them', async () => {
    const { saves, user } = openAsAdmin();
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

    await user.click(screen.getByRole('button', { name: 'Preview' }));
    const preview = screen.getByRole('region', { name: /^Preview/ });
    expect(
      within(within(preview).getByRole('list'))
        .getAllByRole('heading', { level: 3 })
        .map((title) => title.textContent),
    ).toEqual(['Contextualized Coverage', 'Progressive Values', 'Accountability Tracking', 'Tenant Power']);
    expect(saves).toEqual([]);
    await user.click(within(preview).getByRole('button', { name: 'Español' }));
    expect(within(preview).getByRole('heading', { name: 'Poder inquilino' })).toBeInTheDocument();
    expect(within(preview).getByText('We organize buildings.')).toHaveAttribute('lang', 'en');
    expect(within(preview).getByText('Cobertura con contexto')).toBeInTheDocument();

    await user.click(within(preview).getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByText('Saved the mission cards. The home page shows them now.'),
    ).toBeInTheDocument();
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
    const { saves, user } = openAsAdmin();
    await screen.findByRole('form', { name: 'Mission cards' }, { timeout: 10_000 });
    const first = cards()[0]!;
    await user.clear(within(first).getByLabelText('Title'));
    await user.click(screen.getByRole('button', { name: 'Preview' }));

    expect(screen.getByText('Some cards need a change before the preview; see below.')).toBeInTheDocument();
    expect(within(first).getByLabelText('Title')).toHaveAccessibleDescription('cannot be blank!');
    expect(screen.queryByRole('region', { name: /^Preview/ })).not.toBeInTheDocument();
    expect(saves).toEqual([]);
  }, 30_000);

  it("says why the server refused a save and keeps the admin's cards", async () => {
    const { user } = openAsAdmin({ refuse: true });
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    await screen.findByRole('form', { name: 'Mission cards' }, { timeout: 10_000 });
    await user.click(screen.getByRole('button', { name: 'Preview' }));
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
