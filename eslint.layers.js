/**
 * The layer order of docs/architecture.md, enforced by eslint-plugin-boundaries (who may import whom)
 * and our own no-import-cycle rule (eslint-rules/no-import-cycle.js: no import cycles, type-only ones included). Each source file gets one layer, the first whose pattern
 * matches its path; an import that no policy allows fails the lint. Test files are left out: a test
 * may reach whatever it exercises. A new source file outside every layer fails too, until it gets one.
 *
 * Server, lowest first: shared ← config ← db, provider ← app-deps ← repository ← service ← http,
 * trpc-kit ← adapter (router, rest) ← trpc-root, plugin ← app ← entry.
 * Client: shared ← content, styles, locales (the catalogs) ← lib ← ui ← feature ← app; a feature never
 * imports another.
 */
import boundaries from 'eslint-plugin-boundaries';
import noImportCycle from './eslint-rules/no-import-cycle.js';

const layer = (category, pattern) => ({ category, pattern });

const LAYERS = [
  // Test support may use anything; nothing else may use it.
  layer('server-test-support', ['src/server/testing/**', 'src/server/providers/*/fakes/**']),
  layer('entry', 'src/server/{main,server}.ts'),
  layer('app', 'src/server/{app,demo-seeders}.ts'),
  layer('plugin', 'src/server/plugins/*.ts'),
  layer('trpc-root', 'src/server/trpc/router.ts'),
  layer('adapter', 'src/server/features/*/*.{router,rest}.ts'),
  layer('trpc-kit', 'src/server/trpc/*.ts'),
  layer('http', 'src/server/http/*.ts'),
  layer('service', 'src/server/features/*/*.service.ts'),
  layer('repository', 'src/server/features/*/*.repository.ts'),
  // A feature's other modules (helpers, demo seeders) sit beside its service and stay inside the feature.
  layer('feature-internal', 'src/server/features/*/*.ts'),
  // A feature's data files (a mapping, demo data), bundled by static imports; only the feature reads them.
  layer('feature-data', 'src/server/features/*/**/*.json'),
  layer('app-deps', 'src/server/app-deps.ts'),
  layer('provider', 'src/server/providers/**'),
  // The read cache sits with the database: it watches the database's writes, and services use it.
  layer('db', ['src/server/db/*.ts', 'src/server/read-cache/*.ts']),
  layer('config', 'src/server/{config,logger}.ts'),
  layer('shared', 'src/shared/**'),

  layer('client-test-support', 'src/client/test/**'),
  layer('client-app', ['src/client/app/**', 'src/client/main.tsx']),
  layer('client-feature', 'src/client/features/**'),
  layer('client-ui', 'src/client/components/**'),
  layer('client-lib', 'src/client/lib/**'),
  layer('client-content', 'src/client/content/**'),
  layer('client-styles', 'src/client/styles/**'),
  // The interface's catalogs (ADR 43), loaded by lib/i18n.ts.
  layer('client-locales', 'src/client/locales/**'),
];

// Features are the elements: a file's feature is captured so a policy can tell "its own" from "another".
const FEATURES = [
  { type: 'server-feature', pattern: 'src/server/features/*', partialMatch: false, capture: ['feature'] },
  { type: 'client-feature', pattern: 'src/client/features/*', partialMatch: false, capture: ['feature'] },
];

const inLayer = (...categories) => ({ file: { categories } });
const to = (...categories) => ({ to: inLayer(...categories) });
const ofSameFeature = (...categories) => ({
  ...inLayer(...categories),
  element: { captured: { feature: '{{ from.element.captured.feature }}' } },
});
const typesOnly = (...categories) => ({ to: inLayer(...categories), dependency: { kind: 'type' } });

const SERVER_FOUNDATION = ['shared', 'config', 'db', 'provider'];
const SERVER_LAYERS = LAYERS.map(({ category }) => category).filter(
  (category) => !category.startsWith('client-') && category !== 'server-test-support',
);
const CLIENT_FOUNDATION = ['shared', 'client-lib', 'client-ui', 'client-content', 'client-styles'];

const policy = (fromLayers, allow) => ({ from: inLayer(...[fromLayers].flat()), allow });

const POLICIES = [
  policy('shared', to('shared')),
  policy('config', to('shared', 'config')),
  policy('db', to('shared', 'config', 'db')),
  policy('provider', to('shared', 'config', 'provider')),
  policy('app-deps', to(...SERVER_FOUNDATION)),
  // A repository reaches only the database and its own feature's repository.
  policy('repository', [to('shared', 'db', 'provider'), { to: ofSameFeature('repository') }]),
  // A service uses its own feature's repository and modules, and another feature only through its service.
  policy(
    ['service', 'feature-internal'],
    [
      to(...SERVER_FOUNDATION, 'service'),
      { to: ofSameFeature('repository', 'feature-internal', 'feature-data') },
    ],
  ),
  policy('http', to(...SERVER_FOUNDATION, 'service', 'http')),
  policy('trpc-kit', to(...SERVER_FOUNDATION, 'app-deps', 'service', 'trpc-kit')),
  // A router or REST adapter calls services (never a repository), with the helpers of http/ and trpc/.
  policy('adapter', [
    to(...SERVER_FOUNDATION, 'app-deps', 'http', 'trpc-kit', 'service'),
    { to: ofSameFeature('feature-internal') },
  ]),
  policy('trpc-root', to('shared', 'trpc-kit', 'adapter')),
  policy(
    'plugin',
    to(...SERVER_FOUNDATION, 'app-deps', 'service', 'http', 'trpc-kit', 'trpc-root', 'plugin'),
  ),
  policy('app', to(...SERVER_LAYERS.filter((category) => category !== 'entry'))),
  policy('entry', to(...SERVER_LAYERS)),
  policy('server-test-support', to(...SERVER_LAYERS, 'server-test-support')),

  policy('client-content', to('shared', 'client-content')),
  policy('client-styles', to('shared', 'client-styles')),
  // The client knows the server only as the type of its tRPC router.
  policy('client-locales', to('client-locales')),
  policy('client-lib', [
    to('shared', 'client-lib', 'client-content', 'client-locales'),
    typesOnly('trpc-root'),
  ]),
  policy('client-ui', to(...CLIENT_FOUNDATION)),
  // A client feature never imports another feature or app/: what they share belongs in lib/.
  policy('client-feature', [to(...CLIENT_FOUNDATION), { to: ofSameFeature('client-feature') }]),
  policy('client-app', to(...CLIENT_FOUNDATION, 'client-feature', 'client-app')),
  policy('client-test-support', [
    to(...CLIENT_FOUNDATION, 'client-locales', 'client-test-support'),
    typesOnly('trpc-root'),
  ]),
];

const EXTENSIONS = ['.ts', '.tsx', '.js', '.mjs', '.json', '.po'];

export const layerOrder = [
  {
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}'],
    plugins: { boundaries },
    settings: {
      'boundaries/elements': FEATURES,
      'boundaries/files': LAYERS,
      'boundaries/files-single-match': true,
      'boundaries/legacy-templates': false,
      'import/resolver': { node: { extensions: EXTENSIONS } },
    },
    rules: {
      'boundaries/no-unknown-files': 'error',
      'boundaries/dependencies': [
        'error',
        { default: 'disallow', checkInternals: true, checkUnknownLocals: true, policies: POLICIES },
      ],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { local: { rules: { 'no-import-cycle': noImportCycle } } },
    rules: { 'local/no-import-cycle': 'error' },
  },
];
