import type { FastifyInstance, FastifyReply } from 'fastify';
import { DEFAULT_LOCALE, isLocale, isPseudoLocale, type TPageLocale } from '../../../shared/locales';
import type { TTextsOf } from '../../../shared/server-texts';
import { readSharedBallotIds } from '../../../shared/shared-ballot';
import { sendNotFound } from '../../http/error-body';
import {
  ballotCard,
  candidateCard,
  cardLanguage,
  cardPng,
  siteCard,
  videoCard,
  type TCardLanguage,
  type TCardsDeps,
} from './cards.service';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const SITE_FILE = /^site-[0-9a-f]{16}\.png$/;
const ID_FILE = /^([0-9a-f-]{36})-[0-9a-f]{16}\.png$/;
const BALLOT_FILE = /^[0-9a-f]{16}\.png$/;

type TCard = Awaited<ReturnType<typeof siteCard>>;

export type TCardRoutesOptions = TCardsDeps & {
  textsOf: TTextsOf;
  /** PSEUDO_LOCALES: the tests' pseudo-locales have cards too, like their pages (ADR 45). */
  pseudoLocales: boolean;
};

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

type TCardFinder = (file: string, language: TCardLanguage, search: string) => Promise<TCard | null>;

/** Each kind of card by the folder of its address (English's under /cards, another language's under /cards/{code}). */
function cardFinders(deps: TCardsDeps): Record<string, TCardFinder> {
  const idOf = (file: string) => ID_FILE.exec(file)?.[1];
  return {
    '': (file, language) => Promise.resolve(SITE_FILE.test(file) ? siteCard(language) : null),
    '/candidate': async (file, language) => {
      const id = idOf(file);
      return id ? candidateCard(deps.db, id, language) : null;
    },
    '/video': async (file, language) => {
      const id = idOf(file);
      return id ? videoCard(deps, id, language) : null;
    },
    '/ballot': async (file, language, search) =>
      BALLOT_FILE.test(file) ? ballotCard(deps.db, readSharedBallotIds(search), language) : null,
  };
}

export async function cardRoutes(app: FastifyInstance, options: TCardRoutesOptions) {
  const isCardLocale = (code: string): code is TPageLocale =>
    code !== DEFAULT_LOCALE && (isLocale(code) || (options.pseudoLocales && isPseudoLocale(code)));

  for (const [folder, find] of Object.entries(cardFinders(options))) {
    const answer = async (reply: FastifyReply, url: string, locale: TPageLocale, file: string) => {
      const [pathname = '', search = ''] = url.split('?');
      const card = await find(file, cardLanguage(options.textsOf, locale), search);
      if (!card) return sendNotFound(reply, 'No such card.');
      // A shared ballot's card names its picks in the query, which is part of its address.
      return sendCard(reply, folder === '/ballot' ? url : pathname, card);
    };
    app.get<{ Params: { file: string } }>(`/cards${folder}/:file`, (request, reply) =>
      answer(reply, request.url, DEFAULT_LOCALE, request.params.file),
    );
    app.get<{ Params: { locale: string; file: string } }>(
      `/cards/:locale${folder}/:file`,
      (request, reply) => {
        const { locale, file } = request.params;
        if (!isCardLocale(locale)) return sendNotFound(reply, 'No such card.');
        return answer(reply, request.url, locale, file);
      },
    );
  }
}
