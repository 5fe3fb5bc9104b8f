import { cp, mkdtemp, readFile, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { InjectOptions } from 'fastify';
// @ts-expect-error -- a plain .mjs build script without type declarations
import { precompressDirectory } from '../../../scripts/precompress.mjs';
import { saveTestImage } from '../testing/content';
import { createTestApp, FIXTURE_CLIENT_DIR, type TestApp } from '../testing/test-app';

const HTML = { accept: 'text/html' };
const DECODE = { br: brotliDecompressSync, gzip: gunzipSync };
type TEncoding = keyof typeof DECODE;
const ENCODINGS: TEncoding[] = ['br', 'gzip'];

/**
 * Answers made per request, each over the 512 bytes below which compression is not worth it (the dropdown
 * lists every state from the migrations on).
 */
const TEXT_ANSWERS: Array<{ name: string; status: number; request: InjectOptions }> = [
  { name: 'the home page', status: 200, request: { url: '/', headers: HTML } },
  { name: 'another page', status: 200, request: { url: '/about', headers: HTML } },
  { name: 'the not-found page', status: 404, request: { url: '/no/such/page', headers: HTML } },
  { name: 'a REST answer', status: 200, request: { url: '/api/dropdown' } },
  { name: 'a tRPC answer', status: 200, request: { url: '/trpc/states.dropdown' } },
];
const CASES = TEXT_ANSWERS.flatMap((answer) => ENCODINGS.map((encoding) => ({ ...answer, encoding })));

const accepting = (request: InjectOptions, encoding: string): InjectOptions => ({
  ...request,
  headers: { ...request.headers, 'accept-encoding': encoding },
});

describe('response compression', () => {
  let t: TestApp;
  let imageUrl: string;
  beforeAll(async () => {
    t = await createTestApp();
    imageUrl = await saveTestImage(t.database.db);
  });
  afterAll(() => t.close());

  it.each(CASES)('compresses $name with $encoding', async ({ status, request, encoding }) => {
    const plain = await t.app.inject(request);
    expect(plain.statusCode).toBe(status);
    expect(plain.headers).not.toHaveProperty('content-encoding');
    expect(plain.rawPayload.length).toBeGreaterThan(512);

    const compressed = await t.app.inject(accepting(request, encoding));
    expect(compressed.statusCode).toBe(status);
    expect(compressed.headers['content-encoding']).toBe(encoding);
    expect(compressed.headers['content-type']).toBe(plain.headers['content-type']);
    expect(compressed.headers.vary).toMatch(/accept-encoding/i);
    expect(compressed.rawPayload.length).toBeLessThan(plain.rawPayload.length);
    expect(DECODE[encoding](compressed.rawPayload).toString()).toBe(plain.body);
  });

  it('prefers brotli when the browser takes both', async () => {
    const response = await t.app.inject(accepting({ url: '/', headers: HTML }, 'gzip, deflate, br'));
    expect(response.headers['content-encoding']).toBe('br');
  });

  it('sends a small answer as it is', async () => {
    const response = await t.app.inject(accepting({ url: '/healthz' }, 'br, gzip'));
    expect(response.headers).not.toHaveProperty('content-encoding');
    expect(response.json()).toEqual({ status: 'ok' });
  });

  it('sends an image as it is, with the security headers', async () => {
    const plain = await t.app.inject(imageUrl);
    const response = await t.app.inject(accepting({ url: imageUrl }, 'br, gzip'));
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/webp');
    expect(response.headers).not.toHaveProperty('content-encoding');
    expect(response.rawPayload.length).toBeGreaterThan(0);
    expect(response.rawPayload.equals(plain.rawPayload)).toBe(true);
    expect(response.headers['cross-origin-resource-policy']).toBe('same-origin');
    expect(response.headers['content-security-policy']).toContain("frame-ancestors 'none'");
  });
});

describe('pre-compressed assets', () => {
  const ASSET = '/assets/app-Big123.js';
  let clientDir: string;
  let t: TestApp;
  beforeAll(async () => {
    // A client build like `npm run build` makes: the fixture plus a script large enough to compress.
    clientDir = await mkdtemp(path.join(os.tmpdir(), 'client-'));
    await cp(FIXTURE_CLIENT_DIR, clientDir, { recursive: true });
    const script = Array.from({ length: 300 }, (_, i) => `export const v${i} = ${(i * 7919) % 104729};`);
    await writeFile(path.join(clientDir, ASSET), script.join('\n'));
    await precompressDirectory(clientDir);
    t = await createTestApp({ env: { CLIENT_DIR: clientDir } });
  });
  afterAll(() => t.close());

  it.each([
    ['br', '.br'],
    ['gzip', '.gz'],
  ] as const)('are sent from the build’s %s file', async (encoding, extension) => {
    const response = await t.app.inject(accepting({ url: ASSET }, encoding));
    expect(response.statusCode).toBe(200);
    expect(response.headers).toMatchObject({
      'content-encoding': encoding,
      'content-type': 'application/javascript; charset=utf-8',
      'cache-control': 'public, max-age=31536000, immutable',
      vary: expect.stringMatching(/accept-encoding/i),
    });
    const builtFile = await readFile(path.join(clientDir, ASSET + extension));
    expect(response.rawPayload.equals(builtFile)).toBe(true);
    expect(DECODE[encoding](response.rawPayload).toString()).toBe(
      await readFile(path.join(clientDir, ASSET), 'utf8'),
    );
  });

  it('are sent plain to a client that takes no compression', async () => {
    const response = await t.app.inject({ url: ASSET, headers: { 'accept-encoding': 'identity' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers).not.toHaveProperty('content-encoding');
    expect(response.body).toBe(await readFile(path.join(clientDir, ASSET), 'utf8'));
  });
});
