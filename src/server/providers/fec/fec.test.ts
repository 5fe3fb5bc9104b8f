import { ProviderError } from '../http';
import { DEMO_FEC_CANDIDATES, type TFakeFecCandidate } from './fakes/demo-fec';
import { startFakeFec, type FakeFec, type TFakeFecRoute } from './fakes/fake-fec';
import { createFecProvider, MAX_COMMITTEE_PAGES, MAX_EMPLOYER_PAGES } from './fec';
import { createDonorsProvider } from './index';
import {
  displayName,
  isOrganisationEmployer,
  isSameCandidateName,
  mergeContributors,
  organisationKey,
} from './top-contributors';
import type { DonorsProvider, TFecCandidateQuery } from './types';
import { FAKE_SERVICE_TIMEOUT_MS } from '../fake-service-timeout';

const timeoutMs = FAKE_SERVICE_TIMEOUT_MS;

const failureOf = (promise: Promise<unknown>) =>
  promise.then(
    () => null,
    (error: unknown) => error as ProviderError,
  );

describe('isOrganisationEmployer', () => {
  it.each([
    'RETIRED',
    'Retired.',
    'NOT EMPLOYED',
    'SELF-EMPLOYED',
    'self employed',
    'NONE',
    'N/A',
    'INFORMATION REQUESTED',
    'INFORMATION REQUESTED PER BEST EFFORTS',
    '',
  ])('%j is no organisation', (employer) => {
    expect(isOrganisationEmployer(employer)).toBe(false);
  });

  it.each(['LAKESHORE UNIVERSITY', 'SELF HELP CREDIT UNION', 'NONE SUCH LLC'])('%j is one', (employer) => {
    expect(isOrganisationEmployer(employer)).toBe(true);
  });
});

describe('organisationKey', () => {
  it.each([
    ['AT&T Inc.', 'AT T'],
    ['AT&T INC. EMPLOYEE FEDERAL POLITICAL ACTION COMMITTEE (AT&T PAC)', 'AT T'],
    ['The Boeing Company', 'BOEING'],
    ['RIVERBEND ENERGY CO', 'RIVERBEND ENERGY'],
    ['RIVERBEND ENERGY COMPANY EMPLOYEES PAC', 'RIVERBEND ENERGY'],
    ['Kestrel Software, LLC', 'KESTREL SOFTWARE'],
    ['  harborview   bank  corp ', 'HARBORVIEW BANK'],
    ["Macy's", 'MACYS'],
    ['Société Générale', 'SOCIETE GENERALE'],
  ])('%j → %j', (name, key) => {
    expect(organisationKey(name)).toBe(key);
  });
});

describe('displayName', () => {
  it("prefers the employer's spelling, then the one carrying the most money", () => {
    expect(
      displayName([
        { text: 'ACME CORP PAC', amount: 9000, isEmployer: false },
        { text: 'ACME CORP', amount: 100, isEmployer: true },
        { text: 'ACME CORPORATION', amount: 400, isEmployer: true },
      ]),
    ).toBe('ACME CORPORATION');
    expect(displayName([{ text: 'PROGRESSIVE FUTURE FUND', amount: 1, isEmployer: false }])).toBe(
      'PROGRESSIVE FUTURE FUND',
    );
  });
});

describe('mergeContributors', () => {
  it('merges PAC and employer money by organisation, in whole dollars, largest total first', () => {
    const donors = mergeContributors(
      [
        { employer: 'AT&T', total: 1000.4 },
        { employer: 'AT&T INC.', total: 300.3 },
        { employer: 'RETIRED', total: 50000 },
        { employer: 'LAKESHORE UNIVERSITY', total: 2500.5 },
        { employer: 'INFORMATION REQUESTED', total: 9000 },
      ],
      [
        { contributorName: 'AT&T INC. EMPLOYEE FEDERAL POLITICAL ACTION COMMITTEE (AT&T PAC)', amount: 5000 },
        { contributorName: 'AT&T INC. EMPLOYEE FEDERAL POLITICAL ACTION COMMITTEE (AT&T PAC)', amount: 2500 },
        { contributorName: 'PROGRESSIVE FUTURE FUND', amount: 2500 },
      ],
    );
    expect(donors).toEqual([
      { orgName: 'AT&T', pacs: 7500, indivs: 1301, total: 8801 },
      { orgName: 'LAKESHORE UNIVERSITY', pacs: 0, indivs: 2501, total: 2501 },
      { orgName: 'PROGRESSIVE FUTURE FUND', pacs: 2500, indivs: 0, total: 2500 },
    ]);
  });

  it('keeps the top `limit` (10 by default), drops money refunded to nothing, orders ties by name', () => {
    const employers = Array.from({ length: 12 }, (_, index) => ({
      employer: `EMPLOYER ${String.fromCharCode(65 + index)}`,
      total: 100 * (12 - index),
    }));
    expect(mergeContributors(employers, [])).toHaveLength(10);
    expect(mergeContributors(employers, [], 2).map((donor) => donor.orgName)).toEqual([
      'EMPLOYER A',
      'EMPLOYER B',
    ]);
    expect(
      mergeContributors(
        [
          { employer: 'ZETA', total: 10 },
          { employer: 'ALPHA', total: 10 },
        ],
        [
          { contributorName: 'REFUNDED PAC', amount: 1000 },
          { contributorName: 'REFUNDED PAC', amount: -1000 },
        ],
      ).map((donor) => donor.orgName),
    ).toEqual(['ALPHA', 'ZETA']);
  });
});

describe('isSameCandidateName', () => {
  it.each([
    ['PARK, ELEANOR', 'Eleanor', 'Park', true],
    ['PARK, ELEANOR R. MS', 'eleanor', 'PARK', true],
    ['OCASIO-CORTEZ, ALEXANDRIA', 'Alexandria', 'Ocasio-Cortez', true],
    ['ETCHEVERRY, MARISOL', 'Marisol', 'Etchevérry', true],
    ['Eleanor Park', 'Eleanor', 'Park', true],
    ['PARKER, ELEANOR', 'Eleanor', 'Park', false],
    ['PARK, ELLEN', 'Eleanor', 'Park', false],
    ['PARK, ELEANOR', '', 'Park', false],
  ])('%j is %j %j: %j', (fecName, firstName, lastName, same) => {
    expect(isSameCandidateName(fecName, firstName, lastName)).toBe(same);
  });
});

/** A candidate with figures small enough to check by hand. */
const TEST_CANDIDATE: TFakeFecCandidate = {
  candidateId: 'H6NY99001',
  name: 'RIVERA, MAYA',
  office: 'H',
  state: 'NY',
  district: '07',
  party: 'DEM',
  cycles: [2026],
  committee: { committeeId: 'C99999001', name: 'MAYA RIVERA FOR CONGRESS', cycles: [2026] },
  employers: [
    { employer: 'RETIRED', total: 20000, count: 80 },
    { employer: 'HARBORVIEW BANK', total: 4000.6, count: 6 },
    { employer: 'LAKESHORE UNIVERSITY', total: 3000, count: 5 },
    { employer: 'NOT EMPLOYED', total: 2500, count: 9 },
    { employer: 'HARBORVIEW BANK INC', total: 1000, count: 2 },
  ],
  committeeGifts: [
    { contributorName: 'HARBORVIEW BANK FEDERAL PAC', contributorId: 'C1', amount: 5000, date: '2026-01-02' },
    { contributorName: 'PROGRESSIVE FUTURE FUND', contributorId: 'C2', amount: 2500, date: '2026-01-03' },
    { contributorName: 'HARBORVIEW BANK FEDERAL PAC', contributorId: 'C1', amount: 1000, date: '2026-02-02' },
    // A memo line repeats money reported elsewhere: it must not count.
    {
      contributorName: 'PROGRESSIVE FUTURE FUND',
      contributorId: 'C2',
      amount: 900,
      date: '2026-02-03',
      memoCode: 'X',
    },
    { contributorName: 'NORTHGATE TEACHERS UNION PAC', contributorId: 'C3', amount: 500, date: '2026-03-01' },
  ],
};
const NAMESAKE: TFakeFecCandidate = {
  ...TEST_CANDIDATE,
  candidateId: 'H6NY99002',
  name: 'RIVERAS, MAYA',
  committee: { committeeId: 'C99999002', name: 'RIVERAS FOR CONGRESS', cycles: [2026] },
};
const NO_COMMITTEE: TFakeFecCandidate = {
  ...TEST_CANDIDATE,
  candidateId: 'H6NY99003',
  name: 'LONE, SAM',
  committee: null,
};

const TEST_DONORS = [
  { orgName: 'HARBORVIEW BANK', pacs: 6000, indivs: 5001, total: 11001 },
  { orgName: 'LAKESHORE UNIVERSITY', pacs: 0, indivs: 3000, total: 3000 },
  { orgName: 'PROGRESSIVE FUTURE FUND', pacs: 2500, indivs: 0, total: 2500 },
  { orgName: 'NORTHGATE TEACHERS UNION PAC', pacs: 500, indivs: 0, total: 500 },
];

const query = (overrides: Partial<TFecCandidateQuery> = {}): TFecCandidateQuery => ({
  fecCandidateId: 'H6NY99001',
  firstName: 'Maya',
  lastName: 'Rivera',
  office: 'H',
  state: 'NY',
  cycle: 2026,
  ...overrides,
});

describe('fec provider against its fake', () => {
  let fake: FakeFec;
  let provider: DonorsProvider;

  beforeAll(async () => {
    fake = await startFakeFec({
      candidates: {
        ...DEMO_FEC_CANDIDATES,
        H6NY99001: TEST_CANDIDATE,
        H6NY99002: NAMESAKE,
        H6NY99003: NO_COMMITTEE,
      },
    });
    provider = createFecProvider({ baseUrl: fake.baseUrl, key: 'test-key', timeoutMs });
  });
  afterAll(() => fake.close());
  afterEach(() => fake.reset());

  const routesAsked = () => fake.requests.map((request) => request.route);

  it("by FEC id: the principal committee's top contributors, PAC and employees merged", async () => {
    expect(await provider.findTopContributors(query())).toEqual({
      fecCandidateId: 'H6NY99001',
      candidateName: 'RIVERA, MAYA',
      committeeId: 'C99999001',
      donors: TEST_DONORS,
    });
    expect(routesAsked()).toEqual(['candidate', 'committees', 'by-employer', 'schedule-a']);
    expect(fake.requests.find((request) => request.route === 'committees')?.query).toEqual({
      designation: 'P',
      cycle: '2026',
    });
    expect(fake.requests.find((request) => request.route === 'schedule-a')?.query).toEqual({
      committee_id: 'C99999001',
      two_year_transaction_period: '2026',
      contributor_type: 'committee',
      sort: '-contribution_receipt_amount',
      per_page: '100',
    });
  });

  it('sends the key with every request; the service refuses a request without one', async () => {
    await provider.findTopContributors(query());
    expect(fake.requests.map((request) => request.apiKey)).toEqual(fake.requests.map(() => 'test-key'));
    const keyless = createFecProvider({ baseUrl: fake.baseUrl, key: '', timeoutMs });
    await expect(keyless.findTopContributors(query())).rejects.toMatchObject({
      reason: 'refused',
      message:
        'fec: refused the request (403): No api_key was supplied. Get one at https://api.open.fec.gov/developers/',
    });
  });

  it('by name: searches the office, state and cycle, takes the candidate of that very name and its embedded committee', async () => {
    const result = await provider.findTopContributors(query({ fecCandidateId: null }));
    expect(result?.fecCandidateId).toBe('H6NY99001');
    expect(result?.donors).toEqual(TEST_DONORS);
    // The search answers with the principal committees, so no committees request.
    expect(routesAsked()).toEqual(['search', 'by-employer', 'schedule-a']);
    expect(fake.requests[0]?.query).toEqual({
      q: 'Rivera Maya',
      office: 'H',
      state: 'NY',
      cycle: '2026',
      per_page: '100',
    });
  });

  it('skips a namesake the search also finds', async () => {
    const result = await provider.findTopContributors(query({ fecCandidateId: null, lastName: 'Riveras' }));
    expect(result?.fecCandidateId).toBe('H6NY99002');
  });

  it('an unknown id, an unknown name or a candidate without principal committee is null', async () => {
    expect(await provider.findTopContributors(query({ fecCandidateId: 'H6NY00000' }))).toBeNull();
    expect(routesAsked()).toEqual(['candidate']);
    expect(
      await provider.findTopContributors(
        query({ fecCandidateId: null, firstName: 'Nobody', lastName: 'Here' }),
      ),
    ).toBeNull();
    expect(await provider.findTopContributors(query({ fecCandidateId: null, state: 'NJ' }))).toBeNull();
    expect(await provider.findTopContributors(query({ fecCandidateId: 'H6NY99003' }))).toBeNull();
    expect(await provider.findTopContributors(query({ cycle: 2024 }))).toBeNull();
  });

  it('reads every page: employers by page number, committee gifts by keyset', async () => {
    fake.setPageSize(2);
    expect((await provider.findTopContributors(query()))?.donors).toEqual(TEST_DONORS);
    const pages = (route: TFakeFecRoute) =>
      fake.requests.filter((request) => request.route === route).map((request) => request.query);
    expect(pages('by-employer').map((page) => page.page)).toEqual(['1', '2', '3']);
    const gifts = pages('schedule-a');
    expect(gifts).toHaveLength(3);
    expect(gifts[0]?.last_index).toBeUndefined();
    expect(gifts[1]).toMatchObject({
      last_index: '4000000000000000001',
      last_contribution_receipt_amount: '2500',
    });
    expect(gifts[2]).toMatchObject({
      last_index: '4000000000000000003',
      last_contribution_receipt_amount: '900',
    });
  });

  it('stops after a cap of pages', async () => {
    fake.setPageSize(1);
    await provider.findTopContributors(query({ fecCandidateId: 'H6NY10991' }));
    expect(routesAsked().filter((route) => route === 'by-employer')).toHaveLength(MAX_EMPLOYER_PAGES);
    expect(routesAsked().filter((route) => route === 'schedule-a')).toHaveLength(MAX_COMMITTEE_PAGES);
  });

  it.each([
    ['rate-limited', 'rate-limited', /rate limited \(429\)/],
    ['server-error', 'server-error', /server error \(500\)/],
    ['hang', 'timeout', new RegExp(`no answer within ${FAKE_SERVICE_TIMEOUT_MS} ms`)],
    ['refused', 'refused', /refused the request \(403\): An invalid api_key was supplied/],
  ] as const)('fails clearly when the service is %s', async (mode, reason, message) => {
    for (const route of ['candidate', 'committees', 'by-employer', 'schedule-a'] as const) {
      fake.reset();
      fake.setMode(mode, route);
      const failure = await failureOf(provider.findTopContributors(query()));
      expect(failure, route).toBeInstanceOf(ProviderError);
      expect(failure?.reason, route).toBe(reason);
      expect(failure?.message, route).toMatch(message);
    }
    fake.reset();
    fake.setMode(mode, 'search');
    await expect(provider.findTopContributors(query({ fecCandidateId: null }))).rejects.toMatchObject({
      reason,
    });
  });

  it('a base URL that is no OpenFEC is a clear failure', async () => {
    const wrong = createFecProvider({ baseUrl: `${fake.url}/v1`, key: 'k', timeoutMs });
    await expect(wrong.findTopContributors(query())).rejects.toThrow(
      'fec: has no candidate/H6NY99001/ (404): check FEC_API_URL',
    );
  });

  it('fails as unreachable when nothing listens', async () => {
    const nowhere = createFecProvider({ baseUrl: 'http://127.0.0.1:9', key: 'k', timeoutMs });
    await expect(nowhere.findTopContributors(query())).rejects.toMatchObject({ reason: 'unreachable' });
  });

  it('answers for every demo incumbent, by id and by name, with merged organisations and no non-organisation', async () => {
    for (const candidate of Object.values(DEMO_FEC_CANDIDATES)) {
      const [lastName = '', firstName = ''] = candidate.name.split(', ');
      const demo = query({
        fecCandidateId: null,
        firstName,
        lastName,
        office: candidate.office,
        state: candidate.state,
      });
      const byName = await provider.findTopContributors(demo);
      const byId = await provider.findTopContributors({ ...demo, fecCandidateId: candidate.candidateId });
      expect(byName, candidate.name).toEqual(byId);
      expect(byName?.committeeId, candidate.name).toBe(candidate.committee?.committeeId);
      const donors = byName?.donors ?? [];
      expect(donors.length, candidate.name).toBeGreaterThanOrEqual(5);
      expect(
        donors.some((donor) => donor.pacs > 0 && donor.indivs > 0),
        candidate.name,
      ).toBe(true);
      expect(
        donors.every((donor) => isOrganisationEmployer(donor.orgName)),
        candidate.name,
      ).toBe(true);
      expect(
        donors.map((donor) => donor.total),
        candidate.name,
      ).toEqual(donors.map((donor) => donor.total).sort((a, b) => b - a));
    }
  });
});

describe('createDonorsProvider', () => {
  it('is always the FEC provider, with DEMO_KEY when no key is set', async () => {
    const fake = await startFakeFec();
    try {
      const provider = createDonorsProvider({
        timeoutMs,
        congress: { baseUrl: 'http://127.0.0.1:9', key: null },
        fec: { baseUrl: fake.baseUrl, key: '', cycle: 2026 },
      });
      expect(provider.name).toBe('fec');
      await provider.findTopContributors(query({ fecCandidateId: 'H6NY10991' }));
      expect(fake.requests[0]?.apiKey).toBe('DEMO_KEY');
    } finally {
      await fake.close();
    }
  });
});
