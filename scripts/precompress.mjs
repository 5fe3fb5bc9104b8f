// Writes a .br and a .gz beside each text file of the client build, compressed once at their strongest
// settings, so the server sends them as they are (@fastify/static's preCompressed) instead of compressing
// the same bytes on every request.
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';

const brotliCompress = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

// Not .html: the server fills index.html in for each page and compresses that answer itself.
const TEXT_EXTENSIONS = new Set([
  '.js',
  '.mjs',
  '.css',
  '.svg',
  '.json',
  '.txt',
  '.xml',
  '.webmanifest',
  '.map',
]);
// The server sends smaller answers uncompressed too (src/server/plugins/compression.ts).
export const MIN_BYTES = 512;

const ENCODINGS = [
  {
    extension: '.br',
    compress: (bytes) =>
      brotliCompress(bytes, {
        params: {
          [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
          [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
          [zlib.constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
        },
      }),
  },
  { extension: '.gz', compress: (bytes) => gzip(bytes, { level: zlib.constants.Z_BEST_COMPRESSION }) },
];

/** Compresses every text file under `dir` of at least MIN_BYTES; returns the files written, relative to `dir`. */
export async function precompressDirectory(dir) {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  const written = [];
  for (const entry of entries) {
    if (!entry.isFile() || !TEXT_EXTENSIONS.has(path.extname(entry.name))) continue;
    const file = path.join(entry.parentPath, entry.name);
    const bytes = await readFile(file);
    if (bytes.length < MIN_BYTES) continue;
    for (const { extension, compress } of ENCODINGS) {
      const compressed = await compress(bytes);
      // A file that does not shrink is better sent as it is.
      if (compressed.length >= bytes.length) continue;
      await writeFile(file + extension, compressed);
      written.push(path.relative(dir, file + extension));
    }
  }
  return written.sort();
}
