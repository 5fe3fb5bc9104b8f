// @ts-expect-error -- a plain .mjs build script without type declarations
import { precacheFiles } from './service-worker.mjs';

type TChunk = {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
};

/**
 * A Vite manifest shaped like ours: an entry, lazy pages, shared chunks, an admin page with its own, a
 * language's catalog and a test pseudo-locale's (ADR 45).
 */
const MANIFEST: Record<string, TChunk> = {
  'index.html': {
    file: 'assets/index-A.js',
    isEntry: true,
    imports: ['_shared-B.js'],
    dynamicImports: [
      'features/home/home-page.tsx',
      'features/candidates/candidate-page.tsx',
      'features/admin-candidates/admin-candidates-page.tsx',
      'features/auth/admin-menu.tsx',
      'locales/es.po',
      'locales/qps-plocm.po',
    ],
  },
  'locales/es.po': { file: 'assets/es-I.js' },
  'locales/qps-plocm.po': { file: 'assets/qps-plocm-J.js' },
  '_shared-B.js': { file: 'assets/shared-B.js' },
  'features/home/home-page.tsx': { file: 'assets/home-page-C.js', imports: ['_shared-B.js'] },
  'features/candidates/candidate-page.tsx': {
    file: 'assets/candidate-page-D.js',
    imports: ['_race-E.js'],
    css: ['assets/candidate-page-D.css'],
  },
  '_race-E.js': { file: 'assets/race-E.js' },
  'features/admin-candidates/admin-candidates-page.tsx': {
    file: 'assets/admin-candidates-page-F.js',
    imports: ['_editor-G.js', '_race-E.js'],
  },
  '_editor-G.js': { file: 'assets/editor-G.js' },
  'features/auth/admin-menu.tsx': { file: 'assets/admin-menu-H.js' },
};

describe('the files the service worker precaches', () => {
  // The shell in each language the worker adds itself (offline-rules.ts SHELL_URLS).
  it('are the public files and every public page’s chunks and styles, not the admin pages’ own nor a pseudo-locale’s catalog', () => {
    expect(precacheFiles(MANIFEST)).toEqual([
      '/manifest.webmanifest',
      '/favicon.svg',
      '/icons/icon-192.png',
      '/icons/apple-touch-icon.png',
      '/assets/candidate-page-D.css',
      '/assets/candidate-page-D.js',
      '/assets/es-I.js',
      '/assets/home-page-C.js',
      '/assets/index-A.js',
      '/assets/race-E.js',
      '/assets/shared-B.js',
    ]);
  });
});
