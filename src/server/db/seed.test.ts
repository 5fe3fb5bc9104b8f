import { sql } from 'kysely';
import { createTestDatabase, silentLogger, type TestDatabase } from '../testing/test-database';
import { isDemoContentSeeded, seedDemoContent } from './seed';
import type { Seeder } from './seeder';

const noteSeeder: Seeder = {
  name: 'notes',
  run: (trx) =>
    trx
      .insertInto('appMeta')
      .values({ key: 'demo_note', value: JSON.stringify('hello') })
      .execute()
      .then(() => {}),
};

describe('demo content', () => {
  let database: TestDatabase;
  beforeEach(async () => {
    database = await createTestDatabase();
  });
  afterEach(() => database.close());

  it('loads every seeder once into an empty database', async () => {
    expect(await isDemoContentSeeded(database.db)).toBe(false);
    await expect(seedDemoContent(database.db, silentLogger, [noteSeeder])).resolves.toBe(true);
    expect(await isDemoContentSeeded(database.db)).toBe(true);

    await expect(seedDemoContent(database.db, silentLogger, [noteSeeder])).resolves.toBe(false);
    const notes = await database.db
      .selectFrom('appMeta')
      .select('value')
      .where('key', '=', 'demo_note')
      .execute();
    expect(notes).toEqual([{ value: 'hello' }]);
  });

  it('leaves nothing behind when a seeder fails', async () => {
    const failing: Seeder = {
      name: 'broken',
      run: async (trx) => {
        await sql`select 1 / 0`.execute(trx);
      },
    };
    await expect(seedDemoContent(database.db, silentLogger, [noteSeeder, failing])).rejects.toThrow();
    expect(await isDemoContentSeeded(database.db)).toBe(false);
    const notes = await database.db.selectFrom('appMeta').select('key').execute();
    expect(notes).toEqual([]);
  });
});
