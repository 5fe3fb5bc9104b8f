import js from '@eslint/js';
import globals from 'globals';
import pluginLingui from 'eslint-plugin-lingui';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';
import { layerOrder } from './eslint.layers.js';

// The client files whose visible text is all in the catalog (ADR 43); the lint keeps it so.
const TRANSLATED_FILES = [
  'src/client/app/*.tsx',
  'src/client/features/countdown/*.tsx',
  'src/client/features/not-found/*.tsx',
  'src/client/features/library/*.tsx',
  'src/client/features/about/*.tsx',
  'src/client/features/voter-checklist/*.tsx',
  'src/client/features/accessibility/*.tsx',
  'src/client/features/home/*.tsx',
  'src/client/components/ui/*.tsx',
  'src/client/features/my-ballot/*.tsx',
  'src/client/features/shared-ballot/*.tsx',
  'src/client/features/feedback/*.tsx',
  'src/client/features/account/*.tsx',
  'src/client/features/auth/{login-page,registration-page,second-factor-step,auth-form-layout}.tsx',
  'src/client/features/candidates/*.tsx',
];

export default tseslint.config(
  // The import-cycle fixture fails on purpose; layer-order.test.ts lints it explicitly.
  { ignores: ['dist/', 'data/', 'coverage/', 'node_modules/', 'src/server/testing/fixtures/import-cycle/'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': 'error',
    },
  },
  {
    files: ['src/client/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    // The browser console is where the spec's "logged" failures go; debugging output is still refused.
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-console': ['error', { allow: ['info', 'warn', 'error'] }],
    },
  },
  {
    // Lingui's checks on every message (ADR 43). Lingui's global `t` speaks the global instance's language,
    // which on the server is no page's: components take theirs from useLingui(), helpers from an i18n argument.
    files: ['src/client/**/*.{ts,tsx}'],
    plugins: { lingui: pluginLingui },
    rules: {
      ...pluginLingui.configs['flat/recommended'].rules,
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@lingui/core/macro',
              importNames: ['t'],
              message:
                "Use useLingui()'s t in a component, or i18n._(msg`…`) with the page's i18n in a helper.",
            },
          ],
        },
      ],
    },
  },
  {
    // The public pages speak the visitor's language (ADR 43): what they show comes from the catalog, so a
    // text written straight into their JSX is refused. Admin pages stay in the staff's English.
    files: TRANSLATED_FILES,
    ignores: ['**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector:
            'JSXText[value=/[A-Za-z]/]:not(JSXElement[openingElement.name.name=/^(Trans|Plural|Select|SelectOrdinal)$/] JSXText)',
          message: 'Visible text goes through the catalog: <Trans>…</Trans> (docs/translating.md).',
        },
        {
          selector:
            'JSXAttribute[name.name=/^(aria-label|alt|title|placeholder)$/] > Literal[value=/[A-Za-z]/]',
          message: "An accessible name or hint goes through the catalog: useLingui()'s t`…`.",
        },
      ],
    },
  },
  {
    // Only config.ts may read the environment; everything else gets a frozen Config.
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/server/config.ts'],
    rules: {
      'no-restricted-properties': [
        'error',
        { object: 'process', property: 'env', message: 'Read config, not process.env.' },
      ],
    },
  },
  {
    files: ['scripts/**/*.{js,mjs,ts}', 'tests/**/*.ts'],
    rules: { 'no-console': 'off' },
  },
  ...layerOrder,
);
