import { defineConfig } from 'vitest/config';

/** Unit and server integration tests; the e2e flows have their own config in e2e/. */
export default defineConfig({
  test: {
    environment: 'node',
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Vitest's default leaves one core to itself: one worker on the 2-core machines. The server
    // tests wait on databases and sockets much of the time, so every core gets a worker.
    // PostgreSQL stays in one worker: Kysely's migrator looks at the tables of every schema, and a
    // schema another worker drops at that moment fails the look ("schema … does not exist").
    maxWorkers: process.env['TEST_DB'] === 'postgres' ? 1 : '100%',
    projects: [
      {
        extends: true,
        test: {
          name: 'server',
          include: ['packages/server/src/**/*.test.ts'],
          // Every server test file builds its own app on its own database, so they share nothing
          // but the loaded modules: a worker loads the server once (about 3.5 s) instead of once
          // per file. A test that fakes timers or globals restores them itself.
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['packages/shared/src/**/*.test.ts', 'packages/web/src/**/*.test.ts'],
        },
      },
    ],
  },
});
