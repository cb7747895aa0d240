import { chromium } from 'playwright-core';
import AxePkg from '@axe-core/playwright';
const AxeBuilder = AxePkg.AxeBuilder ?? AxePkg.default ?? AxePkg;

const BASE = 'http://127.0.0.1:4102';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
const account = { email: 'urocampus@demo.pflegepuls.de', password: 'UroCampus!2026' };
const paths = (process.argv[2] ?? '/closed_area/1/groups,/closed_area/1/groups?filter=discover_groups').split(',');
for (const [label, viewport] of [['phone', { width: 390, height: 844 }], ['desktop', { width: 1440, height: 900 }]]) {
  const context = await browser.newContext({ viewport, extraHTTPHeaders: { 'x-forwarded-for': `10.9.${label === 'phone' ? 1 : 2}.${Date.now() % 200}` } });
  const page = await context.newPage();
  await page.goto(`${BASE}/registrieren`);
  await page.waitForLoadState('networkidle');
  const token = (await page.locator('meta[name="csrf-token"]').getAttribute('content')) ?? '';
  const res = await page.request.post(`${BASE}/api/user/login`, {
    headers: { Accept: 'application/json', 'X-Requested-With': 'XMLHttpRequest', 'X-CSRF-TOKEN': token },
    data: account,
  });
  if (res.status() !== 200) throw new Error(`login ${res.status()}`);
  for (const path of paths) {
    await page.goto(`${BASE}${path}`);
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(800);
    const name = `${path.replace(/[^a-z0-9]+/gi, '_')}-${label}`;
    await page.screenshot({ path: `/tmp/helperB-shots/${name}.png`, fullPage: false });
    const result = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']).analyze();
    const bad = result.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
    console.log(name, 'violations:', result.violations.map((v) => `${v.id}(${v.impact})`).join(' ') || 'none');
    for (const v of bad) console.log('  ', v.id, v.nodes.slice(0, 3).map((n) => n.target.join(' ')).join(' | '));
  }
  await context.close();
}
await browser.close();
