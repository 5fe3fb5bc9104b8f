import fastifyCompress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * Brotli or gzip for text answers (pages, JSON, scripts) when the browser accepts it. Built assets
 * usually come pre-compressed from dist/client (see client-app.ts), so this mostly compresses what is
 * made per request. Images are already compressed and pass through as they are.
 */
const COMPRESSIBLE_TYPES = /^text\/(?!event-stream)|[+/]json\b|\/javascript\b|[+/]xml\b/;
// Below this an answer gains too little to be worth compressing. The pages (index.html with their
// title, description and config) are a little under 1 kB, and compress to about half.
const THRESHOLD_BYTES = 512;

export default fp(
  async function compressionPlugin(app: FastifyInstance) {
    await app.register(fastifyCompress, {
      encodings: ['br', 'gzip'],
      customTypes: COMPRESSIBLE_TYPES,
      threshold: THRESHOLD_BYTES,
      // Request bodies are read as they come, as before: no compressed uploads to inflate.
      globalDecompression: false,
    });
  },
  // It compresses the routes registered after it (an onRoute hook), so it goes before them all.
  { name: 'compression' },
);
