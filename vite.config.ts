import { lingui } from '@lingui/vite-plugin';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

const TRPC_PACKAGE = /[\\/]node_modules[\\/]@trpc[\\/]/;
/** The chunks of the admin's pages (features/admin-*, named after their page module). */
const ADMIN_PAGE_CHUNK = /(^|\/)admin-[\w-]+-page-[\w-]+\.js$/;

// The client lives in src/client; its build goes to dist/client, which the Fastify server serves.
export default defineConfig({
  root: 'src/client',
  publicDir: 'public',
  // Lingui's macros compiled natively, and its PO catalogs compiled when imported (ADR 43).
  plugins: [react(), lingui({ macroTransform: true, failOnMissing: true })],
  resolve: {
    // Bytes off every page (ADR 34): React 19's own useSyncExternalStore instead of the shim that wouter
    // and Lingui import (each by its own path).
    alias: [
      {
        find: /^use-sync-external-store\/shim(?:\/index\.js)?$/,
        replacement: fileURLToPath(new URL('src/client/lib/use-sync-external-store.ts', import.meta.url)),
      },
    ],
  },
  build: {
    outDir: '../../dist/client',
    emptyOutDir: true,
    manifest: true,
    // Maps without a sourceMappingURL comment; scripts/build.mjs moves them out of the served folder.
    sourcemap: 'hidden',
    // Bytes off every page (ADR 34). A browser without <link rel="modulepreload"> (Safari < 17, Firefox < 115)
    // still loads a page's chunks, only not in advance.
    modulePreload: {
      polyfill: false,
      // The admin's pages fetch their own files when one is opened: the entry every visitor loads carries
      // the list of files to preload with each page, and the admin's would be about a third of it.
      resolveDependencies: (chunk, deps) => (ADMIN_PAGE_CHUNK.test(chunk) ? [] : deps),
    },
    rolldownOptions: {
      // Lingui's runtime in a chunk of its own, so the size check can hold it to issue 24's 5 kB.
      output: {
        codeSplitting: {
          groups: [
            {
              name: 'i18n',
              test: /[\\/]node_modules[\\/]@lingui[\\/]/,
              // Lingui alone: React, which it imports, stays where it was.
              includeDependenciesRecursively: false,
            },
            {
              // The router with the useSyncExternalStore it and Lingui import (lib/use-sync-external-store.ts):
              // left to itself the bundler may split that one-line module into a chunk of its own, a file
              // more on every page's first load.
              name: 'router',
              test: /([\\/]node_modules[\\/](wouter|regexparam)[\\/]|src[\\/]client[\\/]lib[\\/]use-sync-external-store\.ts$)/,
              includeDependenciesRecursively: false,
            },
            {
              // The small parts of the home page's first screen that other pages share too (the mission
              // cards, their card, the untranslated note, the skeleton): one chunk instead of four, each of
              // which cost its own wrapper and compression on every first visit.
              name: 'first-screen',
              test: /src[\\/]client[\\/]components[\\/](mission-card-items|ui[\\/](card|untranslated-note|skeleton))\.tsx$/,
              includeDependenciesRecursively: false,
            },
            {
              // The page's content below the home page's first screen as its later sections, my ballot and
              // the admin's previews draw it (the resources, the deadline cards and their calendar links, the
              // offers to candidates), with their constants and the icons they draw. Left to itself the bundler
              // makes a chunk of each module two pages share (an icon, a constants file the schemas use too),
              // and each chunk is a name more in the entry's map of every page's chunks (the 125 kB budget).
              name: 'content',
              test: /(src[\\/](client[\\/]components[\\/](resource-group-items|deadline-card-items|deadline-fallback|for-candidates-panel|ui[\\/]calendar-link)\.tsx|client[\\/]content[\\/]((resource|offer)-icons|deadlines)\.ts|shared[\\/]constants[\\/]site-content-(resources|later-sections)\.ts)|lucide-react[\\/].*[\\/](shield-check|smartphone|radio|copy|calendar-sync|notebook-pen|clipboard-list|book-open|handshake|clapperboard|megaphone|calendar-days|timer)\.m?js)$/,
              includeDependenciesRecursively: false,
            },
            {
              // The About page's and the voter checklist's tiles and their icons: one chunk both pages load,
              // rather than a chunk per shared module in the entry's map (the 125 kB budget).
              name: 'tiles',
              test: /(src[\\/](client[\\/]components[\\/](content-tiles|content-tiles-page|ui[\\/]tile-group)\.tsx|client[\\/]content[\\/]tile-icons\.ts|shared[\\/]constants[\\/]site-content-tiles\.ts)|lucide-react[\\/].*[\\/](target|puzzle|lightbulb|wrench|video|calendar-clock|id-card|package|list-ordered|shield-user)\.m?js)$/,
              includeDependenciesRecursively: false,
            },
            {
              // What the ballot pages share (a race, a candidate's headshot and party, the pick button, the
              // office and place names, the search's storage and errors, and their icon): one file instead of
              // eighteen. On an HTTP/1.1 connection a phone fetches six files at a time,
              // so ten small files before the first paint cost round trips a slow network feels.
              name: 'ballot',
              test: /(src[\\/](client[\\/](features[\\/]candidates[\\/](race-section|party-tag|pick-button|ballot-elections|see-my-ballot|candidate-list|candidate-list-skeleton|candidate-headshot|lookup-error|search-storage)\.tsx?|components[\\/]ui[\\/]recommendation-badge\.tsx|content[\\/](parties|offices|places)\.ts)|shared[\\/](compare|constants[\\/](offices|address-lookup))\.ts)|lucide-react[\\/].*[\\/]check\.m?js)$/,
              includeDependenciesRecursively: false,
            },
            {
              // The election dates and the ballot measures, which the home page's later sections and the
              // ballot pages both draw, with the measures' icons: one file instead of six, for the same reason.
              name: 'dates-and-measures',
              test: /(src[\\/](client[\\/](lib[\\/](election-dates|use-today)\.ts|components[\\/]ui[\\/]ballot-measure-(list|card)\.tsx)|shared[\\/]ballot-measures\.ts)|lucide-react[\\/].*[\\/](tree-pine|house|ruler|scale|map)\.m?js)$/,
              includeDependenciesRecursively: false,
            },
          ],
        },
      },
      treeshake: {
        // tRPC's client packages have no side effects but do not say so in their package.json (its server
        // package does): without this, every link they export (WebSocket, subscriptions, logging) would
        // ride along with the batch link the app uses. Other modules keep their own package's word.
        moduleSideEffects: (id) => (TRPC_PACKAGE.test(id) ? false : undefined),
      },
    },
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
