import { promises as fs } from 'node:fs';
import path from 'node:path';
import { Migrator, sql, type Migration, type MigrationProvider, type MigrationResult } from 'kysely';
import type { Db } from './database';

/**
 * Migrations are plain, forward-only .sql files in migrations/, named with a timestamp prefix so
 * they sort in the order they were written. Kysely's Migrator records them and takes a lock, so
 * replicas starting together apply each file once.
 */
class SqlFileMigrationProvider implements MigrationProvider {
  constructor(private readonly folder: string) {}

  async getMigrations(): Promise<Record<string, Migration>> {
    const files = (await fs.readdir(this.folder)).filter((file) => file.endsWith('.sql')).sort();
    const migrations: Record<string, Migration> = {};
    for (const file of files) {
      const script = await fs.readFile(path.join(this.folder, file), 'utf8');
      migrations[file.replace(/\.sql$/, '')] = {
        up: (db) =>
          sql
            .raw(script)
            .execute(db)
            .then(() => undefined),
      };
    }
    return migrations;
  }
}

export class MigrationError extends Error {
  override readonly name = 'MigrationError';
}

/** Applies every pending migration; returns the names applied now (empty when up to date). */
export async function migrateToLatest(db: Db, migrationsDir: string): Promise<string[]> {
  const migrator = new Migrator({ db, provider: new SqlFileMigrationProvider(migrationsDir) });
  const { error, results = [] } = await migrator.migrateToLatest();
  if (error) {
    const failed = results.find((result: MigrationResult) => result.status === 'Error');
    throw new MigrationError(`Migration ${failed?.migrationName ?? '(unknown)'} failed: ${String(error)}`, {
      cause: error,
    });
  }
  return results.map((result) => result.migrationName);
}
