import type { FastifyInstance, FastifyReply } from 'fastify';
import { readSharedBallotIds } from '../../../shared/shared-ballot';
import { sendNotFound } from '../../http/error-body';
import { ballotCard, candidateCard, cardPng, siteCard, videoCard, type TCardsDeps } from './cards.service';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const SITE_FILE = /^site-[0-9a-f]{16}\.png$/;
const ID_FILE = /^([0-9a-f-]{36})-[0-9a-f]{16}\.png$/;
const BALLOT_FILE = /^[0-9a-f]{16}\.png$/;

type TCard = Awaited<ReturnType<typeof siteCard>>;

/**
 * The social card images (ADR 38), at content-addressed URLs: the hash covers what the card shows and the
 * renderer's version, so a URL's bytes never change and browsers and proxies keep them a year. A URL whose
 * hash is outdated (the candidate was edited since a post was made) redirects to the current card.
 */
async function sendCard(reply: FastifyReply, requestedPath: string, card: TCard) {
  if (card.path !== requestedPath) return reply.redirect(card.path, 302);
  const png = await cardPng(card.content);
  return (
    reply
      .header('cache-control', IMMUTABLE)
      // Other sites show these (a post's preview), unlike /media, which only our pages load.
      .header('cross-origin-resource-policy', 'cross-origin')
      .type('image/png')
      .send(png)
  );
}

export async function cardRoutes(app: FastifyInstance, deps: TCardsDeps) {
  const { db } = deps;
  app.get<{ Params: { file: string } }>('/cards/:file', async (request, reply) => {
    if (!SITE_FILE.test(request.params.file)) return sendNotFound(reply, 'No such card.');
    return sendCard(reply, request.url.split('?')[0]!, siteCard());
  });

  app.get<{ Params: { file: string } }>('/cards/candidate/:file', async (request, reply) => {
    const id = ID_FILE.exec(request.params.file)?.[1];
    const card = id ? await candidateCard(db, id) : null;
    if (!card) return sendNotFound(reply, 'No such card.');
    return sendCard(reply, request.url.split('?')[0]!, card);
  });

  app.get<{ Params: { file: string } }>('/cards/video/:file', async (request, reply) => {
    const id = ID_FILE.exec(request.params.file)?.[1];
    const card = id ? await videoCard(deps, id) : null;
    if (!card) return sendNotFound(reply, 'No such card.');
    return sendCard(reply, request.url.split('?')[0]!, card);
  });

  app.get<{ Params: { file: string }; Querystring: Record<string, string> }>(
    '/cards/ballot/:file',
    async (request, reply) => {
      if (!BALLOT_FILE.test(request.params.file)) return sendNotFound(reply, 'No such card.');
      const search = request.url.split('?')[1] ?? '';
      const card = await ballotCard(db, readSharedBallotIds(search));
      return sendCard(reply, request.url, card);
    },
  );
}
