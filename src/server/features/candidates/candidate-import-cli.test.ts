import { spawn } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PROJECT_ROOT } from '../../config';
import { openPglite } from '../../db/database';
import { migrateToLatest } from '../../db/migrator';
import { describeEmbeddedOnly } from '../../testing/embedded-only';
import { newDataDir } from '../../testing/server-process';

const HEADER =
  'election,fullName,firstName,lastName,state,office,district,party,incumbent,polLeaning,headshot,bio';

// The script's TypeScript through tsx, as the legislation import's test runs it, on an embedded database.
describeEmbeddedOnly('the candidates:import script', () => {
  const run = (args: string[], env: Record<string, string>) =>
    new Promise<{ code: number | null; output: string }>((resolve) => {
      const child = spawn(
        process.execPath,
        ['--import', 'tsx', path.join(PROJECT_ROOT, 'scripts/candidates-import.ts'), ...args],
        { cwd: PROJECT_ROOT, env: { LOG_LEVEL: 'warn', ...env } },
      );
      let output = '';
      child.stdout.on('data', (chunk) => (output += chunk));
      child.stderr.on('data', (chunk) => (output += chunk));
      child.on('exit', (code) => resolve({ code, output }));
    });

  it('previews, applies with --apply, ends with the summary line, and refuses a malformed file', async () => {
    const DATA_DIR = newDataDir();
    const database = await openPglite(DATA_DIR);
    await migrateToLatest(database.db, path.join(PROJECT_ROOT, 'migrations'));
    const { id: election } = await database.db.selectFrom('elections').select('id').executeTakeFirstOrThrow();
    await database.close();
    const folder = mkdtempSync(path.join(os.tmpdir(), 'slate-'));
    const file = path.join(folder, 'slate.csv');
    writeFileSync(
      file,
      `${HEADER}\n${election},Ana Ruiz,Ana,Ruiz,New York,City Council,33,Democrat,Challenger,Progressive,NA,NA\n`,
    );

    const preview = await run([file], { DATA_DIR });
    expect(preview.code).toBe(0);
    expect(preview.output).toContain('line 2: new — Ana Ruiz, City Council 33');
    expect(preview.output.trim().split('\n').slice(-2)).toEqual([
      'Nothing written: run again with --apply to import.',
      '1 new, 0 changed, 0 unchanged, 0 refused',
    ]);
    expect((await run([file, '--apply'], { DATA_DIR })).output.trim().split('\n').at(-1)).toBe(
      '1 new, 0 changed, 0 unchanged, 0 refused',
    );
    expect((await run([file, '--apply'], { DATA_DIR })).output.trim().split('\n').at(-1)).toBe(
      '0 new, 0 changed, 1 unchanged, 0 refused',
    );

    writeFileSync(file, 'fullName\nAna Ruiz\n');
    const refused = await run([file, '--apply'], { DATA_DIR });
    expect(refused.code).toBe(1);
    expect(refused.output).toMatch(/^The file has no column for: "election", /);
    expect(await run([], { DATA_DIR })).toMatchObject({
      code: 1,
      output: expect.stringContaining('Usage: npm run candidates:import -- <file.csv> [--apply]'),
    });
    // Five processes, each compiling the script and opening the embedded database: slow on a busy machine.
  }, 180_000);
});
