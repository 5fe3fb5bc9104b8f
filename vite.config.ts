import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The client lives in src/client; its build goes to dist/client, which the Fastify server serves.
export default defineConfig({
  root: 'src/client',
  publicDir: 'public',
  plugins: [react()],
  build: {
    outDir: '../../dist/client',
    emptyOutDir: true,
    manifest: true,
    // Maps without a sourceMappingURL comment; scripts/build.mjs moves them out of the served folder.
    sourcemap: 'hidden',
  },
  server: {
    // `npm run dev:client` proxies the API to `npm run dev` on port 3000.
    proxy: {
      '/trpc': 'http://localhost:3000',
      '/api': 'http://localhost:3000',
      '/media': 'http://localhost:3000',
    },
  },
});
