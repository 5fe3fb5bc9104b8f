/**
 * `npm run lint:openapi`: the OpenAPI document exactly as the app serves it (GET /api/openapi.json), linted
 * by the tools third parties use: Redocly (its `recommended` rules, redocly.yaml) and Spectral
 * (`spectral:oas`, .spectral.yaml). Any error fails; warnings are printed (ADR 16 says which remain and why).
 *
 * The two linters are not devDependencies: they would add about 270 packages and 83 MB to every `npm ci`
 * for one CI step. `npm exec` fetches each at its pinned version into npm's own cache on first use and
 * reuses it after.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { OPENAPI_PATH } from '../src/server/plugins/openapi';
import { createTestApp } from '../src/server/testing/test-app';
import { createTestDatabase } from '../src/server/testing/test-database';

const REDOCLY = '@redocly/cli@2.77.0';
const SPECTRAL = '@stoplight/spectral-cli@6.16.3';

/** The app is built but never listens; the document needs no tables, so the database is left empty. */
async function servedDocument(): Promise<string> {
  const t = await createTestApp({ database: await createTestDatabase({ migrate: false }) });
  try {
    const response = await t.app.inject(OPENAPI_PATH);
    if (response.statusCode !== 200) throw new Error(`${OPENAPI_PATH} answered ${response.statusCode}`);
    return response.body;
  } finally {
    await t.close();
  }
}

function run(pkg: string, args: string[]) {
  console.log(`\n$ ${pkg} ${args.join(' ')}`);
  execFileSync('npm', ['exec', '--yes', `--package=${pkg}`, '--', ...args], { stdio: 'inherit' });
}

const folder = mkdtempSync(path.join(tmpdir(), 'openapi-'));
try {
  const file = path.join(folder, 'openapi.json');
  // Indented, so each finding points at a line of its own.
  writeFileSync(file, JSON.stringify(JSON.parse(await servedDocument()), null, 2));
  run(REDOCLY, ['redocly', 'lint', file, '--config', 'redocly.yaml', '--format', 'stylish']);
  run(SPECTRAL, ['spectral', 'lint', file, '--ruleset', '.spectral.yaml', '--fail-severity', 'error']);
} catch (error) {
  // A linter's findings are already printed; only the exit status is left to give.
  if ((error as { status?: number }).status === undefined) throw error;
  process.exitCode = 1;
} finally {
  rmSync(folder, { recursive: true, force: true });
}
