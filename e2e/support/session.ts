import { expect } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { newPage } from './browser.ts';

export type TAccount = { email: string; password: string };
export type TViewport = { width: number; height: number };

const JSON_HEADERS = { Accept: 'application/json', 'X-Requested-With': 'XMLHttpRequest' };
let addressCounter = 0;

/**
 * A fresh context (own cookies) at `viewport` whose requests come from an address of their own.
 * The e2e servers trust X-Forwarded-For, so per-IP limits of one flow never reach the next.
 */
export async function openTab(browser: Browser, viewport: TViewport) {
  const opened = await newPage(browser, viewport);
  const n = ++addressCounter;
  await opened.context.setExtraHTTPHeaders({
    'x-forwarded-for': `10.${100 + (process.pid % 100)}.${Math.floor(n / 250) % 250}.${(n % 250) + 1}`,
  });
  return opened;
}

/**
 * Logs in or registers through the API from the landing page, as the SPA does (its cookies and CSRF
 * token), so the session lands in the page's context. Returns the answer and the CSRF token valid now.
 */
export async function authenticate(
  page: Page,
  serverUrl: string,
  path: '/api/user/login' | '/api/user/register',
  data: Record<string, unknown>,
): Promise<{ csrf: string; body: { user: { id: number; userName: string; fullName: string } } }> {
  await page.goto(`${serverUrl}/registrieren`);
  // The landing page finishes its own start first, so it cannot cut into the next navigation.
  await page.waitForLoadState('networkidle');
  const token = (await page.locator('meta[name="csrf-token"]').getAttribute('content')) ?? '';
  const response = await page.request.post(`${serverUrl}${path}`, {
    headers: { ...JSON_HEADERS, 'X-CSRF-TOKEN': token },
    data,
  });
  expect(response.status()).toBe(200);
  return { csrf: response.headers()['x-csrf-token'] ?? token, body: await response.json() };
}

/** A new tab logged in as `account`, on `path` (or on a fresh page of the context when path is null). */
export async function openAs(
  browser: Browser,
  serverUrl: string,
  account: TAccount,
  viewport: TViewport,
  path: string | null = '/feed',
) {
  const { context, page: landing } = await openTab(browser, viewport);
  const { csrf } = await authenticate(landing, serverUrl, '/api/user/login', {
    email: account.email,
    password: account.password,
  });
  // A fresh tab, so nothing the landing page still does can cut into the test's first navigation
  // (a goto on the landing page itself was seen to end in net::ERR_ABORTED).
  const page = await context.newPage();
  await landing.close();
  if (path !== null) await page.goto(`${serverUrl}${path}`);
  return { context, page, csrf };
}
