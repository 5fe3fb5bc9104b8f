import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';
import pino, { type Logger } from 'pino';
import type { Config, TRequestLogging } from './config';

type TLoggedRequest = { method: string; url: string; hostname?: string; ip?: string };

/**
 * A request as its log line shows it: the path without the query string, which carries what visitors type
 * (an address on /candidateSearch?q=…, the input of a tRPC call), so logs never pair it with their address.
 */
export function serializeRequest(request: TLoggedRequest) {
  return {
    method: request.method,
    url: request.url.split('?')[0],
    host: request.hostname,
    remoteAddress: request.ip,
  };
}

/** Structured JSON logs in production; the same records pretty-printed for people in development. */
export function createLogger(
  log: Pick<Config['log'], 'level' | 'pretty'>,
  destination?: pino.DestinationStream,
): Logger {
  const options: pino.LoggerOptions = {
    level: log.level,
    redact: ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]'],
    ...(log.pretty
      ? {
          transport: {
            target: 'pino-pretty',
            options: { translateTime: 'HH:MM:ss', ignore: 'pid,hostname', singleLine: true },
          },
        }
      : {}),
  };
  const logger = destination ? pino(options, destination) : pino(options);
  // Fastify takes a given logger's request serializer from this property (fastify/lib/logger-factory.js).
  return Object.assign(logger, { serializers: { req: serializeRequest } });
}

/**
 * One line per request, written when the answer has gone out, instead of Fastify's two (one on arrival,
 * one on completion): the method, the path without its query string, the host, the client's address,
 * the status and the time taken in ms, with the request id Fastify binds to every line of a request.
 * `errors` keeps only the answers with a 5xx status (4xx are the client's doing, and a flood of them,
 * 404 probes or 429s, is exactly when logging should cost least); `off` writes none. Errors are logged
 * with their stack by the errors plugin and tRPC's onError whatever this says (ADR 30).
 */
export class RequestLogController extends LogController {
  readonly #mode: TRequestLogging;

  constructor(mode: TRequestLogging) {
    super();
    this.#mode = mode;
  }

  override incomingRequest() {}

  // The answer's line says 404 already; Fastify's own line would carry the raw URL, query string and all.
  override routeNotFound() {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply) {
    const statusCode = reply.statusCode;
    if (this.#mode === 'off' || (this.#mode === 'errors' && statusCode < 500 && !error)) return;
    const line = { ...serializeRequest(request), statusCode, responseTime: reply.elapsedTime };
    // An error here is the answer failing on its way out (a reset connection), after its status was set.
    if (error) reply.log.error({ ...line, err: error }, 'request errored');
    else reply.log.info(line, 'request completed');
  }
}
