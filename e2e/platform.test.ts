import { describe, expect, it } from 'vitest';
import { DESKTOP, newPage, PHONE, shoot, visible } from './support/browser.ts';
import { browser, server, useServerAndBrowser } from './support/fixture.ts';

useServerAndBrowser({});

describe('platform in Chromium', () => {
  for (const [name, viewport] of [
    ['phone', PHONE],
    ['desktop', DESKTOP],
  ] as const) {
    it(`sends a logged-out visitor from / to /registrieren without asking who is logged in (${name})`, async () => {
      const { context, page } = await newPage(browser, viewport);
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      page.on('console', (message) => {
        // A visitor's page must not ask who is logged in (the 401 would show as a console error).
        if (message.type() === 'error') errors.push(message.text());
      });
      const meCalls: string[] = [];
      page.on('request', (request) => {
        if (request.url().includes('/api/user/me')) meCalls.push(request.url());
      });

      await page.goto(`${server.url}/`);
      await page.waitForURL('**/registrieren');
      await visible(page.getByRole('button', { name: 'Mit E-Mail anmelden' }));
      await expect(page.locator('html').getAttribute('lang')).resolves.toBe('de');
      await expect(page.title()).resolves.toContain('Pflegepuls');
      await shoot(page, `platform-registrieren-${name}`);
      await page.waitForLoadState('networkidle');
      expect(errors).toEqual([]);
      expect(meCalls).toEqual([]);
      await context.close();
    });
  }
});
