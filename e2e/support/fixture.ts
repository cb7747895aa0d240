import { cpSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, inject } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchBrowser, journalOf } from './browser.ts';
import { startServer, type TServer } from './server.ts';

/** The test file's server and browser (live bindings: set before its first test). */
export let server: TServer;
export let browser: Browser;

/**
 * Starts one server (demo seed, own data folder, `env` on top) and one Chromium for the calling
 * test file before its tests, side by side, and stops both after them. When one of them fails to
 * start, the other is stopped too, so no server process outlives the run.
 */
export function useServerAndBrowser(env: Record<string, string> = { TRUST_PROXY: 'true' }): void {
  beforeAll(async () => {
    const [started, launched] = await Promise.allSettled([startServer(env, seededPlace()), launchBrowser()]);
    if (started.status === 'fulfilled') server = started.value;
    if (launched.status === 'fulfilled') browser = launched.value;
    if (started.status === 'rejected' || launched.status === 'rejected') {
      await stop();
      throw started.status === 'rejected' ? started.reason : (launched as PromiseRejectedResult).reason;
    }
  });
  // A failed test shows what the server logged (warnings and errors) and, for the newest two tabs,
  // their journal (browser.ts: addresses, failed and unanswered requests, script and console errors)
  // and the accessibility tree of what they showed.
  afterEach(async ({ task }) => {
    if (task.result?.state !== 'fail') return;
    if (server?.output()) console.error(`Server-Ausgabe:\n${server.output()}`);
    const pages = browser?.contexts().flatMap((context) => context.pages()) ?? [];
    for (const page of pages.slice(-2)) {
      const tree = await page
        .locator('body')
        .ariaSnapshot({ timeout: 5_000 })
        .catch((error: Error) => error.message);
      console.error(`Tab ${page.url()}:\n${journalOf(page).join('\n')}\n${tree.slice(0, 8_000)}`);
    }
  });
  afterAll(stop);
}

/** A copy of the run's seeded data folder (global-setup.ts), or a new folder the server seeds itself. */
function seededPlace(): { dataDir?: string } {
  const template = inject('e2eTemplateDir');
  if (!template) return {};
  const dataDir = mkdtempSync(path.join(tmpdir(), 'pp-e2e-'));
  cpSync(template, dataDir, { recursive: true });
  return { dataDir };
}

async function stop() {
  await browser?.close();
  await server?.stop();
}
