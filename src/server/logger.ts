import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';
import pino, { type Logger } from 'pino';
import type { Config, TRequestLogging } from './config';

type TLoggedRequest = { method: string; url: string; hostname?: string; ip?: string };

/**
 * A request as its log line shows it: the path without the query string, which carries what visitors type
 * (an address on /candidateSearch?q=…, the input of a tRPC call), so logs never pair it with their address.
 */
function serializeRequest(request: TLoggedRequest) {
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

type TStatusClass = '2xx' | '3xx' | '4xx';

/**
 * One line per request, written when the answer has gone out, instead of Fastify's two (one on arrival,
 * one on completion): the method, the path without its query string, the host, the client's address,
 * the status and the time taken in ms, with the request id Fastify binds to every line of a request.
 * `errors` keeps only the answers with a 5xx status (4xx are the client's doing, and a flood of them,
 * 404 probes or 429s, is exactly when logging should cost least); `off` writes none. Errors are logged
 * with their stack by the errors plugin and tRPC's onError whatever this says (ADR 30).
 *
 * A line costs about as much CPU as answering a cached read. So in `all` mode at most `perSecond` lines
 * of answers below 500 are written each second; past that, such answers are only counted, and one line
 * per second says how many there were by status class. A quiet site logs every request; a burst from a
 * viral video costs little, and its volume still shows. 5xx answers are always written. 0: no limit.
 */
export class RequestLogController extends LogController {
  readonly #mode: TRequestLogging;
  readonly #perSecond: number;
  readonly #logger: Logger | null;
  #second = 0;
  #written = 0;
  #skipped: Record<TStatusClass, number> = { '2xx': 0, '3xx': 0, '4xx': 0 };
  #report: NodeJS.Timeout | null = null;

  constructor(
    mode: TRequestLogging,
    { perSecond = 0, logger = null }: { perSecond?: number; logger?: Logger | null } = {},
  ) {
    super();
    this.#mode = mode;
    this.#perSecond = logger ? perSecond : 0;
    this.#logger = logger;
  }

  override incomingRequest() {}

  // The answer's line says 404 already; Fastify's own line would carry the raw URL, query string and all.
  override routeNotFound() {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply) {
    const statusCode = reply.statusCode;
    const isFailure = Boolean(error) || statusCode >= 500;
    if (this.#mode === 'off' || (this.#mode === 'errors' && !isFailure)) return;
    if (!isFailure && !this.#withinBudget(statusCode)) return;
    const line = { ...serializeRequest(request), statusCode, responseTime: reply.elapsedTime };
    // An error here is the answer failing on its way out (a reset connection), after its status was set.
    if (error) reply.log.error({ ...line, err: error }, 'request errored');
    else reply.log.info(line, 'request completed');
  }

  /** Whether this second still has room for a line; counts the answer when it has not. */
  #withinBudget(statusCode: number): boolean {
    if (this.#perSecond === 0) return true;
    const now = Date.now();
    const second = Math.floor(now / 1000);
    if (second !== this.#second) {
      this.#reportSkipped();
      this.#second = second;
      this.#written = 0;
    }
    if (this.#written < this.#perSecond) {
      this.#written++;
      return true;
    }
    this.#skipped[statusCode >= 400 ? '4xx' : statusCode >= 300 ? '3xx' : '2xx']++;
    // Said when the second is over, by the next request or, if none comes, by a timer.
    this.#report ??= setTimeout(() => this.#reportSkipped(), 1000 - (now % 1000)).unref();
    return false;
  }

  #reportSkipped() {
    if (this.#report) clearTimeout(this.#report);
    this.#report = null;
    const skipped = this.#skipped;
    const count = skipped['2xx'] + skipped['3xx'] + skipped['4xx'];
    if (count === 0) return;
    this.#skipped = { '2xx': 0, '3xx': 0, '4xx': 0 };
    this.#logger?.info(
      { skippedRequests: count, statusCounts: skipped, second: new Date(this.#second * 1000).toISOString() },
      'request lines over LOG_REQUESTS_PER_SECOND, counted only',
    );
  }
}
