import { OTHER_KEY_STATE_DISTRICTS } from '../../../shared/constants/offices';
import { signedInAs } from '../../testing/accounts';
import { VALID_CANDIDATE } from '../../testing/content';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { sanitizeRichText } from '../rich-text/rich-text.service';

const valid = VALID_CANDIDATE;

describe('candidates', () => {
  let t: TestApp;
  let admin: string;
  let user: string;
  const write = (method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown, cookie = admin) =>
    t.app.inject({
      method,
      url,
      ...(payload ? { payload: payload as Record<string, unknown> } : {}),
      headers: { cookie },
    });

  beforeAll(async () => {
    t = await createTestApp();
    ({ cookie: admin } = await signedInAs(t.app, t.database.db, 'admin'));
    ({ cookie: user } = await signedInAs(t.app, t.database.db, 'user'));
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    await t.database.db.deleteFrom('candidates').execute();
  });

  /** The id of a base-data election, by name. */
  const electionNamed = async (name: string) =>
    (
      await t.database.db
        .selectFrom('elections')
        .select('id')
        .where('name', '=', name)
        .executeTakeFirstOrThrow()
    ).id;

  it('creates a candidate with its division and answers { success, data }', async () => {
    const response = await write('POST', '/api/newCandidate', valid);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      success: true,
      data: {
        ...valid,
        _id: expect.any(String),
        // Left out, as the spec's clients do: the election dated furthest ahead (issue 25).
        electionId: await electionNamed('NYC General Election'),
        divisionId: 'ocd-division/country:us/state:ny/place:new_york/council_district:33',
        bioguideId: null,
        fecCandidateId: null,
        recommended: false,
        recommendationReason: null,
        translations: {},
      },
    });
  });

  it('puts a candidate in the election named, keeps it there on an edit that names none, and refuses an unknown one', async () => {
    const primary = await electionNamed('NYC City Council Primary Election');
    const created = await write('POST', '/api/newCandidate', { ...valid, electionId: primary });
    expect(created.json().data.electionId).toBe(primary);
    const id = created.json().data._id as string;
    const edited = await write('PUT', `/api/newCandidate/${id}`, { ...valid, fullName: 'Maya R. Torres' });
    expect(edited.json().data).toMatchObject({ fullName: 'Maya R. Torres', electionId: primary });

    const unknown = '00000000-0000-4000-8000-000000000000';
    for (const [electionId, message] of [
      [unknown, 'No such election. Choose one of the elections in the list.'],
      ['not-an-id', 'electionId: must be the id of an election'],
    ]) {
      const refused = await write('POST', '/api/newCandidate', { ...valid, electionId });
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toMatchObject({ success: false, message });
      expect(refused.json().fieldErrors).toEqual({ electionId: [expect.any(String)] });
    }
    const moved = await write('PUT', `/api/newCandidate/${id}`, { ...valid, electionId: unknown });
    expect(moved.statusCode).toBe(400);
    expect(await t.database.db.selectFrom('candidates').select(['id', 'electionId']).execute()).toEqual([
      { id, electionId: primary },
    ]);
  });

  it('stores the recommendation and its reason, and reads them back over REST and tRPC', async () => {
    const reason = 'Backs rent stabilisation and public broadband.';
    const created = await write('POST', '/api/newCandidate', {
      ...valid,
      recommended: true,
      recommendationReason: `  ${reason}  `,
    });
    expect(created.json().data).toMatchObject({ recommended: true, recommendationReason: reason });
    const id: string = created.json().data._id;
    expect((await t.app.inject(`/api/newCandidate/${id}`)).json().data).toMatchObject({
      recommended: true,
      recommendationReason: reason,
    });
    const listed = (await t.app.inject('/api/newCandidate?office=City%20Council&district=33')).json();
    expect(listed.data.data).toMatchObject([{ recommended: true, recommendationReason: reason }]);
    const byId = await t.app.inject(
      `/trpc/candidates.byId?input=${encodeURIComponent(JSON.stringify({ id }))}`,
    );
    expect(byId.json().result.data).toMatchObject({ id, recommended: true, recommendationReason: reason });

    // A blank reason is none; withdrawing the recommendation is an edit like any other.
    const withdrawn = await write('PUT', `/api/newCandidate/${id}`, {
      ...valid,
      recommended: false,
      recommendationReason: '   ',
    });
    expect(withdrawn.json().data).toMatchObject({ recommended: false, recommendationReason: null });
    // The audit log shows the change like any other field's.
    const [entry] = await t.database.db
      .selectFrom('auditLog')
      .select('changes')
      .where('entityId', '=', id)
      .where('action', '=', 'update')
      .execute();
    expect(entry!.changes).toEqual({
      recommended: { before: true, after: false },
      recommendationReason: { before: reason, after: null },
    });
  });

  it('refuses a recommendation reason over 280 characters', async () => {
    const response = await write('POST', '/api/newCandidate', {
      ...valid,
      recommended: true,
      recommendationReason: 'x'.repeat(281),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().fieldErrors).toEqual({
      recommendationReason: ['must be at most 280 characters long'],
    });
    expect(await t.database.db.selectFrom('candidates').select('id').execute()).toEqual([]);
  });

  it('stores the federal ids upper-case, blank as none, and refuses malformed ones', async () => {
    const linked = await write('POST', '/api/newCandidate', {
      ...valid,
      bioguideId: ' p000197 ',
      fecCandidateId: 'h8ca05035',
    });
    expect(linked.json().data).toMatchObject({ bioguideId: 'P000197', fecCandidateId: 'H8CA05035' });
    const blank = await write('POST', '/api/newCandidate', { ...valid, bioguideId: '', fecCandidateId: '' });
    expect(blank.json().data).toMatchObject({ bioguideId: null, fecCandidateId: null });

    const refused = await write('POST', '/api/newCandidate', { ...valid, bioguideId: 'Pelosi' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(
      'bioguideId: must be a Bioguide id: a capital letter and six digits, e.g. P000197',
    );
    const badFec = await write('POST', '/api/newCandidate', { ...valid, fecCandidateId: 'C00011111' });
    expect(badFec.statusCode).toBe(400);
    expect(await t.database.db.selectFrom('candidates').select('id').execute()).toHaveLength(2);
  });

  it('gets one candidate as { data }, 404 for an unknown id and 400 for a malformed one', async () => {
    const { data } = (await write('POST', '/api/newCandidate', valid)).json();
    expect((await t.app.inject(`/api/newCandidate/${data._id}`)).json()).toEqual({ data });
    expect((await t.app.inject('/api/newCandidate/00000000-0000-4000-8000-000000000000')).statusCode).toBe(
      404,
    );
    expect((await t.app.inject('/api/newCandidate/not-an-id')).statusCode).toBe(400);
  });

  it('lists ?office&state as { success, data } and ?office&district as { data: { data } }', async () => {
    await write('POST', '/api/newCandidate', valid);
    await write('POST', '/api/newCandidate', {
      ...valid,
      fullName: 'Al Other',
      firstName: 'Al',
      lastName: 'Other',
      district: '2',
    });
    const byState = (await t.app.inject('/api/newCandidate?office=City%20Council&state=New%20York')).json();
    expect(byState.success).toBe(true);
    expect(byState.data).toHaveLength(2);
    const byDistrict = (await t.app.inject('/api/newCandidate?office=City%20Council&district=33')).json();
    expect(byDistrict.data.data.map((candidate: { fullName: string }) => candidate.fullName)).toEqual([
      'Maya Torres',
    ]);
  });

  it('answers every district of /otherKeyStates in order, each with its candidates by name', async () => {
    const nevada = { office: 'Governor', state: 'Nevada', district: 'Nevada' };
    const seat = (name: string, place: object) => {
      const [firstName = '', lastName = ''] = name.split(' ');
      return write('POST', '/api/newCandidate', { ...valid, ...place, fullName: name, firstName, lastName });
    };
    await seat('Rosa Vega', nevada);
    await seat('Carl Hunt', nevada);
    await seat('Ann Lee', { office: 'House of Representatives', state: 'Florida', district: '10' });
    // Not one of the districts: Florida's 11th, and the governor of a state the page does not list.
    await seat('Bo Ford', { office: 'House of Representatives', state: 'Florida', district: '11' });
    await seat('Cy Dunn', { office: 'Governor', state: 'Ohio', district: 'Ohio' });

    const response = await t.app.inject('/trpc/candidates.otherKeyStates');
    expect(response.statusCode).toBe(200);
    const seats: Array<{ office: string; state: string; district: string; candidates: object[] }> =
      response.json().result.data;
    expect(seats.map(({ office, state, district }) => ({ office, state, district }))).toEqual(
      OTHER_KEY_STATE_DISTRICTS,
    );
    const governor = seats.find((entry) => entry.office === 'Governor' && entry.state === 'Nevada');
    expect(governor!.candidates).toEqual([
      {
        id: expect.any(String),
        fullName: 'Carl Hunt',
        headshot: 'NA',
        party: 'Democrat',
        office: 'Governor',
        district: 'Nevada',
        recommended: false,
        recommendationReason: null,
        translations: {},
      },
      {
        id: expect.any(String),
        fullName: 'Rosa Vega',
        headshot: 'NA',
        party: 'Democrat',
        office: 'Governor',
        district: 'Nevada',
        recommended: false,
        recommendationReason: null,
        translations: {},
      },
    ]);
    expect(seats[0]!.candidates).toMatchObject([{ fullName: 'Ann Lee', district: '10' }]);
    expect(seats.flatMap((entry) => entry.candidates)).toHaveLength(3);
  });

  it('refuses invalid candidates with the form messages and stores nothing', async () => {
    const response = await write('POST', '/api/newCandidate', {
      ...valid,
      fullName: '',
      lastName: 'Torres <script>',
      district: '33/34',
      headshot: 'ftp://x',
      bio: '',
      party: 'Green',
      matrixQuestions: { laborRights: { childcare: 'Maybe' } },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().fieldErrors).toMatchObject({
      fullName: ['cannot be blank!'],
      lastName: ['contains invalid characters'],
      district: ['contains invalid characters'],
      headshot: ['entry must start with https:// or http:// Else enter NA'],
      bio: ['cannot be blank!'],
      party: ['cannot be blank!'],
      matrixQuestions: expect.any(Array),
    });
    expect(await t.database.db.selectFrom('candidates').select('id').execute()).toEqual([]);
  });

  it('sanitizes the analysis on the server', async () => {
    const specialNotes =
      '<p onclick="steal()">Hi <script>alert(1)</script><a href="javascript:alert(1)">bad</a> <a href="tel:+15555550100">call</a>' +
      '<img src="https://tracker.example/x.png"><img src="data:image/png;base64,iVBORw0KGgo="></p>';
    const { data } = (await write('POST', '/api/newCandidate', { ...valid, specialNotes })).json();
    expect(data.specialNotes).toBe(
      '<p>Hi <a target="_blank" rel="noopener noreferrer">bad</a> <a href="tel:+15555550100" target="_blank" rel="noopener noreferrer">call</a><img src="data:image/png;base64,iVBORw0KGgo=" /></p>',
    );
    // Plain text keeps its angle brackets as text under any reading: stored escaped, in a paragraph.
    expect(sanitizeRichText('Plain text with <b>tags</b> later')).toBe(
      '<p>Plain text with &lt;b&gt;tags&lt;/b&gt; later</p>',
    );
  });

  it('updates and deletes for admins', async () => {
    const { data } = (await write('POST', '/api/newCandidate', valid)).json();
    const updated = await write('PUT', `/api/newCandidate/${data._id}`, {
      ...valid,
      office: 'State Senate',
      district: '25',
    });
    expect(updated.json()).toMatchObject({
      success: true,
      data: { divisionId: 'ocd-division/country:us/state:ny/sldu:25' },
    });
    expect((await write('DELETE', `/api/newCandidate/${data._id}`)).json()).toEqual({ success: true });
    expect((await write('DELETE', `/api/newCandidate/${data._id}`)).statusCode).toBe(404);
  });

  it('refuses writes to visitors and users', async () => {
    const { data } = (await write('POST', '/api/newCandidate', valid)).json();
    for (const [cookie, status] of [
      ['', 401],
      [user, 403],
    ] as const) {
      expect((await write('POST', '/api/newCandidate', valid, cookie)).statusCode).toBe(status);
      expect((await write('PUT', `/api/newCandidate/${data._id}`, valid, cookie)).statusCode).toBe(status);
      expect((await write('DELETE', `/api/newCandidate/${data._id}`, undefined, cookie)).statusCode).toBe(
        status,
      );
    }
    expect(await t.database.db.selectFrom('candidates').select('id').execute()).toHaveLength(1);
  });
});
