import { defineConfig } from 'vitest/config';

/** E2E flows: a real server process and Debian's Chromium through playwright-core. */
export default defineConfig({
  test: {
    include: ['e2e/**/*.test.ts'],
    globalSetup: ['e2e/support/global-setup.ts'],
    environment: 'node',
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // What a page does after an action (a redirect to the canonical address, a list refetched) can
    // take seconds on the shared 2-core machine; vitest's default for expect.poll is 1 s.
    expect: { poll: { timeout: 15_000 } },
    // One server and browser per file; files run one after another to keep the 2 cores calm.
    fileParallelism: false,
  },
});
