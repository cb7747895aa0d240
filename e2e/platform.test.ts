import { describe, expect, it } from 'vitest';
import { DESKTOP, newPage, PHONE, shoot, visible } from './support/browser.ts';
import { browser, server, useServerAndBrowser } from './support/fixture.ts';

useServerAndBrowser({});

describe('platform in Chromium', () => {
  for (const [name, viewport] of [
    ['phone', PHONE],
    ['desktop', DESKTOP],
  ] as const) {
    it(`sends a logged-out visitor from / to /registrieren (${name})`, async () => {
      const { context, page } = await newPage(browser, viewport);
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      page.on('console', (message) => {
        if (message.type() === 'error' && /Content Security Policy/i.test(message.text()))
          errors.push(message.text());
      });
      await page.goto(`${server.url}/`);
      await page.waitForURL('**/registrieren');
      await visible(page.getByRole('button', { name: 'Mit E-Mail anmelden' }));
      await expect(page.locator('html').getAttribute('lang')).resolves.toBe('de');
      await expect(page.title()).resolves.toContain('Pflegepuls');
      await shoot(page, `platform-registrieren-${name}`);
      expect(errors).toEqual([]);
      await context.close();
    });
  }
});
