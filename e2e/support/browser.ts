import { mkdirSync } from 'node:fs';
import path from 'node:path';
import {
  chromium,
  type Browser,
  type BrowserContext,
  type Locator,
  type Page,
  type Request,
} from 'playwright-core';

export const PHONE = { width: 390, height: 844 } as const;
export const DESKTOP = { width: 1440, height: 900 } as const;
/** Screenshots for people to look at are taken only when this names a folder (e2e/README.md). */
const screenshotDir = process.env['E2E_SCREENSHOTS'] ? path.resolve(process.env['E2E_SCREENSHOTS']) : null;

/** The few page globals and element methods the helpers use; the e2e project has no DOM typings. */
declare const requestAnimationFrame: (callback: () => void) => number;
type TAnimatedElement = {
  getAnimations(options: { subtree: boolean }): Array<{
    finished: Promise<unknown>;
    effect: { getComputedTiming(): { endTime?: unknown } } | null;
  }>;
};

/** The flags Debian's Chromium works with on these machines (DESIGN.md); bench/lighthouse.ts too. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** Debian's Chromium with the flags that work on these machines (DESIGN.md). */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env['CHROMIUM_PATH'] ?? '/usr/bin/chromium',
    headless: true,
    args: CHROMIUM_ARGS,
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
  context.on('page', keepJournal);
  const page = await context.newPage();
  return { context, page };
}

const journals = new WeakMap<Page, { log: string[]; open: Set<Request> }>();

/**
 * Notes the tab's main-frame addresses, failed requests (and answers from 400 up), script errors and
 * console errors, and keeps the requests still waiting for an answer: the report of a failed test.
 */
function keepJournal(page: Page): void {
  const journal = { log: [] as string[], open: new Set<Request>() };
  journals.set(page, journal);
  const note = (line: string) => journal.log.push(`${new Date().toISOString().slice(11, 23)} ${line}`);
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) note(`→ ${frame.url()}`);
  });
  page.on('request', (request) => journal.open.add(request));
  page.on('requestfinished', (request) => journal.open.delete(request));
  page.on('response', (response) => {
    if (response.status() >= 400)
      note(`${response.status()} ${response.request().method()} ${response.url()}`);
  });
  page.on('requestfailed', (request) => {
    journal.open.delete(request);
    note(`✗ ${request.method()} ${request.url()} ${request.failure()?.errorText}`);
  });
  page.on('pageerror', (error) => note(`Skriptfehler: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error') note(`Konsole: ${message.text()}`);
  });
}

/** What `keepJournal` noted for the tab, then the requests still without an answer. */
export function journalOf(page: Page): string[] {
  const journal = journals.get(page);
  if (!journal) return [];
  return [
    ...journal.log,
    ...[...journal.open].map((request) => `offen: ${request.method()} ${request.url()}`),
  ];
}

/**
 * Saves a screenshot named `name` into the folder E2E_SCREENSHOTS names, once the page's animations
 * have ended; without E2E_SCREENSHOTS it does nothing. Nobody compares them: they are for a person
 * reviewing the screens, so a normal test run takes none.
 */
export async function shoot(page: Page, name: string): Promise<void> {
  if (!screenshotDir) return;
  await animationsDone(page.locator('body'));
  mkdirSync(screenshotDir, { recursive: true });
  await page.screenshot({ path: path.join(screenshotDir, `${name}.png`) });
}

/**
 * Waits until the CSS transitions and animations inside `locator` have run to their end, so the
 * element stands where the user sees it come to rest. Endless ones (spinners) are left out.
 */
export async function animationsDone(locator: Locator): Promise<void> {
  await locator.first().evaluate((element: TAnimatedElement) =>
    Promise.all(
      element
        .getAnimations({ subtree: true })
        .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity)
        // A cancelled animation (the element went away) has ended too.
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
}

/**
 * Waits until the page has painted two more frames: what the last input or navigation changed is on
 * screen. Only for checks that something did NOT happen, after a visible sign that the page is ready.
 */
export async function framesPainted(page: Page): Promise<void> {
  await page.evaluate(
    () => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))),
  );
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
