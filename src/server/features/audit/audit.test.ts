import sharp from 'sharp';
import { sql } from 'kysely';
import { AUDIT_PAGE_SIZE, type TAuditEntry } from '../../../shared/schemas/audit';
import { ZCandidateSchema } from '../../../shared/schemas/candidates';
import type { TElectionInput } from '../../../shared/schemas/elections';
import { signedInAs, TEST_PASSWORD } from '../../testing/accounts';
import { VALID_CANDIDATE } from '../../testing/content';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { createInnerContext } from '../../trpc/context';
import { createCaller } from '../../trpc/router';
import { createOrPromoteAdmin, registerUser, type TSessionUser } from '../auth/auth.service';
import { auditRouter } from './audit.router';
import { diffFields, recordAudit, REDACTED } from './audit.service';

const ELECTION: TElectionInput = {
  name: 'NYC Primary Election',
  date: '2027-06-22',
  timeZone: 'America/New_York',
  type: 'Primary',
  location: 'New York City, NY',
  description: 'Party primaries.',
  ballotPositions: ['City Council'],
  progressiveIssues: ['Affordable rents'],
  registrationDeadline: '2027-06-12',
  earlyVotingStart: null,
  earlyVotingEnd: null,
  mailBallotRequestDeadline: null,
  drivesCountdown: false,
};

describe('diffFields', () => {
  it('keeps only the fields that changed, before and after', () => {
    expect(
      diffFields(
        { name: 'A', tags: ['x'], at: new Date('2026-01-01T00:00:00Z'), same: 1 },
        { name: 'B', tags: ['x', 'y'], at: new Date('2026-01-01T00:00:00Z'), same: 1 },
      ),
    ).toEqual({ name: { before: 'A', after: 'B' }, tags: { before: ['x'], after: ['x', 'y'] } });
  });

  it('gives a create only "after" and a delete only "before"', () => {
    expect(diffFields(null, { name: 'A', note: null })).toEqual({
      name: { after: 'A' },
      note: { after: null },
    });
    expect(diffFields({ name: 'A' }, null)).toEqual({ name: { before: 'A' } });
  });

  it('never shows a password hash, token or second-factor secret, only that it changed', () => {
    const changes = diffFields(
      { passwordHash: '$argon2id$old', tokenHash: 't1', totpSecret: 's1', recoveryCodes: ['a'], name: 'A' },
      { passwordHash: '$argon2id$new', tokenHash: 't2', totpSecret: 's2', recoveryCodes: ['b'], name: 'A' },
    );
    expect(changes).toEqual({
      passwordHash: { before: REDACTED, after: REDACTED },
      tokenHash: { before: REDACTED, after: REDACTED },
      totpSecret: { before: REDACTED, after: REDACTED },
      recoveryCodes: { before: REDACTED, after: REDACTED },
    });
    expect(diffFields({ passwordHash: 'same' }, { passwordHash: 'same' })).toEqual({});
  });
});

describe('the audit log', () => {
  let t: TestApp;
  let admin: TSessionUser;
  let otherAdmin: TSessionUser;
  let adminCookie: string;
  let restAdmin: TSessionUser;

  const caller = (user: TSessionUser | null = admin) =>
    createCaller(createInnerContext(t.deps, { clientAddress: 'audit-test', user }));
  const rows = () => t.database.db.selectFrom('auditLog').selectAll().orderBy('id').execute();
  const entries = async (afterId = 0) =>
    (await rows())
      .filter((row) => row.id > afterId)
      .map((row) => ({
        actorId: row.actorId,
        actorName: row.actorName,
        entityType: row.entityType,
        entityId: row.entityId,
        action: row.action,
        changes: row.changes,
      }));
  /** The entries written by `write`, and nothing else. */
  async function entriesOf(write: () => Promise<unknown>) {
    const lastId = (await rows()).at(-1)?.id ?? 0;
    await write();
    return entries(lastId);
  }
  const asUser = async (email: string): Promise<TSessionUser> => {
    const row = await t.database.db
      .selectFrom('users')
      .select(['id', 'name', 'email', 'role'])
      .where('email', '=', email)
      .executeTakeFirstOrThrow();
    return row;
  };

  beforeAll(async () => {
    t = await createTestApp();
    const created = await createOrPromoteAdmin(t.database.db, {
      name: 'Ana Admin',
      email: 'ana@example.org',
      password: TEST_PASSWORD,
    });
    admin = { ...created.user, role: 'admin' };
    const other = await createOrPromoteAdmin(t.database.db, {
      name: 'Ben Admin',
      email: 'ben@example.org',
      password: TEST_PASSWORD,
    });
    otherAdmin = { ...other.user, role: 'admin' };
    const signedIn = await signedInAs(t.app, t.database.db, 'admin');
    adminCookie = signedIn.cookie;
    restAdmin = await asUser(signedIn.email);
  });
  afterAll(() => t.close());

  describe('each admin write is one entry', () => {
    it('candidates: create, update (analysis and position answers), delete', async () => {
      const form = ZCandidateSchema.parse(VALID_CANDIDATE);
      let id = '';
      const [created] = await entriesOf(async () => {
        id = (await caller().candidates.create(form)).id;
      });
      expect(created).toMatchObject({
        actorId: admin.id,
        actorName: 'Ana Admin',
        entityType: 'candidate',
        entityId: id,
        action: 'create',
      });
      expect(created!.changes.fullName).toEqual({ after: 'Maya Torres' });
      expect(created!.changes.specialNotes).toEqual({ after: '<p>Tenant organiser</p>' });

      const updated = await entriesOf(() =>
        caller().candidates.update({
          id,
          candidate: {
            ...form,
            specialNotes: '<p>Tenant organiser and nurse</p>',
            matrixQuestions: { ...form.matrixQuestions, criminalJustice: { ice: 'Yes' } },
          },
        }),
      );
      expect(updated).toEqual([
        {
          actorId: admin.id,
          actorName: 'Ana Admin',
          entityType: 'candidate',
          entityId: id,
          action: 'update',
          changes: {
            specialNotes: { before: '<p>Tenant organiser</p>', after: '<p>Tenant organiser and nurse</p>' },
            matrixQuestions: {
              before: form.matrixQuestions,
              after: { ...form.matrixQuestions, criminalJustice: { ice: 'Yes' } },
            },
          },
        },
      ]);

      const deleted = await entriesOf(() => caller().candidates.delete({ id }));
      expect(deleted).toHaveLength(1);
      expect(deleted[0]).toMatchObject({ entityId: id, action: 'delete' });
      expect(deleted[0]!.changes.fullName).toEqual({ before: 'Maya Torres' });
    });

    it('candidates over REST name the signed-in admin', async () => {
      const [entry] = await entriesOf(() =>
        t.app.inject({
          method: 'POST',
          url: '/api/newCandidate',
          payload: VALID_CANDIDATE,
          headers: { cookie: adminCookie },
        }),
      );
      expect(entry).toMatchObject({ actorId: restAdmin.id, entityType: 'candidate', action: 'create' });
    });

    it('elections: create, update, countdown switch, delete', async () => {
      let id = '';
      const created = await entriesOf(async () => {
        id = (await caller().elections.create(ELECTION)).id;
      });
      expect(created).toHaveLength(1);
      expect(created[0]!.changes.electionDate).toEqual({ after: '2027-06-22' });

      const updated = await entriesOf(() =>
        caller().elections.update({ id, election: { ...ELECTION, location: 'Brooklyn, NY' } }),
      );
      expect(updated.map((entry) => entry.changes)).toEqual([
        { location: { before: 'New York City, NY', after: 'Brooklyn, NY' } },
      ]);

      const switched = await entriesOf(() => caller().elections.setCountdown({ id, drivesCountdown: true }));
      expect(switched.map((entry) => [entry.action, entry.changes])).toEqual([
        ['update', { drivesCountdown: { before: false, after: true } }],
      ]);

      const deleted = await entriesOf(() => caller().elections.delete({ id }));
      expect(deleted.map((entry) => [entry.entityType, entry.entityId, entry.action])).toEqual([
        ['election', id, 'delete'],
      ]);
    });

    it('states: the state whose flag changed', async () => {
      const states = await caller().states.dropdown();
      const written = await entriesOf(() =>
        caller().states.update(
          states.map((state) => (state.stateShort === 'NJ' ? { ...state, stateActive: true } : state)),
        ),
      );
      expect(written).toEqual([
        {
          actorId: admin.id,
          actorName: 'Ana Admin',
          entityType: 'state',
          entityId: 'NJ',
          action: 'update',
          changes: { stateActive: { before: false, after: true } },
        },
      ]);
      expect(await entriesOf(() => caller().states.update(states.map((state) => state)))).toHaveLength(1);
    });

    it('keywords over REST: create, update, delete', async () => {
      const call = (method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
        t.app.inject({ method, url, ...(payload ? { payload } : {}), headers: { cookie: adminCookie } });
      let id = '';
      const written = await entriesOf(async () => {
        id = (await call('POST', '/api/searchKeyword', { keyword: 'housing' })).json().data._id;
        await call('PUT', `/api/searchKeyword/${id}`, { keyword: 'rent' });
        await call('DELETE', `/api/searchKeyword/${id}`);
      });
      expect(
        written.map(({ actorId, entityId, action, changes }) => ({ actorId, entityId, action, changes })),
      ).toEqual([
        { actorId: restAdmin.id, entityId: id, action: 'create', changes: { keyword: { after: 'housing' } } },
        {
          actorId: restAdmin.id,
          entityId: id,
          action: 'update',
          changes: { keyword: { before: 'housing', after: 'rent' } },
        },
        { actorId: restAdmin.id, entityId: id, action: 'delete', changes: { keyword: { before: 'rent' } } },
      ]);
    });

    it('videos over REST: create, update, delete', async () => {
      const png = await sharp({ create: { width: 400, height: 300, channels: 3, background: '#c03' } })
        .png()
        .toBuffer();
      const form = (fields: Record<string, string>, withImage: boolean) => {
        const body = new FormData();
        for (const [name, value] of Object.entries(fields)) body.append(name, value);
        if (withImage) body.append('image', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'a.png');
        return body;
      };
      const upload = (method: 'POST' | 'PUT', url: string, body: FormData) =>
        t.app.inject({ method, url, payload: body, headers: { cookie: adminCookie } });
      const created = await entriesOf(() =>
        upload('POST', '/api/books', form({ url: '7312345678901234567', category: 'Current Events' }, true)),
      );
      expect(created).toHaveLength(1);
      expect(created[0]).toMatchObject({ actorId: restAdmin.id, entityType: 'video', action: 'create' });
      expect(created[0]!.changes.tiktokId).toEqual({ after: '7312345678901234567' });
      const id = created[0]!.entityId;

      const updated = await entriesOf(() =>
        upload(
          'PUT',
          `/api/books/${id}`,
          form({ url: '7312345678901234567', category: 'Unionizing 101' }, false),
        ),
      );
      expect(updated.map((entry) => entry.changes)).toEqual([
        { category: { before: 'Current Events', after: 'Unionizing 101' } },
      ]);

      const deleted = await entriesOf(() =>
        t.app.inject({ method: 'DELETE', url: `/api/books/${id}`, headers: { cookie: adminCookie } }),
      );
      expect(deleted.map((entry) => [entry.entityId, entry.action])).toEqual([[id, 'delete']]);
    });

    it('feedback deletion keeps when it was sent, not who sent it or what it said', async () => {
      await caller(null).feedback.submit({
        fullName: 'Visitor Vera',
        email: 'vera@example.org',
        feedback: 'Private words',
        website: '',
      });
      const [message] = (await caller().feedback.list({ page: 0 })).feedbacks;
      const deleted = await entriesOf(() => caller().feedback.delete({ id: message!.id }));
      expect(deleted).toEqual([
        {
          actorId: admin.id,
          actorName: 'Ana Admin',
          entityType: 'feedback',
          entityId: message!.id,
          action: 'delete',
          changes: { createdAt: { before: message!.createdAt } },
        },
      ]);
      expect(JSON.stringify(deleted)).not.toMatch(/Vera|vera@|Private words/);
    });

    it('accounts: an admin created, a user promoted; never a password hash or a session token', async () => {
      const created = await entriesOf(() =>
        createOrPromoteAdmin(t.database.db, { name: 'Cy', email: 'cy@example.org', password: TEST_PASSWORD }),
      );
      expect(
        created.map(({ actorId, actorName, entityType, action, changes }) => ({
          actorId,
          actorName,
          entityType,
          action,
          changes,
        })),
      ).toEqual([
        {
          actorId: null,
          actorName: null,
          entityType: 'account',
          action: 'create',
          changes: {
            name: { after: 'Cy' },
            email: { after: 'cy@example.org' },
            role: { after: 'admin' },
            passwordHash: { after: REDACTED },
          },
        },
      ]);

      await registerUser(
        t.database.db,
        {
          name: 'Dee',
          email: 'dee@example.org',
          password: TEST_PASSWORD,
          passwordConfirmation: TEST_PASSWORD,
        },
        'audit-test',
      );
      const promoted = await entriesOf(() =>
        createOrPromoteAdmin(
          t.database.db,
          { name: 'Dee', email: 'dee@example.org', password: 'a new password here' },
          { takeOverPassword: true },
        ),
      );
      expect(promoted.map((entry) => entry.changes)).toEqual([
        { role: { before: 'user', after: 'admin' }, passwordHash: { before: REDACTED, after: REDACTED } },
      ]);

      const stored = JSON.stringify(await entries());
      const hashes = await t.database.db.selectFrom('users').select('passwordHash').execute();
      const tokens = await t.database.db.selectFrom('sessions').select('tokenHash').execute();
      expect(hashes.length).toBeGreaterThan(0);
      for (const { passwordHash } of hashes) expect(stored).not.toContain(passwordHash);
      for (const { tokenHash } of tokens) expect(stored).not.toContain(tokenHash);
      expect(stored).not.toContain(TEST_PASSWORD);
      expect(stored).not.toContain('$argon2');
    });
  });

  describe('a write that fails', () => {
    it('leaves no entry and no change (unique conflict, unknown id, invalid input)', async () => {
      const first = await caller().keywords.create({ keyword: 'transit' });
      await caller().keywords.create({ keyword: 'schools' });
      const failed = await entriesOf(async () => {
        await expect(caller().keywords.update({ id: first.id, keyword: 'Schools' })).rejects.toThrow(
          'That keyword is already in the list.',
        );
        await expect(caller().keywords.create({ keyword: 'SCHOOLS' })).rejects.toThrow();
        await expect(
          caller().candidates.update({
            id: '00000000-0000-4000-8000-000000000000',
            candidate: ZCandidateSchema.parse(VALID_CANDIDATE),
          }),
        ).rejects.toThrow('No such candidate.');
        await expect(caller().elections.create({ ...ELECTION, name: '' })).rejects.toThrow();
      });
      expect(failed).toEqual([]);
      expect((await caller().keywords.list()).map(({ keyword }) => keyword)).toEqual(
        expect.arrayContaining(['transit', 'schools']),
      );
    });

    it('is undone when its audit entry cannot be written', async () => {
      // A constraint the entry breaks: the insert fails after the keyword's own insert succeeded.
      await sql`alter table audit_log add constraint audit_refuses_keywords check (entity_type <> 'keyword') not valid`.execute(
        t.database.db,
      );
      try {
        const before = await caller().keywords.list();
        await expect(caller().keywords.create({ keyword: 'never stored' })).rejects.toThrow();
        expect(await caller().keywords.list()).toEqual(before);
        await expect(
          caller().keywords.update({ id: before[0]!.id, keyword: 'never renamed' }),
        ).rejects.toThrow();
        expect(await caller().keywords.list()).toEqual(before);
      } finally {
        await sql`alter table audit_log drop constraint audit_refuses_keywords`.execute(t.database.db);
      }
    });
  });

  describe('the list', () => {
    it('is newest first, filtered by entity and by admin, a page at a time', async () => {
      await caller(otherAdmin).keywords.create({ keyword: 'by ben' });
      for (let index = 0; index < AUDIT_PAGE_SIZE + 5; index += 1)
        await recordAudit(t.database.db, {
          actor: admin,
          entityType: 'election',
          entityId: `e${index}`,
          before: null,
          after: { index },
        });

      const first = await caller().audit.list({});
      expect(first.entries).toHaveLength(AUDIT_PAGE_SIZE);
      expect(first.entries[0]).toMatchObject({ entityId: `e${AUDIT_PAGE_SIZE + 4}`, action: 'create' });
      const ids = first.entries.map((entry) => entry.id);
      expect(ids).toEqual([...ids].sort((a, b) => b - a));
      expect(first.actors).toEqual(
        expect.arrayContaining([
          { id: admin.id, name: 'Ana Admin', email: 'ana@example.org' },
          { id: otherAdmin.id, name: 'Ben Admin', email: 'ben@example.org' },
        ]),
      );

      const all: TAuditEntry[] = [...first.entries];
      let cursor = first.nextCursor;
      while (cursor) {
        const page = await caller().audit.list({ cursor });
        expect(page.actors).toBeNull();
        all.push(...page.entries);
        cursor = page.nextCursor;
      }
      const total = (await entries()).length;
      expect(all).toHaveLength(total);
      expect(new Set(all.map((entry) => entry.id)).size).toBe(total);

      const byBen = await caller().audit.list({ actorId: otherAdmin.id });
      expect(byBen.entries.map((entry) => [entry.entityType, entry.changes])).toEqual([
        ['keyword', { keyword: { after: 'by ben' } }],
      ]);
      expect(byBen.entries[0]!.actor).toEqual({
        id: otherAdmin.id,
        name: 'Ben Admin',
        email: 'ben@example.org',
      });

      const accounts = await caller().audit.list({ entityType: 'account' });
      expect(accounts.entries.length).toBeGreaterThan(0);
      expect(accounts.entries.every((entry) => entry.entityType === 'account')).toBe(true);
      expect(accounts.entries.at(-1)!.actor).toBeNull();

      const both = await caller().audit.list({ entityType: 'keyword', actorId: otherAdmin.id });
      expect(both.entries).toHaveLength(1);
    });

    it('offers no way to edit or delete an entry', async () => {
      expect(Object.keys(auditRouter._def.procedures)).toEqual(['list']);
      expect(t.app.printRoutes({ commonPrefix: false })).not.toMatch(/audit/i);
    });

    it('refuses visitors and users', async () => {
      await expect(caller(null).audit.list({})).rejects.toThrow('Sign in to continue.');
      await expect(caller({ ...admin, role: 'user' }).audit.list({})).rejects.toThrow(
        'You are not an administrator.',
      );
    });
  });
});
