import { sql } from 'kysely';
import { readTestSettings } from '../config';
import { openPostgres } from '../db/database';
import { seedDemoContent } from '../db/seed';
import { DEMO_SEEDERS } from '../demo-seeders';
import { BROOKLYN, createDemoApp } from '../testing/demo-app';
import { createTestApp, type TestApp } from '../testing/test-app';
import { silentLogger } from '../testing/test-database';
import { ReadCache } from './read-cache';
import { writtenTables } from './write-tracking';

const trpcUrl = (path: string, input?: unknown) =>
  `/trpc/${path}${input === undefined ? '' : `?input=${encodeURIComponent(JSON.stringify(input))}`}`;

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((done) => (resolve = done));
  return { promise, resolve };
}

describe('ReadCache', () => {
  it('answers a read that started before an invalidation but does not keep it', async () => {
    const cache = new ReadCache();
    const stale = deferred<string>();
    const reading = cache.remember('k', ['videos'], () => stale.promise);
    cache.invalidate(['videos']);
    stale.resolve('old');
    expect(await reading).toBe('old');
    expect(await cache.remember('k', ['videos'], async () => 'new')).toBe('new');
  });

  it('drops only the entries of the tables written, and everything on a schema change', async () => {
    const cache = new ReadCache();
    await cache.remember('v', ['videos'], async () => 1);
    await cache.remember('c', ['candidates'], async () => 1);
    const heard: string[][] = [];
    cache.onInvalidate((tags) => heard.push([...tags]));
    cache.invalidate(['videos']);
    expect(await cache.remember('v', ['videos'], async () => 2)).toBe(2);
    expect(await cache.remember('c', ['candidates'], async () => 2)).toBe(1);
    cache.invalidate(writtenTables('alter table candidates add column x int'));
    expect(await cache.remember('c', ['candidates'], async () => 3)).toBe(3);
    expect(heard).toEqual([['videos'], ['*']]);
  });

  it('keeps at most its entry limit, evicting the least recently used', async () => {
    const cache = new ReadCache({ maxEntries: 2, maxBytes: 1_000_000 });
    await cache.remember('a', [], async () => 'a');
    await cache.remember('b', [], async () => 'b');
    await cache.remember('a', [], async () => 'again');
    await cache.remember('c', [], async () => 'c');
    expect(cache.size).toBe(2);
    expect(await cache.remember('a', [], async () => 'reloaded')).toBe('a');
    expect(await cache.remember('b', [], async () => 'reloaded')).toBe('reloaded');
  });

  it('reads the tables a statement writes, leaving out private ones and row locks', () => {
    expect(writtenTables('update "videos" set "title" = $1 where "id" = $2')).toEqual(['videos']);
    expect(
      writtenTables('insert into "candidates" ("a") values ($1) on conflict do update set "a" = $1'),
    ).toEqual(['candidates']);
    expect(writtenTables('select * from "videos" where "id" = $1 for update')).toEqual([]);
    expect(writtenTables('delete from "sessions" where "id" = $1')).toEqual([]);
  });
});

/** Every public read kind, as a visitor asks for it, with a write that changes what it answers. */
function readKinds(db: TestApp['database']['db']) {
  const firstVideo = () =>
    db.selectFrom('videos').select(['id', 'category']).orderBy('id').executeTakeFirstOrThrow();
  const candidate = (fullName: string) =>
    db
      .selectFrom('candidates')
      .select(['id', 'office', 'state'])
      .where('fullName', 'like', `${fullName}%`)
      .executeTakeFirstOrThrow();
  // Every row gets the mark, so whichever rows a read shows, it shows the mark.
  const renameVideo = async (mark: string) => {
    await db
      .updateTable('videos')
      .set({ title: sql<string>`coalesce(title, '') || ${mark}` })
      .execute();
  };
  const renameCandidate = () => async (mark: string) => {
    await db
      .updateTable('candidates')
      .set({ fullName: sql<string>`full_name || ${mark}` })
      .execute();
  };
  return [
    { name: 'a library page', url: async () => '/api/books/page/1', write: renameVideo },
    {
      name: 'its tRPC twin',
      url: async () => trpcUrl('videos.page', { cursor: 1, newestFirst: false }),
      write: renameVideo,
    },
    {
      name: 'a category',
      url: async () => `/api/books?cat=${encodeURIComponent((await firstVideo()).category)}`,
      write: renameVideo,
    },
    { name: 'a video', url: async () => `/api/books/${(await firstVideo()).id}`, write: renameVideo },
    {
      name: 'a candidate',
      url: async () => `/api/newCandidate/${(await candidate('Maya Torres')).id}`,
      write: renameCandidate(),
    },
    {
      name: 'candidates of an office',
      url: async () => {
        const { office, state } = await candidate('Maya Torres');
        return `/api/newCandidate?office=${encodeURIComponent(office)}&state=${encodeURIComponent(state)}`;
      },
      write: renameCandidate(),
    },
    {
      name: 'the other key states',
      url: async () => trpcUrl('candidates.otherKeyStates'),
      write: renameCandidate(),
    },
    {
      name: 'the elections',
      url: async () => trpcUrl('elections.list'),
      write: async (name: string) => {
        const { id } = await db.selectFrom('elections').select('id').orderBy('id').executeTakeFirstOrThrow();
        await db.updateTable('elections').set({ name }).where('id', '=', id).execute();
      },
    },
    {
      name: 'the dropdown',
      url: async () => '/api/dropdown',
      write: async (name: string) => {
        await db
          .updateTable('dropdownStates')
          .set({ stateFull: name })
          .where('stateShort', '=', 'NY')
          .execute();
      },
    },
    {
      name: 'the example addresses',
      url: async () => trpcUrl('districts.exampleAddresses'),
      write: async (name: string) => {
        await db.updateTable('demoAddresses').set({ address: name }).where('isExample', '=', true).execute();
      },
    },
    {
      name: 'a cached address search',
      url: async () => ({
        method: 'POST' as const,
        url: '/api/newCandidate/getDistrict',
        payload: { address: BROOKLYN.input },
      }),
      write: renameCandidate(),
    },
  ];
}

describe('the read cache in one app', () => {
  let t: TestApp;
  const statements: string[] = [];

  beforeAll(async () => {
    t = await createDemoApp({ onStatement: (sql) => statements.push(sql) });
  });
  afterAll(() => t.close());

  const ask = async (request: string | { method: 'POST'; url: string; payload: Record<string, string> }) => {
    const response = await t.app.inject(
      typeof request === 'string' ? { method: 'GET', url: request } : request,
    );
    expect(response.statusCode, response.body).toBe(200);
    return response.body;
  };

  it.each(readKinds(null as never).map(({ name }) => name))(
    'answers %s from memory, and anew after a write',
    async (name) => {
      const kind = readKinds(t.database.db).find((candidate) => candidate.name === name)!;
      const request = await kind.url();
      const before = await ask(request);
      statements.length = 0;
      expect(await ask(request)).toBe(before);
      expect(statements).toEqual([]);

      const changed = `Changed ${name} ${Date.now()}`;
      await kind.write(changed);
      const after = await ask(request);
      expect(after).toContain(changed);
    },
  );

  it('drops the cache when a transaction commits, not before', async () => {
    const { id } = await t.database.db
      .selectFrom('candidates')
      .select('id')
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const url = `/api/newCandidate/${id}`;
    await ask(url);
    const committing = deferred<void>();
    const written = deferred<void>();
    const transaction = t.database.db.transaction().execute(async (trx) => {
      await trx
        .updateTable('candidates')
        .set({ fullName: 'Renamed In A Transaction' })
        .where('id', '=', id)
        .execute();
      written.resolve();
      await committing.promise;
    });
    await written.promise;
    expect(await ask(url)).not.toContain('Renamed In A Transaction');
    committing.resolve();
    await transaction;
    expect(await ask(url)).toContain('Renamed In A Transaction');
  });
});

const { testDatabaseUrl } = readTestSettings();

describe.runIf(testDatabaseUrl)('the read cache across two replicas on one Postgres', () => {
  let replicaA: TestApp;
  let replicaB: TestApp;

  beforeAll(async () => {
    replicaA = await createTestApp();
    await seedDemoContent(replicaA.database.db, silentLogger, DEMO_SEEDERS);
    // A second database handle (its own pool, cache and listener) stands in for a second replica's.
    const second = openPostgres(replicaA.database.connectionString!, silentLogger, 2);
    replicaB = await createTestApp({
      database: { ...second, connectionString: replicaA.database.connectionString },
    });
    // Both listen before the write, so only the notification can tell B about it.
    await vi.waitFor(() => {
      expect(replicaA.database.readCache.isEnabled).toBe(true);
      expect(replicaB.database.readCache.isEnabled).toBe(true);
    });
  });
  afterAll(async () => {
    await replicaB?.close();
    await replicaA?.close();
  });

  it('shows a write through one replica on the other once the notification arrives', async () => {
    const { id } = await replicaA.database.db
      .selectFrom('candidates')
      .select('id')
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const url = `/api/newCandidate/${id}`;
    const readB = async () =>
      (await replicaB.app.inject({ method: 'GET', url })).json().data.fullName as string;
    const original = await readB();
    expect(await readB()).toBe(original);
    expect(replicaB.database.readCache.size).toBeGreaterThan(0);

    await replicaA.database.db
      .updateTable('candidates')
      .set({ fullName: 'Renamed On Replica A' })
      .where('id', '=', id)
      .execute();
    await vi.waitFor(async () => expect(await readB()).toBe('Renamed On Replica A'), {
      timeout: 5_000,
      interval: 20,
    });
  });

  it('does not empty its own cache again on hearing its own notification', async () => {
    const dropsOnA: string[][] = [];
    const stop = replicaA.database.readCache.onInvalidate((tables) => dropsOnA.push([...tables]));
    try {
      await replicaA.database.db.updateTable('videos').set({ title: 'Written on A' }).execute();
      await replicaB.database.db.updateTable('elections').set({ name: 'Written on B' }).execute();
      // A's listener hears notifications in commit order: once B's has come, A's own would have too.
      await vi.waitFor(() => expect(dropsOnA.flat()).toContain('elections'), { timeout: 5_000 });
      expect(dropsOnA).toEqual([['videos'], ['elections']]);
    } finally {
      stop();
    }
  });
});
