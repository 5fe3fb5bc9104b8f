import { sql } from 'kysely';
import { DEFAULT_LOCALE, LOCALES, localizedPath, type TLocale } from '../../../shared/locales';
import type { Db } from '../../db/database';
import { escapeMarkup } from '../../../shared/escape-markup';
import { remember } from '../../read-cache/read-cache';

/** One page of the sitemap: its English path and when what it shows last changed. */
export type TSitemapPage = { path: string; lastModified: Date };

/**
 * The pages a search engine should know, beside each candidate's: the ones that show the organisation's
 * content to anyone. Pages of one visitor (my ballot, compare, an address's ballot), forms and accounts are
 * left out. Each names the tables whose latest change is the page's own.
 */
const CONTENT_PAGES = [
  { path: '/', tables: ['elections', 'videos'] },
  { path: '/learninglib', tables: ['videos'] },
  { path: '/learninglibnewfirst', tables: ['videos'] },
  { path: '/otherKeyStates', tables: ['candidates'] },
  { path: '/about', tables: [] },
  { path: '/voter-checklist', tables: [] },
  { path: '/accessibility', tables: [] },
] as const;

type TContentTable = 'elections' | 'videos' | 'candidates';
const CONTENT_TABLES: readonly TContentTable[] = ['elections', 'videos', 'candidates'];

async function latestChange(db: Db, table: TContentTable): Promise<Date | null> {
  const row = await db
    .selectFrom(table)
    .select(sql<Date | null>`max(updated_at)`.as('latest'))
    .executeTakeFirst();
  return row?.latest ? new Date(row.latest) : null;
}

/**
 * Every page of the sitemap, kept in the read cache until one of the tables it reads changes, so it is
 * current as soon as an admin saves. Pages of fixed text change with a release: `releasedAt`.
 */
export function findSitemapPages(db: Db, releasedAt: Date): Promise<TSitemapPage[]> {
  return remember(db, 'sitemap.pages', CONTENT_TABLES, async () => {
    const latest = new Map<TContentTable, Date | null>();
    for (const table of CONTENT_TABLES) latest.set(table, await latestChange(db, table));
    const contentPages = CONTENT_PAGES.map(({ path, tables }) => ({
      path,
      lastModified: new Date(
        Math.max(releasedAt.getTime(), ...tables.map((table) => latest.get(table)?.getTime() ?? 0)),
      ),
    }));
    const candidates = await db
      .selectFrom('candidates')
      .select(['id', 'updatedAt'])
      .orderBy('fullName')
      .orderBy('id')
      .execute();
    return [
      ...contentPages,
      ...candidates.map(({ id, updatedAt }) => ({
        path: `/candidatePage/${id}`,
        lastModified: new Date(updatedAt),
      })),
    ];
  });
}

/**
 * The sitemap protocol's XML (sitemaps.org), one `<url>` per page and language, each naming every language
 * of the page and the default for the rest (`x-default`), as Google documents for localized pages.
 */
export function sitemapXml(origin: string, pages: TSitemapPage[]): string {
  const href = (code: TLocale, path: string) => escapeMarkup(`${origin}${localizedPath(code, path)}`);
  const alternates = (path: string) =>
    [
      ...LOCALES.map(({ code }) => ({ hreflang: code, url: href(code, path) })),
      { hreflang: 'x-default', url: href(DEFAULT_LOCALE, path) },
    ]
      .map(({ hreflang, url }) => `    <xhtml:link rel="alternate" hreflang="${hreflang}" href="${url}"/>`)
      .join('\n');
  const urls = pages.flatMap(({ path, lastModified }) =>
    LOCALES.map(
      ({ code }) =>
        `  <url>\n    <loc>${href(code, path)}</loc>\n    <lastmod>${lastModified.toISOString()}</lastmod>\n` +
        `${alternates(path)}\n  </url>`,
    ),
  );
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}

/** Paths that are not pages to index, in every language: the admin's, the account's, the APIs. */
const PRIVATE_PATHS = ['/admin', '/account'];
const API_PATHS = ['/api/', '/trpc/'];

/** robots.txt: everything public may be crawled; it names the sitemap. */
export function robotsTxt(origin: string): string {
  const disallowed = [
    ...LOCALES.flatMap(({ code }) => PRIVATE_PATHS.map((path) => localizedPath(code, path))),
    ...API_PATHS,
  ];
  return [
    'User-agent: *',
    ...disallowed.map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
}
