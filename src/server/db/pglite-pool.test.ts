import { sql } from 'kysely';
import { newDataDir } from '../testing/server-process';
import { MIGRATIONS_DIR } from '../testing/test-database';
import { openPglite, type Database } from './database';
import { DEFAULT_PGLITE_SHARED_BUFFERS_MB } from '../config';
import { migrateToLatest } from './migrator';
import { describeEmbeddedOnly } from '../testing/embedded-only';

// The PGlite adapter specifically: the run with TEST_DATABASE_URL would only repeat it.
describeEmbeddedOnly('PGlite behind Kysely', () => {
  let database: Database;
  beforeAll(async () => {
    database = await openPglite(null);
    await migrateToLatest(database.db, MIGRATIONS_DIR);
  });
  afterAll(() => database.close());

  const insert = (key: string) =>
    database.db.insertInto('appMeta').values({ key, value: JSON.stringify(key) });

  it('keeps concurrent transactions apart on its single connection', async () => {
    const order: string[] = [];
    const slow = database.db.transaction().execute(async (trx) => {
      order.push('slow:start');
      await trx.insertInto('appMeta').values({ key: 'slow', value: '1' }).execute();
      await sql`select pg_sleep(0.05)`.execute(trx);
      order.push('slow:end');
      throw new Error('roll back');
    });
    const fast = database.db.transaction().execute(async (trx) => {
      order.push('fast:start');
      const seen = await trx.selectFrom('appMeta').select('key').where('key', '=', 'slow').execute();
      order.push('fast:end');
      return seen;
    });
    await expect(slow).rejects.toThrow('roll back');
    await expect(fast).resolves.toEqual([]);
    expect(order).toEqual(['slow:start', 'slow:end', 'fast:start', 'fast:end']);
  });

  it('reports affected rows and returns bigint counts as numbers', async () => {
    await insert('a').execute();
    await insert('b').execute();
    const updated = await database.db
      .updateTable('appMeta')
      .set({ value: '2' })
      .where('key', 'in', ['a', 'b'])
      .executeTakeFirst();
    expect(updated.numUpdatedRows).toBe(2n);
    const { count } = await database.db
      .selectFrom('appMeta')
      .select((eb) => eb.fn.countAll().as('count'))
      .executeTakeFirstOrThrow();
    expect(count).toBe(2);
  });

  it('sizes its page cache as configured', async () => {
    const shown = () => sql<{ sharedBuffers: string }>`show shared_buffers`.execute(database.db);
    expect((await shown()).rows).toEqual([{ sharedBuffers: `${DEFAULT_PGLITE_SHARED_BUFFERS_MB}MB` }]);
    const sized = await openPglite(null, undefined, { sharedBuffersMb: 3 });
    try {
      expect((await sql`show shared_buffers`.execute(sized.db)).rows).toEqual([{ sharedBuffers: '3MB' }]);
    } finally {
      await sized.close();
    }
  });

  it('reopens on its data folder with the data and the page cache it had, queries waiting meanwhile', async () => {
    const onDisk = await openPglite(newDataDir(), undefined, { sharedBuffersMb: 3 });
    try {
      await migrateToLatest(onDisk.db, MIGRATIONS_DIR);
      await onDisk.db.insertInto('appMeta').values({ key: 'kept', value: '1' }).execute();
      const [, kept] = await Promise.all([
        onDisk.reopen!(),
        onDisk.db.selectFrom('appMeta').select('key').where('key', '=', 'kept').execute(),
      ]);
      expect(kept).toEqual([{ key: 'kept' }]);
      expect((await sql`show shared_buffers`.execute(onDisk.db)).rows).toEqual([{ sharedBuffers: '3MB' }]);
    } finally {
      await onDisk.close();
    }
  });
});
