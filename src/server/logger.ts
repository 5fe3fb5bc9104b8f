import pino, { type Logger } from 'pino';
import type { Config } from './config';

/** Structured JSON logs in production; the same records pretty-printed for people in development. */
export function createLogger(log: Config['log']): Logger {
  return pino({
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
  });
}
