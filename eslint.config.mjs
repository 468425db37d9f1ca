// @ts-check
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/**
 * Package roles are one-way (ARCHITECTURE §4): shell → remotes only at run time, remotes →
 * shared, api → shared's Node-safe entries. No package reaches into another's internals.
 */
const REMOTES = ['mf-onboarding', 'mf-banking', 'mf-transfers', 'mf-messages'];
const routerImports = { group: ['react-router-dom', 'react-router'], message: 'Use @portal/shared/router: one tree-shaken copy of the router for the page (docs/adr/0007).' };
const deepImports = { group: ['@portal/*/src/*', '@portal/*/src'], message: 'Import a package through its public entry points.' };
const remoteImports = (self) => ({
  group: REMOTES.filter((r) => r !== self).flatMap((r) => [`@portal/${r}`, `@portal/${r}/*`, `**/${r}/**`]),
  message: 'A remote never imports another remote: share through @portal/shared.',
});

export default tseslint.config(
  { ignores: ['**/dist/**', '**/dist-server/**', '**/node_modules/**', '**/coverage/**', '.data/**', 'e2e/artifacts/**', 'e2e/test-results/**', 'api/drizzle/**', 'docs/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-restricted-imports': ['error', { patterns: [deepImports, routerImports] }],
    },
  },
  {
    files: ['**/*.{ts,tsx}'],
    ignores: ['api/**', 'e2e/**'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'error' },
  },
  ...REMOTES.map((remote) => ({
    files: [`${remote}/**/*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': ['error', { patterns: [deepImports, routerImports, remoteImports(remote), { group: ['@portal/shell', '@portal/shell/*', '@portal/api', '@portal/api/*'], message: 'Remotes depend on @portal/shared only.' }] }],
    },
  })),
  {
    files: ['shell/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [deepImports, routerImports, { group: REMOTES.flatMap((r) => [`@portal/${r}`, `@portal/${r}/*`]), message: 'The shell loads remotes at run time through Module Federation, never by import.' }, { group: ['@portal/api', '@portal/api/*'], message: 'The shell talks to the API over HTTP.' }] }],
    },
  },
  {
    // The server renderer imports the visitor screens from source (docs/adr/0043): through the
    // remote's one server entry, and only there.
    files: ['shell/src/server/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': ['error', { paths: REMOTES.map((r) => ({ name: `@portal/${r}`, message: 'The server renderer imports a remote only through its server entry.' })), patterns: [deepImports, routerImports, { group: [...REMOTES.flatMap((r) => [`@portal/${r}/*`]), '!@portal/mf-onboarding/server'], message: 'The server renderer imports a remote only through its server entry.' }, { group: ['@portal/api', '@portal/api/*'], message: 'The shell talks to the API over HTTP.' }] }],
    },
  },
  {
    files: ['shared/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [deepImports, { group: ['@portal/shell*', '@portal/mf-*', '@portal/api*'], message: '@portal/shared depends on no other workspace package.' }] }],
    },
  },
  {
    files: ['api/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [{ name: '@portal/shared', message: 'The API uses only the Node-safe entries of @portal/shared (validation, constants, contracts, format, graphql, page, build/modules).' }],
          patterns: [deepImports, { group: ['@portal/shared/ui', '@portal/shared/ui/*', '@portal/shared/router'], message: 'Browser-only entries of @portal/shared are not for the API.' }],
        },
      ],
    },
  },
  { files: ['shared/src/router/**'], rules: { 'no-restricted-imports': 'off' } },
  { files: ['**/*.{js,cjs}'], rules: { '@typescript-eslint/no-require-imports': 'off' } },
  // TypeScript checks the .ts tests' jest globals; a JavaScript test (shared/build) needs them named.
  { files: ['**/*.test.js'], languageOptions: { globals: globals.jest } },
);
