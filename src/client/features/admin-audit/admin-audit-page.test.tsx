import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TAuditEntry, TAuditPage } from '../../../shared/schemas/audit';
import { App } from '../../app/app';
import { TEST_PUBLIC_CONFIG } from '../../test/public-config';
import { mockTrpcFetch, trpcError, type TTrpcHandlers } from '../../test/trpc-fetch';

const ANA = { id: '00000000-0000-4000-8000-0000000000a1', name: 'Ana Admin', email: 'ana@example.org' };
const BEN = { id: '00000000-0000-4000-8000-0000000000b2', name: 'Ben Admin', email: 'ben@example.org' };
const CANDIDATE_ID = '00000000-0000-4000-8000-000000000c01';
const LONG_ANALYSIS = `<p>${'A long analysis of the record. '.repeat(10)}</p>`;

const entry = (id: number, overrides: Partial<TAuditEntry>): TAuditEntry => ({
  id,
  at: '2026-11-20T15:30:00.000Z',
  actor: ANA,
  entityType: 'candidate',
  entityId: CANDIDATE_ID,
  action: 'update',
  changes: {},
  source: null,
  ...overrides,
});

const NEWEST = entry(3, {
  changes: {
    party: { before: 'Democrat', after: 'Working Families' },
    specialNotes: { before: '<p>Short</p>', after: LONG_ANALYSIS },
  },
});
const BY_BEN = entry(2, {
  actor: BEN,
  entityType: 'keyword',
  entityId: '00000000-0000-4000-8000-000000000k01',
  action: 'create',
  changes: { keyword: { after: 'housing' } },
});
const OLDER = entry(1, {
  actor: null,
  entityType: 'account',
  entityId: ANA.id,
  action: 'create',
  changes: { role: { after: 'admin' }, passwordHash: { after: '[redacted]' } },
});

function stubWindowWidth(isWide: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    media: query,
    matches: isWide,
    addEventListener: () => {},
    removeEventListener: () => {},
  }));
}

function openAsAdmin(list: TTrpcHandlers['audit.list']) {
  const fetchSpy = mockTrpcFetch({
    'auth.session': () => ({ userRole: 'admin', user: { name: 'Admin', email: 'admin@example.org' } }),
    'audit.list': list,
  });
  window.history.pushState({}, '', '/admin/audit');
  vi.spyOn(console, 'info').mockImplementation(() => {});
  render(<App config={TEST_PUBLIC_CONFIG} />);
  return { fetchSpy, user: userEvent.setup() };
}

const page = (entries: TAuditEntry[], nextCursor: number | null = null, actors = [ANA, BEN]): TAuditPage => ({
  entries,
  nextCursor,
  actors,
});

describe('the audit log page', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('lists entries newest first: when, who, the entity with a link, the action and each changed field', async () => {
    stubWindowWidth(true);
    openAsAdmin(() => page([NEWEST, BY_BEN, OLDER]));

    const table = await screen.findByRole('table', { name: 'Audit log entries' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(3);
    const [first, second, third] = rows as [HTMLElement, HTMLElement, HTMLElement];
    expect(within(first).getByText('Ana Admin')).toBeInTheDocument();
    expect(within(first).getByRole('link', { name: CANDIDATE_ID })).toHaveAttribute(
      'href',
      `/candidatePage/${CANDIDATE_ID}`,
    );
    expect(within(first).getByText('Updated')).toBeInTheDocument();
    const changes = within(within(first).getByRole('list', { name: 'Changed fields' })).getAllByRole(
      'listitem',
    );
    expect(changes[0]).toHaveTextContent('party: Democrat → Working Families');
    // A long value shows its start; the whole value is a click away.
    expect(changes[1]).toHaveTextContent('specialNotes: <p>Short</p> →');
    expect(changes[1]).toHaveTextContent('(show all)');
    expect(within(first).getByText(LONG_ANALYSIS)).not.toBeVisible();
    expect(first.querySelector('time')).toHaveAttribute('datetime', NEWEST.at);

    expect(second).toHaveTextContent('Ben Admin');
    expect(second).toHaveTextContent('Search keyword');
    expect(second).toHaveTextContent('keyword: housing');
    expect(third).toHaveTextContent('System (command line or start-up)');
    expect(third).toHaveTextContent('passwordHash: [redacted]');
    expect(screen.queryByRole('button', { name: /delete|edit/i })).not.toBeInTheDocument();
  });

  it('filters by entity and by admin, and loads older entries on request', async () => {
    stubWindowWidth(true);
    const { fetchSpy, user } = openAsAdmin(({ entityType, actorId, cursor }) => {
      if (cursor === 2) return page([OLDER], null, []);
      if (entityType === 'keyword' || actorId === BEN.id) return page([BY_BEN]);
      return page([NEWEST, BY_BEN], 2);
    });

    const table = await screen.findByRole('table', { name: 'Audit log entries' });
    expect(within(table).getAllByRole('row')).toHaveLength(3);
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    await screen.findByText('System (command line or start-up)');
    expect(within(table).getAllByRole('row')).toHaveLength(4);
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();

    await user.selectOptions(screen.getByRole('combobox', { name: 'Admin' }), 'Ben Admin (ben@example.org)');
    await waitFor(() => expect(within(screen.getByRole('table')).getAllByRole('row')).toHaveLength(2));
    expect(screen.getByRole('table')).toHaveTextContent('Ben Admin');
    expect(screen.getByRole('table')).not.toHaveTextContent('Working Families');

    await user.selectOptions(screen.getByRole('combobox', { name: 'Admin' }), 'All admins');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Entity' }), 'Search keyword');
    const inputs = fetchSpy.mock.calls.map(([request]) => decodeURIComponent(String(request)));
    expect(inputs.some((url) => url.includes('"actorId":"' + BEN.id))).toBe(true);
    expect(inputs.some((url) => url.includes('"entityType":"keyword"'))).toBe(true);
  });

  it('says when nothing is recorded, and when no entry matches the filters', async () => {
    stubWindowWidth(true);
    const { user } = openAsAdmin(() => page([], null, []));
    expect(await screen.findByText('No changes have been recorded yet.')).toBeInTheDocument();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Entity' }), 'Video');
    expect(await screen.findByText('No entries match these filters.')).toBeInTheDocument();
  });

  it('shows a failed load as an error', async () => {
    stubWindowWidth(true);
    openAsAdmin(() => {
      throw trpcError('INTERNAL_SERVER_ERROR', 'Internal server error');
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The audit log could not be loaded: Internal server error',
    );
  });

  it('shows each entry on a phone as a card naming When, Who, What and Changes', async () => {
    stubWindowWidth(false);
    openAsAdmin(() => page([NEWEST]));
    const list = await screen.findByRole('list', { name: 'Audit log entries' });
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    const [card] = within(list).getAllByRole('listitem');
    expect(
      within(card!)
        .getAllByRole('term')
        .map((term) => term.textContent),
    ).toEqual(['When', 'Who', 'What', 'Changes']);
    expect(card).toHaveTextContent('Updated Candidate');
  });
});
