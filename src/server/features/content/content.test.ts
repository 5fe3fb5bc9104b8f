import { signedInAs } from '../../testing/accounts';
import { createTestApp, type TestApp } from '../../testing/test-app';

const SEEDED_TITLES = [
  'Contextualized Coverage',
  'Accountability Tracking',
  'Real-World Impact',
  'Progressive Values',
];

const card = (title: string, overrides: Record<string, unknown> = {}) => ({
  icon: 'vote',
  title,
  text: `What ${title} means for voters.`,
  ...overrides,
});

/** `content.section` as a visitor asks it. */
async function readSection(t: TestApp, section: string, lang?: string) {
  const input = encodeURIComponent(JSON.stringify({ section, ...(lang ? { lang } : {}) }));
  const response = await t.app.inject({ url: `/trpc/content.section?input=${input}` });
  return { status: response.statusCode, body: response.json() };
}

/** `content.save` of a section's whole content, by the holder of `cookie` (a visitor without one). */
async function saveSection(t: TestApp, section: unknown, content: unknown, cookie?: string) {
  const response = await t.app.inject({
    method: 'POST',
    url: '/trpc/content.save',
    payload: { section, content } as Record<string, unknown>,
    headers: cookie ? { cookie } : {},
  });
  return { status: response.statusCode, body: response.json() };
}

/** What the audit log holds of page content. */
const contentAuditEntries = (t: TestApp) =>
  t.database.db.selectFrom('auditLog').selectAll().where('entityType', '=', 'content').execute();

describe('page content (issue 25 point 3)', () => {
  let t: TestApp;
  let admin: string;
  let user: string;
  let seeded: unknown;

  const read = (lang?: string) => readSection(t, 'mission', lang);
  const cards = async (lang?: string) =>
    (await read(lang)).body.result.data.cards as Array<Record<string, unknown>>;

  const save = ({ section, content }: { section: string; content: unknown }, cookie?: string) =>
    saveSection(t, section, content, cookie);

  const auditEntries = () => contentAuditEntries(t);

  beforeAll(async () => {
    t = await createTestApp();
    ({ cookie: admin } = await signedInAs(t.app, t.database.db, 'admin'));
    ({ cookie: user } = await signedInAs(t.app, t.database.db, 'user'));
    seeded = (await read()).body.result.data;
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    await t.database.db
      .updateTable('siteContent')
      .set({ content: JSON.stringify(seeded) })
      .where('section', '=', 'mission')
      .execute();
    await t.database.db.deleteFrom('auditLog').execute();
  });

  it('starts every database with the spec mission cards, in English and Spanish', async () => {
    const english = await cards();
    expect(english.map((item) => item.title)).toEqual(SEEDED_TITLES);
    expect(english.map((item) => item.icon)).toEqual(['compass', 'search-check', 'building-2', 'hand-fist']);
    expect(english[0]!.text).toMatch(/^We don't just list names\./);
    const spanish = await cards('es');
    expect(spanish.map((item) => item.title)).toEqual([
      'Cobertura con contexto',
      'Rendición de cuentas',
      'Impacto en la vida real',
      'Valores progresistas',
    ]);
    expect(spanish[0]!.text).toMatch(/^No nos limitamos a dar nombres\./);
  });

  it('lets an admin replace the cards, reads them in each language with English where untranslated, and logs the save', async () => {
    const written = [
      card('Tenant Power', {
        icon: 'compass',
        translations: { es: { title: 'Poder inquilino', text: ' ' } },
      }),
      card('Clear Answers'),
    ];
    const { status } = await save({ section: 'mission', content: { cards: written } }, admin);
    expect(status).toBe(200);

    expect(await cards()).toEqual([
      { ...written[0], translations: { es: { title: 'Poder inquilino' } } },
      { ...written[1], translations: {} },
    ]);
    // The blank Spanish text is stored as missing, so Spanish shows the English one.
    const spanish = await cards('es');
    expect(spanish.map((item) => [item.title, item.text])).toEqual([
      ['Poder inquilino', 'What Tenant Power means for voters.'],
      ['Clear Answers', 'What Clear Answers means for voters.'],
    ]);

    const [entry, ...others] = await auditEntries();
    expect(others).toEqual([]);
    expect(entry).toMatchObject({ entityId: 'mission', action: 'update', actorEmail: expect.any(String) });
    const changes = entry!.changes as {
      cards: { before: Array<{ title: string }>; after: Array<{ title: string }> };
    };
    expect(changes.cards.before.map((item) => item.title)).toEqual(SEEDED_TITLES);
    expect(changes.cards.after.map((item) => item.title)).toEqual(['Tenant Power', 'Clear Answers']);
  });

  it.each([
    ['no cards', { cards: [] }, 'needs at least one card'],
    ['a blank title', { cards: [card('  ')] }, 'cannot be blank!'],
    ['an icon outside the set', { cards: [card('Power', { icon: 'skull' })] }, 'icon must be one of'],
    ['a title too long', { cards: [card('x'.repeat(81))] }, 'must be at most 80 characters long'],
    ['an unknown language', { cards: [card('Power', { translations: { fr: { title: 'Pouvoir' } } })] }, 'fr'],
    [
      'nine cards',
      { cards: Array.from({ length: 9 }, (_, index) => card(`Card ${index}`)) },
      'at most 8 cards',
    ],
    ['an unknown field', { cards: [card('Power', { link: 'https://example.org' })] }, 'link'],
  ])('refuses %s with a 400 and writes nothing', async (_case, content, message) => {
    const { status, body } = await save({ section: 'mission', content }, admin);
    expect(status).toBe(400);
    expect(JSON.stringify(body.error)).toContain(message);
    expect((await cards()).map((item) => item.title)).toEqual(SEEDED_TITLES);
    expect(await auditEntries()).toEqual([]);
  });

  it('refuses a visitor and a signed-in user who is not an admin', async () => {
    const content = { cards: [card('Taken Over')] };
    expect((await save({ section: 'mission', content })).status).toBe(401);
    expect((await save({ section: 'mission', content }, user)).status).toBe(403);
    expect((await cards()).map((item) => item.title)).toEqual(SEEDED_TITLES);
    expect(await auditEntries()).toEqual([]);
  });

  it('refuses a language the guide does not offer', async () => {
    const { status, body } = await read('fr');
    expect(status).toBe(400);
    expect(JSON.stringify(body)).toContain('lang must be one of: en, es');
  });
});

describe('page content: the resources (issue 25 point 3)', () => {
  let t: TestApp;
  let admin: string;
  let user: string;
  let seeded: unknown;

  async function groups(lang?: string) {
    const { body } = await readSection(t, 'resources', lang);
    return body.result.data.groups as Array<{
      title: string;
      links: Array<Record<string, unknown>>;
    }>;
  }

  const save = (content: unknown, cookie?: string) => saveSection(t, 'resources', content, cookie);

  const auditEntries = () => contentAuditEntries(t);
  const SEEDED_GROUPS = [
    'Voter Registration',
    'Ballot Information',
    'Know Your Rights',
    'Get Involved',
    'Political Education',
  ];
  const link = (name: string, overrides: Record<string, unknown> = {}) => ({
    name,
    description: `What ${name} offers.`,
    url: 'https://example.org/',
    ...overrides,
  });
  const group = (title: string, overrides: Record<string, unknown> = {}) => ({
    icon: 'book-open',
    title,
    links: [link(`${title} link`)],
    ...overrides,
  });

  beforeAll(async () => {
    t = await createTestApp();
    ({ cookie: admin } = await signedInAs(t.app, t.database.db, 'admin'));
    ({ cookie: user } = await signedInAs(t.app, t.database.db, 'user'));
    seeded = { groups: await groups() };
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    await t.database.db
      .updateTable('siteContent')
      .set({ content: JSON.stringify(seeded) })
      .where('section', '=', 'resources')
      .execute();
    await t.database.db.deleteFrom('auditLog').execute();
  });

  it('starts every database with the spec resources, in English and Spanish', async () => {
    const english = await groups();
    expect(english.map((item) => item.title)).toEqual(SEEDED_GROUPS);
    expect(english.flatMap((item) => item.links)).toHaveLength(15);
    expect(english[2]!.links[0]).toMatchObject({
      name: 'Election Protection hotline: 866-OUR-VOTE (866-687-8683)',
      url: 'tel:+18666878683',
    });
    expect(english[3]!.links[0]).toMatchObject({ name: 'Power the Polls', properName: true });
    const spanish = await groups('es');
    expect(spanish.map((item) => item.title)).toEqual([
      'Inscripción de votantes',
      'Información sobre la boleta',
      'Conozca sus derechos',
      'Participe',
      'Educación política',
    ]);
    expect(spanish[0]!.links[0]!.name).toBe('Junta Electoral de la Ciudad de Nueva York');
    // An organisation's own name stays as it is; its description is in Spanish.
    expect(spanish[3]!.links[0]!.name).toBe('Power the Polls');
    expect(spanish[3]!.links[0]!.description).not.toBe(english[3]!.links[0]!.description);
  });

  it('lets an admin replace the groups and their links, in each language, and logs the save', async () => {
    const written = [
      group('Tenants', {
        translations: { es: { title: 'Inquilinos' } },
        links: [link('Tenant union', { translations: { es: { name: 'Sindicato' } } }), link('Hotline')],
      }),
    ];
    expect((await save({ groups: written }, admin)).status).toBe(200);

    const spanish = await groups('es');
    expect(spanish.map((item) => item.title)).toEqual(['Inquilinos']);
    expect(spanish[0]!.links.map((item) => item.name)).toEqual(['Sindicato', 'Hotline']);
    const [entry, ...others] = await auditEntries();
    expect(others).toEqual([]);
    expect(entry).toMatchObject({ entityId: 'resources', action: 'update' });
  });

  it.each([
    ['no groups', { groups: [] }, 'needs at least one group'],
    ['a group without links', { groups: [group('Empty', { links: [] })] }, 'needs at least one link'],
    [
      'a script link',
      { groups: [group('Bad', { links: [link('x', { url: 'javascript:alert(1)' })] })] },
      'tel:',
    ],
    ['an icon outside the set', { groups: [group('Bad', { icon: 'skull' })] }, 'icon must be one of'],
    ['a blank link name', { groups: [group('Bad', { links: [link(' ')] })] }, 'cannot be blank!'],
  ])('refuses %s with a 400 and writes nothing', async (_case, content, message) => {
    const { status, body } = await save(content, admin);
    expect(status).toBe(400);
    expect(JSON.stringify(body.error)).toContain(message);
    expect((await groups()).map((item) => item.title)).toEqual(SEEDED_GROUPS);
    expect(await auditEntries()).toEqual([]);
  });

  it('refuses a visitor and a signed-in user who is not an admin', async () => {
    expect((await save({ groups: [group('Taken')] })).status).toBe(401);
    expect((await save({ groups: [group('Taken')] }, user)).status).toBe(403);
    expect((await groups()).map((item) => item.title)).toEqual(SEEDED_GROUPS);
    expect(await auditEntries()).toEqual([]);
  });
});

describe('page content: the deadline texts and the offers to candidates (issue 25 point 3)', () => {
  let t: TestApp;
  let admin: string;
  let user: string;
  const seeded: Record<string, unknown> = {};

  const read = async (section: string, lang?: string) =>
    (await readSection(t, section, lang)).body.result.data;

  const save = (section: string, content: unknown, cookie?: string) =>
    saveSection(t, section, content, cookie);

  const auditEntries = () => contentAuditEntries(t);
  const fallback = (text: string, translations = {}) => ({ text, translations });
  const deadlines = (overrides: Record<string, unknown> = {}) => ({
    registration: fallback('Register by October 10.'),
    earlyVoting: fallback('Nine days of early voting.'),
    mailBallotRequest: fallback('Ask early.'),
    ...overrides,
  });
  const offer = (title: string, overrides: Record<string, unknown> = {}) => ({
    icon: 'radio',
    title,
    text: `What ${title} gives a campaign.`,
    ...overrides,
  });
  const forCandidates = (overrides: Record<string, unknown> = {}) => ({
    offers: [offer('Field Trainings')],
    callToAction: { label: 'Talk to us', url: '' },
    ...overrides,
  });

  beforeAll(async () => {
    t = await createTestApp();
    ({ cookie: admin } = await signedInAs(t.app, t.database.db, 'admin'));
    ({ cookie: user } = await signedInAs(t.app, t.database.db, 'user'));
    seeded.deadlines = await read('deadlines');
    seeded.forCandidates = await read('forCandidates');
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    for (const [section, content] of Object.entries(seeded)) {
      await t.database.db
        .updateTable('siteContent')
        .set({ content: JSON.stringify(content) })
        .where('section', '=', section)
        .execute();
    }
    await t.database.db.deleteFrom('auditLog').execute();
  });

  it('starts every database with the spec texts, in English and Spanish', async () => {
    const english = await read('deadlines');
    expect([english.registration.text, english.earlyVoting.text, english.mailBallotRequest.text]).toEqual([
      'Varies by state - check early!',
      'Available In Most States',
      "Deadlines vary - don't wait!",
    ]);
    expect((await read('deadlines', 'es')).earlyVoting.text).toBe('Disponible en la mayoría de los estados');

    const offers = await read('forCandidates');
    expect(offers.offers.map((item: { title: string }) => item.title)).toEqual([
      'Social Media Support',
      'Creative Production',
      'Digital Mobilization',
    ]);
    expect(offers.callToAction).toMatchObject({ label: "Let's Work Together", url: '' });
    const spanish = await read('forCandidates', 'es');
    expect(spanish.offers[0].title).toBe('Apoyo en redes sociales');
    expect(spanish.callToAction.label).toBe('Trabajemos juntos');
  });

  it('lets an admin replace them, reads them in each language with English where untranslated, and logs each save', async () => {
    const written = deadlines({
      registration: fallback('Register by October 10.', {
        es: { text: 'Inscríbase antes del 10 de octubre.' },
      }),
    });
    expect((await save('deadlines', written, admin)).status).toBe(200);
    const spanish = await read('deadlines', 'es');
    expect([spanish.registration.text, spanish.earlyVoting.text]).toEqual([
      'Inscríbase antes del 10 de octubre.',
      'Nine days of early voting.',
    ]);

    const offers = forCandidates({
      callToAction: {
        label: 'Talk to us',
        url: 'https://example.org/intake',
        translations: { es: { label: 'Hablemos' } },
      },
    });
    expect((await save('forCandidates', offers, admin)).status).toBe(200);
    const offersInSpanish = await read('forCandidates', 'es');
    expect(offersInSpanish.offers[0].title).toBe('Field Trainings');
    expect(offersInSpanish.callToAction).toMatchObject({
      label: 'Hablemos',
      url: 'https://example.org/intake',
    });

    expect((await auditEntries()).map((entry) => entry.entityId).sort()).toEqual([
      'deadlines',
      'forCandidates',
    ]);
  });

  it.each([
    ['deadlines', 'a blank text', deadlines({ earlyVoting: fallback(' ') }), 'cannot be blank!'],
    [
      'deadlines',
      'a card missing',
      { registration: fallback('x'), earlyVoting: fallback('y') },
      'mailBallotRequest',
    ],
    ['deadlines', 'an unknown card', deadlines({ pollHours: fallback('6 to 9') }), 'pollHours'],
    ['deadlines', 'a text too long', deadlines({ earlyVoting: fallback('x'.repeat(161)) }), 'at most 160'],
    ['forCandidates', 'no offers', forCandidates({ offers: [] }), 'needs at least one offer'],
    [
      'forCandidates',
      'seven offers',
      forCandidates({ offers: Array.from({ length: 7 }, (_, index) => offer(`Offer ${index}`)) }),
      'at most 6 offers',
    ],
    [
      'forCandidates',
      'an icon outside the set',
      forCandidates({ offers: [offer('x', { icon: 'skull' })] }),
      'icon must be one of',
    ],
    [
      'forCandidates',
      'a script link',
      forCandidates({ callToAction: { label: 'Go', url: 'javascript:alert(1)' } }),
      'must be blank or a link',
    ],
    [
      'forCandidates',
      'a blank label',
      forCandidates({ callToAction: { label: ' ', url: '' } }),
      'cannot be blank!',
    ],
  ])('refuses %s with %s with a 400 and writes nothing', async (section, _case, content, message) => {
    const { status, body } = await save(section, content, admin);
    expect(status).toBe(400);
    expect(JSON.stringify(body.error)).toContain(message);
    expect(await read(section)).toEqual(seeded[section]);
    expect(await auditEntries()).toEqual([]);
  });

  it('refuses a visitor and a signed-in user who is not an admin', async () => {
    expect((await save('deadlines', deadlines())).status).toBe(401);
    expect((await save('forCandidates', forCandidates(), user)).status).toBe(403);
    expect(await read('deadlines')).toEqual(seeded.deadlines);
    expect(await read('forCandidates')).toEqual(seeded.forCandidates);
    expect(await auditEntries()).toEqual([]);
  });
});

describe('page content: the About page and the voter checklist (issue 25 point 3)', () => {
  let t: TestApp;
  let admin: string;
  let user: string;
  const seeded: Record<string, unknown> = {};

  const tiles = async (section: string, lang?: string) =>
    (await readSection(t, section, lang)).body.result.data.tiles as Array<Record<string, unknown>>;

  const save = (section: string, content: unknown, cookie?: string) =>
    saveSection(t, section, content, cookie);

  const auditEntries = () => contentAuditEntries(t);
  const tile = (title: string, overrides: Record<string, unknown> = {}) => ({
    icon: 'vote',
    title,
    teaser: `What ${title} is about.`,
    body: `<p>All about ${title}.</p>`,
    ...overrides,
  });

  beforeAll(async () => {
    t = await createTestApp();
    ({ cookie: admin } = await signedInAs(t.app, t.database.db, 'admin'));
    ({ cookie: user } = await signedInAs(t.app, t.database.db, 'user'));
    seeded.about = { tiles: await tiles('about') };
    seeded.voterChecklist = { tiles: await tiles('voterChecklist') };
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    for (const [section, content] of Object.entries(seeded)) {
      await t.database.db
        .updateTable('siteContent')
        .set({ content: JSON.stringify(content) })
        .where('section', '=', section)
        .execute();
    }
    await t.database.db.deleteFrom('auditLog').execute();
  });

  it('starts every database with the spec tiles, their panels as rich text, in English and Spanish', async () => {
    const about = await tiles('about');
    expect(about.map((item) => item.title)).toEqual([
      'Mission',
      'Problem',
      'Proposal',
      'Approach',
      'Midterms 2022',
    ]);
    expect(about.map((item) => item.featured)).toEqual([true, false, false, false, false]);
    expect(about[4]!.body).toContain('<a href="/learningLib"');
    const aboutInSpanish = await tiles('about', 'es');
    expect(aboutInSpanish[0]!.title).toBe('Misión');
    expect(aboutInSpanish[4]!.body).toContain('<a href="/es/learningLib"');

    const checklist = await tiles('voterChecklist');
    expect(checklist.map((item) => item.title)).toEqual([
      'Important Dates',
      'Voter ID Requirements',
      'How to Vote',
      'Recently Moved?',
      'Ranked Choice Voting',
      'Voter Rights',
    ]);
    expect(checklist[5]!.body).toContain('href="tel:+18666878683"');
    const checklistInSpanish = await tiles('voterChecklist', 'es');
    expect(checklistInSpanish[5]!.body).toContain('Quédese en la fila: tiene derecho a votar.');
  });

  it('sanitizes every panel on write, in every language, keeping links to the site and logging the save', async () => {
    const written = [
      tile('Our Story', {
        featured: true,
        body: '<p onclick="steal()">Since <strong>2022</strong>.</p><script>steal()</script><p><a href="javascript:steal()">x</a> <a href="/learningLib">videos</a> <a href="//evil.example">y</a></p>',
        translations: {
          es: { title: 'Nuestra historia', body: '<p>Desde 2022.<img src="x" onerror="steal()"></p>' },
        },
      }),
      tile('Team'),
    ];
    expect((await save('about', { tiles: written }, admin)).status).toBe(200);

    const [story] = await tiles('about');
    expect(story!.body).toBe(
      '<p>Since <strong>2022</strong>.</p><p><a target="_blank" rel="noopener noreferrer">x</a> <a href="/learningLib" target="_blank" rel="noopener noreferrer">videos</a> <a target="_blank" rel="noopener noreferrer">y</a></p>',
    );
    const [storyInSpanish] = await tiles('about', 'es');
    expect(storyInSpanish).toMatchObject({ title: 'Nuestra historia', body: '<p>Desde 2022.</p>' });
    const [entry, ...others] = await auditEntries();
    expect(others).toEqual([]);
    expect(entry).toMatchObject({ entityId: 'about', action: 'update' });
  });

  it.each([
    ['no tiles', { tiles: [] }, 'needs at least one tile'],
    [
      'two featured tiles',
      { tiles: [tile('A', { featured: true }), tile('B', { featured: true })] },
      'may feature one tile at most',
    ],
    ['a blank panel', { tiles: [tile('A', { body: '  ' })] }, 'cannot be blank!'],
    ['an icon outside the set', { tiles: [tile('A', { icon: 'skull' })] }, 'icon must be one of'],
    [
      'thirteen tiles',
      { tiles: Array.from({ length: 13 }, (_, index) => tile(`Tile ${index}`)) },
      'at most 12 tiles',
    ],
  ])('refuses %s with a 400 and writes nothing', async (_case, content, message) => {
    const { status, body } = await save('voterChecklist', content, admin);
    expect(status).toBe(400);
    expect(JSON.stringify(body.error)).toContain(message);
    expect({ tiles: await tiles('voterChecklist') }).toEqual(seeded.voterChecklist);
    expect(await auditEntries()).toEqual([]);
  });

  it('refuses a visitor and a signed-in user who is not an admin', async () => {
    expect((await save('about', { tiles: [tile('Taken')] })).status).toBe(401);
    expect((await save('voterChecklist', { tiles: [tile('Taken')] }, user)).status).toBe(403);
    expect({ tiles: await tiles('about') }).toEqual(seeded.about);
    expect(await auditEntries()).toEqual([]);
  });
});

describe('page content in the server-rendered pages (ADR 32)', () => {
  let t: TestApp;
  beforeAll(async () => {
    // The server render straight from its source: vitest compiles it as the SSR build would.
    t = await createTestApp({ env: { SSR_ENTRY: 'src/client/app/server-entry.tsx' } });
  });
  afterAll(() => t.close());

  it.each([
    ['/about', ['Midterms 2022', 'Political education that ends at the ballot box']],
    ['/es/voter-checklist', ['Fechas importantes', 'Sus derechos como votante']],
    ['/es/', ['Trabajemos juntos', 'Disponible en la mayoría de los estados']],
  ])('paints %s with its content in the HTML', async (url, texts) => {
    const response = await t.app.inject({ url });
    expect(response.statusCode).toBe(200);
    for (const text of texts) expect(response.body).toContain(text);
  });
});
