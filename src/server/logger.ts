import pino, { type Logger } from 'pino';
import type { Config } from './config';

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
export function createLogger(log: Config['log'], destination?: pino.DestinationStream): Logger {
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
