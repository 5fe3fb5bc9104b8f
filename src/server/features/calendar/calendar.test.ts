import { OPENAPI_PATH } from '../../plugins/openapi';
import { signedInAs } from '../../testing/accounts';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { CALENDAR_MESSAGES } from './calendar.service';

/** RFC 5545 §3.1: a line folded with CRLF and one space or tab continues the line before it. */
const unfold = (text: string) => text.replace(/\r\n[ \t]/g, '');

type TComponent = { name: string; properties: Array<[string, string]>; children: TComponent[] };

/**
 * A tiny RFC 5545 reader: content lines (CRLF-terminated, each `NAME;PARAMS:value`) into nested
 * BEGIN/END components. Throws on anything malformed, so a broken file fails the test.
 */
function parseCalendar(text: string): TComponent {
  expect(text.endsWith('\r\n')).toBe(true);
  const lines = unfold(text).split('\r\n').slice(0, -1);
  const root: TComponent = { name: '', properties: [], children: [] };
  const stack = [root];
  for (const line of lines) {
    const match = /^([A-Za-z0-9-]+(?:;[^:]*)?):(.*)$/.exec(line);
    if (!match) throw new Error(`not a content line: ${JSON.stringify(line)}`);
    const [, name = '', value = ''] = match;
    if (name === 'BEGIN') {
      const child: TComponent = { name: value, properties: [], children: [] };
      stack.at(-1)!.children.push(child);
      stack.push(child);
    } else if (name === 'END') {
      if (stack.pop()?.name !== value) throw new Error(`END:${value} closes nothing open`);
    } else stack.at(-1)!.properties.push([name, value]);
  }
  if (stack.length !== 1) throw new Error('a component is left open');
  expect(root.children.map((child) => child.name)).toEqual(['VCALENDAR']);
  return root.children[0]!;
}

const property = (component: TComponent, name: string) =>
  component.properties.find(([key]) => key === name)?.[1];

/** Each event as its summary, all-day start and end, and its alarms' triggers. */
function eventsOf(calendar: TComponent) {
  return calendar.children
    .filter((child) => child.name === 'VEVENT')
    .map((event) => ({
      summary: property(event, 'SUMMARY')!.replace(/\\([,;\\])/g, '$1'),
      start: property(event, 'DTSTART;VALUE=DATE'),
      end: property(event, 'DTEND;VALUE=DATE'),
      alarms: event.children
        .filter((child) => child.name === 'VALARM')
        .map((alarm) => [property(alarm, 'ACTION'), property(alarm, 'TRIGGER')]),
      uid: property(event, 'UID'),
    }));
}

/** YYYY-MM-DD, `days` from today (UTC; a day or two ahead is ahead in every US zone). */
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
const compact = (date: string) => date.replaceAll('-', '');

describe('election calendars', () => {
  let t: TestApp;

  async function addElection({
    date,
    ...values
  }: {
    name: string;
    date: string;
    registrationDeadline?: string | null;
    mailBallotRequestDeadline?: string | null;
    earlyVotingStart?: string | null;
    earlyVotingEnd?: string | null;
    /** The election's texts in other languages, as stored (JSON, ADR 44). */
    translations?: string;
  }) {
    const { id } = await t.database.db
      .insertInto('elections')
      .values({
        timeZone: 'America/New_York',
        type: 'General',
        location: 'New York City, NY',
        description: 'A test election.',
        ballotPositions: [],
        progressiveIssues: [],
        registrationDeadline: null,
        earlyVotingStart: null,
        earlyVotingEnd: null,
        mailBallotRequestDeadline: null,
        drivesCountdown: false,
        published: true,
        ...values,
        electionDate: date,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return id;
  }

  beforeAll(async () => {
    // The server render's module from its source, for the catalogs' Spanish (ADR 43).
    t = await createTestApp({ env: { SSR_ENTRY: 'src/client/app/server-entry.tsx' } });
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    await t.database.db.deleteFrom('elections').execute();
  });

  it("serves an election's day and deadlines as a valid iCalendar download, each with a reminder", async () => {
    const id = await addElection({
      name: 'General Election, 2026',
      date: '2026-11-03',
      registrationDeadline: '2026-10-24',
      mailBallotRequestDeadline: '2026-10-19',
      earlyVotingStart: '2026-10-24',
      earlyVotingEnd: '2026-11-01',
    });
    const response = await t.app.inject(`/api/calendar/${id}.ics`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(response.headers['content-disposition']).toBe(
      'attachment; filename="general-election-2026-2026-11-03.ics"',
    );

    const calendar = parseCalendar(response.body);
    expect(property(calendar, 'VERSION')).toBe('2.0');
    expect(property(calendar, 'PRODID')).toBeTruthy();
    const reminder = [['DISPLAY', '-PT15H']];
    expect(eventsOf(calendar)).toEqual([
      {
        summary: 'Election day: General Election, 2026',
        start: '20261103',
        end: '20261104',
        alarms: reminder,
        uid: `${id}-election-day@voter-guide`,
      },
      {
        summary: 'Voter registration deadline: General Election, 2026',
        start: '20261024',
        end: '20261025',
        alarms: reminder,
        uid: `${id}-registration@voter-guide`,
      },
      {
        summary: 'Mail-in ballot request deadline: General Election, 2026',
        start: '20261019',
        end: '20261020',
        alarms: reminder,
        uid: `${id}-mail-ballot-request@voter-guide`,
      },
      {
        summary: 'Early voting: General Election, 2026',
        start: '20261024',
        end: '20261102',
        alarms: reminder,
        uid: `${id}-early-voting@voter-guide`,
      },
    ]);
    // Every line fits 75 octets (RFC 5545 §3.1) and every event is stamped.
    for (const line of response.body.split('\r\n')) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
    for (const event of calendar.children) expect(property(event, 'DTSTAMP')).toMatch(/^\d{8}T\d{6}Z$/);
  });

  it('has only election day when the election has no deadlines set', async () => {
    const id = await addElection({ name: 'Special Election', date: '2027-02-09' });
    const events = eventsOf(parseCalendar((await t.app.inject(`/api/calendar/${id}.ics`)).body));
    expect(events.map(({ summary, start }) => [summary, start])).toEqual([
      ['Election day: Special Election', '20270209'],
    ]);
  });

  it('serves the next election ahead at next.ics: today counts, past ones and later ones do not', async () => {
    await addElection({ name: 'Past Primary', date: inDays(-3) });
    await addElection({ name: 'Later General', date: inDays(40), registrationDeadline: inDays(20) });
    await addElection({ name: 'Soon Runoff', date: inDays(2) });
    // Election day itself still counts, by the date where the election is held.
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/New_York' }).format(new Date());
    await addElection({ name: 'Today Runoff', date: today, registrationDeadline: inDays(-10) });

    const response = await t.app.inject('/api/calendar/next.ics');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(response.headers['content-disposition']).toBe(`attachment; filename="today-runoff-${today}.ics"`);
    const events = eventsOf(parseCalendar(response.body));
    expect(events.map(({ summary, start }) => [summary, start])).toEqual([
      ['Election day: Today Runoff', compact(today)],
      ['Voter registration deadline: Today Runoff', compact(inDays(-10))],
    ]);
  });

  it('speaks Spanish with ?lang=es: the events, the reminders and the election’s Spanish name (issue 24)', async () => {
    const id = await addElection({
      name: 'General Election 2026',
      date: inDays(30),
      registrationDeadline: inDays(10),
      mailBallotRequestDeadline: inDays(15),
      earlyVotingStart: inDays(20),
      earlyVotingEnd: inDays(28),
      translations: JSON.stringify({ es: { name: 'Elección General 2026' } }),
    });
    const english = await t.app.inject(`/api/calendar/${id}.ics`);
    const response = await t.app.inject(`/api/calendar/${id}.ics?lang=es`);

    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="eleccion-general-2026-${inDays(30)}.ics"`,
    );
    const calendar = parseCalendar(response.body);
    expect(property(calendar, 'PRODID')).toBe('-//Progressive Voter Guide//Election calendar//ES');
    expect(eventsOf(calendar).map(({ summary }) => summary)).toEqual([
      'Día de las Elecciones: Elección General 2026',
      'Fecha límite de inscripción de votantes: Elección General 2026',
      'Fecha límite para pedir la boleta por correo: Elección General 2026',
      'Votación anticipada: Elección General 2026',
    ]);
    const unfolded = unfold(response.body);
    expect(unfolded).toContain('DESCRIPTION:Vaya a votar: Elección General 2026 (New York City\\, NY).');
    expect(unfolded).toContain('DESCRIPTION:Mañana: Día de las Elecciones: Elección General 2026');
    expect(unfolded).not.toContain('Tomorrow');
    // A cache keeps each language apart: the English file is still English.
    expect((await t.app.inject(`/api/calendar/${id}.ics`)).body).toBe(english.body);
    expect(english.body).toContain('SUMMARY:Election day: General Election 2026');

    const next = await t.app.inject('/api/calendar/next.ics?lang=es');
    expect(eventsOf(parseCalendar(next.body))[0]!.summary).toBe(
      'Día de las Elecciones: Elección General 2026',
    );
    const unknown = await t.app.inject(`/api/calendar/${id}.ics?lang=fr`);
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({ success: false, message: 'lang must be one of: en, es' });
  });

  it('documents the language of the calendars in the OpenAPI document', async () => {
    const { paths } = (await t.app.inject(OPENAPI_PATH)).json();
    for (const path of ['/api/calendar/next.ics', '/api/calendar/{id}.ics']) {
      const lang = paths[path].get.parameters.find(
        (parameter: { name: string }) => parameter.name === 'lang',
      );
      expect(lang, path).toMatchObject({ in: 'query', schema: { enum: ['en', 'es'], default: 'en' } });
    }
  });

  it('answers 404 as JSON for an unknown election or when none is ahead, and 400 for a malformed id', async () => {
    await addElection({ name: 'Past Primary', date: inDays(-3) });
    const unknown = await t.app.inject('/api/calendar/00000000-0000-4000-8000-000000000000.ics');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({
      success: false,
      code: 'NOT_FOUND',
      message: CALENDAR_MESSAGES.unknownElection,
    });
    const none = await t.app.inject('/api/calendar/next.ics');
    expect(none.statusCode).toBe(404);
    expect(none.json()).toMatchObject({ success: false, message: CALENDAR_MESSAGES.noElectionAhead });
    const malformed = await t.app.inject('/api/calendar/not-an-id.ics');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toMatchObject({ success: false, message: 'id: must be a valid id' });
  });

  it('is shared by caches, and a kept copy is still a download, dropped when an election changes', async () => {
    const id = await addElection({ name: 'Special Election', date: '2027-02-09' });
    const first = await t.app.inject(`/api/calendar/${id}.ics`);
    expect(first.headers['cache-control']).toMatch(/^public, max-age=60/);
    const kept = await t.app.inject(`/api/calendar/${id}.ics`);
    expect(kept.body).toBe(first.body);
    expect(kept.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(kept.headers['content-disposition']).toBe(first.headers['content-disposition']);
    expect(
      (
        await t.app.inject({
          url: `/api/calendar/${id}.ics`,
          headers: { 'if-none-match': first.headers.etag! },
        })
      ).statusCode,
    ).toBe(304);

    await t.database.db.updateTable('elections').set({ name: 'Renamed Election' }).execute();
    await vi.waitFor(async () =>
      expect((await t.app.inject(`/api/calendar/${id}.ics`)).body).toContain('Renamed Election'),
    );
  });

  describe('the calendar to subscribe to (issue 25 point 5)', () => {
    const feed = async (query = '') => {
      const response = await t.app.inject(`/api/calendar/elections.ics${query}`);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('text/calendar; charset=utf-8');
      return parseCalendar(response.body);
    };
    const sequences = (calendar: TComponent) =>
      calendar.children
        .filter((child) => child.name === 'VEVENT')
        .map((event) => property(event, 'SEQUENCE'));
    const FORM = {
      name: 'City Primary',
      date: inDays(90),
      timeZone: 'America/New_York',
      type: 'Primary',
      location: 'New York City, NY',
      description: 'Party primaries.',
      ballotPositions: [],
      progressiveIssues: [],
      registrationDeadline: inDays(80),
      earlyVotingStart: null,
      earlyVotingEnd: null,
      mailBallotRequestDeadline: null,
      drivesCountdown: false,
    };

    it('lists every published election ahead with its deadlines, not the past ones nor drafts, in the language asked', async () => {
      const ahead = await addElection({
        name: 'City Primary',
        date: inDays(90),
        registrationDeadline: inDays(80),
      });
      const later = await addElection({ name: 'General Election', date: inDays(200) });
      await addElection({ name: 'Last Year', date: inDays(-300) });
      const draft = await addElection({ name: 'Draft Election', date: inDays(120) });
      await t.database.db
        .updateTable('elections')
        .set({ published: false })
        .where('id', '=', draft)
        .execute();

      const calendar = await feed();
      expect(property(calendar, 'X-WR-CALNAME')).toBe('Progressive Voter Guide: elections');
      expect(eventsOf(calendar).map(({ summary, uid }) => [summary, uid])).toEqual([
        ['Election day: City Primary', `${ahead}-election-day@voter-guide`],
        ['Voter registration deadline: City Primary', `${ahead}-registration@voter-guide`],
        ['Election day: General Election', `${later}-election-day@voter-guide`],
      ]);
      expect(sequences(calendar)).toEqual(['0', '0', '0']);
      // The same UIDs every time a calendar app polls.
      expect(eventsOf(await feed()).map(({ uid }) => uid)).toEqual(eventsOf(calendar).map(({ uid }) => uid));

      const spanish = await feed('?lang=es');
      expect(property(spanish, 'X-WR-CALNAME')).toBe('Progressive Voter Guide: elecciones');
      expect(eventsOf(spanish)[0]!.summary).toBe('Día de las Elecciones: City Primary');
    });

    it('grows the SEQUENCE when an admin changes a date, and not when only the name changes', async () => {
      const { cookie: admin } = await signedInAs(t.app, t.database.db, 'admin');
      const id = await addElection({
        name: 'City Primary',
        date: inDays(90),
        registrationDeadline: inDays(80),
      });
      const update = (election: typeof FORM) =>
        t.app.inject({
          method: 'POST',
          url: '/trpc/elections.update',
          headers: { cookie: admin },
          payload: { id, election },
        });
      expect(sequences(await feed())).toEqual(['0', '0']);

      expect((await update({ ...FORM, name: 'NYC City Primary' })).statusCode).toBe(200);
      await vi.waitFor(async () =>
        expect(eventsOf(await feed())[0]!.summary).toBe('Election day: NYC City Primary'),
      );
      expect(sequences(await feed())).toEqual(['0', '0']);

      const moved = inDays(97);
      expect((await update({ ...FORM, name: 'NYC City Primary', date: moved })).statusCode).toBe(200);
      await vi.waitFor(async () => expect(eventsOf(await feed())[0]!.start).toBe(compact(moved)));
      const calendar = await feed();
      expect(sequences(calendar)).toEqual(['1', '1']);
      expect(eventsOf(calendar)[0]!.uid).toBe(`${id}-election-day@voter-guide`);
    });
  });
});
