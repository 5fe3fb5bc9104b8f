import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';
import { layerOrder } from './eslint.layers.js';

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
