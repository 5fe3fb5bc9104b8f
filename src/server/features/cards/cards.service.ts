import { createHash } from 'node:crypto';
import { AppError } from '../../../shared/errors';
import { localeBase, localizedPath, splitLocalePath, type TPageLocale } from '../../../shared/locales';
import {
  findPageRoute,
  formatPageTitle,
  SITE_NAME,
  type TPageHeadText,
  type TPageId,
} from '../../../shared/page-routes';
import type { TCandidate } from '../../../shared/schemas/candidates';
import type { TVideo } from '../../../shared/schemas/videos';
import type { TCardTexts, TTextsOf } from '../../../shared/server-texts';
import { isUuid } from '../../../shared/schemas/fields';
import { readSharedBallotIds, sharedBallotPath } from '../../../shared/shared-ballot';
import type { Db } from '../../db/database';
import { getCandidateById } from '../candidates/candidates.service';
import { getVideoById, type TVideoSettings } from '../videos/videos.service';
import { CARD_HEIGHT, CARD_WIDTH, renderCardPng, type TCardContent } from './card-render';
import { comparePath, readCompareIds } from '../../../shared/compare';

/**
 * Social cards (issue 16, ADR 38): the Open Graph and Twitter tags of every page, and the card images they
 * point to, drawn on the server and served at content-addressed URLs.
 */

/** Part of every card's hash: a change to the drawing (card-render.ts) must bump it, so URLs change. */
const CARD_RENDERER_VERSION = 2;
/** How many picks a shared-ballot card lists before '+N more'. */
const BALLOT_CARD_LINES = 6;

type TCardImage = { path: string; width: number | null; height: number | null; alt: string };

/** What a page's social tags say. Paths are relative to the site's origin, which the caller adds. */
export type TSocialHead = {
  title: string;
  description: string;
  type: 'website' | 'profile' | 'video.other';
  /** The page's canonical path and query (og:url). */
  path: string;
  image: TCardImage;
};

export type TCardsDeps = { db: Db; videoSettings: TVideoSettings };

/**
 * The language a card is drawn in (issue 24): its texts, and its URLs' prefix (`/cards/es/…`; English's
 * have none). The hash covers the texts drawn, so each language's card has a URL of its own.
 */
export type TCardLanguage = { locale: TPageLocale; texts: TCardTexts };

export const cardLanguage = (textsOf: TTextsOf, locale: TPageLocale): TCardLanguage => ({
  locale,
  texts: textsOf(locale).cards,
});

const cardsBase = (locale: TPageLocale) => `/cards${localeBase(locale)}`;

function cardHash(content: TCardContent): string {
  return createHash('sha256')
    .update(JSON.stringify([CARD_RENDERER_VERSION, content]))
    .digest('hex')
    .slice(0, 16);
}

/** 'City Council, District 33'; a district that is a place ('Michigan') stays as it is. */
function officeLine(candidate: Pick<TCandidate, 'office' | 'district'>, texts: TCardTexts): string {
  const office = texts.office(candidate.office);
  const district = candidate.district.trim();
  if (!district || /^n\/?a$/i.test(district)) return office;
  return `${office}, ${/^\d+$/.test(district) ? texts.district(district) : district}`;
}

const pickLine = (candidate: TCandidate, texts: TCardTexts) =>
  `${texts.office(candidate.office)}: ${candidate.fullName} (${texts.party(candidate.party)})`;

export function candidateCardContent(candidate: TCandidate, texts: TCardTexts): TCardContent {
  return {
    kicker: texts.candidateKicker,
    title: candidate.fullName,
    lines: [officeLine(candidate, texts), texts.party(candidate.party)],
    badge: candidate.recommended ? texts.recommendBadge : null,
  };
}

export function ballotCardContent(picks: readonly TCandidate[], texts: TCardTexts): TCardContent {
  const shown = picks.length > BALLOT_CARD_LINES ? BALLOT_CARD_LINES - 1 : picks.length;
  const more = picks.length - shown;
  return {
    kicker: texts.ballotKicker,
    title: picks.length === 0 ? texts.ballotEmptyTitle : texts.ballotTitle,
    lines: [
      ...picks.slice(0, shown).map((pick) => pickLine(pick, texts)),
      ...(more > 0 ? [texts.morePicks(more)] : []),
      ...(picks.length === 0 ? [texts.sharedBallotEmpty] : []),
    ],
    badge: null,
  };
}

function videoCardContent(video: TVideo, texts: TCardTexts): TCardContent {
  return {
    kicker: texts.videoKicker,
    title: truncate(video.title ?? texts.videoUntitled, 80),
    lines: [
      texts.videoCategory(video.category),
      ...(video.description ? [truncate(video.description, 100)] : []),
    ],
    badge: null,
  };
}

const siteCardContent = (texts: TCardTexts): TCardContent => ({
  kicker: texts.siteKicker,
  title: SITE_NAME,
  lines: texts.siteLines,
  badge: null,
});

const cardImage = (path: string, alt: string): TCardImage => ({
  path,
  width: CARD_WIDTH,
  height: CARD_HEIGHT,
  alt,
});

const siteCardPath = ({ locale, texts }: TCardLanguage) =>
  `${cardsBase(locale)}/site-${cardHash(siteCardContent(texts))}.png`;
export const candidateCardPath = (candidate: TCandidate, { locale, texts }: TCardLanguage) =>
  `${cardsBase(locale)}/candidate/${candidate.id}-${cardHash(candidateCardContent(candidate, texts))}.png`;
const videoCardPath = (video: TVideo, { locale, texts }: TCardLanguage) =>
  `${cardsBase(locale)}/video/${video.id}-${cardHash(videoCardContent(video, texts))}.png`;
const ballotCardPath = (picks: readonly TCandidate[], { locale, texts }: TCardLanguage) =>
  `${cardsBase(locale)}/ballot/${cardHash(ballotCardContent(picks, texts))}.png?c=${picks.map((pick) => pick.id).join(',')}`;

async function findCandidate(db: Db, id: string): Promise<TCandidate | null> {
  try {
    return await getCandidateById(db, id);
  } catch (error) {
    if (error instanceof AppError && error.code === 'NOT_FOUND') return null;
    throw error;
  }
}

/** The candidates of a shared link that exist, in the link's order; unknown ids are left out. */
async function findPicks(db: Db, ids: readonly string[]): Promise<TCandidate[]> {
  const found = await Promise.all(ids.map((id) => findCandidate(db, id)));
  return found.filter((candidate): candidate is TCandidate => candidate !== null);
}

export type TSharedBallotPick = Pick<
  TCandidate,
  'id' | 'fullName' | 'headshot' | 'party' | 'office' | 'district' | 'state' | 'recommended'
>;

/** What the read-only shared-ballot page shows of each pick (no analysis: the link goes to the page). */
export async function sharedBallotPicks(db: Db, ids: readonly string[]): Promise<TSharedBallotPick[]> {
  const picks = await findPicks(db, [...new Set(ids.map((id) => id.toLowerCase()))].filter(isUuid));
  return picks.map(({ id, fullName, headshot, party, office, district, state, recommended }) => ({
    id,
    fullName,
    headshot,
    party,
    office,
    district,
    state,
    recommended,
  }));
}

/** A shared-ballot card's content and current path for a list of candidate ids. */
export async function ballotCard(db: Db, ids: readonly string[], language: TCardLanguage) {
  const picks = await findPicks(db, ids);
  return { content: ballotCardContent(picks, language.texts), path: ballotCardPath(picks, language) };
}

async function findVideo(deps: TCardsDeps, id: string): Promise<TVideo | null> {
  try {
    return await getVideoById(deps.db, deps.videoSettings, id);
  } catch (error) {
    if (error instanceof AppError && error.code === 'NOT_FOUND') return null;
    throw error;
  }
}

/** A video card's content and current path, or null for an unknown video. */
export async function videoCard(deps: TCardsDeps, id: string, language: TCardLanguage) {
  const video = await findVideo(deps, id);
  return video
    ? { content: videoCardContent(video, language.texts), path: videoCardPath(video, language) }
    : null;
}

/** A candidate card's content and current path, or null for an unknown candidate. */
export async function candidateCard(db: Db, id: string, language: TCardLanguage) {
  const candidate = await findCandidate(db, id);
  return candidate
    ? {
        content: candidateCardContent(candidate, language.texts),
        path: candidateCardPath(candidate, language),
      }
    : null;
}

export const siteCard = (language: TCardLanguage) => ({
  content: siteCardContent(language.texts),
  path: siteCardPath(language),
});

/**
 * The URL a page is rendered and kept under (the page cache's key, ADR 32): its path, plus only the query
 * parameters a server-rendered page reads, normalised: `?video=<id>` on the library, `?c=<ids>` on a shared
 * ballot, `?q=<address>` on the address search, `?ids=<ids>` on the comparison. Any other query (tracking tags, a crawler's noise) makes no
 * new cache entry.
 */
function canonicalPageUrl(url: string): string {
  const [pathname = '/', search = ''] = url.split('?');
  const { locale, path } = splitLocalePath(pathname);
  return localizedPath(locale, canonicalEnglishUrl(path, search));
}

/** canonicalPageUrl of a page's English path (the languages' pages read the same parameters). */
function canonicalEnglishUrl(pathname: string, search: string): string {
  const page = findPageRoute(pathname)?.page;
  const params = new URLSearchParams(search);
  if (page === 'libraryByCategory') {
    const video = params.get('video');
    return video && isUuid(video) ? `${pathname}?video=${video.toLowerCase()}` : pathname;
  }
  if (page === 'sharedBallot') return sharedBallotPath(readSharedBallotIds(search));
  if (page === 'candidateSearch') return `${pathname}?q=${encodeURIComponent(params.get('q') ?? '')}`;
  if (page === 'compare') return comparePath(readCompareIds(search));
  return pathname;
}

/**
 * The page cache's key for a request (ADR 32, 38): its canonical URL, with a `?video=` that names no video
 * left out, so made-up ids cost no entry of their own and get the plain library page, rendered.
 */
export async function pageCacheUrl(deps: TCardsDeps, url: string): Promise<string> {
  const canonical = canonicalPageUrl(url);
  const [pathname = '/', search = ''] = canonical.split('?');
  const video =
    findPageRoute(splitLocalePath(pathname).path)?.page === 'libraryByCategory' &&
    new URLSearchParams(search).get('video');
  if (!video) return canonical;
  return (await findVideo(deps, video)) ? canonical : pathname;
}

/** A page's title and description in a language (the server render's page heads, ADR 43). */
export type THeadOf = (locale: TPageLocale, page: TPageId | 'notFound') => TPageHeadText;

/** The site's own tags, for every page without tags of its own (and an id that names nothing). */
export function siteHead(path: string, headOf: THeadOf, textsOf: TTextsOf): TSocialHead {
  const { locale, path: englishPath } = splitLocalePath(path.split('?')[0]!);
  const head = headOf(locale, findPageRoute(englishPath)?.page ?? 'notFound');
  const language = cardLanguage(textsOf, locale);
  return {
    title: formatPageTitle(head.title),
    description: head.description,
    type: 'website',
    path,
    image: cardImage(siteCardPath(language), language.texts.siteAlt),
  };
}

function truncate(text: string, max: number): string {
  const plain = text.replace(/\s+/g, ' ').trim();
  return plain.length <= max ? plain : `${plain.slice(0, max - 1).trimEnd()}…`;
}

/**
 * The social tags of a page, by its canonical URL (canonicalPageUrl): a candidate's page, a library video,
 * a shared ballot, or the site's default for any other page and any id that names nothing.
 */
export async function socialHeadFor(
  deps: TCardsDeps,
  canonicalUrl: string,
  headOf: THeadOf,
  textsOf: TTextsOf,
): Promise<TSocialHead> {
  const [pathname = '/', search = ''] = canonicalUrl.split('?');
  const { locale, path } = splitLocalePath(pathname);
  const route = findPageRoute(path);
  const language = cardLanguage(textsOf, locale);
  const { texts } = language;
  if (route?.page === 'candidate') {
    const id = decodeURIComponent(pathname.split('/').pop() ?? '');
    const candidate = await findCandidate(deps.db, id);
    if (candidate) {
      const office = officeLine(candidate, texts);
      const party = texts.party(candidate.party);
      return {
        title: formatPageTitle(candidate.fullName),
        description: texts.candidateDescription({
          name: candidate.fullName,
          party,
          office,
          recommended: candidate.recommended,
        }),
        type: 'profile',
        path: canonicalUrl,
        image: cardImage(
          candidateCardPath(candidate, language),
          `${candidate.fullName}, ${party}, ${office}`,
        ),
      };
    }
  }
  if (route?.page === 'libraryByCategory') {
    const id = new URLSearchParams(search).get('video');
    const video = id ? await findVideo(deps, id) : null;
    if (video) {
      const title = video.title ?? texts.videoUntitled;
      return {
        title: formatPageTitle(title),
        description: truncate(video.description || headOf(locale, route.page).description, 200),
        type: 'video.other',
        path: canonicalUrl,
        // A drawn card rather than the portrait thumbnail, which the large card shape would crop.
        image: cardImage(videoCardPath(video, language), texts.videoAlt(title)),
      };
    }
  }
  if (route?.page === 'sharedBallot') {
    const picks = await findPicks(deps.db, readSharedBallotIds(search));
    const names = picks
      .map((pick) => texts.pickFor({ name: pick.fullName, office: texts.office(pick.office) }))
      .join('; ');
    return {
      title: texts.sharedBallotTitle,
      description:
        picks.length === 0 ? texts.sharedBallotEmpty : truncate(texts.sharedBallotDescription(names), 300),
      type: 'website',
      // The link as it should be shared: the ids that name someone.
      path: localizedPath(locale, sharedBallotPath(picks.map((pick) => pick.id))),
      image: cardImage(
        ballotCardPath(picks, language),
        picks.length === 0 ? texts.sharedBallotTitle : texts.sharedBallotAlt(names),
      ),
    };
  }
  return siteHead(canonicalUrl, headOf, textsOf);
}

/**
 * Rendered PNGs, by content hash, in a small LRU bounded in bytes (a card is 20-60 kB; 4 MB holds about a
 * hundred). A hash names one drawing for ever, so nothing here goes stale; a miss draws again (~0.3 s).
 */
const PNG_CACHE_MAX_BYTES = 4 * 1024 * 1024;
const pngCache = new Map<string, Buffer>();
const drawing = new Map<string, Promise<Buffer>>();
let pngCacheBytes = 0;

export function cardPng(content: TCardContent): Promise<Buffer> {
  const hash = cardHash(content);
  const kept = pngCache.get(hash);
  if (kept) {
    pngCache.delete(hash);
    pngCache.set(hash, kept);
    return Promise.resolve(kept);
  }
  const pending = drawing.get(hash);
  if (pending) return pending;
  const promise = renderCardPng(content)
    .then((png) => {
      pngCache.set(hash, png);
      pngCacheBytes += png.length;
      for (const [key, value] of pngCache) {
        if (pngCacheBytes <= PNG_CACHE_MAX_BYTES) break;
        pngCache.delete(key);
        pngCacheBytes -= value.length;
      }
      return png;
    })
    .finally(() => drawing.delete(hash));
  drawing.set(hash, promise);
  return promise;
}
