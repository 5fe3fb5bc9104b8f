import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import fc from 'fast-check';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { z } from 'zod';
import { readTestSettings } from './config';
import { signedInAs } from './testing/accounts';
import {
  arbitraryOf,
  BAD_SCALARS,
  DEEPLY_NESTED,
  findLeak,
  invalidBody,
  ONE_MEGABYTE,
  POISON,
  poisonStrings,
  type TJsonSchema,
  type TResolve,
} from './testing/fuzz-arbitraries';
import { VALID_CANDIDATE } from './testing/content';
import { createTestApp, type TestApp } from './testing/test-app';
import { DOCS_PREFIX, OPENAPI_PATH } from './plugins/openapi';
import { appRouter } from './trpc/router';

/**
 * Issue 14: generated valid and invalid requests to every REST path and tRPC procedure, anonymously and as
 * admin. No answer is a 5xx, no body shows a stack trace or SQL, and what visitors and malformed requests
 * send changes no row. In the suite: a fixed seed and a few runs per route; `npm run test:fuzz` runs many
 * more with a random seed (FUZZ_RUNS, FUZZ_SEED; fast-check prints the seed of a failure to replay it).
 */
const settings = readTestSettings();
const SEED = settings.fuzzSeed === 'random' ? undefined : Number(settings.fuzzSeed ?? 14);
const RUNS = Number(settings.fuzzRuns ?? 5);
const FUZZ_TIMEOUT_MS = Math.max(120_000, RUNS * 20_000);
const fuzzOptions = { seed: SEED, numRuns: RUNS, endOnFailure: true };

/** A JSON body with bytes no UTF-8 text has (issue 26). */
const NOT_UTF8 = Buffer.from([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xff, 0xfe, 0x22, 0x7d]);

/** Calls a visitor may make that write on purpose: registration, sign-in and out, the feedback form. */
const PUBLIC_WRITES = new Set([
  'POST /api/users',
  'POST /api/sessions',
  'DELETE /api/sessions',
  'POST /api/feedback',
  'auth.register',
  'auth.login',
  'auth.logout',
  'feedback.submit',
]);
/** Signing the fuzzing admin out would turn every later admin request into a visitor's. */
const NOT_AS_ADMIN = new Set(['DELETE /api/sessions', 'auth.logout']);

/**
 * Bodies that pass every refinement (which JSON schema cannot express), so that valid-shaped requests also
 * reach the writes: a few of their fields are replaced with generated values.
 */
const EXAMPLES: Record<string, Record<string, unknown>> = {
  'POST /api/newCandidate': VALID_CANDIDATE,
  'PUT /api/newCandidate/:id': VALID_CANDIDATE,
  'candidates.create': VALID_CANDIDATE,
};

function nearExample(name: string, generated: fc.Arbitrary<unknown>): fc.Arbitrary<unknown> {
  const example = EXAMPLES[name];
  if (!example) return generated;
  const blended = fc
    .tuple(generated, fc.subarray(Object.keys(example), { maxLength: 2 }))
    .map(([value, keys]) => {
      const fields = value && typeof value === 'object' ? (value as Record<string, unknown>) : {};
      return {
        ...example,
        ...Object.fromEntries(keys.filter((key) => key in fields).map((key) => [key, fields[key]])),
      };
    });
  return fc.oneof(blended, generated);
}

/** A visitor or the admin, at random; only a visitor where the admin would sign out. */
const asWhom = (name: string) => (NOT_AS_ADMIN.has(name) ? fc.constant(false) : fc.boolean());

const METHODS = ['GET', 'POST', 'PUT', 'DELETE', 'PATCH'] as const;
type TMethod = (typeof METHODS)[number];

type TFuzzRequest = InjectOptions & { method: TMethod; url: string };

type TOperation = {
  parameters?: { in: 'path' | 'query'; name: string; required?: boolean; schema: TJsonSchema }[];
  requestBody?: { content: Record<string, { schema: TJsonSchema }> };
};

type TRoute = {
  name: string;
  method: TMethod;
  path: string;
  documented: boolean;
  operation: TOperation;
  otherMethods: TMethod[];
};

/** The content a request could write; sessions by token only (using one refreshes its last-seen time). */
const CONTENT = [
  'users',
  'feedback',
  'candidates',
  'videos',
  'searchKeywords',
  'elections',
  'dropdownStates',
] as const;
/** What a well-formed visitor's request may write as a side effect (a counter, a cache), a malformed one never. */
const EVERYTHING = [
  ...CONTENT,
  'rateLimits',
  'trustedDevices',
  'geocodeCache',
  'webSearchCache',
  'donorCache',
] as const;
type TWatched = ReadonlyArray<(typeof EVERYTHING)[number]>;

async function snapshotRows(t: TestApp, watched: TWatched) {
  const db = t.database.db;
  const tables = await Promise.all(watched.map((table) => db.selectFrom(table).selectAll().execute()));
  const sessions = await db.selectFrom('sessions').select('tokenHash').orderBy('tokenHash').execute();
  const media = await db.selectFrom('media').select('hash').orderBy('hash').execute();
  const sorted = tables.map((rows) => rows.map((row) => JSON.stringify(row)).sort());
  return JSON.stringify({ sorted, sessions, media });
}

function resolverFor(root: unknown): TResolve {
  return (ref) =>
    ref
      .replace(/^#\//, '')
      .split('/')
      .reduce<unknown>((node, key) => (node as Record<string, unknown>)?.[key], root) as TJsonSchema;
}

/**
 * Percent-encoding that keeps a lone surrogate as the (invalid) UTF-8 bytes of its code point, as a
 * hostile client could send it, where encodeURIComponent would throw.
 */
function encodeLoose(text: string): string {
  return Array.from(text, (char) => {
    const code = char.charCodeAt(0);
    if (char.length === 1 && code >= 0xd800 && code <= 0xdfff)
      return [0xe0 | (code >> 12), 0x80 | ((code >> 6) & 0x3f), 0x80 | (code & 0x3f)]
        .map((byte) => `%${byte.toString(16).toUpperCase()}`)
        .join('');
    return encodeURIComponent(char);
  }).join('');
}

/** Query strings carry text: numbers and booleans as their digits and words, arrays as repeated keys. */
function queryString(values: Record<string, unknown>): string {
  const pairs: string[] = [];
  for (const [key, value] of Object.entries(values)) {
    if (value === undefined) continue;
    for (const item of Array.isArray(value) ? value : [value])
      pairs.push(
        `${encodeLoose(key)}=${encodeLoose(typeof item === 'string' ? item : JSON.stringify(item))}`,
      );
  }
  return pairs.length ? `?${pairs.join('&')}` : '';
}

function multipartBody(fields: Record<string, unknown>): Pick<InjectOptions, 'headers' | 'payload'> {
  const parts = Object.entries(fields).map(
    ([name, value]) =>
      `--fuzz\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${typeof value === 'string' ? value : JSON.stringify(value)}\r\n`,
  );
  return {
    headers: { 'content-type': 'multipart/form-data; boundary=fuzz' },
    payload: `${parts.join('')}--fuzz--\r\n`,
  };
}

function requestArbitraries(route: TRoute, resolve: TResolve, knownIds: string[]) {
  const parameters = route.operation.parameters ?? [];
  const pathParameters = parameters.filter((parameter) => parameter.in === 'path');
  const queryParameters = parameters.filter((parameter) => parameter.in === 'query');
  const [contentType, media] = Object.entries(route.operation.requestBody?.content ?? {})[0] ?? [];
  const idOr = (schema: TJsonSchema) =>
    schema.format === 'uuid' && knownIds.length
      ? fc.oneof(fc.constantFrom(...knownIds), arbitraryOf(schema, resolve))
      : arbitraryOf(schema, resolve);
  const validPath = fc.record(
    Object.fromEntries(pathParameters.map((parameter) => [parameter.name, idOr(parameter.schema)])),
  );
  const validQuery = fc.record(
    Object.fromEntries(
      queryParameters.map((parameter) => [parameter.name, arbitraryOf(parameter.schema, resolve)]),
    ),
    {
      requiredKeys: queryParameters
        .filter((parameter) => parameter.required)
        .map((parameter) => parameter.name),
    },
  );
  const validBody = media
    ? nearExample(route.name, arbitraryOf(media.schema, resolve))
    : fc.constant(undefined);
  const urlOf = (pathValues: Record<string, unknown>, query: Record<string, unknown>) =>
    route.path.replace(/\{(\w+)\}/g, (_, name: string) => encodeLoose(String(pathValues[name]))) +
    queryString(query);
  const withBody = (body: unknown): Pick<InjectOptions, 'headers' | 'payload'> => {
    if (body === undefined) return {};
    if (contentType === 'multipart/form-data' && body && typeof body === 'object' && !Array.isArray(body))
      return multipartBody(body as Record<string, unknown>);
    return { headers: { 'content-type': 'application/json' }, payload: JSON.stringify(body) };
  };
  const request = (pathValues: Record<string, unknown>, query: Record<string, unknown>, body: unknown) =>
    ({ method: route.method, url: urlOf(pathValues, query), ...withBody(body) }) as TFuzzRequest;

  /** Valid-shaped, plus unknown query keys and body fields (which the schemas drop). */
  const valid = fc
    .tuple(validPath, validQuery, validBody, fc.boolean())
    .map(([pathValues, query, body, extra]) =>
      extra
        ? request(
            pathValues,
            { ...query, unexpected: 'value' },
            body && typeof body === 'object' && !Array.isArray(body) ? { ...body, unexpected: [1] } : body,
          )
        : request(pathValues, query, body),
    );

  const nasty = fc.oneof(
    fc.constantFrom(...BAD_SCALARS),
    fc.constantFrom(...POISON).map((poison) => `a${poison}b`),
  );
  const invalid: fc.Arbitrary<TFuzzRequest>[] = [
    // The right path with a method it does not answer.
    fc
      .tuple(fc.constantFrom(...route.otherMethods), validPath, validQuery)
      .map(([method, pathValues, query]) => ({ ...request(pathValues, query, undefined), method })),
    // A body that is not JSON under a JSON content type, JSON under the wrong ones.
    fc
      .tuple(
        validPath,
        validQuery,
        validBody,
        fc.constantFrom<string | Buffer>(
          '{"a":',
          '\u0000',
          'nul',
          '"',
          '[1,',
          '\ud800',
          ONE_MEGABYTE,
          NOT_UTF8,
        ),
      )
      .map(([pathValues, query, , garbage]) => ({
        ...request(pathValues, query, undefined),
        headers: { 'content-type': 'application/json' },
        payload: garbage,
      })),
  ];
  if (media)
    invalid.push(
      fc
        .tuple(
          validPath,
          validQuery,
          validBody,
          fc.constantFrom(
            'text/plain',
            'application/x-www-form-urlencoded',
            'application/xml',
            'multipart/form-data',
          ),
        )
        .map(([pathValues, query, body, type]) => ({
          ...request(pathValues, query, undefined),
          headers: { 'content-type': type },
          payload: JSON.stringify(body),
        })),
      fc
        .tuple(validPath, validQuery, invalidBody(validBody, media.schema, resolve))
        .map(([pathValues, query, body]) => request(pathValues, query, body)),
    );
  for (const parameter of pathParameters)
    invalid.push(
      fc
        .tuple(validPath, validQuery, validBody, nasty)
        .map(([pathValues, query, body, bad]) =>
          request({ ...pathValues, [parameter.name]: bad }, query, body),
        ),
    );
  for (const parameter of queryParameters)
    invalid.push(
      fc
        .tuple(
          validPath,
          validQuery,
          validBody,
          fc.oneof(nasty, fc.constant(ONE_MEGABYTE), fc.constant(['1', '2'])),
        )
        .map(([pathValues, query, body, bad]) =>
          request(pathValues, { ...query, [parameter.name]: bad }, body),
        ),
    );
  const required = queryParameters.filter((parameter) => parameter.required);
  if (required.length)
    invalid.push(
      fc
        .tuple(validPath, validQuery, validBody, fc.constantFrom(...required))
        .map(([pathValues, query, body, missing]) => {
          const { [missing.name]: _dropped, ...rest } = query;
          return request(pathValues, rest, body);
        }),
    );
  // Control characters and lone surrogates in every string of the query and the body (in the path only
  // when they have none), as often as all the other mutations together: the cases that used to reach SQL.
  const poisoned = fc
    .tuple(validPath, validQuery, validBody, fc.constantFrom(...POISON))
    .map(([pathValues, query, body, poison]) => {
      const [poisonedQuery, poisonedBody] = [poisonStrings(query, poison), poisonStrings(body, poison)];
      if (JSON.stringify([poisonedQuery, poisonedBody]) !== JSON.stringify([query, body]))
        return request(pathValues, poisonedQuery as Record<string, unknown>, poisonedBody);
      // No string in the query or the body (numbers, booleans): a poisoned string where they were.
      const word = `a${poison}b`;
      if (queryParameters[0]) return request(pathValues, { ...query, [queryParameters[0].name]: word }, body);
      if (pathParameters[0]) return request({ ...pathValues, [pathParameters[0].name]: word }, query, body);
      return request(pathValues, query, word);
    });
  const hasStrings = pathParameters.length > 0 || queryParameters.length > 0 || !!media;
  return {
    valid,
    invalid: hasStrings
      ? fc.oneof(
          { arbitrary: poisoned, weight: invalid.length },
          ...invalid.map((arbitrary) => ({ arbitrary, weight: 1 })),
        )
      : fc.oneof(...invalid),
  };
}

type TProcedure = { name: string; type: 'query' | 'mutation'; schema: TJsonSchema | null };

function procedureRequest(procedure: TProcedure, method: TMethod, input: unknown): TFuzzRequest {
  const url = `/trpc/${procedure.name}`;
  if (method === 'GET')
    return {
      method,
      url: input === undefined ? url : `${url}?input=${encodeLoose(JSON.stringify(input))}`,
    };
  const headers = { 'content-type': 'application/json' };
  return input === undefined
    ? { method, url, headers }
    : { method, url, headers, payload: JSON.stringify(input) };
}

function procedureArbitraries(procedure: TProcedure) {
  const resolve = resolverFor(procedure.schema);
  const method: TMethod = procedure.type === 'query' ? 'GET' : 'POST';
  const validInput = procedure.schema
    ? nearExample(procedure.name, arbitraryOf(procedure.schema, resolve))
    : fc.constant(undefined);
  const valid = validInput.map((input) => procedureRequest(procedure, method, input));
  const junk = fc.oneof(
    fc.constantFrom(...BAD_SCALARS, ...POISON, DEEPLY_NESTED, ONE_MEGABYTE, null, 42, []),
    fc.jsonValue({ maxDepth: 3 }),
  );
  const invalidInput = procedure.schema
    ? fc.oneof(
        invalidBody(validInput, procedure.schema, resolve),
        // As often as the other mutations: every string poisoned (when the input has any).
        fc.tuple(validInput, fc.constantFrom(...POISON)).map(([input, poison]) => {
          const poisoned = poisonStrings(input, poison);
          // No string in the input (numbers, booleans): a poisoned string in its place.
          return JSON.stringify(poisoned) === JSON.stringify(input) ? `a${poison}b` : poisoned;
        }),
      )
    : junk;
  const url = `/trpc/${procedure.name}`;
  const invalid = fc.oneof(
    invalidInput.map((input) => procedureRequest(procedure, method, input)),
    // The other method: a query posted, a mutation read.
    validInput.map((input) => procedureRequest(procedure, method === 'GET' ? 'POST' : 'GET', input)),
    fc.constantFrom<TFuzzRequest>(
      { method: 'GET', url: `${url}?input=%7B%22a%22` },
      { method: 'GET', url: `${url}?batch=1&input=%5B1%2C2%5D` },
      {
        method: 'GET',
        url: `${url}?batch=1&input=${encodeURIComponent(JSON.stringify({ 0: DEEPLY_NESTED }))}`,
      },
      { method: 'POST', url, headers: { 'content-type': 'application/json' }, payload: '{"a":' },
      { method: 'POST', url, headers: { 'content-type': 'text/plain' }, payload: '{"a":1}' },
      { method: 'POST', url, headers: { 'content-type': 'application/json' }, payload: ONE_MEGABYTE },
      { method: 'PUT', url },
      { method: 'DELETE', url },
      { method: 'PATCH', url, payload: '\u0000' },
      { method: 'GET', url: `/trpc/${procedure.name}.missing,${procedure.name}?batch=1&input=%7B%7D` },
    ),
  );
  return { valid, invalid };
}

/** The reason a response breaks the properties, or null. */
function problemWith(response: LightMyRequestResponse): string | null {
  if (response.statusCode >= 500) return `status ${response.statusCode}: ${response.body.slice(0, 300)}`;
  const leak = findLeak(response.body);
  return leak ? `leaks ${leak}` : null;
}

const describeRequest = (request: TFuzzRequest) =>
  `${request.method} ${request.url.slice(0, 200)} ${String(request.payload ?? '').slice(0, 200)}`;

describe('fuzzing every REST path and tRPC procedure (issue 14)', () => {
  let t: TestApp;
  let admin: string;
  let adminEmail: string;
  let upstream: Server;
  let routes: TRoute[];
  let procedures: TProcedure[];
  let resolve: TResolve;
  let knownIds: string[];

  beforeAll(async () => {
    // Outside services answer from here, empty: fuzzing must not reach the real geocoders or the FEC.
    upstream = createServer((_request, response) => {
      response.setHeader('content-type', 'application/json');
      response.end('{"results":[],"pagination":{"pages":0,"count":0}}');
    });
    await new Promise<void>((done) => upstream.listen(0, '127.0.0.1', done));
    const base = `http://127.0.0.1:${(upstream.address() as AddressInfo).port}`;
    t = await createTestApp({
      env: {
        GEOCODER_PROVIDERS: 'census,boundaries',
        CENSUS_GEOCODER_URL: base,
        FEC_API_URL: base,
        CONGRESS_API_URL: base,
      },
    });
    ({ cookie: admin, email: adminEmail } = await signedInAs(t.app, t.database.db, 'admin'));
    await t.app.ready();

    const document = t.app.swagger() as { paths: Record<string, Record<string, TOperation>> };
    resolve = resolverFor(document);
    const registered = t.app.registeredRoutes
      .filter(({ url }) => !url.startsWith(DOCS_PREFIX) && url !== OPENAPI_PATH && !url.startsWith('/trpc'))
      .filter(({ method }) => (METHODS as readonly string[]).includes(method));
    routes = registered.map(({ method, url }) => {
      const path = url.replace(/:(\w+)/g, '{$1}').replace(/\*$/, '{wildcard}');
      const documented = document.paths[path]?.[method.toLowerCase()];
      // The SPA's pages and /media/:file are outside the contract: their parameters are any text.
      const parameters = [...path.matchAll(/\{(\w+)\}/g)].map(([, name]) => ({
        in: 'path' as const,
        name: name!,
        required: true,
        schema: { type: 'string', minLength: 1, maxLength: 80 },
      }));
      const answered = registered.filter((other) => other.url === url).map((other) => other.method);
      const otherMethods = METHODS.filter((candidate) => !answered.includes(candidate));
      const name = `${method} ${url}`;
      return {
        name,
        method: method as TMethod,
        path,
        documented: !!documented,
        operation: documented ?? { parameters },
        otherMethods,
      };
    });
    procedures = Object.entries(appRouter._def.procedures).map(([name, procedure]) => {
      const definition = (
        procedure as unknown as { _def: { type: 'query' | 'mutation'; inputs: z.ZodType[] } }
      )._def;
      let schema: TJsonSchema | null = null;
      if (definition.inputs[0])
        try {
          schema = z.toJSONSchema(definition.inputs[0], {
            io: 'input',
            unrepresentable: 'any',
          }) as TJsonSchema;
        } catch {
          schema = {};
        }
      return { name, type: definition.type, schema };
    });

    // A few rows for the generated ids to find (a candidate, a keyword, a feedback message).
    await t.app.inject({
      method: 'POST',
      url: '/api/newCandidate',
      headers: { cookie: admin },
      payload: VALID_CANDIDATE,
    });
    await t.app.inject({
      method: 'POST',
      url: '/api/searchKeyword',
      headers: { cookie: admin },
      payload: { keyword: 'housing' },
    });
    await t.app.inject({
      method: 'POST',
      url: '/api/feedback',
      payload: { fullName: 'Sam', email: 'sam@example.org', feedback: 'Hello' },
    });
    const ids = await Promise.all(
      (['candidates', 'searchKeywords', 'feedback', 'videos', 'elections'] as const).map((table) =>
        t.database.db.selectFrom(table).select('id').execute(),
      ),
    );
    knownIds = ids.flat().map(({ id }) => String(id));
  });
  afterAll(async () => {
    await t?.close();
    await new Promise((done) => upstream?.close(done));
  });

  /** Sends one request; reports a 5xx or a leak, and any row it changed in the `watched` tables. */
  async function send(request: TFuzzRequest, asAdmin: boolean, watched: TWatched = []) {
    const headers = { ...(request.headers ?? {}), ...(asAdmin ? { cookie: admin } : {}) };
    const before = watched.length ? await snapshotRows(t, watched) : null;
    const response = await t.app.inject({ ...request, headers });
    const problem = problemWith(response);
    if (problem) throw new Error(`${asAdmin ? 'admin' : 'visitor'} ${describeRequest(request)} → ${problem}`);
    if (before !== null && (await snapshotRows(t, watched)) !== before)
      throw new Error(
        `${asAdmin ? 'admin' : 'visitor'} ${describeRequest(request)} changed rows (${response.statusCode})`,
      );
  }

  /** The admin's requests are only worth something while the fuzzing admin is still signed in. */
  async function expectAdminStillSignedIn() {
    const response = await t.app.inject({
      method: 'GET',
      url: '/trpc/auth.session',
      headers: { cookie: admin },
    });
    expect(response.body).toContain(adminEmail);
  }

  it("recognises a stack trace and the database's words in a body", () => {
    expect(findLeak(JSON.stringify({ message: new Error('boom').stack }))).toMatch(/^a stack frame/);
    expect(findLeak(JSON.stringify({ message: 'relation "users" does not exist' }))).toMatch(/^a relation/);
    expect(
      findLeak('{"message":"insert or update on table violates foreign key constraint"}'),
    ).not.toBeNull();
    expect(findLeak('{"sql":"SELECT \\"id\\" FROM \\"users\\""}')).toMatch(/^SQL/);
    expect(
      findLeak(JSON.stringify({ message: 'Select a state from the list. Insert into the form.' })),
    ).toBeNull();
    expect(findLeak(JSON.stringify({ message: `Unknown category: ${ONE_MEGABYTE}` }))).toBeNull();
  });

  it('covers every documented REST path and every tRPC procedure', () => {
    const undocumented = routes.filter((route) => route.path.startsWith('/api/') && !route.documented);
    expect(undocumented.map((route) => route.name)).toEqual([]);
    expect(routes.filter((route) => route.documented).length).toBeGreaterThan(25);
    expect(procedures.length).toBe(Object.keys(appRouter._def.procedures).length);
  });

  it(
    "answers malformed REST requests, a visitor's or an admin's, without a 5xx, a leak or a write",
    async () => {
      for (const route of routes) {
        const { invalid } = requestArbitraries(route, resolve, knownIds);
        await fc.assert(
          fc.asyncProperty(invalid, asWhom(route.name), (request, asAdmin) =>
            send(request, asAdmin, EVERYTHING),
          ),
          fuzzOptions,
        );
      }
      await expectAdminStillSignedIn();
    },
    FUZZ_TIMEOUT_MS,
  );

  it(
    "answers malformed tRPC calls, a visitor's or an admin's, without a 5xx, a leak or a write",
    async () => {
      for (const procedure of procedures) {
        const { invalid } = procedureArbitraries(procedure);
        await fc.assert(
          fc.asyncProperty(invalid, asWhom(procedure.name), (request, asAdmin) =>
            send(request, asAdmin, EVERYTHING),
          ),
          fuzzOptions,
        );
      }
      await expectAdminStillSignedIn();
    },
    FUZZ_TIMEOUT_MS,
  );

  it(
    "answers a visitor's valid-shaped requests without a 5xx or a leak, writing only through public forms",
    async () => {
      for (const route of routes) {
        const { valid } = requestArbitraries(route, resolve, knownIds);
        await fc.assert(
          fc.asyncProperty(valid, (request) =>
            send(request, false, PUBLIC_WRITES.has(route.name) ? [] : CONTENT),
          ),
          fuzzOptions,
        );
      }
      for (const procedure of procedures) {
        const { valid } = procedureArbitraries(procedure);
        await fc.assert(
          fc.asyncProperty(valid, (request) =>
            send(request, false, PUBLIC_WRITES.has(procedure.name) ? [] : CONTENT),
          ),
          fuzzOptions,
        );
      }
      await expectAdminStillSignedIn();
    },
    FUZZ_TIMEOUT_MS,
  );

  it(
    "answers an admin's valid-shaped requests (which may write) without a 5xx or a leak",
    async () => {
      for (const route of routes.filter(({ name }) => !NOT_AS_ADMIN.has(name))) {
        const { valid } = requestArbitraries(route, resolve, knownIds);
        await fc.assert(
          fc.asyncProperty(valid, (request) => send(request, true)),
          fuzzOptions,
        );
      }
      for (const procedure of procedures.filter(({ name }) => !NOT_AS_ADMIN.has(name))) {
        const { valid } = procedureArbitraries(procedure);
        await fc.assert(
          fc.asyncProperty(valid, (request) => send(request, true)),
          fuzzOptions,
        );
      }
      await expectAdminStillSignedIn();
    },
    FUZZ_TIMEOUT_MS,
  );
});
