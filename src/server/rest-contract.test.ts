import type { InjectOptions } from 'fastify';
import { z } from 'zod';
import { US_STATES } from '../shared/constants/states';
import { DROPDOWN_MESSAGES } from '../shared/schemas/states';
import { restApp } from './http/rest-contract';
import { signedInAs } from './testing/accounts';
import { VALID_CANDIDATE } from './testing/content';
import { createTestApp, type TestApp } from './testing/test-app';
import { DOCS_PREFIX, OPENAPI_PATH } from './plugins/openapi';

const MALFORMED_ID = 'not-an-id';
const WELL_FORMED_ID = '00000000-0000-4000-8000-000000000000';
const CANDIDATE = VALID_CANDIDATE;

function multipart(fields: Record<string, string>): Pick<InjectOptions, 'headers' | 'payload'> {
  const parts = Object.entries(fields).map(
    ([name, value]) => `--x\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
  );
  return {
    headers: { 'content-type': 'multipart/form-data; boundary=x' },
    payload: `${parts.join('')}--x--\r\n`,
  };
}

type TMalformedRequest = {
  route: string;
  what: string;
  request: InjectOptions;
  message: string;
  asAdmin?: boolean;
};

/**
 * One malformed request per documented path and input: each must be refused with a 400 and a message
 * before its handler runs (the handlers would answer otherwise: 200, 404, or a lookup result).
 */
const MALFORMED: TMalformedRequest[] = [
  {
    route: 'GET /api/books/page/:page',
    what: 'a page that is not a number',
    request: { method: 'GET', url: '/api/books/page/first' },
    message: 'page must be a number',
  },
  {
    route: 'GET /api/books/page/:page',
    what: 'a newestFirst that is not a boolean',
    request: { method: 'GET', url: '/api/books/page/1?newestFirst=yes' },
    message: 'newestFirst: Invalid option: expected one of "true"|"false"',
  },
  {
    route: 'GET /api/books',
    what: 'an unknown category',
    request: { method: 'GET', url: '/api/books?cat=Gardening' },
    message: 'cat: Unknown category: Gardening',
  },
  {
    route: 'GET /api/books',
    what: 'a category of 100,000 characters, quoted short',
    request: { method: 'GET', url: `/api/books?cat=${'x'.repeat(100_000)}` },
    message: `cat: Unknown category: ${'x'.repeat(60)}…`,
  },
  {
    route: 'GET /api/books',
    what: 'neither a category nor a search',
    request: { method: 'GET', url: '/api/books' },
    message: 'Ask for ?cat={category} or ?search={keyword}.',
  },
  {
    route: 'GET /api/books/:id',
    what: 'a malformed id',
    request: { method: 'GET', url: `/api/books/${MALFORMED_ID}` },
    message: 'id: must be a valid id',
  },
  {
    route: 'POST /api/books',
    what: 'a form without an image',
    request: { method: 'POST', url: '/api/books', ...multipart({ url: 'abc', category: 'Current Events' }) },
    message: 'Choose a PNG or JPEG image',
    asAdmin: true,
  },
  {
    route: 'PUT /api/books/:id',
    what: 'a video id that is not a number',
    request: {
      method: 'PUT',
      url: `/api/books/${WELL_FORMED_ID}`,
      ...multipart({ url: 'abc', category: 'Current Events' }),
    },
    message: 'url: Video id must be a number',
    asAdmin: true,
  },
  {
    route: 'PUT /api/books/:id',
    what: 'a malformed id',
    request: {
      method: 'PUT',
      url: `/api/books/${MALFORMED_ID}`,
      ...multipart({ url: '123', category: 'Current Events' }),
    },
    message: 'id: must be a valid id',
    asAdmin: true,
  },
  {
    route: 'DELETE /api/books/:id',
    what: 'a malformed id',
    request: { method: 'DELETE', url: `/api/books/${MALFORMED_ID}` },
    message: 'id: must be a valid id',
    asAdmin: true,
  },
  {
    route: 'POST /api/users',
    what: 'a bad email',
    request: {
      method: 'POST',
      url: '/api/users',
      payload: { name: 'Ana', email: 'ana', password: 'long enough', passwordConfirmation: 'long enough' },
    },
    message: 'email: not a valid email address',
  },
  {
    route: 'POST /api/sessions',
    what: 'no password',
    request: { method: 'POST', url: '/api/sessions', payload: { email: 'ana@example.org' } },
    message: 'password: cannot be blank!',
  },
  {
    route: 'POST /api/sessions/second-factor',
    what: 'a code that is not 6 digits',
    request: {
      method: 'POST',
      url: '/api/sessions/second-factor',
      payload: { challenge: 'abc', code: '12345' },
    },
    message: 'code: Enter the 6-digit code from your authenticator app.',
  },
  {
    route: 'POST /api/sessions/second-factor',
    what: 'neither a code nor a recovery code',
    request: { method: 'POST', url: '/api/sessions/second-factor', payload: { challenge: 'abc' } },
    message: 'code: Send either code or recoveryCode',
  },
  {
    route: 'POST /api/account/password',
    what: 'a confirmation that differs',
    request: {
      method: 'POST',
      url: '/api/account/password',
      payload: {
        currentPassword: 'correct horse battery',
        newPassword: 'a new long passphrase',
        newPasswordConfirmation: 'another long passphrase',
      },
    },
    message: 'newPasswordConfirmation: password must be the same',
    asAdmin: true,
  },
  {
    route: 'POST /api/sessions',
    what: 'a body that is not JSON',
    request: {
      method: 'POST',
      url: '/api/sessions',
      headers: { 'content-type': 'application/json' },
      payload: '{"email":',
    },
    message: "Body is not valid JSON but content-type is set to 'application/json'",
  },
  {
    route: 'POST /api/feedback',
    what: 'a blank message',
    request: {
      method: 'POST',
      url: '/api/feedback',
      payload: { fullName: 'Sam', email: 'sam@example.org', feedback: ' ' },
    },
    message: 'feedback: cannot be blank!',
  },
  {
    route: 'GET /api/feedbackPagination',
    what: 'a negative page',
    request: { method: 'GET', url: '/api/feedbackPagination?page=-1' },
    message: 'page must be 0 or more',
    asAdmin: true,
  },
  {
    route: 'DELETE /api/feedback/:id',
    what: 'a malformed id',
    request: { method: 'DELETE', url: `/api/feedback/${MALFORMED_ID}` },
    message: 'id: must be a valid id',
    asAdmin: true,
  },
  {
    route: 'POST /api/newCandidate/getDistrict',
    what: 'an address that is not text',
    request: { method: 'POST', url: '/api/newCandidate/getDistrict', payload: { address: 42 } },
    message: 'address: Invalid input: expected string, received number',
  },
  {
    route: 'POST /api/newCandidate/getDistrict',
    what: 'a structured address with a bad ZIP code',
    request: {
      method: 'POST',
      url: '/api/newCandidate/getDistrict',
      payload: { street: '1 Main St', city: 'Albany', state: 'NY', postalcode: '12' },
    },
    message: 'postalcode: must contains 5 digits only',
  },
  {
    route: 'GET /api/newCandidate',
    what: 'an over-long office',
    request: { method: 'GET', url: `/api/newCandidate?office=${'x'.repeat(101)}` },
    message: 'office: Too big: expected string to have <=100 characters',
  },
  {
    route: 'GET /api/newCandidate/:id',
    what: 'a malformed id',
    request: { method: 'GET', url: `/api/newCandidate/${MALFORMED_ID}` },
    message: 'id: must be a valid id',
  },
  {
    route: 'GET /api/calendar/:id.ics',
    what: 'a malformed election id',
    request: { method: 'GET', url: `/api/calendar/${MALFORMED_ID}.ics` },
    message: 'id: must be a valid id',
  },
  {
    route: 'POST /api/newCandidate',
    what: 'a district with forbidden characters',
    request: { method: 'POST', url: '/api/newCandidate', payload: { ...CANDIDATE, district: '3/3' } },
    message: 'district: contains invalid characters',
    asAdmin: true,
  },
  {
    route: 'PUT /api/newCandidate/:id',
    what: 'a malformed id',
    request: { method: 'PUT', url: `/api/newCandidate/${MALFORMED_ID}`, payload: CANDIDATE },
    message: 'id: must be a valid id',
    asAdmin: true,
  },
  {
    route: 'PUT /api/newCandidate/:id',
    what: 'a bio that is not a link',
    request: {
      method: 'PUT',
      url: `/api/newCandidate/${WELL_FORMED_ID}`,
      payload: { ...CANDIDATE, bio: 'me' },
    },
    message: 'bio: entry must start with https:// or http:// Else enter NA',
    asAdmin: true,
  },
  {
    route: 'DELETE /api/newCandidate/:id',
    what: 'a malformed id',
    request: { method: 'DELETE', url: `/api/newCandidate/${MALFORMED_ID}` },
    message: 'id: must be a valid id',
    asAdmin: true,
  },
  {
    route: 'GET /api/ballotMeasures',
    what: 'an election that is no id',
    request: { method: 'GET', url: '/api/ballotMeasures?election=nope' },
    message: 'election must be an election id',
  },
  {
    route: 'POST /api/ballotMeasures',
    what: 'a measure without its texts',
    request: { method: 'POST', url: '/api/ballotMeasures', payload: {} },
    message: 'electionId: choose an election',
    asAdmin: true,
  },
  {
    route: 'PUT /api/ballotMeasures/:id',
    what: 'a malformed id',
    request: { method: 'PUT', url: `/api/ballotMeasures/${MALFORMED_ID}`, payload: {} },
    message: 'id: must be a valid id',
    asAdmin: true,
  },
  {
    route: 'DELETE /api/ballotMeasures/:id',
    what: 'a malformed id',
    request: { method: 'DELETE', url: `/api/ballotMeasures/${MALFORMED_ID}` },
    message: 'id: must be a valid id',
    asAdmin: true,
  },
  ...(['preview', 'apply'] as const).map((action) => ({
    route: `POST /api/candidateImport/${action}`,
    what: 'no file name',
    request: {
      method: 'POST' as const,
      url: `/api/candidateImport/${action}`,
      headers: { 'content-type': 'text/csv' },
      payload: 'election,fullName\r\n',
    },
    message: 'fileName: Invalid input: expected string, received undefined',
    asAdmin: true,
  })),
  {
    route: 'GET /api/googleSearch',
    what: 'no candidateSearch',
    request: { method: 'GET', url: '/api/googleSearch' },
    message: 'candidateSearch: cannot be blank!',
    asAdmin: true,
  },
  {
    route: 'GET /api/googleSearch',
    what: 'an over-long candidateSearch',
    request: { method: 'GET', url: `/api/googleSearch?candidateSearch=${'x'.repeat(101)}` },
    message: 'candidateSearch: must be at most 100 characters long',
    asAdmin: true,
  },
  {
    route: 'PUT /api/dropdown',
    what: 'a list without every state',
    request: {
      method: 'PUT',
      url: '/api/dropdown',
      payload: [{ stateShort: 'NY', stateFull: 'New York', stateActive: true }],
    },
    message: DROPDOWN_MESSAGES.missing(US_STATES.map(([code]) => code).filter((code) => code !== 'NY')),
    asAdmin: true,
  },
  {
    route: 'POST /api/searchKeyword',
    what: 'a blank keyword',
    request: { method: 'POST', url: '/api/searchKeyword', payload: { keyword: '  ' } },
    message: 'keyword: cannot be blank!',
    asAdmin: true,
  },
  {
    route: 'PUT /api/searchKeyword/:id',
    what: 'a malformed id',
    request: { method: 'PUT', url: `/api/searchKeyword/${MALFORMED_ID}`, payload: { keyword: 'housing' } },
    message: 'id: must be a valid id',
    asAdmin: true,
  },
  {
    route: 'PUT /api/searchKeyword/:id',
    what: 'an over-long keyword',
    request: {
      method: 'PUT',
      url: `/api/searchKeyword/${WELL_FORMED_ID}`,
      payload: { keyword: 'x'.repeat(101) },
    },
    message: 'keyword: must be at most 100 characters long',
    asAdmin: true,
  },
  {
    route: 'DELETE /api/searchKeyword/:id',
    what: 'a malformed id',
    request: { method: 'DELETE', url: `/api/searchKeyword/${MALFORMED_ID}` },
    message: 'id: must be a valid id',
    asAdmin: true,
  },
  {
    route: 'GET /api/bill/info',
    what: 'an unknown topic',
    request: {
      method: 'GET',
      url: '/api/bill/info?category=Gardening&firstName=Eleanor&lastName=Park&typeOfElection=Senate',
    },
    message: 'category: must be one of the 15 voting topics',
  },
  {
    route: 'GET /api/bill/info',
    what: 'an office without a federal record',
    request: {
      method: 'GET',
      url: '/api/bill/info?category=Economy&firstName=Eleanor&lastName=Park&typeOfElection=Governor',
    },
    message: 'typeOfElection: voting records are kept only for the House of Representatives and the Senate',
  },
  {
    route: 'GET /api/bill/progress',
    what: 'a url that is not a link',
    request: { method: 'GET', url: '/api/bill/progress?url=hr9901' },
    message: 'url: must be the tracker link of a bill',
  },
  {
    route: 'GET /api/donors',
    what: 'a missing last name',
    request: { method: 'GET', url: '/api/donors?firstName=Eleanor&chamber=Senate' },
    message: 'lastName: cannot be blank!',
  },
  {
    route: 'POST /api/books',
    what: 'a multipart body cut short',
    request: {
      method: 'POST',
      url: '/api/books',
      headers: { 'content-type': 'multipart/form-data; boundary=x' },
      payload: '--x\r\nContent-Disposition: form-data; name="url"\r\n\r\nabc',
    },
    message: 'The upload was cut short or is not valid multipart form data.',
    asAdmin: true,
  },
  {
    route: 'PUT /api/books/:id',
    what: 'a multipart body without its boundary',
    request: {
      method: 'PUT',
      url: `/api/books/${WELL_FORMED_ID}`,
      headers: { 'content-type': 'multipart/form-data' },
      payload: 'garbage',
    },
    message: 'The upload was cut short or is not valid multipart form data.',
    asAdmin: true,
  },
  // A NUL byte used to reach Postgres and answer 500 (issue 14): every text field refuses control characters.
  {
    route: 'POST /api/feedback',
    what: 'a NUL byte in the message',
    request: {
      method: 'POST',
      url: '/api/feedback',
      payload: { fullName: 'Sam', email: 'sam@example.org', feedback: 'Hello\u0000world' },
    },
    message: 'feedback: must not contain control characters',
  },
  {
    route: 'POST /api/newCandidate/getDistrict',
    what: 'a NUL byte in the address',
    request: {
      method: 'POST',
      url: '/api/newCandidate/getDistrict',
      payload: { address: '1 Main St\u0000' },
    },
    message: 'address: must not contain control characters',
  },
  {
    route: 'GET /api/newCandidate',
    what: 'a NUL byte in the office',
    request: { method: 'GET', url: '/api/newCandidate?office=Senate%00&district=1' },
    message: 'office: must not contain control characters',
  },
  {
    route: 'GET /api/books',
    what: 'a bell character in the search',
    request: { method: 'GET', url: '/api/books?search=vote%07' },
    message: 'search: must not contain control characters',
  },
  {
    route: 'POST /api/feedback',
    what: 'a lone surrogate in the name',
    request: {
      method: 'POST',
      url: '/api/feedback',
      payload: { fullName: 'Sam \ud800', email: 'sam@example.org', feedback: 'Hello' },
    },
    message: 'fullName: must not contain control characters',
  },
  {
    route: 'POST /api/newCandidate',
    what: 'an escape character in a name',
    request: {
      method: 'POST',
      url: '/api/newCandidate',
      payload: { ...CANDIDATE, lastName: 'Torres\u001b[2J' },
    },
    message: 'lastName: must not contain control characters',
    asAdmin: true,
  },
];

/** Documented paths that take no input at all, so nothing about a request to them can be malformed. */
const WITHOUT_INPUT = [
  'GET /api/sessions',
  'DELETE /api/sessions',
  'GET /api/dropdown',
  'GET /api/searchKeyword',
  'GET /api/calendar/next.ics',
  'GET /api/calendar/elections.ics',
  'GET /api/candidateImport/template.csv',
  'GET /api/candidateImport/export.csv',
];

describe('the REST contract', () => {
  let t: TestApp;
  let admin: string;
  beforeAll(async () => {
    t = await createTestApp();
    ({ cookie: admin } = await signedInAs(t.app, t.database.db, 'admin'));
  });
  afterAll(() => t.close());

  it('has a malformed-request case for every documented path that takes input', () => {
    const documented = t.app.registeredRoutes
      .filter(({ method, url }) => url.startsWith('/api/') && method !== 'HEAD')
      .filter(({ url }) => !url.startsWith(DOCS_PREFIX) && url !== OPENAPI_PATH)
      .map(({ method, url }) => `${method} ${url}`);
    const covered = new Set([...MALFORMED.map(({ route }) => route), ...WITHOUT_INPUT]);
    expect(documented.filter((route) => !covered.has(route))).toEqual([]);
  });

  it.each(MALFORMED.map((row) => [row.route, row.what, row] as const))(
    '%s refuses %s with a 400 and a message',
    async (_route, _what, { request, message, asAdmin }) => {
      const headers = { ...(request.headers ?? {}), ...(asAdmin ? { cookie: admin } : {}) };
      const response = await t.app.inject({ ...request, headers });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ success: false, code: 'BAD_REQUEST', message });
    },
  );

  it('leaves the data untouched when it refuses a request', async () => {
    for (const table of ['candidates', 'feedback', 'searchKeywords', 'users', 'videos'] as const) {
      const before = await t.database.db.selectFrom(table).select('id').execute();
      for (const { request, asAdmin } of MALFORMED)
        await t.app.inject({
          ...request,
          headers: { ...(request.headers ?? {}), ...(asAdmin ? { cookie: admin } : {}) },
        });
      expect(await t.database.db.selectFrom(table).select('id').execute()).toEqual(before);
    }
  });
});

/**
 * The tRPC twin of each REST call that takes an id in its path, or why it has none. Both check the id with
 * the shared ZIdSchema (REST through ZIdParams), so a malformed id is refused alike before any query.
 */
type TTwin = { procedure: string; type: 'query' | 'mutation'; input: Record<string, unknown> };
const query = (procedure: string): TTwin => ({ procedure, type: 'query', input: {} });
const mutation = (procedure: string, input = {}): TTwin => ({ procedure, type: 'mutation', input });
const ID_TWINS: Record<string, TTwin | { none: string }> = {
  'GET /api/books/:id': query('videos.byId'),
  'PUT /api/books/:id': { none: 'uploads with progress are REST only (ADR 7)' },
  'DELETE /api/books/:id': mutation('videos.delete'),
  'DELETE /api/feedback/:id': mutation('feedback.delete'),
  'GET /api/newCandidate/:id': query('candidates.byId'),
  'PUT /api/newCandidate/:id': mutation('candidates.update', { candidate: CANDIDATE }),
  'DELETE /api/newCandidate/:id': mutation('candidates.delete'),
  'GET /api/calendar/:id.ics': { none: 'an iCalendar file, not an answer the app reads' },
  'PUT /api/searchKeyword/:id': mutation('keywords.update', { keyword: 'housing' }),
  'DELETE /api/searchKeyword/:id': mutation('keywords.delete'),
  'PUT /api/ballotMeasures/:id': mutation('ballotMeasures.update', { measure: {} }),
  'DELETE /api/ballotMeasures/:id': mutation('ballotMeasures.delete'),
};
const MALFORMED_IDS = MALFORMED.filter(({ message }) => message === 'id: must be a valid id');

describe('a REST call with an id and its tRPC twin', () => {
  let t: TestApp;
  let admin: string;
  beforeAll(async () => {
    t = await createTestApp();
    ({ cookie: admin } = await signedInAs(t.app, t.database.db, 'admin'));
  });
  afterAll(() => t.close());

  it('names a twin, or why there is none, for every REST call with an id', () => {
    const withId = t.app.registeredRoutes
      .filter(({ method, url }) => url.startsWith('/api/') && url.includes(':id') && method !== 'HEAD')
      .map(({ method, url }) => `${method} ${url}`);
    expect(withId.sort()).toEqual(Object.keys(ID_TWINS).sort());
    expect(MALFORMED_IDS.map(({ route }) => route).sort()).toEqual(Object.keys(ID_TWINS).sort());
  });

  const withTwins = MALFORMED_IDS.flatMap((row) => {
    const twin = ID_TWINS[row.route]!;
    return 'none' in twin ? [] : [[row.route, row, twin] as const];
  });
  it.each(withTwins)(
    '%s and its twin refuse a malformed id with the same code and message',
    async (_route, { request, asAdmin }, twin) => {
      const headers = asAdmin ? { cookie: admin } : {};
      const rest = await t.app.inject({ ...request, headers: { ...(request.headers ?? {}), ...headers } });
      const input = { ...twin.input, id: MALFORMED_ID };
      const trpc = await t.app.inject(
        twin.type === 'query'
          ? { url: `/trpc/${twin.procedure}?input=${encodeURIComponent(JSON.stringify(input))}`, headers }
          : { method: 'POST', url: `/trpc/${twin.procedure}`, payload: input, headers },
      );
      const { error } = trpc.json();
      expect([trpc.statusCode, error.data.code, error.message]).toEqual([
        rest.statusCode,
        rest.json().code,
        rest.json().message,
      ]);
      expect(rest.statusCode).toBe(400);
    },
  );
});

describe('a route declared with zod schemas', () => {
  let t: TestApp;
  let handlerRuns = 0;
  beforeAll(async () => {
    t = await createTestApp();
    restApp(t.app).post(
      '/api/test/echo',
      {
        schema: {
          body: z.object({ name: z.string().trim().min(1, 'name is required') }),
          response: { 200: z.object({ greeting: z.string() }) },
        },
      },
      async (request) => {
        handlerRuns += 1;
        // The extra field stands for anything a domain object carries that the contract does not name.
        return { greeting: `Hello, ${request.body.name}`, internalNote: 'not for clients' };
      },
    );
  });
  afterAll(() => t.close());

  it('hands the handler the parsed body and serializes only what the response schema names', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/test/echo',
      payload: { name: '  Ana ' },
    });
    expect(response.json()).toEqual({ greeting: 'Hello, Ana' });
  });

  it('refuses a body that fails the schema before the handler runs', async () => {
    const runsBefore = handlerRuns;
    const response = await t.app.inject({ method: 'POST', url: '/api/test/echo', payload: { name: ' ' } });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      message: 'name is required',
      fieldErrors: { name: ['name is required'] },
    });
    expect(handlerRuns).toBe(runsBefore);
  });
});
