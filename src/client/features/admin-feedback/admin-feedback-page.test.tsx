import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { App } from '../../app/app';
import { TEST_PUBLIC_CONFIG } from '../../test/public-config';
import { callsTo, mockTrpcFetch } from '../../test/trpc-fetch';

const FEEDBACKS = [
  {
    id: '00000000-0000-4000-8000-000000000001',
    fullName: 'Ada Writer',
    email: 'a.very.long.address.for.a.narrow.screen@example.org',
    feedback: 'The deadlines section helped.\nThank you!',
    createdAt: '2026-01-02T00:00:00.000Z',
  },
  {
    id: '00000000-0000-4000-8000-000000000002',
    fullName: 'Ben Reader',
    email: 'ben@example.org',
    feedback: 'Please add my district.',
    createdAt: '2026-01-01T00:00:00.000Z',
  },
];

/** A window as wide as a phone or a desktop, as `matchMedia` reports it; `resize` changes it. */
function stubWindowWidth(isWide: boolean) {
  const listeners = new Set<() => void>();
  const state = { isWide };
  vi.stubGlobal('matchMedia', (query: string) => ({
    media: query,
    get matches() {
      return state.isWide;
    },
    addEventListener: (_: string, listener: () => void) => listeners.add(listener),
    removeEventListener: (_: string, listener: () => void) => listeners.delete(listener),
  }));
  return {
    resize(toWide: boolean) {
      state.isWide = toWide;
      act(() => listeners.forEach((listener) => listener()));
    },
  };
}

function openAsAdmin() {
  const fetchSpy = mockTrpcFetch({
    'auth.session': () => ({ userRole: 'admin', user: { name: 'Admin', email: 'admin@example.org' } }),
    'feedback.list': () => ({ feedbacks: FEEDBACKS, totalPages: 1 }),
    'feedback.delete': () => undefined,
  });
  window.history.pushState({}, '', '/admin/feedback');
  vi.spyOn(console, 'info').mockImplementation(() => {});
  render(<App config={TEST_PUBLIC_CONFIG} />);
  return { fetchSpy, user: userEvent.setup() };
}

describe('the admin feedback page', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('shows each message on a phone as a card naming Full Name, Email and Feedback, with its delete button', async () => {
    stubWindowWidth(false);
    openAsAdmin();

    const list = await screen.findByRole('list', { name: 'Feedback messages' });
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    const cards = within(list).getAllByRole('listitem');
    expect(cards).toHaveLength(2);
    cards.forEach((card, index) => {
      const item = FEEDBACKS[index]!;
      expect(
        within(card)
          .getAllByRole('term')
          .map((term) => term.textContent),
      ).toEqual(['Full Name', 'Email', 'Feedback']);
      expect(
        within(card)
          .getAllByRole('definition')
          .map((value) => value.textContent),
      ).toEqual([item.fullName, item.email, item.feedback]);
      expect(within(card).getByRole('link', { name: item.email })).toHaveAttribute(
        'href',
        `mailto:${item.email}`,
      );
      expect(
        within(card).getByRole('button', { name: `Delete feedback from ${item.fullName}` }),
      ).toBeInTheDocument();
    });
  });

  it('shows a table with Full Name, Email and Feedback columns on a wide screen', async () => {
    stubWindowWidth(true);
    openAsAdmin();

    const table = await screen.findByRole('table');
    expect(screen.queryByRole('list', { name: 'Feedback messages' })).not.toBeInTheDocument();
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Full Name', 'Email', 'Feedback', 'Delete']);
    const [, ...rows] = within(table).getAllByRole('row');
    expect(rows.map((row) => within(row).getAllByRole('cell')[0]!.textContent)).toEqual([
      'Ada Writer',
      'Ben Reader',
    ]);
  });

  it('switches between cards and the table as the window crosses the tablet width', async () => {
    const viewport = stubWindowWidth(false);
    openAsAdmin();
    await screen.findByRole('list', { name: 'Feedback messages' });

    viewport.resize(true);
    expect(screen.getByRole('table')).toBeInTheDocument();
    viewport.resize(false);
    expect(screen.getByRole('list', { name: 'Feedback messages' })).toBeInTheDocument();
  });

  it('deletes the message of a card once confirmed', async () => {
    stubWindowWidth(false);
    const { fetchSpy, user } = openAsAdmin();
    vi.spyOn(window, 'confirm').mockReturnValue(true);

    await user.click(await screen.findByRole('button', { name: 'Delete feedback from Ben Reader' }));

    expect(window.confirm).toHaveBeenCalledWith('Delete the feedback from Ben Reader?');
    const [deleteCall] = callsTo(fetchSpy, 'feedback.delete');
    expect(deleteCall).toBeDefined();
    const [, init] = fetchSpy.mock.calls.find(([request]) => String(request).includes('feedback.delete'))!;
    expect(JSON.parse(String(init?.body))).toEqual({ 0: { id: FEEDBACKS[1]!.id } });
  });
});
