import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { MAIN_ENTRY, newDataDir, spawnServer, type ServerProcess } from '../testing/server-process';
import { loadMessage, postFeedback, startWriteLoad } from '../testing/write-load';
import { openPglite } from './database';
import { describeEmbeddedOnly } from '../testing/embedded-only';

const running: ServerProcess[] = [];
afterEach(() => {
  running.splice(0).forEach((server) => server.child.kill('SIGKILL'));
});
const start = (dataDir: string) => {
  const server = spawnServer(MAIN_ENTRY, { DATA_DIR: dataDir });
  running.push(server);
  return server;
};

describeEmbeddedOnly('the embedded database, when the server is killed (kill -9) under writes', () => {
  // Two starts of the server from its sources, the first seeding the demo content: on a busy 2-core
  // machine that can take most of a minute.
  it('loses no acknowledged write, and the next start opens the data folder at once', async () => {
    const dataDir = newDataDir();
    const first = start(dataDir);
    const url = await first.url;
    const load = startWriteLoad((n) => postFeedback(url, n));
    await expect.poll(() => load.acknowledged().length, { timeout: 20_000 }).toBeGreaterThanOrEqual(30);

    first.child.kill('SIGKILL');
    const { code, output } = await first.exit;
    expect(code).toBe(null);
    // The first start created the database and loaded the demo content in a child process, whose
    // memory went with it (ADR 33), not in the server's own.
    const seedingPids = output
      .split('\n')
      .filter((line) => line.includes('"loading demo content"'))
      .map((line) => (JSON.parse(line) as { pid: number }).pid);
    expect(seedingPids.length).toBeGreaterThan(0);
    expect(seedingPids).not.toContain(first.child.pid);
    await load.stop();
    const acknowledged = load.acknowledged();
    // The dead process's lock is still there; the next start takes it over.
    expect(readFileSync(path.join(dataDir, 'server.lock'), 'utf8')).toBe(String(first.child.pid));

    const second = start(dataDir);
    const secondUrl = await second.url;
    expect(await (await fetch(`${secondUrl}/readyz`)).json()).toEqual({ ready: true, database: 'up' });
    second.child.kill('SIGTERM');
    expect((await second.exit).code).toBe(0);
    expect(existsSync(path.join(dataDir, 'server.lock'))).toBe(false);

    const database = await openPglite(dataDir);
    try {
      const stored = await database.db.selectFrom('feedback').select('feedback').execute();
      const storedMessages = new Set(stored.map((row) => row.feedback));
      expect(acknowledged.filter((n) => !storedMessages.has(loadMessage(n).feedback))).toEqual([]);
    } finally {
      await database.close();
    }
  }, 120_000);
});
