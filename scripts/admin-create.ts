import { createInterface } from 'node:readline/promises';
import { parseArgs } from 'node:util';
import { ZAdminAccountSchema } from '../src/shared/schemas/auth';
import { loadConfig } from '../src/server/config';
import { openDatabase } from '../src/server/db/database';
import { migrateToLatest } from '../src/server/db/migrator';
import { createOrPromoteAdmin } from '../src/server/features/auth/auth.service';
import { createLogger } from '../src/server/logger';
import { runCli } from './cli';

// npm run admin:create -- --email ana@example.org --name "Ana Díaz"
// Creates an administrator, or promotes an existing user. The password comes from ADMIN_PASSWORD or a prompt.
await runCli(async () => {
  const { values } = parseArgs({ options: { email: { type: 'string' }, name: { type: 'string' } } });
  if (!values.email) throw new Error('Usage: npm run admin:create -- --email <email> [--name <name>]');
  const config = loadConfig();
  const password = config.admin.password ?? (await promptPassword());
  // Checked before the database is opened: a refused account creates no database in an empty folder.
  const account = ZAdminAccountSchema.parse({
    email: values.email,
    name: values.name ?? config.admin.name,
    password,
  });
  const database = await openDatabase(config, createLogger({ ...config.log, level: 'warn' }));
  try {
    await migrateToLatest(database.db, config.migrationsDir);
    const { user, outcome } = await createOrPromoteAdmin(database.db, account);
    const what = {
      created: 'Created administrator',
      promoted: 'Promoted to administrator',
      'already-admin': 'Already an administrator',
    };
    console.log(`${what[outcome]}: ${user.email}`);
  } finally {
    await database.close();
  }
});

async function promptPassword(): Promise<string> {
  const prompt = createInterface({
    input: process.stdin,
    output: process.stdout,
    terminal: process.stdin.isTTY,
  });
  try {
    return (await prompt.question('Password for the new administrator (at least 8 characters): ')).trim();
  } finally {
    prompt.close();
  }
}
