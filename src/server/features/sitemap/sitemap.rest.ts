import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/database';
import { siteOrigin } from '../../http/site-origin';
import { findSitemapPages, robotsTxt, sitemapXml } from './sitemap.service';

/** When the pages of fixed text last changed: when the client was built (else when the server started). */
function releaseTime(clientDir: string): Date {
  try {
    return fs.statSync(path.join(clientDir, 'index.html')).mtime;
  } catch {
    return new Date();
  }
}

/** `/robots.txt` and `/sitemap.xml` (issue 26), for search engines and link checkers. */
export async function sitemapRoutes(
  app: FastifyInstance,
  { db, publicUrl, clientDir }: { db: Db; publicUrl: string | null; clientDir: string },
) {
  const releasedAt = releaseTime(clientDir);
  // Revalidated each time (the ETag makes that cheap): an admin's edit reaches the sitemap at once.
  app.get('/robots.txt', { schema: { hide: true } }, async (request, reply) =>
    reply
      .header('cache-control', 'no-cache')
      .type('text/plain; charset=utf-8')
      .send(robotsTxt(siteOrigin(publicUrl, request))),
  );
  app.get('/sitemap.xml', { schema: { hide: true } }, async (request, reply) =>
    reply
      .header('cache-control', 'no-cache')
      .type('application/xml; charset=utf-8')
      .send(sitemapXml(siteOrigin(publicUrl, request), await findSitemapPages(db, releasedAt))),
  );
}
