import { defineConfig } from 'vitest/config';
import { endpointHeadsModule } from './apps/web/build/endpoint-heads.ts';
import { srcAlias } from './apps/web/vite.config.ts';

/**
 * Unit tests of the contract, and the server's API tests run twice: once on the embedded PGlite,
 * once on the machine's PostgreSQL (127.0.0.1:5432, database `test`).
 */
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'contract',
          include: ['packages/contract/src/**/*.test.ts'],
        },
      },
      { test: { name: 'judge', include: ['apps/judge/src/**/*.test.ts'] } },
      {
        // The remote judges' adapters against fake sites on 127.0.0.1 serving recorded pages.
        test: { name: 'remote-judge', include: ['packages/remote-judge/**/*.test.ts'], testTimeout: 30_000 },
      },
      {
        test: {
          // The judge host end to end: a real server, the real sandbox, real compilers.
          name: 'judging',
          include: ['apps/judge/test/**/*.test.ts'],
          testTimeout: 120_000,
          hookTimeout: 120_000,
          fileParallelism: false,
        },
      },
      {
        resolve: { alias: [srcAlias] },
        plugins: [endpointHeadsModule()],
        test: {
          name: 'web',
          include: ['apps/web/src/**/*.test.ts', 'apps/web/build/**/*.test.ts'],
        },
      },
      {
        test: {
          // Runs real programs in the real sandbox (root, cgroups): one file at a time, so the
          // machine's two cores are not shared between timing-sensitive runs.
          name: 'sandbox',
          include: ['packages/sandbox/test/**/*.test.ts', 'packages/sandbox/src/**/*.test.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          fileParallelism: false,
        },
      },
      {
        test: {
          name: 'api-pglite',
          include: ['apps/server/src/**/*.test.ts'],
          env: { ARBITER_TEST_DB: 'pglite' },
          // Each file starts its own app on its own database and module state holds constants only
          // (docs/architecture.md), so a worker keeps the server's modules loaded between files.
          isolate: false,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'api-postgres',
          include: ['apps/server/src/**/*.test.ts'],
          // Who may call what is decided in the server's code, not by the database: once is enough.
          exclude: ['apps/server/src/http/scoped-matrix.test.ts'],
          env: { ARBITER_TEST_DB: 'postgres' },
          isolate: false,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
