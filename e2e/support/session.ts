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
 * The CSRF token in the landing page's HTML, fetched in the page's context (which keeps the anonymous
 * cookie that comes with it) without running the page.
 */
export async function landingCsrfToken(page: Page, serverUrl: string): Promise<string> {
  const landing = await page.request.get(`${serverUrl}/registrieren`, { headers: { Accept: 'text/html' } });
  const token = /<meta name="csrf-token" content="([^"]*)"/.exec(await landing.text())?.[1] ?? '';
  expect(token).not.toBe('');
  return token;
}

/**
 * Logs in or registers through the API as the SPA does: the CSRF token of the landing page's HTML
 * (and the anonymous cookie that comes with it), then the call; the session lands in the page's
 * context. The page itself stays where it is: a rendered landing page would go on with its own
 * requests, whose old token the login turns stale, and then reload itself under the test's feet.
 * Returns the answer and the CSRF token valid now.
 */
export async function authenticate(
  page: Page,
  serverUrl: string,
  path: '/api/user/login' | '/api/user/register',
  data: Record<string, unknown>,
): Promise<{ csrf: string; body: { user: { id: number; userName: string; fullName: string } } }> {
  const token = await landingCsrfToken(page, serverUrl);
  const response = await page.request.post(`${serverUrl}${path}`, {
    headers: { ...JSON_HEADERS, 'X-CSRF-TOKEN': token },
    data,
  });
  expect(response.status()).toBe(200);
  return { csrf: response.headers()['x-csrf-token'] ?? token, body: await response.json() };
}

/** A new tab logged in as `account`, on `path` (or still on about:blank when path is null). */
export async function openAs(
  browser: Browser,
  serverUrl: string,
  account: TAccount,
  viewport: TViewport,
  path: string | null = '/feed',
) {
  const { context, page } = await openTab(browser, viewport);
  const { csrf } = await authenticate(page, serverUrl, '/api/user/login', {
    email: account.email,
    password: account.password,
  });
  if (path !== null) await page.goto(`${serverUrl}${path}`);
  return { context, page, csrf };
}
