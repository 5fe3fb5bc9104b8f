import { readdirSync } from 'node:fs';
import { runScript } from '../../testing/run-script';
import pino from 'pino';
import { openPglite } from '../../db/database';
import { startServer } from '../../server';
import { copyOfStartedDataDir, newDataDir } from '../../testing/server-process';
import { testConfig } from '../../testing/test-app';
import { createTestDatabase, type TestDatabase } from '../../testing/test-database';
import { FIRST_RUN_ADMIN_EMAIL } from './admin-bootstrap';
import { getUserByEmail } from './auth.repository';
import { createOrPromoteAdmin, registerUser, signIn } from './auth.service';
import { describeEmbeddedOnly } from '../../testing/embedded-only';

const PASSWORD = 'a long admin password';

function capturingLogger() {
  const lines: Array<Record<string, unknown>> = [];
  const logger = pino({ level: 'info' }, { write: (line: string) => lines.push(JSON.parse(line)) });
  return { logger, lines };
}

describe('creating administrators', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.close());

  it('creates an admin, promotes an existing user, and leaves an admin alone', async () => {
    const created = await createOrPromoteAdmin(database.db, {
      name: 'Ana',
      email: 'ana@example.org',
      password: PASSWORD,
    });
    expect(created).toMatchObject({ outcome: 'created', user: { role: 'admin' } });
    await signIn(database.db, { email: 'ana@example.org', password: PASSWORD }, { address: 'test' });

    await registerUser(
      database.db,
      { name: 'Bo', email: 'bo@example.org', password: PASSWORD, passwordConfirmation: PASSWORD },
      'test',
    );
    const promoted = await createOrPromoteAdmin(database.db, { name: 'Bo', email: 'BO@example.org' });
    expect(promoted).toMatchObject({ outcome: 'promoted', user: { email: 'bo@example.org', role: 'admin' } });

    expect((await createOrPromoteAdmin(database.db, { name: 'Ana', email: 'ana@example.org' })).outcome).toBe(
      'already-admin',
    );
  });
});

describeEmbeddedOnly('administrators at start-up', () => {
  it('makes sure ADMIN_EMAIL is an admin who can sign in with ADMIN_PASSWORD', async () => {
    const config = testConfig({
      DATA_DIR: newDataDir(),
      PORT: '0',
      ADMIN_EMAIL: 'boss@example.org',
      ADMIN_PASSWORD: PASSWORD,
    });
    const { logger, lines } = capturingLogger();
    const server = await startServer({ config, logger });
    try {
      expect((await getUserByEmail(server.database.db, 'boss@example.org'))?.role).toBe('admin');
      expect(lines.some((line) => JSON.stringify(line).includes(FIRST_RUN_ADMIN_EMAIL))).toBe(false);
    } finally {
      await server.stop();
    }
  });

  it('gives an already registered ADMIN_EMAIL the configured password and ends its sessions', async () => {
    const DATA_DIR = await copyOfStartedDataDir();
    const first = await startServer({
      config: testConfig({ DATA_DIR, PORT: '0' }),
      logger: capturingLogger().logger,
    });
    await registerUser(
      first.database.db,
      {
        name: 'Squatter',
        email: 'boss@example.org',
        password: 'squatter password',
        passwordConfirmation: 'squatter password',
      },
      'test',
    );
    const squatterSession = await signIn(
      first.database.db,
      { email: 'boss@example.org', password: 'squatter password' },
      { address: 'test' },
    );
    await first.stop();

    const config = testConfig({
      DATA_DIR,
      PORT: '0',
      ADMIN_EMAIL: 'boss@example.org',
      ADMIN_PASSWORD: PASSWORD,
    });
    const server = await startServer({ config, logger: capturingLogger().logger });
    try {
      await expect(
        signIn(
          server.database.db,
          { email: 'boss@example.org', password: 'squatter password' },
          { address: 'test' },
        ),
      ).rejects.toThrow('Incorrect email or password.');
      const outcome = await signIn(
        server.database.db,
        { email: 'boss@example.org', password: PASSWORD },
        { address: 'test' },
      );
      expect(outcome.kind === 'signed-in' && outcome.user.role).toBe('admin');
      const stale = await server.app.inject({
        url: '/trpc/auth.session',
        headers: {
          cookie: `vg_session=${squatterSession.kind === 'signed-in' ? squatterSession.token : ''}`,
        },
      });
      expect(stale.json().result.data).toEqual({ userRole: 'user', user: null });
    } finally {
      await server.stop();
    }
  });

  it('creates a first admin with a random password on a fresh embedded database, logging it only once', async () => {
    const config = testConfig({ DATA_DIR: newDataDir(), PORT: '0' });
    const first = capturingLogger();
    let server = await startServer({ config, logger: first.logger });
    const announcement = first.lines.find((line) => line.email === FIRST_RUN_ADMIN_EMAIL);
    expect(announcement).toMatchObject({ level: 40, password: expect.stringMatching(/^.{12,}$/) });
    const response = await server.app.inject({
      method: 'POST',
      url: '/api/sessions',
      payload: { email: FIRST_RUN_ADMIN_EMAIL, password: announcement!.password },
    });
    expect(response.json()).toMatchObject({ success: true, data: { role: 'admin' } });
    await server.stop();

    const second = capturingLogger();
    server = await startServer({ config, logger: second.logger });
    await server.stop();
    expect(second.lines.some((line) => line.email === FIRST_RUN_ADMIN_EMAIL)).toBe(false);
  });
});

// The built script; tests/fresh-clone runs it through npm on a fresh clone.
describeEmbeddedOnly('the admin:create script', () => {
  const run = (args: string[], env: Record<string, string>, stdin = '') =>
    runScript('admin-create', args, env, stdin);

  it('creates an admin with ADMIN_PASSWORD or a typed password, and promotes an existing user', async () => {
    const DATA_DIR = await copyOfStartedDataDir();
    const created = await run(['--email', 'cli@example.org', '--name', 'Cli Admin'], {
      DATA_DIR,
      ADMIN_PASSWORD: PASSWORD,
    });
    expect(created).toMatchObject({
      code: 0,
      output: expect.stringContaining('Created administrator: cli@example.org'),
    });

    const prompted = await run(['--email', 'typed@example.org'], { DATA_DIR }, `${PASSWORD}\n`);
    expect(prompted).toMatchObject({
      code: 0,
      output: expect.stringContaining('Created administrator: typed@example.org'),
    });

    const database = await openPglite(DATA_DIR);
    await registerUser(
      database.db,
      { name: 'Bo', email: 'bo@example.org', password: PASSWORD, passwordConfirmation: PASSWORD },
      'test',
    );
    await database.close();

    const promoted = await run(['--email', 'bo@example.org'], { DATA_DIR, ADMIN_PASSWORD: PASSWORD });
    expect(promoted).toMatchObject({
      code: 0,
      output: expect.stringContaining('Promoted to administrator: bo@example.org'),
    });

    const check = await openPglite(DATA_DIR);
    // The folder's first start made its own first admin (FIRST_RUN_ADMIN_EMAIL) too.
    const roles = await check.db
      .selectFrom('users')
      .select(['email', 'role'])
      .where('email', '!=', FIRST_RUN_ADMIN_EMAIL)
      .orderBy('email')
      .execute();
    await check.close();
    expect(roles).toEqual([
      { email: 'bo@example.org', role: 'admin' },
      { email: 'cli@example.org', role: 'admin' },
      { email: 'typed@example.org', role: 'admin' },
    ]);
    // Several processes, each compiling the script and opening the embedded database: slow on a busy machine.
  }, 120_000);

  it('refuses a missing email and a short password with a clear message', async () => {
    const DATA_DIR = newDataDir();
    expect(await run([], { DATA_DIR })).toMatchObject({
      code: 1,
      output: expect.stringContaining('Usage: npm run admin:create'),
    });
    const short = await run(['--email', 'x@example.org'], { DATA_DIR }, 'short\n');
    expect(short.code).toBe(1);
    expect(short.output).toContain('password must be at least 8 characters long');
    // Refused before the database was opened: the empty folder stays empty.
    expect(readdirSync(DATA_DIR)).toEqual([]);
  }, 60_000);
});
