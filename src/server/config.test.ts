import path from 'node:path';
import { ConfigError, parseConfig, PROJECT_ROOT } from './config';

describe('config', () => {
  it('needs no variables: embedded database in ./data, port 3000, the countdown left to the elections', () => {
    const config = parseConfig({});
    expect(config).toMatchObject({
      host: '127.0.0.1',
      port: 3000,
      dataDir: path.join(PROJECT_ROOT, 'data'),
      databaseUrl: null,
      clientDir: path.join(PROJECT_ROOT, 'dist/client'),
      countdown: null,
      gtmId: null,
      trustProxy: false,
      log: { level: 'info', pretty: true, requests: 'all' },
    });
  });

  it('reads every documented variable', () => {
    const config = parseConfig({
      NODE_ENV: 'production',
      HOST: '0.0.0.0',
      PORT: '8080',
      DATA_DIR: '/var/lib/voter-guide',
      DATABASE_URL: 'postgres://app@db:5432/voter_guide',
      DATABASE_POOL_MAX: '20',
      LOG_LEVEL: 'warn',
      LOG_REQUESTS: 'errors',
      TRUST_PROXY: '1',
      PUBLIC_URL: 'https://vote.example.org',
      SHUTDOWN_TIMEOUT_MS: '5000',
      ELECTION_COUNTDOWN: '2026-06-23T06:00:00-04:00 NY State Primary Election',
      GTM_ID: 'GTM-K9X2',
    });
    expect(config).toMatchObject({
      isProduction: true,
      host: '0.0.0.0',
      port: 8080,
      dataDir: '/var/lib/voter-guide',
      databaseUrl: 'postgres://app@db:5432/voter_guide',
      databasePoolMax: 20,
      log: { level: 'warn', pretty: false, requests: 'errors' },
      trustProxy: 1,
      publicUrl: 'https://vote.example.org',
      shutdownTimeoutMs: 5000,
      countdown: { target: '2026-06-23T06:00:00-04:00', electionName: 'NY State Primary Election' },
      gtmId: 'GTM-K9X2',
    });
  });

  it('requires two-factor sign-in of administrators on a public https site, unless ADMIN_MFA says otherwise (ADR 46)', () => {
    const mfaRequired = (env: Record<string, string>) => parseConfig(env).admin.mfaRequired;
    expect(mfaRequired({})).toBe(false);
    expect(mfaRequired({ PUBLIC_URL: 'http://localhost:3000' })).toBe(false);
    expect(mfaRequired({ PUBLIC_URL: 'https://vote.example.org' })).toBe(true);
    expect(mfaRequired({ PUBLIC_URL: 'https://vote.example.org', ADMIN_MFA: 'optional' })).toBe(false);
    expect(mfaRequired({ ADMIN_MFA: 'required' })).toBe(true);
    expect(mfaRequired({ PUBLIC_URL: 'https://vote.example.org', ADMIN_MFA: '' })).toBe(true);
  });

  it('trusts a proxy by hop count or by address, never whatever the client sends', () => {
    expect(parseConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(parseConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(parseConfig({ TRUST_PROXY: '10.0.0.2, 10.1.0.0/16,::1,loopback' }).trustProxy).toEqual([
      '10.0.0.2',
      '10.1.0.0/16',
      '::1',
      'loopback',
    ]);
    for (const value of ['true', 'yes', '10.0.0.300', '10.0.0.0/33', '10.0.0.1,,', '11']) {
      expect(() => parseConfig({ TRUST_PROXY: value }), value).toThrow(
        /TRUST_PROXY: must be the number of proxies in front of the server \(e\.g\. 1\) or their addresses/,
      );
    }
  });

  it('treats empty values as unset', () => {
    expect(parseConfig({ PORT: '', DATABASE_URL: '', GTM_ID: '', ELECTION_COUNTDOWN: '' })).toMatchObject({
      port: 3000,
      databaseUrl: null,
      gtmId: null,
      countdown: null,
    });
  });

  it('logs every request, only the 5xx answers, or none (LOG_REQUESTS)', () => {
    expect(parseConfig({ LOG_REQUESTS: '' }).log.requests).toBe('all');
    expect(parseConfig({ LOG_REQUESTS: 'off' }).log.requests).toBe('off');
    expect(() => parseConfig({ LOG_REQUESTS: 'sampled' })).toThrow(/LOG_REQUESTS/);
  });

  it('writes at most 100 request lines a second unless LOG_REQUESTS_PER_SECOND says otherwise', () => {
    expect(parseConfig({}).log.requestsPerSecond).toBe(100);
    expect(parseConfig({ LOG_REQUESTS_PER_SECOND: '0' }).log.requestsPerSecond).toBe(0);
    for (const value of ['-1', '2.5', 'many'])
      expect(() => parseConfig({ LOG_REQUESTS_PER_SECOND: value }), value).toThrow(/LOG_REQUESTS_PER_SECOND/);
  });

  it("sizes the embedded database's page cache: 16 MB unless PGLITE_SHARED_BUFFERS_MB says otherwise", () => {
    expect(parseConfig({}).pgliteSharedBuffersMb).toBe(16);
    expect(parseConfig({ PGLITE_SHARED_BUFFERS_MB: '64' }).pgliteSharedBuffersMb).toBe(64);
    for (const value of ['0', '1.5', '2048', 'lots'])
      expect(() => parseConfig({ PGLITE_SHARED_BUFFERS_MB: value }), value).toThrow(
        /PGLITE_SHARED_BUFFERS_MB/,
      );
  });

  it('lists every invalid value in one readable error', () => {
    const attempt = () =>
      parseConfig({
        PORT: 'eighty',
        DATABASE_URL: 'mysql://x',
        TRUST_PROXY: 'maybe',
        ELECTION_COUNTDOWN: 'June 24',
      });
    expect(attempt).toThrow(ConfigError);
    try {
      attempt();
    } catch (error) {
      const { problems, message } = error as ConfigError;
      expect(problems).toHaveLength(4);
      expect(message).toMatch(/^Invalid configuration:\n {2}- PORT: /);
      expect(message).toContain('DATABASE_URL: must start with postgres:// or postgresql://');
      expect(message).toContain('TRUST_PROXY: must be the number of proxies in front of the server');
      expect(message).toContain('ELECTION_COUNTDOWN: must be an ISO date-time with offset');
    }
  });

  it("names New York City's poll-site finder on the printed ballot unless POLL_SITE_FINDER_URL says another", () => {
    expect(parseConfig({}).pollSiteFinderUrl).toBe('https://findmypollsite.vote.nyc/');
    expect(parseConfig({ POLL_SITE_FINDER_URL: '' }).pollSiteFinderUrl).toBe(
      'https://findmypollsite.vote.nyc/',
    );
    expect(parseConfig({ POLL_SITE_FINDER_URL: 'https://vote.example.gov/where' }).pollSiteFinderUrl).toBe(
      'https://vote.example.gov/where',
    );
    expect(() => parseConfig({ POLL_SITE_FINDER_URL: 'javascript:alert(1)' })).toThrow(
      /POLL_SITE_FINDER_URL/,
    );
  });

  it('is frozen', () => {
    const config = parseConfig({ ELECTION_COUNTDOWN: '2027-06-22T00:00:00-04:00 NYC Primary Election' });
    expect(Object.isFrozen(config)).toBe(true);
    expect(Object.isFrozen(config.countdown)).toBe(true);
    expect(() => {
      (config as { port: number }).port = 1;
    }).toThrow(TypeError);
  });

  describe('web search', () => {
    it('is off until a service is configured', () => {
      expect(parseConfig({}).webSearch.provider).toBeNull();
    });

    it('uses the first configured service: Brave, then SearXNG, then Google Custom Search', () => {
      const searxng = { SEARXNG_URL: 'http://searxng:8080' };
      const google = { GOOGLE_CSE_KEY: 'g-key', GOOGLE_CSE_CX: 'engine' };
      expect(parseConfig(google).webSearch.provider).toBe('google-cse');
      expect(parseConfig({ ...google, ...searxng }).webSearch.provider).toBe('searxng');
      expect(parseConfig({ ...google, ...searxng, BRAVE_SEARCH_KEY: 'b-key' }).webSearch).toMatchObject({
        provider: 'brave',
        brave: { baseUrl: 'https://api.search.brave.com/res/v1', key: 'b-key' },
        searxng: { baseUrl: 'http://searxng:8080' },
        googleCse: { baseUrl: 'https://www.googleapis.com/customsearch/v1', key: 'g-key', cx: 'engine' },
      });
    });

    it('takes the service WEB_SEARCH_PROVIDER names, when it has what it needs', () => {
      const config = parseConfig({
        WEB_SEARCH_PROVIDER: 'searxng',
        BRAVE_SEARCH_KEY: 'b-key',
        SEARXNG_URL: 'http://searxng:8080',
      });
      expect(config.webSearch.provider).toBe('searxng');
      expect(() => parseConfig({ WEB_SEARCH_PROVIDER: 'brave' })).toThrow(
        'WEB_SEARCH_PROVIDER: brave needs BRAVE_SEARCH_KEY',
      );
      expect(() => parseConfig({ WEB_SEARCH_PROVIDER: 'bing' })).toThrow(
        'WEB_SEARCH_PROVIDER: must be brave, searxng or google-cse',
      );
    });

    it('refuses half of the Google Custom Search settings', () => {
      expect(() => parseConfig({ GOOGLE_CSE_KEY: 'g-key' })).toThrow(
        'GOOGLE_CSE_CX: GOOGLE_CSE_KEY and GOOGLE_CSE_CX go together: set both or neither',
      );
    });
  });

  describe('outside services (ADR 0020)', () => {
    it('retries 3 times, opens a circuit after 5 failures for 30 s, and lets 60 geocoder calls a minute', () => {
      const config = parseConfig({});
      expect(config.outbound).toEqual({ maxAttempts: 3, failureThreshold: 5, coolDownMs: 30_000 });
      expect(config.geocoding.callsPerMinute).toBe(60);
    });

    it('reads the settings, and refuses a retry count beyond 5 or a budget of no calls', () => {
      const config = parseConfig({
        PROVIDER_MAX_ATTEMPTS: '1',
        PROVIDER_CIRCUIT_FAILURES: '10',
        PROVIDER_CIRCUIT_COOLDOWN_MS: '5000',
        GEOCODER_CALLS_PER_MINUTE: '600',
      });
      expect(config.outbound).toEqual({ maxAttempts: 1, failureThreshold: 10, coolDownMs: 5000 });
      expect(config.geocoding.callsPerMinute).toBe(600);
      expect(() => parseConfig({ PROVIDER_MAX_ATTEMPTS: '6', GEOCODER_CALLS_PER_MINUTE: '0' })).toThrow(
        /PROVIDER_MAX_ATTEMPTS: .*\n.*GEOCODER_CALLS_PER_MINUTE: |GEOCODER_CALLS_PER_MINUTE: .*\n.*PROVIDER_MAX_ATTEMPTS: /,
      );
      expect(() => parseConfig({ PROVIDER_CIRCUIT_FAILURES: 'many' })).toThrow(
        'PROVIDER_CIRCUIT_FAILURES: must be a number of failed calls',
      );
    });
  });

  it('refuses a tRPC batch limit below the batches the app itself sends', () => {
    expect(parseConfig({}).trpcMaxBatchSize).toBe(10);
    expect(parseConfig({ TRPC_MAX_BATCH_SIZE: '50' }).trpcMaxBatchSize).toBe(50);
    expect(() => parseConfig({ TRPC_MAX_BATCH_SIZE: '9' })).toThrow(
      'TRPC_MAX_BATCH_SIZE: must be at least 10, the batches the app itself sends',
    );
  });

  describe('federal record', () => {
    it('has no Congress.gov key, the FEC demo key and the current cycle by default', () => {
      const year = new Date().getUTCFullYear();
      expect(parseConfig({}).federalRecord).toEqual({
        timeoutMs: 8000,
        congress: { baseUrl: 'https://api.congress.gov/v3', key: null },
        fec: { baseUrl: 'https://api.open.fec.gov/v1', key: 'DEMO_KEY', cycle: year + (year % 2) },
      });
    });

    it('takes a cycle only as an even year', () => {
      expect(parseConfig({ FEC_CYCLE: '2028' }).federalRecord.fec.cycle).toBe(2028);
      expect(() => parseConfig({ FEC_CYCLE: '2027' })).toThrow('FEC_CYCLE: must be an even year, e.g. 2026');
      expect(() => parseConfig({ FEC_CYCLE: 'next' })).toThrow('FEC_CYCLE: must be an even year, e.g. 2026');
    });
  });
});
