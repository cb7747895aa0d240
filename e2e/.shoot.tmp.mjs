import { chromium } from 'playwright-core';
import AxeBuilder from '@axe-core/playwright';
const URL = 'http://127.0.0.1:4102';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox','--disable-gpu','--disable-quic','--no-first-run','--disable-background-networking','--disable-component-update','--disable-sync'] });
const [,, which = 'list'] = process.argv;
for (const [name, viewport] of [['phone', { width: 390, height: 844 }], ['desk', { width: 1440, height: 900 }]]) {
  const context = await browser.newContext({ viewport, locale: 'de-DE', ...(viewport.width < 768 ? { isMobile: true, hasTouch: true } : {}) });
  const page = await context.newPage();
  await page.goto(`${URL}/registrieren`);
  await page.waitForLoadState('networkidle');
  const token = await page.locator('meta[name="csrf-token"]').getAttribute('content');
  const r = await page.request.post(`${URL}/api/user/login`, { headers: { 'X-CSRF-TOKEN': token, 'X-Requested-With': 'XMLHttpRequest' }, data: { email: 'urocampus@demo.pflegepuls.de', password: 'UroCampus!2026' } });
  console.log('login', r.status());
  const p2 = await context.newPage();
  await page.close();
  const targets = which === 'list' ? [['list', '/closed_area/1/events?filter=alle'], ['mine', '/closed_area/1/events?filter=meine-events']] : which.split(',').map((x) => [x.replace(/\W/g, '_'), x]);
  for (const [label, path] of targets) {
    await p2.goto(`${URL}${path}`);
    await p2.waitForLoadState('networkidle');
    await p2.waitForTimeout(800);
    await p2.screenshot({ path: `/tmp/events-shots/${label}-${name}.png`, fullPage: false });
    const axe = await new AxeBuilder({ page: p2 }).withTags(['wcag2a','wcag2aa','wcag21a','wcag21aa','wcag22aa']).analyze();
    const bad = axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
    console.log(label, name, 'axe', bad.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).slice(0,3).join(' | ')}`));
  }
  await context.close();
}
await browser.close();
