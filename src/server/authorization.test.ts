import { readdirSync } from 'node:fs';
import { TWO_FACTOR_MESSAGES } from '../shared/schemas/auth';
import path from 'node:path';
import { publicProcedure, router } from './trpc/init';
import { createInnerContext } from './trpc/context';
import { appRouter, createCaller } from './trpc/router';
import { signedInAs } from './testing/accounts';
import { findUnguardedProcedures, findUnguardedRoutes } from './testing/authorization-sweep';
import { createTestApp, FIXTURE_CLIENT_DIR, type TestApp } from './testing/test-app';
import type { TSessionUser } from './features/auth/auth.service';

/**
 * The explicit list of what anyone may call. Everything else must answer 401 to a visitor and 403 to a
 * signed-in user. Adding an endpoint means either guarding it or adding it here, in review.
 */
const PUBLIC_ROUTES = [
  'GET /healthz',
  'GET /readyz',
  'GET /',
  // The app's other pages; any other path under it answers 404.
  'GET /*',
  'GET /index.html',
  // The service worker's offline app shell (ADR 39).
  'GET /app-shell',
  'GET /es/app-shell',
  // Server-rendered forms posted before the page's code ran (issue 23): feedback, the library's search.
  'POST /feedback',
  'GET /search',
  // The same forms of the Spanish pages (ADR 43).
  'POST /es/feedback',
  'GET /es/search',
  // For search engines and link checkers (issue 26).
  'GET /robots.txt',
  'GET /sitemap.xml',
  'POST /api/users',
  'POST /api/sessions',
  'POST /api/sessions/second-factor',
  'GET /api/sessions',
  'DELETE /api/sessions',
  'POST /api/feedback',
  'GET /api/books/page/:page',
  'GET /api/books',
  'GET /api/books/:id',
  'GET /media/:file',
  // Social card images (ADR 38).
  'GET /cards/:file',
  'GET /cards/candidate/:file',
  'GET /cards/ballot/:file',
  'GET /cards/video/:file',
  // The cards of the other languages' pages (issue 24).
  'GET /cards/:locale/:file',
  'GET /cards/:locale/candidate/:file',
  'GET /cards/:locale/ballot/:file',
  'GET /cards/:locale/video/:file',
  'GET /api/newCandidate',
  'GET /api/newCandidate/:id',
  'POST /api/newCandidate/getDistrict',
  'GET /api/dropdown',
  'GET /api/bill/info',
  'GET /api/bill/progress',
  'GET /api/donors',
  'GET /api/ballotMeasures',
  'GET /api/calendar/next.ics',
  'GET /api/calendar/elections.ics',
  'GET /api/calendar/:id.ics',
  // The API's contract and its viewer.
  'GET /api/openapi.json',
  'GET /api/docs',
  'GET /api/docs/',
  'GET /api/docs/json',
  'GET /api/docs/yaml',
  'GET /api/docs/static/index.html',
  'GET /api/docs/static/swagger-initializer.js',
  'GET /api/docs/static/*',
  // tRPC's own endpoint: its procedures are swept one by one below.
  '* /trpc/:path',
];
const PUBLIC_PROCEDURES = new Set([
  'ballotMeasures.list',
  'ballotMeasures.byIds',
  'health.ready',
  'auth.register',
  'auth.login',
  'auth.loginSecondFactor',
  'auth.session',
  'auth.logout',
  'feedback.submit',
  'videos.page',
  'videos.inCategory',
  'videos.search',
  'videos.byId',
  'candidates.byId',
  'sharedBallot.picks',
  'candidates.list',
  'candidates.otherKeyStates',
  'districts.search',
  'districts.searchStructured',
  'districts.exampleAddresses',
  'elections.list',
  'content.section',
  'states.dropdown',
  'legislation.votingHistory',
  'legislation.votingTopics',
  'legislation.sharedVotes',
  'legislation.billProgress',
  'donors.byCandidate',
]);

/**
 * A signed-in user's own calls (the account page): 401 to a visitor, open to any signed-in user, an
 * admin without two-factor sign-in under ADMIN_MFA=required included (that is where they set it up).
 */
const SIGNED_IN_ROUTES = ['POST /api/account/password'];
const SIGNED_IN_PROCEDURES = new Set([
  'auth.twoFactorStatus',
  'auth.startTwoFactorSetup',
  'auth.confirmTwoFactorSetup',
  'auth.disableTwoFactor',
  'auth.regenerateRecoveryCodes',
  'auth.changePassword',
]);
const NOT_ADMIN_ONLY = new Set([...PUBLIC_PROCEDURES, ...SIGNED_IN_PROCEDURES]);

const clientFiles = (dir: string, prefix = ''): string[] =>
  readdirSync(path.join(dir, prefix), { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? clientFiles(dir, `${prefix}/${entry.name}`) : [`${prefix}/${entry.name}`],
  );
const STATIC_FILES = new Set(clientFiles(FIXTURE_CLIENT_DIR));

function isPublic(route: string): boolean {
  const [method = '', url = ''] = route.split(' ');
  const asGet = method === 'HEAD' ? `GET ${url}` : route;
  return (
    PUBLIC_ROUTES.includes(asGet) ||
    SIGNED_IN_ROUTES.includes(asGet) ||
    PUBLIC_ROUTES.includes(`* ${url}`) ||
    (method.match(/GET|HEAD/) !== null && STATIC_FILES.has(url))
  );
}

const member: TSessionUser = { id: 'u1', name: 'Member', email: 'member@example.org', role: 'user' };

describe('authorization sweep', () => {
  let t: TestApp;
  let userCookie: string;
  beforeAll(async () => {
    t = await createTestApp();
    ({ cookie: userCookie } = await signedInAs(t.app, t.database.db, 'user'));
  });
  afterAll(() => t.close());

  it('leaves no REST route open except the public list', async () => {
    expect(t.app.registeredRoutes.length).toBeGreaterThan(PUBLIC_ROUTES.length);
    expect(await findUnguardedRoutes(t.app, { isPublic, userCookie })).toEqual([]);
  });

  it('leaves no tRPC procedure open except the public list', async () => {
    expect(
      await findUnguardedProcedures(appRouter, t.deps, { publicProcedures: NOT_ADMIN_ONLY, user: member }),
    ).toEqual([]);
  });

  it("refuses a visitor every signed-in user's own call", async () => {
    for (const route of SIGNED_IN_ROUTES) {
      const [method, url] = route.split(' ') as ['POST', string];
      expect((await t.app.inject({ method, url, payload: {} })).statusCode, route).toBe(401);
    }
    const caller = createCaller(createInnerContext(t.deps, { clientAddress: '192.0.2.9' }));
    for (const path of SIGNED_IN_PROCEDURES) {
      const procedure = (caller.auth as unknown as Record<string, (input?: unknown) => Promise<unknown>>)[
        path.replace('auth.', '')
      ]!;
      await expect(procedure({}), path).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
    }
  });
});

describe('ADMIN_MFA=required', () => {
  let t: TestApp;
  let adminCookie: string;
  beforeAll(async () => {
    t = await createTestApp({ env: { ADMIN_MFA: 'required' } });
    ({ cookie: adminCookie } = await signedInAs(t.app, t.database.db, 'admin'));
  });
  afterAll(() => t.close());

  // The sweep's "user" is an admin without two-factor sign-in: every admin route must refuse them too.
  it('refuses an admin without two-factor sign-in every admin REST route, with the reason', async () => {
    expect(await findUnguardedRoutes(t.app, { isPublic, userCookie: adminCookie })).toEqual([]);
    const refused = await t.app.inject({
      method: 'GET',
      url: '/api/feedbackPagination',
      headers: { cookie: adminCookie },
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(TWO_FACTOR_MESSAGES.setUpFirst);
  });

  it('refuses them every admin procedure', async () => {
    const admin: TSessionUser = { ...member, id: 'a1', role: 'admin', hasTwoFactor: false };
    expect(
      await findUnguardedProcedures(appRouter, t.deps, { publicProcedures: NOT_ADMIN_ONLY, user: admin }),
    ).toEqual([]);
  });

  it('lets them reach the account page calls and tells the client where to go', async () => {
    const session = await t.app.inject({ url: '/trpc/auth.session', headers: { cookie: adminCookie } });
    expect(session.json().result.data.user).toMatchObject({
      mustSetUpTwoFactor: true,
      twoFactorEnabled: false,
    });
    const status = await t.app.inject({
      url: '/trpc/auth.twoFactorStatus',
      headers: { cookie: adminCookie },
    });
    expect(status.json().result.data).toMatchObject({ enabled: false, required: true });
  });
});

describe('the sweep itself', () => {
  let t: TestApp;
  let userCookie: string;
  beforeAll(async () => {
    t = await createTestApp();
    t.app.delete('/api/test/leak/:id', async () => ({ success: true }));
    ({ cookie: userCookie } = await signedInAs(t.app, t.database.db, 'user'));
  });
  afterAll(() => t.close());

  it('catches a REST route added without the admin gate', async () => {
    expect(await findUnguardedRoutes(t.app, { isPublic, userCookie })).toEqual([
      'DELETE /api/test/leak/:id (visitor 200, user 200)',
    ]);
  });

  it('catches a procedure added without adminProcedure', async () => {
    const leaky = router({ ...appRouter._def.record, leaky: publicProcedure.mutation(() => 'done') });
    expect(
      await findUnguardedProcedures(leaky, t.deps, { publicProcedures: NOT_ADMIN_ONLY, user: member }),
    ).toEqual(['leaky (visitor OK, user OK)']);
  });
});
