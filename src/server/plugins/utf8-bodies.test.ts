import type { AddressInfo } from 'node:net';
import { connect } from 'node:net';
import Fastify from 'fastify';
import { createTestApp, type TestApp } from '../testing/test-app';
import { checkUtf8WhileReading, NOT_UTF8_MESSAGE } from './utf8-bodies';

/** Issue 26: a body whose bytes are not UTF-8 is refused, wherever it is sent, and nothing is stored. */
describe('request bodies that are not UTF-8', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const countStored = async () => (await t.database.db.selectFrom('feedback').select('id').execute()).length;
  // A feedback message whose text holds 0xFF 0xFE: bytes no UTF-8 text has.
  const brokenJson = (wrapper: (text: string) => string) =>
    Buffer.concat([
      Buffer.from(wrapper('__').split('__')[0]!),
      Buffer.from([0xff, 0xfe]),
      Buffer.from(wrapper('__').split('__')[1]!),
    ]);
  const message = (text: string) =>
    JSON.stringify({ fullName: 'Ada Lovelace', email: 'ada@example.org', feedback: `Hello ${text}` });

  it('refuses one sent to REST, to tRPC or by the page form with a 400, storing nothing', async () => {
    const before = await countStored();
    for (const request of [
      { url: '/api/feedback', type: 'application/json', payload: brokenJson(message) },
      { url: '/trpc/feedback.submit', type: 'application/json', payload: brokenJson(message) },
      {
        url: '/feedback',
        type: 'application/x-www-form-urlencoded',
        payload: brokenJson((text) => `fullName=Ada&email=ada%40example.org&feedback=Hello+${text}`),
      },
    ]) {
      const response = await t.app.inject({
        method: 'POST',
        url: request.url,
        headers: { 'content-type': request.type },
        payload: request.payload,
      });
      expect(response.statusCode, request.url).toBe(400);
      expect(response.json().message, request.url).toBe(NOT_UTF8_MESSAGE);
    }
    expect(await countStored()).toBe(before);
  });

  it('takes UTF-8 text in any script, and U+FFFD written as an escape is still text', async () => {
    const before = await countStored();
    // The second body holds the six characters \ufffd, which JSON reads as U+FFFD.
    for (const body of [message('Ñandú, Zoë, 東京 🗳️'), message('\\ufffd').replace('\\\\', '\\')]) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/feedback',
        headers: { 'content-type': 'application/json' },
        payload: Buffer.from(body),
      });
      expect(response.statusCode, body).toBe(200);
    }
    expect(await countStored()).toBe(before + 2);
  });
});

describe('a text body whose sender goes away before its end', () => {
  it('ends the request with the connection’s error instead of leaving it waiting for the rest', async () => {
    // A scope whose bodies a library parses (Fastify's own JSON parser here), checked as they stream in.
    const app = Fastify();
    const ended = new Promise<string>((resolve) =>
      app.setErrorHandler((error, _request, reply) => {
        resolve((error as Error).message);
        return reply.send(error);
      }),
    );
    await app.register(async (scope) => {
      checkUtf8WhileReading(scope);
      scope.post('/echo', async (request) => request.body);
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    try {
      const socket = connect((app.server.address() as AddressInfo).port, '127.0.0.1');
      socket.write(
        'POST /echo HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{"a":',
      );
      // Once the server has the start of the body, the client goes.
      setTimeout(() => socket.destroy(), 100);
      expect(await ended).toBe('aborted');
    } finally {
      await app.close();
    }
  });
});
