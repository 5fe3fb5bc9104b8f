import { readTestSettings } from '../../config';
import { openPostgres } from '../../db/database';
import { startTcpProxy, type TcpProxy } from '../../testing/tcp-proxy';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { createTestDatabase, silentLogger, type TestDatabase } from '../../testing/test-database';

describe('/readyz on the embedded database', () => {
  it('turns 503 once the database is gone while /healthz stays 200', async () => {
    const t = await createTestApp();
    expect((await t.app.inject('/readyz')).statusCode).toBe(200);
    await t.database.close();
    const response = await t.app.inject('/readyz');
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({ ready: false, database: 'down' });
    expect((await t.app.inject('/healthz')).statusCode).toBe(200);
    await t.app.close();
  });
});

// Needs a Postgres server to cut off and bring back; CI runs this in its TEST_DATABASE_URL pass.
describe.runIf(readTestSettings().testDatabaseUrl)('/readyz on Postgres', () => {
  let proxy: TcpProxy;
  let target: TestDatabase;
  let t: TestApp;

  beforeAll(async () => {
    target = await createTestDatabase();
    const url = new URL(target.connectionString!);
    proxy = await startTcpProxy({ host: url.hostname, port: Number(url.port || 5432) });
    url.host = `127.0.0.1:${proxy.port}`;
    t = await createTestApp({
      database: { ...openPostgres(url.toString(), silentLogger, 2), connectionString: null },
    });
  });
  afterAll(async () => {
    await t.close();
    await proxy.close();
    await target.close();
  });

  it('turns 503 while Postgres is unreachable and back to 200 when it returns, without crashing', async () => {
    expect((await t.app.inject('/readyz')).statusCode).toBe(200);

    proxy.cut();
    const down = await t.app.inject('/readyz');
    expect(down.statusCode).toBe(503);
    expect(down.json()).toEqual({ ready: false, database: 'down' });

    proxy.restore();
    await expect.poll(async () => (await t.app.inject('/readyz')).statusCode, { timeout: 10_000 }).toBe(200);
  });
});
