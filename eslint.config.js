import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

/** Server areas in which a problem is seen; they reach the problem and submission areas only through a scope. */
const SCOPE_AREAS = {
  group: ['**/contest/**', '**/contest-admin/**', '**/training/**', '**/group/**'],
  message:
    'Register a scope (modules/problem/scope.ts) instead: problem and submission must not import the areas that show their problems.',
};
const BACK_OFFICE = {
  group: ['**/problem-admin/**', '**/problem-transfer/**'],
  message: 'The problem bank owns what the back office reads; the back office imports from problem, not the other way round.',
};

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '.tools/**',
      'data/**',
      'e2e/test-results/**',
      'e2e/.artifacts/**',
      '**/migrations/**',
      '.shots/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    // The problem bank and its submissions know nothing of the areas that show their problems:
    // those register a scope (modules/problem/scope.ts). The bank reads nothing of its back office.
    files: ['apps/server/src/modules/problem/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [SCOPE_AREAS, BACK_OFFICE] }] },
  },
  {
    files: ['apps/server/src/modules/submission/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [SCOPE_AREAS] }] },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
    },
  },
);
