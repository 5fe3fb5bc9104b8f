import { sql } from 'kysely';
import { MIGRATIONS_DIR } from '../testing/test-database';
import { openPglite, type Database } from './database';
import { migrateToLatest } from './migrator';

// The PGlite adapter specifically, whatever TEST_DATABASE_URL says.
describe('PGlite behind Kysely', () => {
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
});
