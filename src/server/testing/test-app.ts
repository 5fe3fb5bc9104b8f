import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import { createAppDeps, type AppDeps } from '../app-deps';
import { parseConfig, type Config } from '../config';
import { createTestDatabase, silentLogger, type TestDatabase } from './test-database';

/** A tiny stand-in for dist/client, so server tests don't need a client build. */
export const FIXTURE_CLIENT_DIR = fileURLToPath(new URL('./fixtures/client', import.meta.url));
export const FIXTURE_ASSET = '/assets/index-Abc123.js';

export function testConfig(env: Record<string, string> = {}): Config {
  return parseConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', CLIENT_DIR: FIXTURE_CLIENT_DIR, ...env });
}

export type TestApp = { app: FastifyInstance; database: TestDatabase; deps: AppDeps; close(): Promise<void> };

/** buildApp over a fresh database. Routes may still be added before the first inject. */
export async function createTestApp(
  options: { env?: Record<string, string>; database?: TestDatabase; clock?: () => Date } = {},
): Promise<TestApp> {
  const database = options.database ?? (await createTestDatabase());
  const deps = createAppDeps({
    config: testConfig(options.env),
    database,
    logger: silentLogger,
    clock: options.clock,
  });
  const app = await buildApp(deps);
  return {
    app,
    database,
    deps,
    async close() {
      await app.close();
      await database.close();
    },
  };
}
