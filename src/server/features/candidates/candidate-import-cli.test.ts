import { runScript } from '../../testing/run-script';
import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openPglite } from '../../db/database';
import { describeEmbeddedOnly } from '../../testing/embedded-only';
import { copyOfStartedDataDir, MAIN_ENTRY, spawnServer } from '../../testing/server-process';

const HEADER =
  'election,fullName,firstName,lastName,state,office,district,party,incumbent,polLeaning,headshot,bio';

// The built script, as the legislation import's test runs it, on an embedded database.
describeEmbeddedOnly('the candidates:import script', () => {
  const run = (args: string[], env: Record<string, string>) => runScript('candidates-import', args, env);

  it('previews, applies with --apply, ends with the summary line, and refuses a malformed file', async () => {
    const DATA_DIR = await copyOfStartedDataDir();
    const database = await openPglite(DATA_DIR);
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

  it('goes through the server that holds the embedded folder, which shows the imported candidate at once', async () => {
    const DATA_DIR = await copyOfStartedDataDir();
    const server = spawnServer(MAIN_ENTRY, { DATA_DIR });
    try {
      const url = await server.url;
      const { id: election } = (
        await (await fetch(`${url}/trpc/elections.list?input=%7B%22lang%22%3A%22en%22%7D`)).json()
      ).result.data[0];
      const file = path.join(mkdtempSync(path.join(os.tmpdir(), 'slate-')), 'slate.csv');
      writeFileSync(
        file,
        `${HEADER}\n${election},Zoe Quill,Zoe,Quill,New York,City Council,33,Democrat,Challenger,Progressive,NA,NA\n`,
      );
      const applied = await run([file, '--apply'], { DATA_DIR });
      expect(applied.code).toBe(0);
      expect(applied.output).toContain('Run by the server that holds the embedded database.');
      expect(applied.output.trim().split('\n').at(-1)).toBe('1 new, 0 changed, 0 unchanged, 0 refused');
      const listed = await (await fetch(`${url}/api/newCandidate?office=City%20Council&district=33`)).json();
      expect(JSON.stringify(listed)).toContain('Zoe Quill');

      writeFileSync(file, 'fullName\nZoe Quill\n');
      const refused = await run([file], { DATA_DIR });
      expect(refused.code).toBe(1);
      expect(refused.output).toContain('The server refused: The file has no column for: "election"');
    } finally {
      server.child.kill('SIGTERM');
      await server.exit;
    }
  }, 180_000);
});
