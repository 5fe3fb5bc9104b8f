import sharp from 'sharp';
import { ZCandidateSchema, type TCandidateForm } from '../../../shared/schemas/candidates';
import { sharedBallotPath } from '../../../shared/shared-ballot';
import { VALID_CANDIDATE } from '../../testing/content';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { SYSTEM_ACTOR } from '../audit/audit.service';
import { createCandidate, updateCandidate } from '../candidates/candidates.service';
import { createVideo } from '../videos/videos.service';
import { ENGLISH_TEXTS } from '../../http/server-texts';
import { ballotCardContent, candidateCardContent, candidateCardPath } from './cards.service';

const HTML = { accept: 'text/html' };
// The server render straight from its source, as server-render.test.ts does.
const SSR_ENTRY = 'src/client/app/server-entry.tsx';
const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';
const ENGLISH = ENGLISH_TEXTS.cards;
const IN_ENGLISH = { locale: 'en', texts: ENGLISH } as const;
const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** The page's Open Graph and Twitter tags, by property or name, with HTML entities as sent. */
function socialTags(html: string): Record<string, string> {
  const tags: Record<string, string> = {};
  for (const [, key, value] of html.matchAll(
    /<meta (?:property|name)="((?:og|twitter):[^"]+)" content="([^"]*)" \/>/g,
  ))
    tags[key!] = value!;
  return tags;
}

/** The width and height a PNG declares in its IHDR chunk, after checking its signature. */
function pngSize(bytes: Buffer): { width: number; height: number } {
  expect(bytes.subarray(0, 8).equals(PNG_SIGNATURE)).toBe(true);
  expect(bytes.subarray(12, 16).toString('ascii')).toBe('IHDR');
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

const candidate = (fields: Partial<TCandidateForm>): TCandidateForm =>
  ZCandidateSchema.parse({ ...VALID_CANDIDATE, ...fields });

describe('social cards (ADR 38)', () => {
  let t: TestApp;
  let mayaId: string;
  let otherId: string;
  let videoId: string;

  beforeAll(async () => {
    t = await createTestApp({ env: { SSR_ENTRY } });
    const db = t.database.db;
    mayaId = (await createCandidate(db, candidate({}), SYSTEM_ACTOR)).id;
    otherId = (
      await createCandidate(
        db,
        candidate({
          fullName: 'Sam "Sammy" O\'Neil',
          party: 'Others',
          office: 'State HOR',
          district: '52',
        }),
        SYSTEM_ACTOR,
      )
    ).id;
    const png = await sharp({
      create: { width: 90, height: 160, channels: 3, background: { r: 20, g: 40, b: 90 } },
    })
      .png()
      .toBuffer();
    videoId = (
      await createVideo(
        db,
        t.deps.config,
        {
          form: {
            url: '7312345678901234567',
            category: 'Current Events',
            title: 'Why unions <win> & "grow"',
            description: 'Workers who organise earn more.',
          },
          image: png,
        },
        SYSTEM_ACTOR,
      )
    ).id;
  });
  afterAll(() => t.close());

  it("gives a candidate's page tags with the name, office, district and party, and a 1200×630 card", async () => {
    const response = await t.app.inject({ url: `/candidatePage/${mayaId}`, headers: HTML });

    expect(response.statusCode).toBe(200);
    const tags = socialTags(response.body);
    expect(tags['og:title']).toBe('Maya Torres · Progressive Voter Guide');
    expect(tags['og:description']).toContain('Maya Torres, Democrat, running for City Council, District 33');
    expect(tags['og:type']).toBe('profile');
    expect(tags['og:site_name']).toBe('Progressive Voter Guide');
    expect(tags['og:url']).toBe(`http://localhost:80/candidatePage/${mayaId}`);
    expect(tags['og:image']).toMatch(
      new RegExp(`^http://localhost:80/cards/candidate/${mayaId}-[0-9a-f]{16}\\.png$`),
    );
    expect(tags['og:image:width']).toBe('1200');
    expect(tags['og:image:height']).toBe('630');
    expect(tags['og:image:alt']).toBe('Maya Torres, Democrat, City Council, District 33');
    expect(tags['twitter:card']).toBe('summary_large_image');
    expect(tags['twitter:title']).toBe(tags['og:title']);
    expect(tags['twitter:image']).toBe(tags['og:image']);

    const card = await t.app.inject({ url: tags['og:image']!.replace('http://localhost:80', '') });
    expect(card.statusCode).toBe(200);
    expect(card.headers['content-type']).toBe('image/png');
    expect(card.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(pngSize(card.rawPayload)).toEqual({ width: 1200, height: 630 });
  });

  it('escapes every value it puts in an attribute', async () => {
    const response = await t.app.inject({ url: `/candidatePage/${otherId}`, headers: HTML });

    const tags = socialTags(response.body);
    expect(tags['og:title']).toBe('Sam &quot;Sammy&quot; O&#39;Neil · Progressive Voter Guide');
    expect(tags['og:image:alt']).toBe(
      'Sam &quot;Sammy&quot; O&#39;Neil, Others, State Assembly, District 52',
    );
  });

  it('moves a card to a new URL when what it shows changes, and sends the old URL there', async () => {
    const before = socialTags((await t.app.inject({ url: `/candidatePage/${otherId}`, headers: HTML })).body)[
      'og:image'
    ]!.replace('http://localhost:80', '');
    await updateCandidate(
      t.database.db,
      otherId,
      candidate({ fullName: 'Sam Lee', office: 'State Senate', district: '52' }),
      SYSTEM_ACTOR,
    );
    const after = socialTags((await t.app.inject({ url: `/candidatePage/${otherId}`, headers: HTML })).body)[
      'og:image'
    ]!.replace('http://localhost:80', '');

    expect(after).not.toBe(before);
    const old = await t.app.inject({ url: before });
    expect(old.statusCode).toBe(302);
    expect(old.headers.location).toBe(after);
    expect((await t.app.inject({ url: '/cards/candidate/not-a-card.png' })).statusCode).toBe(404);
  });

  it('gives /learninglib?video={id} the video’s title, description and thumbnail, and renders it with the video', async () => {
    const response = await t.app.inject({
      url: `/learninglib?video=${videoId.toUpperCase()}&utm_source=feed`,
      headers: HTML,
    });

    expect(response.statusCode).toBe(200);
    const tags = socialTags(response.body);
    expect(tags['og:title']).toBe('Why unions &lt;win&gt; &amp; &quot;grow&quot; · Progressive Voter Guide');
    expect(tags['og:description']).toBe('Workers who organise earn more.');
    expect(tags['og:type']).toBe('video.other');
    // The canonical URL: the id as stored, and no query the page does not read.
    expect(tags['og:url']).toBe(`http://localhost:80/learninglib?video=${videoId}`);
    expect(tags['og:image']).toMatch(
      new RegExp(`^http://localhost:80/cards/video/${videoId}-[0-9a-f]{16}\\.png$`),
    );
    expect(tags['og:image:alt']).toBe('Video: Why unions &lt;win&gt; &amp; &quot;grow&quot;');
    const card = await t.app.inject({ url: tags['og:image']!.replace('http://localhost:80', '') });
    expect(card.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(pngSize(card.rawPayload)).toEqual({ width: 1200, height: 630 });
    expect(tags['twitter:card']).toBe('summary_large_image');
    // The page comes with the video, so the player opens as soon as the page hydrates.
    expect(response.body).toContain(`"queryKey":[["videos","byId"],{"input":{"id":"${videoId}"}`);
  });

  it("gives a shared ballot the picks' names and offices and a card listing them", async () => {
    const url = sharedBallotPath([mayaId, otherId, UNKNOWN_ID]);
    const response = await t.app.inject({ url, headers: HTML });

    expect(response.statusCode).toBe(200);
    const tags = socialTags(response.body);
    expect(tags['og:title']).toBe('A ballot shared from the Progressive Voter Guide');
    expect(tags['og:description']).toBe(
      'A voter&#39;s picks: Maya Torres for City Council; Sam Lee for State Senate.',
    );
    expect(tags['og:url']).toBe(`http://localhost:80/sharedBallot?c=${mayaId},${otherId}`);
    // The page itself is in the HTML: the picks, and a way to build one's own.
    expect(response.body).toContain('A shared ballot</h1>');
    expect(response.body).toMatch(new RegExp(`href="/candidatePage/${mayaId}"[^>]*>Maya Torres<`));
    expect(response.body).toContain('Find my ballot');

    const card = await t.app.inject({ url: tags['og:image']!.replace('http://localhost:80', '') });
    expect(card.statusCode).toBe(200);
    expect(card.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(pngSize(card.rawPayload)).toEqual({ width: 1200, height: 630 });
  });

  it('falls back to the site’s tags for ids that name nothing, without an error', async () => {
    for (const url of [
      `/candidatePage/${UNKNOWN_ID}`,
      '/candidatePage/not-an-id',
      `/learninglib?video=${UNKNOWN_ID}`,
      '/learninglib?video=%22%3E%3Cscript%3E',
      '/about?x=1',
    ]) {
      const response = await t.app.inject({ url, headers: HTML });
      expect(response.statusCode, url).toBeLessThan(500);
      const tags = socialTags(response.body);
      expect(tags['og:image'], url).toMatch(/^http:\/\/localhost:80\/cards\/site-[0-9a-f]{16}\.png$/);
      expect(tags['og:type'], url).toBe('website');
      expect(response.body, url).not.toContain('<script>');
    }
    // A made-up video id is the plain library page, rendered on the server and kept as /learninglib.
    const madeUp = await t.app.inject({ url: `/learninglib?video=${UNKNOWN_ID}`, headers: HTML });
    expect(socialTags(madeUp.body)['og:url']).toBe('http://localhost:80/learninglib');
    expect(madeUp.body).toContain('id="app-state"');

    const empty = socialTags(
      (await t.app.inject({ url: `/sharedBallot?c=${UNKNOWN_ID}`, headers: HTML })).body,
    );
    expect(empty['og:title']).toBe('A ballot shared from the Progressive Voter Guide');
    expect(empty['og:url']).toBe('http://localhost:80/sharedBallot?c=');

    const site = await t.app.inject({
      url: socialTags((await t.app.inject({ url: '/', headers: HTML })).body)['og:image']!.replace(
        'http://localhost:80',
        '',
      ),
    });
    expect(site.statusCode).toBe(200);
    expect(pngSize(site.rawPayload)).toEqual({ width: 1200, height: 630 });
  });

  /** A page's tags, and its card image as the server sends it. */
  async function tagsAndCard(url: string) {
    const tags = socialTags((await t.app.inject({ url, headers: HTML })).body);
    const card = await t.app.inject({ url: tags['og:image']!.replace('http://localhost:80', '') });
    expect(card.statusCode, url).toBe(200);
    expect(card.headers['content-type'], url).toBe('image/png');
    expect(card.headers['cache-control'], url).toBe('public, max-age=31536000, immutable');
    expect(pngSize(card.rawPayload), url).toEqual({ width: 1200, height: 630 });
    return tags;
  }
  /** The content hash of a card's URL. */
  const hashOf = (imageUrl: string | undefined) => /([0-9a-f]{16})\.png/.exec(imageUrl ?? '')?.[1];

  it('gives a Spanish candidate page Spanish tags and a Spanish card at a URL of its own (issue 24)', async () => {
    const english = await tagsAndCard(`/candidatePage/${mayaId}`);
    const tags = await tagsAndCard(`/es/candidatePage/${mayaId}`);

    expect(tags['og:title']).toBe('Maya Torres · Progressive Voter Guide');
    expect(tags['og:description']).toBe(
      'Maya Torres, Demócrata, en la contienda por Concejo Municipal, Distrito 33: análisis, posturas y fuentes de la Progressive Voter Guide.',
    );
    expect(tags['og:image:alt']).toBe('Maya Torres, Demócrata, Concejo Municipal, Distrito 33');
    expect(tags['twitter:image:alt']).toBe(tags['og:image:alt']);
    expect(tags['og:url']).toBe(`http://localhost:80/es/candidatePage/${mayaId}`);
    expect(tags['og:image']).toMatch(
      new RegExp(`^http://localhost:80/cards/es/candidate/${mayaId}-[0-9a-f]{16}\\.png$`),
    );
    // Drawn from the Spanish texts: another drawing than the English one.
    expect(hashOf(tags['og:image'])).not.toBe(hashOf(english['og:image']));
    // The Spanish card's address with the English hash is outdated: sent on to the current one.
    const wrong = await t.app.inject({
      url: `/cards/es/candidate/${mayaId}-${hashOf(english['og:image'])}.png`,
    });
    expect(wrong.statusCode).toBe(302);
    expect(wrong.headers.location).toBe(tags['og:image']!.replace('http://localhost:80', ''));
  });

  it('gives a Spanish /es/learninglib?video= link Spanish tags and card', async () => {
    const english = await tagsAndCard(`/learninglib?video=${videoId}`);
    const tags = await tagsAndCard(`/es/learninglib?video=${videoId}`);

    // The video's own title and description are the organisation's, as written.
    expect(tags['og:title']).toBe('Why unions &lt;win&gt; &amp; &quot;grow&quot; · Progressive Voter Guide');
    expect(tags['og:description']).toBe('Workers who organise earn more.');
    expect(tags['og:image:alt']).toBe('Video: Why unions &lt;win&gt; &amp; &quot;grow&quot;');
    expect(tags['og:url']).toBe(`http://localhost:80/es/learninglib?video=${videoId}`);
    expect(tags['og:image']).toMatch(
      new RegExp(`^http://localhost:80/cards/es/video/${videoId}-[0-9a-f]{16}\\.png$`),
    );
    // The card names the category in Spanish ('Actualidad'), so it is another drawing.
    expect(hashOf(tags['og:image'])).not.toBe(hashOf(english['og:image']));
  });

  it('gives a Spanish shared ballot Spanish tags and card', async () => {
    const english = await tagsAndCard(sharedBallotPath([mayaId]));
    const tags = await tagsAndCard(`/es${sharedBallotPath([mayaId])}`);

    expect(tags['og:title']).toBe('Una boleta compartida desde la Progressive Voter Guide');
    expect(tags['og:description']).toBe('Las elecciones de un votante: Maya Torres para Concejo Municipal.');
    expect(tags['og:image:alt']).toBe('Una boleta compartida: Maya Torres para Concejo Municipal');
    expect(tags['og:url']).toBe(`http://localhost:80/es/sharedBallot?c=${mayaId}`);
    expect(tags['og:image']).toMatch(
      new RegExp(`^http://localhost:80/cards/es/ballot/[0-9a-f]{16}\\.png\\?c=${mayaId}$`),
    );
    expect(hashOf(tags['og:image'])).not.toBe(hashOf(english['og:image']));
  });

  it("gives the other Spanish pages the site's Spanish card, and has no card in a language it does not speak", async () => {
    const english = await tagsAndCard('/about');
    const tags = await tagsAndCard('/es/about');
    expect(tags['og:image']).toMatch(/^http:\/\/localhost:80\/cards\/es\/site-[0-9a-f]{16}\.png$/);
    expect(tags['og:image:alt']).toBe('Progressive Voter Guide: encuentre a los candidatos de su boleta');
    expect(hashOf(tags['og:image'])).not.toBe(hashOf(english['og:image']));

    for (const url of [
      `/cards/fr/site-${hashOf(english['og:image'])}.png`,
      `/cards/qps-ploc/candidate/${mayaId}-${hashOf(english['og:image'])}.png`,
      `/cards/es/candidate/not-a-card.png`,
    ])
      expect((await t.app.inject({ url })).statusCode, url).toBe(404);
  });

  it("builds absolute URLs from each request's own host, never from another's", async () => {
    await t.app.inject({ url: '/about', headers: { ...HTML, host: 'evil.example"><x' } });
    const response = await t.app.inject({ url: '/about', headers: { ...HTML, host: 'guide.example' } });

    expect(socialTags(response.body)['og:url']).toBe('http://guide.example/about');
    expect(response.body).not.toContain('evil.example');
  });
});

describe('the candidate card', () => {
  const maya = {
    ...ZCandidateSchema.parse(VALID_CANDIDATE),
    electionId: UNKNOWN_ID,
    id: UNKNOWN_ID,
    divisionId: null,
    bioguideId: null,
    fecCandidateId: null,
  };

  it("says 'We recommend' for a recommended candidate, and moves to a new URL when that changes", () => {
    expect(candidateCardContent({ ...maya, recommended: true }, ENGLISH)).toEqual({
      kicker: 'Candidate',
      title: 'Maya Torres',
      lines: ['City Council, District 33', 'Democrat'],
      badge: 'We recommend',
    });
    expect(candidateCardContent(maya, ENGLISH).badge).toBeNull();
    expect(candidateCardPath({ ...maya, recommended: true }, IN_ENGLISH)).not.toBe(
      candidateCardPath(maya, IN_ENGLISH),
    );
  });
});

describe('the shared-ballot card', () => {
  it('lists up to six picks, the sixth line saying how many more there are', () => {
    const pick = (index: number) => ({
      ...ZCandidateSchema.parse(VALID_CANDIDATE),
      electionId: UNKNOWN_ID,
      id: `id-${index}`,
      fullName: `Person ${index}`,
      office: index === 0 ? 'State HOR' : 'Senate',
      recommended: false,
      divisionId: null,
      bioguideId: null,
      fecCandidateId: null,
    });
    const eight = ballotCardContent(
      Array.from({ length: 8 }, (_, index) => pick(index)),
      ENGLISH,
    );
    expect(eight.lines).toHaveLength(6);
    expect(eight.lines[0]).toBe('State Assembly: Person 0 (Democrat)');
    expect(eight.lines[5]).toBe('+3 more');
    expect(ballotCardContent([pick(1), pick(2)], ENGLISH).lines).toEqual([
      'Senate: Person 1 (Democrat)',
      'Senate: Person 2 (Democrat)',
    ]);
  });
});

describe('social cards behind PUBLIC_URL', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { SSR_ENTRY, PUBLIC_URL: 'https://vote.example.org' } });
  });
  afterAll(() => t.close());

  it('uses the configured public origin whatever the Host header says', async () => {
    const response = await t.app.inject({ url: '/', headers: { ...HTML, host: 'internal:3000' } });

    const tags = socialTags(response.body);
    expect(tags['og:url']).toBe('https://vote.example.org/');
    expect(tags['og:image']).toMatch(/^https:\/\/vote\.example\.org\/cards\/site-[0-9a-f]{16}\.png$/);
  });
});
