import { defineConfig } from 'vitest/config';

/** Unit and server integration tests; the e2e flows have their own config in e2e/. */
export default defineConfig({
  test: {
    include: ['packages/*/src/**/*.test.ts'],
    environment: 'node',
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
