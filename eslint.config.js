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
/*
 * The web app's areas (apps/web/src/features/<area>/) meet only at their public entries: another
 * area imports `@/features/<area>/index.ts`; the app shell also mounts `routes.tsx` and loads
 * `i18n/index.ts`; shared code (api, components, hooks, session, ui, utils) imports no area.
 */
const intoAreaInternals = {
  regex: '^@/features/[^/]+/(?!index\\.ts$)',
  message: 'Use the other area through its public entry, @/features/<area>/index.ts; inside an area, import its own files relatively.',
};
const areaEntryHint =
  'An area is reached through @/features/<area>/index.ts (the app shell may also import its routes.tsx and i18n/index.ts).';

/** Files n folders deep inside an area, and the relative path that climbs out of it. */
const areaDepths = [1, 2, 3, 4].map((depth) => ({
  files: [`apps/web/src/features/*/${'*/'.repeat(depth - 1)}*.{ts,tsx}`],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: [intoAreaInternals, { regex: `^(\\.\\./){${depth}}`, message: `Leave the area through @/: ${areaEntryHint}` }],
      },
    ],
  },
}));

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
      // A dynamic import() is no way around the public entries either.
      'no-restricted-syntax': [
        'error',
        { selector: 'ImportExpression[source.value=/^@.features.[a-z-]+[^a-z-](?!index.ts$)/]', message: areaEntryHint },
      ],
    },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    ignores: ['apps/web/src/features/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { regex: '^@/features/[^/]+/(?!(index\\.ts|routes\\.tsx|i18n/index\\.ts)$)', message: areaEntryHint },
            { regex: '^(\\.\\.?/)+features/', message: `Import an area through @/: ${areaEntryHint}` },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/web/src/{api,components,hooks,session,ui,utils}/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ regex: '(^@/|/)features/', message: 'Shared code serves every area and imports none; move what it needs here.' }] },
      ],
    },
  },
  ...areaDepths,
);
