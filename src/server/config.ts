import { isIP } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { electionCycleOf } from '../shared/constants/federal-record';
import { TRPC_BATCH_MAX_CALLS } from '../shared/constants/limits';
import { DEFAULT_POLL_SITE_FINDER_URL } from '../shared/constants/public-config';
import { WEB_SEARCH_PROVIDERS, type TWebSearchProviderName } from '../shared/schemas/web-search';

/**
 * The only reader of process.env. Parsed once at start with zod and frozen; an invalid value stops
 * the start with a readable list. Every variable is documented in .env.example.
 */

// src/server/config.ts and the bundled dist/server/main.js both sit two levels below the project root.
export const PROJECT_ROOT = fileURLToPath(new URL('../..', import.meta.url));

const COUNTDOWN_EXAMPLE = '2027-06-22T00:00:00-04:00 NYC Primary Election';
const ISO_WITH_OFFSET = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?(\.\d+)?(Z|[+-]\d{2}:\d{2})$/;

const emptyAsUndefined = (value: unknown) => (value === '' ? undefined : value);
const optionalString = z.preprocess(emptyAsUndefined, z.string().optional());

// Unset, the elections table decides what the countdown shows; set, it overrides the table.
const countdownSchema = z.preprocess(
  emptyAsUndefined,
  z
    .string()
    .optional()
    .transform((value, ctx) => {
      if (value === undefined) return null;
      const [target = '', ...nameWords] = value.trim().split(/\s+/);
      const electionName = nameWords.join(' ');
      if (!ISO_WITH_OFFSET.test(target) || Number.isNaN(Date.parse(target)) || !electionName) {
        ctx.addIssue({
          code: 'custom',
          message:
            'must be an ISO date-time with offset, a space, then the election name, ' +
            `e.g. "${COUNTDOWN_EXAMPLE}"`,
        });
        return z.NEVER;
      }
      return { target, electionName };
    }),
);

/**
 * The page cache of the embedded database. initdb writes 128MB into postgresql.conf, several times the
 * demo content's whole data folder, and the heap then grows by as much; 16MB holds what the public pages
 * read.
 */
export const DEFAULT_PGLITE_SHARED_BUFFERS_MB = 16;

/** Which answers get a log line (LOG_REQUESTS, see RequestLogController in logger.ts). */
const REQUEST_LOGGING = ['all', 'errors', 'off'] as const;
export type TRequestLogging = (typeof REQUEST_LOGGING)[number];
/** Request lines written per second before the rest are only counted (LOG_REQUESTS_PER_SECOND, ADR 30). */
const DEFAULT_REQUEST_LINES_PER_SECOND = 100;

const PROXY_ADDRESS_NAMES = ['loopback', 'linklocal', 'uniquelocal'];

/** An IPv4 or IPv6 address, optionally with a /prefix, or one of proxy-addr's named ranges. */
function isProxyAddress(value: string): boolean {
  if (PROXY_ADDRESS_NAMES.includes(value)) return true;
  const [address = '', prefix, ...rest] = value.split('/');
  const version = isIP(address);
  if (!version || rest.length) return false;
  if (prefix === undefined) return true;
  const bits = Number(prefix);
  return /^\d{1,3}$/.test(prefix) && bits <= (version === 4 ? 32 : 128);
}

/**
 * Which proxies may tell us the client's address: a hop count (the proxies in front of the server) or the
 * proxies' own addresses. "true" is refused: it would take the leftmost X-Forwarded-For address, which is
 * whatever the client wrote, and let anyone rotate it past every rate limit.
 */
const trustProxySchema = z.preprocess(
  emptyAsUndefined,
  z
    .string()
    .optional()
    .transform((value, ctx): number | string[] | false => {
      const trimmed = value?.trim() ?? '';
      if (trimmed === '' || trimmed === 'false' || trimmed === '0') return false;
      if (/^\d+$/.test(trimmed) && Number(trimmed) <= 10) return Number(trimmed);
      const addresses = trimmed.split(',').map((part) => part.trim());
      if (trimmed !== 'true' && addresses.every(isProxyAddress)) return addresses;
      ctx.addIssue({
        code: 'custom',
        message:
          'must be the number of proxies in front of the server (e.g. 1) or their addresses ' +
          '(e.g. 10.0.0.2 or 10.0.0.0/8, comma-separated); "true" would trust any address a client sends',
      });
      return z.NEVER;
    }),
);

const envSchema = z.object({
  NODE_ENV: z.preprocess(
    emptyAsUndefined,
    z.enum(['development', 'production', 'test']).default('development'),
  ),
  HOST: z.preprocess(emptyAsUndefined, z.string().default('127.0.0.1')),
  PORT: z.preprocess(
    emptyAsUndefined,
    z.coerce.number({ message: 'must be a port number' }).int().min(0).max(65535).default(3000),
  ),
  DATA_DIR: z.preprocess(emptyAsUndefined, z.string().default('./data')),
  DATABASE_URL: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
      .optional(),
  ),
  DATABASE_POOL_MAX: z.preprocess(
    emptyAsUndefined,
    z.coerce.number({ message: 'must be a number' }).int().min(1).max(200).default(10),
  ),
  PGLITE_SHARED_BUFFERS_MB: z.preprocess(
    emptyAsUndefined,
    z.coerce
      .number({ message: 'must be a number of MB' })
      .int()
      .min(1)
      .max(1024)
      .default(DEFAULT_PGLITE_SHARED_BUFFERS_MB),
  ),
  LOG_LEVEL: z.preprocess(
    emptyAsUndefined,
    z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  ),
  LOG_FORMAT: z.preprocess(emptyAsUndefined, z.enum(['pretty', 'json']).optional()),
  LOG_REQUESTS: z.preprocess(emptyAsUndefined, z.enum(REQUEST_LOGGING).default('all')),
  LOG_REQUESTS_PER_SECOND: z.preprocess(
    emptyAsUndefined,
    z.coerce
      .number({ message: 'must be a number of lines (0 for no limit)' })
      .int()
      .min(0)
      .default(DEFAULT_REQUEST_LINES_PER_SECOND),
  ),
  TRUST_PROXY: trustProxySchema,
  PUBLIC_URL: z.preprocess(emptyAsUndefined, z.url({ protocol: /^https?$/ }).optional()),
  CLIENT_DIR: optionalString,
  SSR_ENTRY: optionalString,
  PSEUDO_LOCALES: z.preprocess(
    emptyAsUndefined,
    z.enum(['true', 'false'], { message: 'must be true or false' }).default('false'),
  ),
  SHUTDOWN_TIMEOUT_MS: z.preprocess(
    emptyAsUndefined,
    z.coerce.number({ message: 'must be a number of milliseconds' }).int().min(100).default(10_000),
  ),
  MAINTENANCE_INTERVAL_MS: z.preprocess(
    emptyAsUndefined,
    z.coerce.number({ message: 'must be a number of milliseconds' }).int().min(1000).default(3600_000),
  ),
  ELECTION_COUNTDOWN: countdownSchema,
  UPLOAD_MAX_BYTES: z.preprocess(
    emptyAsUndefined,
    z.coerce
      .number({ message: 'must be a number of bytes' })
      .int()
      .min(1024)
      .default(5 * 1024 * 1024),
  ),
  TIKTOK_ACCOUNT_URL: z.preprocess(
    emptyAsUndefined,
    z
      .url({ protocol: /^https$/, message: 'must be an https URL ending in /video/' })
      .regex(/\/video\/$/, 'must end in /video/')
      .default('https://www.tiktok.com/@your_account/video/'),
  ),
  GEOCODER_PROVIDERS: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .default('nyc-geoclient,google-civic,census,boundaries')
      .transform((value) =>
        value
          .split(',')
          .map((name) => name.trim())
          .filter(Boolean),
      )
      .pipe(
        z.array(
          z.enum(['census', 'boundaries', 'nyc-geoclient', 'google-civic'], {
            message: 'must list census, boundaries, nyc-geoclient or google-civic',
          }),
        ),
      ),
  ),
  GEOCODER_TIMEOUT_MS: z.preprocess(
    emptyAsUndefined,
    z.coerce.number({ message: 'must be a number of milliseconds' }).int().min(100).default(5000),
  ),
  GEOCODER_CALLS_PER_MINUTE: z.preprocess(
    emptyAsUndefined,
    z.coerce.number({ message: 'must be a number of calls' }).int().min(1).max(100_000).default(60),
  ),
  PROVIDER_MAX_ATTEMPTS: z.preprocess(
    emptyAsUndefined,
    z.coerce.number({ message: 'must be a number of attempts' }).int().min(1).max(5).default(3),
  ),
  PROVIDER_CIRCUIT_FAILURES: z.preprocess(
    emptyAsUndefined,
    z.coerce.number({ message: 'must be a number of failed calls' }).int().min(1).max(1000).default(5),
  ),
  PROVIDER_CIRCUIT_COOLDOWN_MS: z.preprocess(
    emptyAsUndefined,
    z.coerce.number({ message: 'must be a number of milliseconds' }).int().min(100).default(30_000),
  ),
  CENSUS_GEOCODER_URL: z.preprocess(
    emptyAsUndefined,
    z.url().default('https://geocoding.geo.census.gov/geocoder'),
  ),
  NYC_GEOCLIENT_URL: z.preprocess(emptyAsUndefined, z.url().default('https://api.nyc.gov/geoclient/v2')),
  NYC_GEOCLIENT_KEY: optionalString,
  GOOGLE_CIVIC_URL: z.preprocess(
    emptyAsUndefined,
    z.url().default('https://www.googleapis.com/civicinfo/v2'),
  ),
  GOOGLE_CIVIC_KEY: optionalString,
  WEB_SEARCH_PROVIDER: z.preprocess(
    emptyAsUndefined,
    z.enum(WEB_SEARCH_PROVIDERS, { message: 'must be brave, searxng or google-cse' }).optional(),
  ),
  WEB_SEARCH_TIMEOUT_MS: z.preprocess(
    emptyAsUndefined,
    z.coerce.number({ message: 'must be a number of milliseconds' }).int().min(100).default(8000),
  ),
  BRAVE_SEARCH_URL: z.preprocess(emptyAsUndefined, z.url().default('https://api.search.brave.com/res/v1')),
  BRAVE_SEARCH_KEY: optionalString,
  SEARXNG_URL: z.preprocess(emptyAsUndefined, z.url({ protocol: /^https?$/ }).optional()),
  GOOGLE_CSE_URL: z.preprocess(
    emptyAsUndefined,
    z.url().default('https://www.googleapis.com/customsearch/v1'),
  ),
  GOOGLE_CSE_KEY: optionalString,
  GOOGLE_CSE_CX: optionalString,
  TRPC_MAX_BATCH_SIZE: z.preprocess(
    emptyAsUndefined,
    z.coerce
      .number({ message: 'must be a number of calls' })
      .int()
      .min(TRPC_BATCH_MAX_CALLS, `must be at least ${TRPC_BATCH_MAX_CALLS}, the batches the app itself sends`)
      .max(100)
      .default(TRPC_BATCH_MAX_CALLS),
  ),
  FEDERAL_DATA_TIMEOUT_MS: z.preprocess(
    emptyAsUndefined,
    z.coerce.number({ message: 'must be a number of milliseconds' }).int().min(100).default(8000),
  ),
  CONGRESS_API_URL: z.preprocess(emptyAsUndefined, z.url().default('https://api.congress.gov/v3')),
  CONGRESS_API_KEY: optionalString,
  FEC_API_URL: z.preprocess(emptyAsUndefined, z.url().default('https://api.open.fec.gov/v1')),
  FEC_API_KEY: z.preprocess(emptyAsUndefined, z.string().default('DEMO_KEY')),
  FEC_CYCLE: z.preprocess(
    emptyAsUndefined,
    z.coerce
      .number({ message: 'must be an even year, e.g. 2026' })
      .int()
      .min(1980)
      .max(2100)
      .refine((year) => year % 2 === 0, 'must be an even year, e.g. 2026')
      .optional(),
  ),
  ADMIN_EMAIL: z.preprocess(emptyAsUndefined, z.email({ message: 'must be an email address' }).optional()),
  ADMIN_PASSWORD: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .min(8, 'must be at least 8 characters long')
      .max(128, 'must be at most 128 characters long')
      .optional(),
  ),
  ADMIN_NAME: z.preprocess(emptyAsUndefined, z.string().max(100).default('Administrator')),
  ADMIN_MFA: z.preprocess(
    emptyAsUndefined,
    // No default here: unset, it follows PUBLIC_URL (adminMfaRequired below).
    z.enum(['optional', 'required'], { message: 'must be optional or required' }).optional(),
  ),
  MFA_ENCRYPTION_KEY: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .refine(
        (key) => /^[A-Za-z0-9+/]{43}=$/.test(key) && Buffer.from(key, 'base64').length === 32,
        'must be 32 random bytes in base64, e.g. from `openssl rand -base64 32`',
      )
      .optional(),
  ),
  CANDIDATE_FORM_URL: z.preprocess(emptyAsUndefined, z.url({ protocol: /^https?$/ }).optional()),
  POLL_SITE_FINDER_URL: z.preprocess(
    emptyAsUndefined,
    z.url({ protocol: /^https?$/ }).default(DEFAULT_POLL_SITE_FINDER_URL),
  ),
  GTM_ID: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .regex(/^GTM-[A-Z0-9]+$/, 'must look like GTM-XXXXXXX')
      .optional(),
  ),
});

type TEnv = z.infer<typeof envSchema>;

/** Which web search services have what they need; in this order, the first one is used by default. */
function configuredWebSearchProviders(env: TEnv): TWebSearchProviderName[] {
  const isConfigured: Record<TWebSearchProviderName, boolean> = {
    brave: Boolean(env.BRAVE_SEARCH_KEY),
    searxng: Boolean(env.SEARXNG_URL),
    'google-cse': Boolean(env.GOOGLE_CSE_KEY && env.GOOGLE_CSE_CX),
  };
  return WEB_SEARCH_PROVIDERS.filter((name) => isConfigured[name]);
}

const WEB_SEARCH_NEEDS: Record<TWebSearchProviderName, string> = {
  brave: 'BRAVE_SEARCH_KEY',
  searxng: 'SEARXNG_URL',
  'google-cse': 'GOOGLE_CSE_KEY and GOOGLE_CSE_CX',
};

const checkedEnvSchema = envSchema
  .refine((env) => !env.ADMIN_EMAIL || env.ADMIN_PASSWORD, {
    message: 'ADMIN_EMAIL needs ADMIN_PASSWORD as well',
    path: ['ADMIN_PASSWORD'],
  })
  .refine((env) => Boolean(env.GOOGLE_CSE_KEY) === Boolean(env.GOOGLE_CSE_CX), {
    message: 'GOOGLE_CSE_KEY and GOOGLE_CSE_CX go together: set both or neither',
    path: ['GOOGLE_CSE_CX'],
  })
  .superRefine((env, context) => {
    const chosen = env.WEB_SEARCH_PROVIDER;
    if (chosen && !configuredWebSearchProviders(env).includes(chosen))
      context.addIssue({
        code: 'custom',
        message: `${chosen} needs ${WEB_SEARCH_NEEDS[chosen]}`,
        path: ['WEB_SEARCH_PROVIDER'],
      });
  });

function buildConfig(env: TEnv) {
  const isProduction = env.NODE_ENV === 'production';
  return {
    env: env.NODE_ENV,
    isProduction,
    host: env.HOST,
    port: env.PORT,
    dataDir: path.resolve(PROJECT_ROOT, env.DATA_DIR),
    databaseUrl: env.DATABASE_URL ?? null,
    databasePoolMax: env.DATABASE_POOL_MAX,
    pgliteSharedBuffersMb: env.PGLITE_SHARED_BUFFERS_MB,
    log: {
      level: env.LOG_LEVEL,
      pretty: (env.LOG_FORMAT ?? (isProduction ? 'json' : 'pretty')) === 'pretty',
      requests: env.LOG_REQUESTS,
      requestsPerSecond: env.LOG_REQUESTS_PER_SECOND,
    },
    trustProxy: env.TRUST_PROXY,
    publicUrl: env.PUBLIC_URL ?? null,
    clientDir: path.resolve(PROJECT_ROOT, env.CLIENT_DIR ?? 'dist/client'),
    // The server render's module (ADR 32): the build puts it beside the client's folder.
    ssrEntry: env.SSR_ENTRY
      ? path.resolve(PROJECT_ROOT, env.SSR_ENTRY)
      : path.join(
          path.resolve(PROJECT_ROOT, env.CLIENT_DIR ?? 'dist/client'),
          '..',
          'ssr',
          'server-entry.js',
        ),
    // The tests' pseudo-locales' pages (ADR 45), never a visitor's.
    pseudoLocales: env.PSEUDO_LOCALES === 'true',
    migrationsDir: path.join(PROJECT_ROOT, 'migrations'),
    shutdownTimeoutMs: env.SHUTDOWN_TIMEOUT_MS,
    maintenanceIntervalMs: env.MAINTENANCE_INTERVAL_MS,
    countdown: env.ELECTION_COUNTDOWN,
    gtmId: env.GTM_ID ?? null,
    candidateFormUrl: env.CANDIDATE_FORM_URL ?? null,
    pollSiteFinderUrl: env.POLL_SITE_FINDER_URL,
    uploadMaxBytes: env.UPLOAD_MAX_BYTES,
    trpcMaxBatchSize: env.TRPC_MAX_BATCH_SIZE,
    tiktokAccountUrl: env.TIKTOK_ACCOUNT_URL,
    geocoding: {
      providers: env.GEOCODER_PROVIDERS,
      timeoutMs: env.GEOCODER_TIMEOUT_MS,
      // Requests to all geocoders together, per rolling minute, whoever asks (their API quota).
      callsPerMinute: env.GEOCODER_CALLS_PER_MINUTE,
      census: { baseUrl: env.CENSUS_GEOCODER_URL },
      nycGeoclient: { baseUrl: env.NYC_GEOCLIENT_URL, key: env.NYC_GEOCLIENT_KEY ?? null },
      googleCivic: { baseUrl: env.GOOGLE_CIVIC_URL, key: env.GOOGLE_CIVIC_KEY ?? null },
    },
    webSearch: {
      // The chosen service, else the first configured one; null: the admin page says how to configure one.
      provider: env.WEB_SEARCH_PROVIDER ?? configuredWebSearchProviders(env)[0] ?? null,
      timeoutMs: env.WEB_SEARCH_TIMEOUT_MS,
      brave: { baseUrl: env.BRAVE_SEARCH_URL, key: env.BRAVE_SEARCH_KEY ?? null },
      searxng: { baseUrl: env.SEARXNG_URL ?? null },
      googleCse: {
        baseUrl: env.GOOGLE_CSE_URL,
        key: env.GOOGLE_CSE_KEY ?? null,
        cx: env.GOOGLE_CSE_CX ?? null,
      },
    },
    // Every outside service: attempts per call (within its time-out), and its circuit (ADR 0020).
    outbound: {
      maxAttempts: env.PROVIDER_MAX_ATTEMPTS,
      failureThreshold: env.PROVIDER_CIRCUIT_FAILURES,
      coolDownMs: env.PROVIDER_CIRCUIT_COOLDOWN_MS,
    },
    federalRecord: {
      timeoutMs: env.FEDERAL_DATA_TIMEOUT_MS,
      // Without a key, bill stages are the ones imported with the bills and are not refreshed.
      congress: { baseUrl: env.CONGRESS_API_URL, key: env.CONGRESS_API_KEY ?? null },
      fec: {
        baseUrl: env.FEC_API_URL,
        key: env.FEC_API_KEY,
        cycle: env.FEC_CYCLE ?? electionCycleOf(new Date()),
      },
    },
    admin: {
      email: env.ADMIN_EMAIL ?? null,
      password: env.ADMIN_PASSWORD ?? null,
      name: env.ADMIN_NAME,
      // required: an admin without two-factor sign-in may only use the account page (ADR 0024, 46).
      mfaRequired: adminMfaRequired(env.ADMIN_MFA, env.PUBLIC_URL),
      // Encrypts two-factor secrets at rest (AES-256-GCM); without it they are stored as they are.
      mfaEncryptionKey: env.MFA_ENCRYPTION_KEY ?? null,
    },
  };
}

/**
 * Two-factor sign-in for administrators (ADR 46): required on a site served over https (PUBLIC_URL), so a
 * public install has it by default; optional on a local one, so the demo stays two commands. ADMIN_MFA,
 * when set, decides.
 */
function adminMfaRequired(setting: 'optional' | 'required' | undefined, publicUrl: string | undefined) {
  if (setting) return setting === 'required';
  return publicUrl !== undefined && new URL(publicUrl).protocol === 'https:';
}

export type Config = Readonly<ReturnType<typeof buildConfig>>;

export class ConfigError extends Error {
  override readonly name = 'ConfigError';
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
  }
}

function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object') {
    Object.values(value).forEach(deepFreeze);
    Object.freeze(value);
  }
  return value;
}

/** Parses a plain environment object; tests call this with their own values. */
export function parseConfig(env: Record<string, string | undefined>): Config {
  const result = checkedEnvSchema.safeParse(env);
  if (!result.success) {
    throw new ConfigError(result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`));
  }
  return deepFreeze(buildConfig(result.data));
}

let loaded: Config | undefined;

/** The process's configuration, read from process.env on first use. */
export function loadConfig(): Config {
  loaded ??= parseConfig(process.env);
  return loaded;
}

/**
 * Settings only the test harness uses: which real Postgres to create test databases on, the fuzz
 * test's seed ('random' or a number) and runs per route (`npm run test:fuzz` sets both), and the run's
 * database templates, which the global setups make once and set for the test workers
 * (tests/database-templates.ts): a migrated database for server tests, a demo one for end-to-end tests.
 * Each is a dumped PGlite data folder (a file) or a data dir, or on Postgres a database's name.
 */
export function readTestSettings() {
  return {
    testDatabaseUrl: process.env.TEST_DATABASE_URL || null,
    migratedTemplate: process.env.TEST_MIGRATED_TEMPLATE || null,
    demoTemplate: process.env.TEST_DEMO_TEMPLATE || null,
    /**
     * libfaketime's variables when the run is under `faketime` (CI's year-ahead pass), for the processes
     * a test starts with an environment of its own: they must read the same clock as the test.
     */
    fakedClockEnv: Object.fromEntries(
      Object.entries(process.env).filter(
        (entry): entry is [string, string] =>
          /^(LD_PRELOAD|FAKETIME.*)$/.test(entry[0]) && entry[1] !== undefined,
      ),
    ),
    isCi: process.env.CI === 'true',
    fuzzSeed: process.env.FUZZ_SEED || null,
    fuzzRuns: process.env.FUZZ_RUNS || null,
  };
}
