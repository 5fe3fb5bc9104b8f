import { createHash } from 'node:crypto';
import type { FastifyReply } from 'fastify';

/** A weak tag: the same content in any encoding (the compression plugin's) is the same representation. */
export function entityTag(body: string | Buffer): string {
  return `W/"${createHash('sha1').update(body).digest('base64url')}"`;
}

type TSerialized = { body: string; etag: string };

/**
 * Answers per value a service returned, per route: a value from the read cache (ADR 31) is the same object
 * until a write drops it, so its answer is serialized and tagged once, not on every request. A value that
 * was not cached is a new object each time and simply goes with it.
 */
const answers = new WeakMap<object, Map<string, TSerialized>>();

/**
 * Sends `value` as the route's JSON answer, `toBody(value)` serialized through the route's response schema
 * (reply.serialize) with its ETag, both computed once per cached value. `variant` tells apart answers of one
 * value that differ by something besides the route (a query parameter that picks the shape).
 */
export function sendSerialized<T extends object>(
  reply: FastifyReply,
  value: T,
  toBody: (value: T) => unknown,
  variant = '',
) {
  const key = `${reply.request.method} ${reply.request.routeOptions.url} ${variant}`;
  let forms = answers.get(value);
  let answer = forms?.get(key);
  if (!answer) {
    const body = reply.serialize(toBody(value)) as string;
    answer = { body, etag: entityTag(body) };
    if (!forms) answers.set(value, (forms = new Map()));
    forms.set(key, answer);
  }
  return reply.header('etag', answer.etag).type('application/json; charset=utf-8').send(answer.body);
}
