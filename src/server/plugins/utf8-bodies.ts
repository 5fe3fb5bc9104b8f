import { isUtf8 } from 'node:buffer';
import { Transform } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../../shared/errors';

/**
 * Bodies read as text are refused (400) when their bytes are not UTF-8. Decoded as they are, a broken
 * sequence would become U+FFFD and be stored as if the sender had written it (issue 26).
 *
 * Two ways, by who parses the body:
 * - JSON and plain text, parsed by the app's own parsers (this plugin's): the whole body is read as bytes,
 *   as Fastify's parsers read it anyway, and checked at once (Buffer's isUtf8).
 * - Bodies that a library's parser reads — tRPC's adapter installs its own JSON parser for /trpc, and
 *   @fastify/formbody the pages' forms — are checked as they stream in: those scopes add
 *   checkUtf8WhileReading. It is the slower way (a stream per request: the cached address search answered
 *   more requests a second once its JSON was checked the first way, by a margin this noisy machine could
 *   not pin down: docs/performance.md, issue 23), and those bodies
 *   are rare: mutations and forms.
 * Uploads are bytes, and so is a CSV import, which decodes its file itself to say what a spreadsheet user
 * should do (ADR 51).
 */
export const NOT_UTF8_MESSAGE = 'The request body is not valid UTF-8 text.';

const notUtf8 = () => new AppError('BAD_REQUEST', NOT_UTF8_MESSAGE);

/** The bodies read as text by a library's parser: JSON (tRPC's), the pages' forms, any text but CSV. */
const TEXT_BODY = /^\s*(application\/json|application\/x-www-form-urlencoded|text\/(?!csv))/i;

/** Passes a body through while checking that its bytes are UTF-8. */
function utf8Checked(): Transform {
  const decoder = new TextDecoder('utf-8', { fatal: true });
  const check = (bytes?: Buffer) => {
    try {
      decoder.decode(bytes, { stream: bytes !== undefined });
      return null;
    } catch {
      return notUtf8();
    }
  };
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      callback(check(chunk), chunk);
    },
    flush(callback) {
      callback(check());
    },
  });
}

/** For a scope whose text bodies a library parses: checks them as they stream in, before its parser reads them. */
export function checkUtf8WhileReading(scope: FastifyInstance) {
  scope.addHook('preParsing', async (request, _reply, payload) => {
    if (!TEXT_BODY.test(request.headers['content-type'] ?? '')) return payload;
    // A client that goes away mid-body ends the checked stream with its error, as stream.pipeline would
    // (pipeline also aborts an AbortController at every end, whose DOMException is costly, issue 23).
    const checked = utf8Checked();
    payload.once('error', (error) => checked.destroy(error));
    return payload.pipe(checked);
  });
}

/** The app's JSON and plain-text parsers, which refuse a body that is not UTF-8. */
export default fp(
  async function utf8BodiesPlugin(app: FastifyInstance) {
    // Fastify's own JSON parsing (with its prototype-poisoning checks), given the checked text.
    const parseJson = app.getDefaultJsonParser('error', 'error');
    app.removeContentTypeParser(['application/json', 'text/plain']);
    app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (request, body: Buffer, done) => {
      if (!isUtf8(body)) return done(notUtf8(), undefined);
      parseJson(request, body.toString('utf8'), done);
    });
    app.addContentTypeParser('text/plain', { parseAs: 'buffer' }, (_request, body: Buffer, done) => {
      if (!isUtf8(body)) return done(notUtf8(), undefined);
      done(null, body.toString('utf8'));
    });
  },
  { name: 'utf8-bodies' },
);
