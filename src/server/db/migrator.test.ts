import { mkdtemp, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { createTestDatabase, MIGRATIONS_DIR, type TestDatabase } from '../testing/test-database';
import type { Db } from './database';
import { MigrationError, migrateToLatest } from './migrator';

async function schemaSnapshot(db: Db) {
  const { rows } = await sql<{ tableName: string; columnName: string; dataType: string }>`
    select table_name, column_name, data_type from information_schema.columns
    where table_schema = 'public' order by table_name, column_name`.execute(db);
  return rows;
}

describe('migrations', () => {
  let database: TestDatabase;
  beforeEach(async () => {
    database = await createTestDatabase({ migrate: false });
  });
  afterEach(() => database.close());

  it('applies every file in migrations/ once; running again changes nothing', async () => {
    const first = await migrateToLatest(database.db, MIGRATIONS_DIR);
    expect(first).toContain('20261121000000_app_meta');
    const afterFirst = await schemaSnapshot(database.db);
    expect(afterFirst).toContainEqual({ tableName: 'app_meta', columnName: 'value', dataType: 'jsonb' });

    await expect(migrateToLatest(database.db, MIGRATIONS_DIR)).resolves.toEqual([]);
    expect(await schemaSnapshot(database.db)).toEqual(afterFirst);
  });

  it('names a failing migration and leaves none of it applied', async () => {
    const folder = await mkdtemp(path.join(os.tmpdir(), 'migrations-'));
    await writeFile(path.join(folder, '20990101000000_good.sql'), 'CREATE TABLE good_one (id int);');
    await writeFile(
      path.join(folder, '20990102000000_bad.sql'),
      'CREATE TABLE half (id int);\nCREATE TABLE broken (;',
    );

    const attempt = migrateToLatest(database.db, folder);
    await expect(attempt).rejects.toThrow(MigrationError);
    await expect(migrateToLatest(database.db, folder)).rejects.toThrow(/Migration 20990102000000_bad failed/);
    const tables = (await schemaSnapshot(database.db)).map((column) => column.tableName);
    expect(tables).not.toContain('half');
  });
});
