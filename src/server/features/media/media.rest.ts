import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/database';
import { sendNotFound } from '../../http/error-body';
import { readMedia } from './media.service';

const MEDIA_FILE = /^([0-9a-f]{64})\.webp$/;

/** Content-addressed images: a URL's bytes never change, so browsers and proxies may keep them a year. */
export async function mediaRoutes(app: FastifyInstance, { db }: { db: Db }) {
  app.get<{ Params: { file: string } }>('/media/:file', async (request, reply) => {
    const hash = MEDIA_FILE.exec(request.params.file)?.[1];
    const media = hash ? await readMedia(db, hash) : undefined;
    if (!hash || !media) return sendNotFound(reply, 'No such image.');
    const etag = `"${hash}"`;
    reply.header('etag', etag).header('cache-control', 'public, max-age=31536000, immutable');
    if (request.headers['if-none-match'] === etag) return reply.code(304).send();
    return reply.type(media.contentType).send(media.bytes);
  });
}
