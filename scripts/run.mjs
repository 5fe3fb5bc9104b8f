// `npm run db:migrate` / `npm run db:seed` / `npm run db:backup` / `npm run db:restore` / `npm run admin:create` / `npm run legislation:import`…: run a built CLI from dist/scripts, building first if needed.
import { ensureBuilt } from './ensure-built.mjs';

const [name, ...args] = process.argv.slice(2);
const COMMANDS = {
  migrate: 'db-migrate',
  seed: 'db-seed',
  backup: 'db-backup',
  restore: 'db-restore',
  'admin-create': 'admin-create',
  'districts-import': 'districts-import',
  'legislation-import': 'legislation-import',
  'candidates-import': 'candidates-import',
};
if (!COMMANDS[name]) {
  console.error(`Usage: node scripts/run.mjs <${Object.keys(COMMANDS).join('|')}> [args]`);
  process.exit(2);
}
await ensureBuilt();
process.argv = [process.argv[0], COMMANDS[name], ...args];
await import(`../dist/scripts/${COMMANDS[name]}.js`);
