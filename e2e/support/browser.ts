import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { chromium, type Browser, type BrowserContext, type Locator, type Page } from 'playwright-core';
import { repoRoot } from './server.ts';

export const PHONE = { width: 390, height: 844 } as const;
export const DESKTOP = { width: 1440, height: 900 } as const;
export const screenshotDir = path.join(repoRoot, 'e2e/screenshots');

/** Debian's Chromium with the flags that work on these machines (DESIGN.md). */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env['CHROMIUM_PATH'] ?? '/usr/bin/chromium',
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}

/** A fresh context (own cookies) at phone or desktop size, German locale. */
export async function newPage(
  browser: Browser,
  viewport: { width: number; height: number },
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({
    viewport,
    locale: 'de-DE',
    ...(viewport.width < 768 ? { isMobile: true, hasTouch: true, deviceScaleFactor: 2 } : {}),
  });
  const page = await context.newPage();
  return { context, page };
}

/** Saves a screenshot under e2e/screenshots (git-ignored) for a person to look at. */
export async function shoot(page: Page, name: string): Promise<void> {
  mkdirSync(screenshotDir, { recursive: true });
  await page.screenshot({ path: path.join(screenshotDir, `${name}.png`) });
}

/**
 * Waits until a locator is visible (dialogs and toasts animate in). On a timeout the error names
 * the page's address and the start of its visible text, so a failed CI run shows what was there.
 */
export async function visible(locator: Locator, timeout = 10_000): Promise<void> {
  try {
    await locator.first().waitFor({ state: 'visible', timeout });
  } catch (error) {
    const page = locator.page();
    const text = await page
      .locator('body')
      .innerText({ timeout: 2_000 })
      .then((body) => body.replace(/\s+/g, ' ').slice(0, 600))
      .catch(() => '(kein Text lesbar)');
    throw new Error(`${(error as Error).message}\nSeite: ${page.url()}\nText: ${text}`, { cause: error });
  }
}
