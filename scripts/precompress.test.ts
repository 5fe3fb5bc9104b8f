import { mkdir, mkdtemp, readdir, readFile, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
// @ts-expect-error -- a plain .mjs build script without type declarations
import { precompressDirectory } from './precompress.mjs';

/** Text that compresses like real code: repetitive words, varied numbers. */
const code = (lines: number) =>
  Array.from({ length: lines }, (_, i) => `export const v${i} = ${(i * 7919) % 104729};`).join('\n');

describe('precompressDirectory', () => {
  let dir: string;
  let written: string[];
  const files = {
    'assets/index-Abc123.js': code(200),
    'assets/index-Abc123.css': `.a{color:red}\n`.repeat(100),
    'assets/index-Abc123.js.map': JSON.stringify({ mappings: code(100) }),
    'assets/tiny-Def456.js': 'export {};',
    'assets/photo-Ghi789.webp': code(200),
    'index.html': `<!doctype html><html><body>${code(100)}</body></html>`,
  };

  beforeAll(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'precompress-'));
    await mkdir(path.join(dir, 'assets'));
    for (const [name, text] of Object.entries(files)) await writeFile(path.join(dir, name), text);
    written = await precompressDirectory(dir);
  });

  it('writes a brotli and a gzip copy beside each text file big enough to gain from it', async () => {
    const expected = ['assets/index-Abc123.css', 'assets/index-Abc123.js', 'assets/index-Abc123.js.map']
      .flatMap((name) => [`${name}.br`, `${name}.gz`])
      .sort();
    expect(written).toEqual(expected);
    const compressedOnDisk = (await readdir(path.join(dir, 'assets')))
      .filter((name) => /\.(br|gz)$/.test(name))
      .map((name) => `assets/${name}`);
    expect(compressedOnDisk.sort()).toEqual(expected);
  });

  it('writes copies that decode to the original bytes', async () => {
    for (const name of ['assets/index-Abc123.js', 'assets/index-Abc123.css']) {
      const original = files[name as keyof typeof files];
      expect(brotliDecompressSync(await readFile(path.join(dir, `${name}.br`))).toString()).toBe(original);
      expect(gunzipSync(await readFile(path.join(dir, `${name}.gz`))).toString()).toBe(original);
    }
  });

  it('leaves out index.html, which the server fills in per page, and files that are not text', async () => {
    const top = await readdir(dir);
    expect(top.sort()).toEqual(['assets', 'index.html']);
  });
});
