/**
 * `npm run lighthouse`: Lighthouse with its mobile preset (simulated throttling) on the landing page
 * and on /feed as the demo member, three runs each, against a server of its own (production mode,
 * demo seed, temporary data folder) and Debian's Chromium. Prints the median of each figure and
 * Chromium's installability errors (DevTools protocol), and writes them to
 * bench/results/<date>-lighthouse.md. Targets of issue 22 are reported, missing one sets exit code 1.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { launch, type LaunchedChrome } from 'chrome-launcher';
import lighthouse, { type Flags, type Result } from 'lighthouse';
import { chromium, type Browser } from 'playwright-core';
import { ensureWebBuilt } from '../scripts/lib/web-build.ts';
import { CHROMIUM_ARGS } from '../e2e/support/browser.ts';
import { DEMO_ACCOUNTS } from '../packages/server/src/seed/demo-accounts.ts';
import { startServer, type TServer } from '../packages/server/src/test/server-process.ts';
import { readCommit } from './lib/commit.ts';

const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const MEMBER = DEMO_ACCOUNTS.find((account) => account.email === 'mitglied@demo.pflegepuls.de')!;
const CATEGORIES = ['performance', 'accessibility', 'best-practices'] as const;
const METRICS = {
  lcp: 'largest-contentful-paint',
  tbt: 'total-blocking-time',
  cls: 'cumulative-layout-shift',
} as const;

type TPageTarget = { name: string; path: string; performance: number; member: boolean };
/** Issues 22 and 23: performance per page, accessibility 100, best practices 95 on all. */
const ALL_PAGES: TPageTarget[] = [
  { name: 'Landing page /registrieren', path: '/registrieren', performance: 95, member: false },
  { name: '/feed (demo member)', path: '/feed', performance: 90, member: true },
  { name: '/moments (demo member)', path: '/moments', performance: 90, member: true },
  { name: '/benachrichtigungen (demo member)', path: '/benachrichtigungen', performance: 90, member: true },
];
/** `LIGHTHOUSE_PAGES=/feed,/moments` measures just those paths. */
const PAGES = process.env.LIGHTHOUSE_PAGES
  ? ALL_PAGES.filter((page) => process.env.LIGHTHOUSE_PAGES!.split(',').includes(page.path))
  : ALL_PAGES;
/** `LIGHTHOUSE_SAVE=<dir>` keeps every run's full report (JSON) there, for the traces' details. */
const SAVE_DIR = process.env.LIGHTHOUSE_SAVE;
const ACCESSIBILITY_TARGET = 100;
const BEST_PRACTICES_TARGET = 95;

type TRun = {
  scores: Record<(typeof CATEGORIES)[number], number>;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /** Audits of the accessibility and best-practices categories that did not pass. */
  failed: string[];
};

type TPageResult = {
  target: TPageTarget;
  runs: TRun[];
  median: Omit<TRun, 'failed'>;
  failed: string[];
  installabilityErrors: string[];
};

function log(message: string) {
  process.stderr.write(`${message}\n`);
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

function readRun(lhr: Result): TRun {
  const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  const failed = ['accessibility', 'best-practices'].flatMap((category) =>
    (lhr.categories[category]?.auditRefs ?? [])
      .filter((ref) => ref.weight > 0)
      .map((ref) => lhr.audits[ref.id]!)
      .filter((audit) => audit.score !== null && audit.score < 1)
      .map((audit) => `${category}: ${audit.id} (${audit.title})`),
  );
  return {
    scores: {
      performance: score('performance'),
      accessibility: score('accessibility'),
      'best-practices': score('best-practices'),
    },
    lcpMs: Math.round(lhr.audits[METRICS.lcp]?.numericValue ?? NaN),
    tbtMs: Math.round(lhr.audits[METRICS.tbt]?.numericValue ?? NaN),
    cls: lhr.audits[METRICS.cls]?.numericValue ?? NaN,
    failed,
  };
}

/** Logs the demo member in through the API in the browser's own (non-private) context. */
async function logIn(browser: Browser, baseUrl: string): Promise<void> {
  const request = browser.contexts()[0]!.request;
  const landing = await request.get(`${baseUrl}/registrieren`, { headers: { Accept: 'text/html' } });
  const token = /<meta name="csrf-token" content="([^"]*)"/.exec(await landing.text())?.[1];
  if (!token) throw new Error('Kein CSRF-Token auf der Landingpage.');
  const response = await request.post(`${baseUrl}/api/user/login`, {
    headers: { Accept: 'application/json', 'X-Requested-With': 'XMLHttpRequest', 'X-CSRF-TOKEN': token },
    data: { email: MEMBER.email, password: MEMBER.password },
  });
  if (response.status() !== 200) throw new Error(`Login: ${response.status()} ${await response.text()}`);
}

/**
 * Chromium's installability errors for `url` (Page.getInstallabilityErrors) once the page has
 * loaded and its service worker is active; outside a private context, so none is expected.
 */
async function readInstallabilityErrors(browser: Browser, url: string): Promise<string[]> {
  const context = browser.contexts()[0]!;
  const page = await context.newPage();
  try {
    await page.goto(url, { waitUntil: 'load' });
    await page.evaluate('navigator.serviceWorker.ready.then(() => true)');
    const cdp = await context.newCDPSession(page);
    const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
    return installabilityErrors.map((error) =>
      [error.errorId, ...error.errorArguments.map((a) => `${a.name}=${a.value}`)].join(' '),
    );
  } finally {
    await page.close();
  }
}

async function measurePage(port: number, baseUrl: string, target: TPageTarget): Promise<TRun[]> {
  const flags: Flags = {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: [...CATEGORIES],
  };
  const runs: TRun[] = [];
  for (let i = 1; i <= RUNS; i++) {
    // The default configuration is the mobile preset (Moto G Power, slow 4G, simulated throttling).
    const result = await lighthouse(`${baseUrl}${target.path}`, flags);
    if (!result) throw new Error('Lighthouse lieferte kein Ergebnis.');
    const { lhr } = result;
    if (lhr.runtimeError) throw new Error(`${target.path}: ${lhr.runtimeError.message}`);
    if (new URL(lhr.finalDisplayedUrl).pathname !== target.path) {
      throw new Error(`${target.path} endete auf ${lhr.finalDisplayedUrl}`);
    }
    const run = readRun(lhr);
    if (SAVE_DIR) {
      mkdirSync(SAVE_DIR, { recursive: true });
      const name = `${target.path.replace(/\W+/g, '-').replace(/^-/, '')}-${i}.json`;
      writeFileSync(path.join(SAVE_DIR, name), JSON.stringify(lhr));
    }
    log(
      `  ${target.name} run ${i}: perf ${run.scores.performance}, a11y ${run.scores.accessibility}, ` +
        `bp ${run.scores['best-practices']}, LCP ${run.lcpMs} ms, TBT ${run.tbtMs} ms, CLS ${run.cls.toFixed(3)}`,
    );
    runs.push(run);
  }
  return runs;
}

function summarise(target: TPageTarget, runs: TRun[], installabilityErrors: string[]): TPageResult {
  const pick = (get: (run: TRun) => number) => median(runs.map(get));
  return {
    target,
    runs,
    median: {
      scores: {
        performance: pick((r) => r.scores.performance),
        accessibility: pick((r) => r.scores.accessibility),
        'best-practices': pick((r) => r.scores['best-practices']),
      },
      lcpMs: pick((r) => r.lcpMs),
      tbtMs: pick((r) => r.tbtMs),
      cls: pick((r) => r.cls),
    },
    failed: [...new Set(runs.flatMap((r) => r.failed))],
    installabilityErrors,
  };
}

function misses(result: TPageResult): string[] {
  const { scores } = result.median;
  return [
    scores.performance < result.target.performance ? `performance < ${result.target.performance}` : '',
    scores.accessibility < ACCESSIBILITY_TARGET ? `accessibility < ${ACCESSIBILITY_TARGET}` : '',
    scores['best-practices'] < BEST_PRACTICES_TARGET ? `best practices < ${BEST_PRACTICES_TARGET}` : '',
    result.installabilityErrors.length ? 'installability errors' : '',
  ].filter(Boolean);
}

function formatMarkdown(results: TPageResult[], facts: Record<string, string>): string {
  const lines = [
    `# Lighthouse ${facts.date}`,
    '',
    `\`npm run lighthouse\` (bench/lighthouse.ts): Lighthouse ${facts.lighthouse}, mobile preset (simulated`,
    `throttling), median of ${RUNS} runs per page; the server in production mode on the demo seed.`,
    '',
    '| page | performance | accessibility | best practices | LCP ms | TBT ms | CLS | installability errors |',
    '| ---- | ----------: | ------------: | -------------: | -----: | -----: | --: | --------------------- |',
    ...results.map(
      (r) =>
        `| ${r.target.name} | ${r.median.scores.performance} | ${r.median.scores.accessibility} | ` +
        `${r.median.scores['best-practices']} | ${r.median.lcpMs} | ${r.median.tbtMs} | ` +
        `${r.median.cls.toFixed(3)} | ${r.installabilityErrors.join(', ') || 'none'} |`,
    ),
    '',
    `Targets (issues 22, 23): performance ≥ 95 (landing) and ≥ 90 (member pages), accessibility ${ACCESSIBILITY_TARGET},`,
    `best practices ≥ ${BEST_PRACTICES_TARGET}, no installability errors.`,
    '',
    '## Runs',
    '',
    '| page | run | performance | accessibility | best practices | LCP ms | TBT ms | CLS |',
    '| ---- | --: | ----------: | ------------: | -------------: | -----: | -----: | --: |',
    ...results.flatMap((r) =>
      r.runs.map(
        (run, i) =>
          `| ${r.target.name} | ${i + 1} | ${run.scores.performance} | ${run.scores.accessibility} | ` +
          `${run.scores['best-practices']} | ${run.lcpMs} | ${run.tbtMs} | ${run.cls.toFixed(3)} |`,
      ),
    ),
    '',
    '## Audits not passed (accessibility, best practices)',
    '',
    ...results.map((r) => `- ${r.target.name}: ${r.failed.join('; ') || 'none'}`),
    '',
    '## Machine',
    '',
    ...Object.entries(facts)
      .filter(([key]) => key !== 'date' && key !== 'lighthouse')
      .map(([key, value]) => `- ${key}: ${value}`),
    '',
  ];
  return lines.join('\n');
}

async function main(): Promise<number> {
  ensureWebBuilt();
  const chromePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  let server: TServer | null = null;
  let chrome: LaunchedChrome | null = null;
  let browser: Browser | null = null;
  try {
    log('Starting the server (production mode, demo seed) and Chromium …');
    [server, chrome] = await Promise.all([
      startServer({ NODE_ENV: 'production', LOG_LEVEL: 'warn' }),
      launch({ chromePath, chromeFlags: ['--headless=new', ...CHROMIUM_ARGS] }),
    ]);
    browser = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`);
    const loadBefore = os
      .loadavg()
      .map((value) => value.toFixed(2))
      .join(', ');

    const results: TPageResult[] = [];
    let loggedIn = false;
    for (const target of PAGES) {
      // The landing page is measured before the login: a member is sent on to /feed.
      if (target.member && !loggedIn) {
        await logIn(browser, server.url);
        loggedIn = true;
      }
      log(`${target.name}: ${RUNS} Lighthouse runs …`);
      const runs = await measurePage(chrome.port, server.url, target);
      const installabilityErrors = await readInstallabilityErrors(browser, `${server.url}${target.path}`);
      results.push(summarise(target, runs, installabilityErrors));
    }
    const version = (await browser.version()) || 'Chromium';
    const cpus = os.cpus();
    const facts = {
      date: new Date().toISOString().slice(0, 10),
      lighthouse: (await import('lighthouse/package.json', { with: { type: 'json' } })).default.version,
      browser: `Chromium ${version} (headless, ${chromePath})`,
      cpus: `${cpus.length} × ${cpus[0]?.model.trim() ?? 'CPU'}`,
      node: process.version,
      commit: readCommit(),
      'load average before the runs': loadBefore,
      'load average after the runs': os
        .loadavg()
        .map((value) => value.toFixed(2))
        .join(', '),
    };

    const markdown = formatMarkdown(results, facts);
    console.log(`\n${markdown}`);
    const dir = path.join(import.meta.dirname, 'results');
    mkdirSync(dir, { recursive: true });
    const file = path.join(dir, `${facts.date}-lighthouse.md`);
    writeFileSync(file, markdown);
    log(`Results: ${path.relative(process.cwd(), file)}`);
    const missed = results.flatMap((r) => misses(r).map((miss) => `${r.target.name}: ${miss}`));
    for (const miss of missed) log(`Target missed: ${miss}`);
    return missed.length ? 1 : 0;
  } finally {
    await browser?.close().catch(() => undefined);
    chrome?.kill();
    await server?.stop();
  }
}

try {
  process.exitCode = await main();
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
}
