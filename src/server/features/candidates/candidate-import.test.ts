import { IMPORT_MESSAGES, type TImportReport } from '../../../shared/candidate-import';
import { signedInAs } from '../../testing/accounts';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { CSV_COLUMNS, REQUIRED_COLUMNS } from './candidate-csv';

/** A row of the import's required columns, plus any others. */
type TRow = Record<string, string>;

const BASE: TRow = {
  fullName: 'Ana Ruiz',
  firstName: 'Ana',
  lastName: 'Ruiz',
  state: 'New York',
  office: 'City Council',
  district: '33',
  party: 'Democrat',
  incumbent: 'Challenger',
  polLeaning: 'Progressive',
  headshot: 'NA',
  bio: 'NA',
};

/** A CSV file as a spreadsheet exports it: every cell quoted, lines ending in CRLF. */
function csvOf(rows: TRow[], { delimiter = ',', bom = false } = {}): Buffer {
  const columns = [...new Set(rows.flatMap((row) => Object.keys(row)))];
  const quote = (cell: string) => `"${cell.replaceAll('"', '""')}"`;
  const lines = [columns, ...rows.map((row) => columns.map((column) => row[column] ?? ''))].map((cells) =>
    cells.map(quote).join(delimiter),
  );
  return Buffer.from(`${bom ? '\uFEFF' : ''}${lines.join('\r\n')}\r\n`, 'utf8');
}

describe('the bulk import of candidates (issue 25 point 4)', () => {
  let t: TestApp;
  let admin: string;
  let election: string;

  const send = (action: 'preview' | 'apply', body: Buffer, cookie = admin, fileName = 'slate.csv') =>
    t.app.inject({
      method: 'POST',
      url: `/api/candidateImport/${action}?fileName=${encodeURIComponent(fileName)}`,
      headers: { cookie, 'content-type': 'text/csv' },
      payload: body,
    });
  const report = async (action: 'preview' | 'apply', body: Buffer, fileName?: string) => {
    const response = await send(action, body, admin, fileName);
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as TImportReport;
  };
  const candidateCount = async () =>
    Number(
      (
        await t.database.db
          .selectFrom('candidates')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  const row = (overrides: TRow = {}): TRow => ({ election, ...BASE, ...overrides });

  beforeAll(async () => {
    t = await createTestApp();
    ({ cookie: admin } = await signedInAs(t.app, t.database.db, 'admin'));
    election = (
      await t.database.db
        .selectFrom('elections')
        .select('id')
        .orderBy('electionDate', 'desc')
        .executeTakeFirstOrThrow()
    ).id;
  });
  afterAll(() => t.close());
  beforeEach(() => t.database.db.deleteFrom('candidates').execute());

  it('lets admins only download the template and the export, preview and apply', async () => {
    const { cookie: user } = await signedInAs(t.app, t.database.db, 'user');
    for (const cookie of ['', user]) {
      const status = cookie ? 403 : 401;
      for (const file of ['template', 'export'])
        expect(
          (await t.app.inject({ url: `/api/candidateImport/${file}.csv`, headers: { cookie } })).statusCode,
        ).toBe(status);
      expect((await send('preview', csvOf([row()]), cookie)).statusCode).toBe(status);
      expect((await send('apply', csvOf([row()]), cookie)).statusCode).toBe(status);
    }
    expect(await candidateCount()).toBe(0);

    const template = await t.app.inject({
      url: '/api/candidateImport/template.csv',
      headers: { cookie: admin },
    });
    expect(template.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(template.headers['content-disposition']).toBe('attachment; filename="candidates-template.csv"');
    expect(template.body).toBe(`\uFEFF${CSV_COLUMNS.join(',')}\n`);
    expect(REQUIRED_COLUMNS).toEqual(
      ['election', ...Object.keys(BASE).filter((column) => column !== 'district'), 'district'].sort(
        (a, b) => CSV_COLUMNS.indexOf(a) - CSV_COLUMNS.indexOf(b),
      ),
    );
  });

  it('previews without writing, applies in one go with each change audited under the file name, and again changes nothing', async () => {
    const file = csvOf(
      [
        row(),
        row({
          fullName: 'Ben Cole',
          firstName: 'Ben',
          lastName: 'Cole',
          district: '34',
          externalId: 'nyc-34-cole',
        }),
        row({
          fullName: 'José Núñez',
          firstName: 'José',
          lastName: 'Núñez',
          district: '35',
          recommended: 'TRUE',
          recommendationReason: 'Tenant champion',
          'recommendationReason.es': 'Defensor de inquilinos',
        }),
      ],
      { delimiter: ';', bom: true },
    );
    const preview = await report('preview', file);
    expect(preview.counts).toEqual({ new: 3, changed: 0, unchanged: 0, refused: 0 });
    expect(preview.rows.map(({ line, fullName, status }) => [line, fullName, status])).toEqual([
      [2, 'Ana Ruiz', 'new'],
      [3, 'Ben Cole', 'new'],
      [4, 'José Núñez', 'new'],
    ]);
    expect(preview.applied).toBe(false);
    expect(await candidateCount()).toBe(0);

    const applied = await report('apply', file, 'slate-2027.csv');
    expect(applied).toMatchObject({
      applied: true,
      counts: { new: 3, changed: 0, unchanged: 0, refused: 0 },
    });
    const jose = await t.database.db
      .selectFrom('candidates')
      .selectAll()
      .where('lastName', '=', 'Núñez')
      .executeTakeFirstOrThrow();
    expect(jose).toMatchObject({
      recommended: true,
      recommendationReason: 'Tenant champion',
      translations: { es: { recommendationReason: 'Defensor de inquilinos' } },
      electionId: election,
    });
    const audit = await t.database.db
      .selectFrom('auditLog')
      .select(['action', 'source'])
      .where('entityId', '=', jose.id)
      .execute();
    expect(audit).toEqual([{ action: 'create', source: 'slate-2027.csv' }]);

    const again = await report('apply', file);
    expect(again.counts).toEqual({ new: 0, changed: 0, unchanged: 3, refused: 0 });
    expect(await candidateCount()).toBe(3);
  });

  it('shows each changed field before and after, matching by external id first, else by election, office, district and name', async () => {
    await report(
      'apply',
      csvOf([
        row({ externalId: 'ana-1' }),
        row({ fullName: 'Ben Cole', firstName: 'Ben', lastName: 'Cole', district: '34' }),
      ]),
    );
    const preview = await report(
      'preview',
      csvOf([
        // Renamed, found by its external id.
        row({ externalId: 'ana-1', fullName: 'Ana Ruiz-Soto', lastName: 'Ruiz-Soto' }),
        // Found by its seat and name (any case), and given another party.
        row({ fullName: 'BEN COLE', firstName: 'Ben', lastName: 'Cole', district: '34', party: 'Others' }),
      ]),
    );
    expect(preview.rows.map((entry) => [entry.status, entry.changes])).toEqual([
      [
        'changed',
        [
          { column: 'fullName', before: 'Ana Ruiz', after: 'Ana Ruiz-Soto' },
          { column: 'lastName', before: 'Ruiz', after: 'Ruiz-Soto' },
        ],
      ],
      [
        'changed',
        [
          { column: 'fullName', before: 'Ben Cole', after: 'BEN COLE' },
          { column: 'party', before: 'Democrat', after: 'Others' },
        ],
      ],
    ]);
    expect(await candidateCount()).toBe(2);
  });

  it('flags a likely duplicate: the same name in another district of the election', async () => {
    await report('apply', csvOf([row()]));
    const preview = await report('preview', csvOf([row({ district: '36' })]));
    expect(preview.rows[0]).toMatchObject({ status: 'new', likelyDuplicateOf: { district: '33' } });
  });

  it('refuses each bad row by its cells with the form’s messages, and applies the others', async () => {
    const file = csvOf([
      row({ party: 'Whig', headshot: 'photo.jpg' }),
      row({ election: '00000000-0000-4000-8000-000000000000', fullName: 'Cy Dunn', district: '40' }),
      row({ fullName: '', district: '41' }),
      row({ election: '', fullName: 'Eve Ash', district: '43' }),
      row({ fullName: 'Di Vo', firstName: 'Di', lastName: 'Vo', district: '42' }),
      row({ fullName: 'Di Vo', firstName: 'Di', lastName: 'Vo', district: '42' }),
    ]);
    const preview = await report('preview', file);
    expect(preview.rows.map((entry) => [entry.status, entry.refusals])).toEqual([
      [
        'refused',
        [expect.objectContaining({ column: 'party' }), expect.objectContaining({ column: 'headshot' })],
      ],
      ['refused', [{ column: 'election', message: IMPORT_MESSAGES.unknownElection }]],
      ['refused', [expect.objectContaining({ column: 'fullName' })]],
      ['refused', [{ column: 'election', message: IMPORT_MESSAGES.noElection }]],
      ['new', []],
      ['refused', [{ column: 'fullName', message: 'Row 6 already imports this candidate.' }]],
    ]);
    const applied = await report('apply', file);
    expect(applied.counts).toEqual({ new: 1, changed: 0, unchanged: 0, refused: 5 });
    expect(await candidateCount()).toBe(1);
  });

  it('refuses a malformed file whole with a clear message and writes nothing', async () => {
    const withoutParty = csvOf([
      Object.fromEntries(Object.entries(row()).filter(([column]) => column !== 'party')),
    ]);
    const cases: Array<[string, Buffer, number, string]> = [
      [
        'a spreadsheet file',
        Buffer.from('PK\u0003\u0004\u0000\u0000binary', 'latin1'),
        400,
        IMPORT_MESSAGES.binary,
      ],
      [
        'Latin-1 text',
        Buffer.from(csvOf([row({ fullName: 'José' })]).toString('utf8'), 'latin1'),
        400,
        IMPORT_MESSAGES.notUtf8,
      ],
      ['a missing column', withoutParty, 400, IMPORT_MESSAGES.missingColumns.replace('{columns}', '"party"')],
      [
        'an unknown column',
        csvOf([row({ nickname: 'Annie' })]),
        400,
        IMPORT_MESSAGES.unknownColumns.replace('{columns}', '"nickname"'),
      ],
      ['an empty file', Buffer.alloc(0), 400, IMPORT_MESSAGES.empty],
      ['50 MB', Buffer.alloc(50 * 1024 * 1024, 'a'), 413, IMPORT_MESSAGES.tooLarge],
    ];
    for (const [what, body, status, message] of cases) {
      const response = await send('apply', body);
      expect([what, response.statusCode, response.json().message]).toEqual([what, status, message]);
    }
    expect(await candidateCount()).toBe(0);
  });

  it('exports every candidate in the import format, and the export imports back with every row unchanged', async () => {
    await report(
      'apply',
      csvOf([
        row({
          externalId: 'a-1',
          sources: 'https://a.example/1, https://a.example/2',
          specialNotes: '<p>Organiser <strong>and</strong> nurse</p><script>x</script>',
          matrixQuestions: '{"laborRights":{"childcare":"Yes"}}',
          'specialNotes.es': '<p>Organizadora</p>',
        }),
        row({ fullName: 'Ben Cole', firstName: 'Ben', lastName: 'Cole', district: '34' }),
      ]),
    );
    const exported = await t.app.inject({
      url: '/api/candidateImport/export.csv',
      headers: { cookie: admin },
    });
    expect(exported.statusCode).toBe(200);
    expect(exported.body).toContain('<p>Organiser <strong>and</strong> nurse</p>');
    expect(exported.body).not.toContain('<script>');
    const reimport = await report('preview', exported.rawPayload);
    expect(reimport.counts).toEqual({ new: 0, changed: 0, unchanged: 2, refused: 0 });
  });
});
