import { Transform } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../../shared/errors';

/**
 * The bodies read as text: JSON (REST and tRPC), the pages' forms, plain text. Uploads are bytes, and so is
 * a CSV import, which decodes its file itself to say what a spreadsheet user should do (ADR 51).
 */
const TEXT_BODY = /^\s*(application\/json|application\/x-www-form-urlencoded|text\/(?!csv))/i;

export const NOT_UTF8_MESSAGE = 'The request body is not valid UTF-8 text.';

/**
 * Passes a body through while checking that its bytes are UTF-8. Decoded as it is, a broken sequence
 * would become U+FFFD and be stored as if the sender had written it (issue 26): it is refused instead.
 */
function utf8Checked(): Transform {
  const decoder = new TextDecoder('utf-8', { fatal: true });
  const check = (bytes?: Buffer) => {
    try {
      decoder.decode(bytes, { stream: bytes !== undefined });
      return null;
    } catch {
      return new AppError('BAD_REQUEST', NOT_UTF8_MESSAGE);
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

/** Refuses (400) a text body that is not UTF-8, on every route, before any parser reads it. */
export default fp(
  async function utf8BodiesPlugin(app: FastifyInstance) {
    app.addHook('preParsing', async (request, _reply, payload) => {
      if (!TEXT_BODY.test(request.headers['content-type'] ?? '')) return payload;
      // A client that goes away mid-body ends the checked stream with its error, as stream.pipeline would;
      // pipeline also aborts an AbortController at every end, whose DOMException cost about a tenth of the
      // server's time under the cached address search (issue 23's profile).
      const checked = utf8Checked();
      payload.once('error', (error) => checked.destroy(error));
      return payload.pipe(checked);
    });
  },
  { name: 'utf8-bodies' },
);
