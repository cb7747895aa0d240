/**
 * `npm run bench:soak`: a mixed member load (feed, moments, notifications, network, chat reading
 * and sending, presence heartbeat) against one server instance on the large seed for
 * BENCH_SOAK_MINUTES (default 30). Per minute: req/s, p50/p99, errors, the server's RSS and its
 * event-loop lag. The verdict: RSS flat after the warm-up (the last two thirds of the run, 20 of 30
 * minutes). Writes bench/results/<date>-soak-<sqlite|postgres>.md and the chart next to it (.png).
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon, { type TClient, type TRequest } from 'autocannon';
import { createToken } from '../packages/server/src/platform/crypto.ts';
import { describeDatabase, loadBenchConfig, readNumber } from './config.ts';
import { renderChartSvg, writeChartPng } from './lib/chart.ts';
import { diffCpu, sampleCpu, type TCpuSample } from './lib/cpu.ts';
import { checkRoute, toHttp, toRequest } from './lib/load.ts';
import { formatCount } from './lib/progress.ts';
import { createRandom } from './lib/random.ts';
import {
  formatLoadAverage,
  openSeededDatabase,
  readCommit,
  readDatabaseVersion,
  runBench,
} from './lib/seeded.ts';
import { startServer, type TServer } from './lib/server.ts';
import { createBenchSessions } from './lib/sessions.ts';
import { chatSendRoute } from './routes/chat.ts';
import { BENCH_ROUTES, type TBenchClient, type TBenchRoute } from './routes/index.ts';

/**
 * What one online member does in an average minute (bench/README.md explains the figures): the
 * weights are requests per member and minute, so their sum over 60 turns BENCH_SOAK_RATE into the
 * number of online members it stands for.
 */
const MIX: Array<{ route: string; perMinute: number }> = [
  { route: 'presence/heartbeat', perMinute: 2 },
  { route: 'feed/first page', perMinute: 0.6 },
  { route: 'feed/deep page', perMinute: 0.3 },
  { route: 'feed/post detail', perMinute: 0.2 },
  { route: 'moments/page', perMinute: 0.3 },
  { route: 'notifications/count', perMinute: 0.4 },
  { route: 'notifications/page', perMinute: 0.2 },
  { route: 'chat/unread', perMinute: 0.4 },
  { route: 'chat/list', perMinute: 0.2 },
  { route: 'chat/messages', perMinute: 0.3 },
  { route: 'chat/send', perMinute: 0.2 },
  { route: 'network/requests count', perMinute: 0.3 },
  { route: 'network/connections', perMinute: 0.1 },
  { route: 'network/suggestions', perMinute: 0.2 },
];

/** A member may send 60 chat messages a minute (chat/routes.ts); the bench stays well below. */
const SENDS_PER_CONNECTION_MINUTE = 40;
const RSS_SAMPLE_MS = 5_000;
const MINUTE_MS = 60_000;
/** RSS growth over the verdict window below this (or below NOISE_SHARE of the RSS) is noise. */
const NOISE_FLOOR_MIB = 16;
const NOISE_SHARE = 0.05;
const DRAIN_MS = 1_000;

function log(message: string) {
  process.stderr.write(`${message}\n`);
}

const MINUTES = Math.round(readNumber(process.env, 'BENCH_SOAK_MINUTES', 30, 2));
/** Requests per second over all connections; 0 = as fast as the server answers. */
const RATE = readNumber(process.env, 'BENCH_SOAK_RATE', 500, 0);
const MIX_PER_MINUTE = MIX.reduce((sum, entry) => sum + entry.perMinute, 0);

type TMinute = {
  minute: number;
  requests: number;
  latencies: number[];
  non2xx: number;
  errors: number;
  rssSamples: number[];
  /** From /metrics: the event loop's delay, p99 and mean over the minute, in ms. */
  lagP99Ms: number;
  lagMeanMs: number;
  serverCore: number;
  othersShare: number;
  loadAverage: number;
};

type TVerdict = {
  warmupMinutes: number;
  windowMinutes: number;
  /** The lowest per-minute floor of the window's first and of its second half. */
  firstLowMiB: number;
  secondLowMiB: number;
  growthMiB: number;
  rangeMiB: number;
  allowedMiB: number;
  isFlat: boolean;
};

function mib(bytes: number): number {
  return bytes / 2 ** 20;
}

function readRssBytes(pid: number): number {
  try {
    const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return match ? Number(match[1]) * 1024 : NaN;
  } catch {
    return NaN;
  }
}

function percentile(values: number[], p: number): number {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

/** Gauges of the Prometheus text, by name. */
async function scrapeMetrics(server: TServer, token: string): Promise<Map<string, number>> {
  const values = new Map<string, number>();
  try {
    const response = await fetch(`${server.baseUrl}/metrics`, {
      headers: { authorization: `Bearer ${token}` },
      signal: AbortSignal.timeout(10_000),
    });
    if (!response.ok) return values;
    for (const line of (await response.text()).split('\n')) {
      const match = /^([a-z0-9_]+) ([-0-9.e+]+)$/.exec(line);
      if (match) values.set(match[1]!, Number(match[2]));
    }
  } catch {
    // A missing scrape leaves the minute's lag empty.
  }
  return values;
}

/**
 * Warm-up is the first third of the run (10 of 30 minutes); the verdict looks at the rest. RSS saws
 * with V8's heap: it climbs for minutes and falls back when a major collection returns memory (the
 * first full run: 270 → 404 MiB over about 15 minutes, then back to 275). A line fitted through such
 * a saw measures where the window happened to cut it, so the verdict compares troughs instead: the
 * lowest per-minute floor (`floors`, the minute's lowest 5-second sample) of the window's second
 * half against that of its first half. A leak lifts every trough; a saw does not.
 */
function judgeMemory(floors: number[], plannedMinutes: number): TVerdict | null {
  const warmupMinutes = Math.max(1, Math.round(plannedMinutes / 3));
  const window = floors.slice(warmupMinutes).filter(Number.isFinite);
  if (window.length < 4) return null;
  const half = Math.floor(window.length / 2);
  const firstLowMiB = Math.min(...window.slice(0, half));
  const secondLowMiB = Math.min(...window.slice(half));
  const growthMiB = secondLowMiB - firstLowMiB;
  const allowedMiB = Math.max(NOISE_FLOOR_MIB, NOISE_SHARE * firstLowMiB);
  return {
    warmupMinutes,
    windowMinutes: window.length,
    firstLowMiB,
    secondLowMiB,
    growthMiB,
    rangeMiB: Math.max(...window) - Math.min(...window),
    allowedMiB,
    isFlat: growthMiB <= allowedMiB,
  };
}

function formatVerdict(verdict: TVerdict | null): string {
  if (!verdict) return 'no verdict: fewer than 4 minutes after the warm-up';
  const { warmupMinutes: w, windowMinutes: n } = verdict;
  const half = Math.floor(n / 2);
  const sign = verdict.growthMiB >= 0 ? '+' : '';
  return (
    `${verdict.isFlat ? 'flat' : 'GROWING'}: the lowest RSS floor of minutes ${w + half + 1}–${w + n} ` +
    `(${verdict.secondLowMiB.toFixed(1)} MiB) against that of minutes ${w + 1}–${w + half} ` +
    `(${verdict.firstLowMiB.toFixed(1)} MiB): ${sign}${verdict.growthMiB.toFixed(1)} MiB (allowed ` +
    `${verdict.allowedMiB.toFixed(1)} MiB: ${NOISE_FLOOR_MIB} MiB or ${NOISE_SHARE * 100} % of the first ` +
    `trough); the floors range over ${verdict.rangeMiB.toFixed(1)} MiB as V8's heap saws`
  );
}

/** The lowest 5-second RSS sample of a minute: the floor the memory verdict fits. */
function rssFloorMiB(m: TMinute): number {
  return mib(Math.min(...m.rssSamples.filter(Number.isFinite)));
}

function minuteRow(m: TMinute) {
  const rss = m.rssSamples.at(-1);
  return {
    rps: m.requests / 60,
    p50: percentile(m.latencies, 50),
    p99: percentile(m.latencies, 99),
    rssMiB: rss === undefined ? NaN : mib(rss),
  };
}

function formatNumber(value: number, digits = 0): string {
  return Number.isFinite(value) ? value.toFixed(digits) : '–';
}

function formatResults(context: {
  facts: string[][];
  minutes: TMinute[];
  routeCounts: Map<string, { requests: number; non2xx: number }>;
  verdict: TVerdict | null;
  chartName: string;
  status: string;
}): string {
  const { minutes } = context;
  const lines = [
    `# Soak ${context.facts[0]![1]}`,
    '',
    context.status,
    '',
    '| | |',
    '|---|---|',
    ...context.facts.map(([key, value]) => `| ${key} | ${value} |`),
    '',
    `**Memory: ${formatVerdict(context.verdict)}.**`,
    '',
    `![req/s, p99 and RSS per minute](${context.chartName})`,
    '',
    '| minute | req/s | p50 ms | p99 ms | non-2xx | errors | RSS end MiB | RSS floor MiB | loop lag p99 ms | loop lag mean ms | server core | others | load avg |',
    '|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|',
  ];
  for (const m of minutes) {
    const row = minuteRow(m);
    lines.push(
      `| ${m.minute + 1} | ${formatCount(row.rps)} | ${formatNumber(row.p50)} | ${formatNumber(row.p99)} | ${m.non2xx} | ${m.errors} | ${formatNumber(row.rssMiB, 1)} | ${formatNumber(rssFloorMiB(m), 1)} | ${formatNumber(m.lagP99Ms, 1)} | ${formatNumber(m.lagMeanMs, 2)} | ${formatNumber(m.serverCore * 100)} % | ${formatNumber(m.othersShare * 100)} % | ${m.loadAverage.toFixed(2)} |`,
    );
  }
  const total = [...context.routeCounts.values()].reduce((sum, c) => sum + c.requests, 0);
  lines.push('', '| route | share planned | share sent | requests | non-2xx |', '|---|---:|---:|---:|---:|');
  for (const entry of MIX) {
    const counts = context.routeCounts.get(entry.route) ?? { requests: 0, non2xx: 0 };
    lines.push(
      `| ${entry.route} | ${((entry.perMinute / MIX_PER_MINUTE) * 100).toFixed(1)} % | ${total ? ((counts.requests / total) * 100).toFixed(1) : '–'} % | ${formatCount(counts.requests)} | ${counts.non2xx} |`,
    );
  }
  lines.push(
    '',
    'req/s, p50 and p99 are measured by the load generator (autocannon in the bench process) per minute of',
    'answers; RSS is the server process’s VmRSS, sampled every 5 s: "end" at the end of the minute, "floor"',
    'the lowest sample of the minute (after V8’s collections; the memory verdict fits the floors);',
    'the event-loop lag comes from the server’s own `/metrics` (reset at every scrape, once a minute).',
    '"server core" is the server’s CPU time per wall time, "others" the share of all cores used by',
    'other processes on the machine: where it is high, req/s and latencies of that minute are',
    'depressed by neighbours (this machine is shared with other workers), not by the server.',
    '',
  );
  return lines.join('\n');
}

async function main(): Promise<number> {
  const config = loadBenchConfig();
  const connections = config.connections;
  const routes = MIX.map((entry) => {
    const route =
      entry.route === chatSendRoute.name ? chatSendRoute : BENCH_ROUTES.find((r) => r.name === entry.route);
    if (!route) throw new Error(`Soak mix names the unknown bench route "${entry.route}".`);
    return { route, weight: entry.perMinute / MIX_PER_MINUTE };
  });
  log(
    `Soak → ${describeDatabase(config)}: ${MINUTES} min at ${RATE ? `${RATE} req/s` : 'full speed'}, ` +
      `${connections} connections` +
      (RATE ? ` (≈ ${formatCount((RATE * 60) / MIX_PER_MINUTE)} online members)` : ''),
  );
  const { database, marker } = await openSeededDatabase(config);
  const sessionSecret = createToken();
  const metricsToken = createToken();
  let server: TServer | null = null;
  let stopLoad: (() => void) | null = null;
  const interrupt = (signal: NodeJS.Signals) => {
    log(`\n${signal}: stopping the load; the results so far are written.`);
    stopLoad?.();
  };
  process.once('SIGINT', interrupt);
  process.once('SIGTERM', interrupt);
  try {
    const users = await createBenchSessions(database.db, { count: connections, sessionSecret });
    const prepared = new Set<unknown>();
    for (const { route } of routes) {
      if (!route.prepare || prepared.has(route.prepare)) continue;
      prepared.add(route.prepare);
      await route.prepare({ db: database.db, dialect: database.dialect, users });
    }
    const databaseVersion = await readDatabaseVersion(database);

    log('Starting the server …');
    server = await startServer(config, sessionSecret, { METRICS_TOKEN: metricsToken });
    for (const { route } of routes) {
      // The send check writes one message: the same as one more request of the load.
      const error = await checkRoute(server.baseUrl, route, users);
      if (error) throw new Error(`${route.name}: ${error}`);
    }
    const loadBefore = formatLoadAverage();
    await scrapeMetrics(server, metricsToken); // resets the lag histogram

    const minutes: TMinute[] = [];
    const newMinute = (minute: number): TMinute => ({
      minute,
      requests: 0,
      latencies: [],
      non2xx: 0,
      errors: 0,
      rssSamples: [],
      lagP99Ms: NaN,
      lagMeanMs: NaN,
      serverCore: NaN,
      othersShare: NaN,
      loadAverage: NaN,
    });
    let current = newMinute(0);
    const routeCounts = new Map<string, { requests: number; non2xx: number }>();
    const random = createRandom(2_511);
    const pickRoute = (): TBenchRoute => {
      let r = random.next();
      for (const { route, weight } of routes) {
        r -= weight;
        if (r < 0) return route;
      }
      return routes.at(-1)!.route;
    };
    const readRoute = BENCH_ROUTES.find((r) => r.name === 'chat/messages')!;
    const clientState = new WeakMap<TClient, { client: TBenchClient; route: TBenchRoute; sends: number[] }>();
    let connectionCount = 0;
    const started = Date.now();

    const instance = autocannon({
      url: server.baseUrl,
      connections,
      duration: MINUTES * 60,
      ...(RATE ? { overallRate: RATE } : {}),
      setupClient(client) {
        const connection = connectionCount++;
        const state = {
          client: { user: users[connection % users.length]!, connection, requestCount: 0 },
          route: routes[0]!.route,
          sends: [] as number[],
        };
        clientState.set(client, state);
        const dynamic: TRequest = {
          setupRequest: (base) => {
            let route = pickRoute();
            if (route === chatSendRoute) {
              const now = Date.now();
              state.sends = state.sends.filter((at) => now - at < MINUTE_MS);
              if (state.sends.length >= SENDS_PER_CONNECTION_MINUTE) route = readRoute;
              else state.sends.push(now);
            }
            state.route = route;
            const http = toHttp(route, state.client.user, toRequest(route, state.client));
            state.client.requestCount++;
            return { ...base, ...http };
          },
        };
        client.setRequests([dynamic]);
      },
    });
    stopLoad = () => instance.stop();
    instance.on('response', (client, statusCode, _bytes, responseTime) => {
      current.requests++;
      current.latencies.push(responseTime);
      const name = clientState.get(client)?.route.name ?? '?';
      const counts = routeCounts.get(name) ?? { requests: 0, non2xx: 0 };
      counts.requests++;
      if (statusCode < 200 || statusCode > 299) {
        current.non2xx++;
        counts.non2xx++;
      }
      routeCounts.set(name, counts);
    });
    instance.on('reqError', () => current.errors++);

    const date = new Date().toISOString().slice(0, 10);
    const dir = path.join(import.meta.dirname, 'results');
    mkdirSync(dir, { recursive: true });
    const baseName = `${date}-soak-${config.dialect}`;
    const resultFile = path.join(dir, `${baseName}.md`);
    const chartFile = path.join(dir, `${baseName}.png`);
    const cpus = os.cpus();
    const facts = (): string[][] => [
      ['date', `${date}, ${describeDatabase(config)}`],
      ['database', databaseVersion],
      ['seed', marker.stages.map((s) => `${formatCount(s.count)} ${s.name}`).join(', ')],
      [
        'load',
        `${RATE ? `${RATE} req/s (autocannon overallRate; ≈ ${formatCount((RATE * 60) / MIX_PER_MINUTE)} online members at ${MIX_PER_MINUTE.toFixed(1)} requests per member and minute)` : 'as fast as the server answers'}, ${connections} connections each logged in as its own member, ${MINUTES} minutes planned`,
      ],
      [
        'machine',
        `${cpus.length} × ${cpus[0]?.model.trim() ?? 'CPU'}, ${Math.round(os.totalmem() / 2 ** 30)} GiB RAM, ${os.type()} ${os.release()}, Node ${process.version}`,
      ],
      ['commit', readCommit()],
      ['load average before', loadBefore],
      ['load average now', formatLoadAverage()],
      ['server warnings/errors logged', String(server?.problemCount() ?? 0)],
    ];
    const writeResults = (status: string) =>
      writeFileSync(
        resultFile,
        formatResults({
          facts: facts(),
          minutes,
          routeCounts,
          verdict: judgeMemory(minutes.map(rssFloorMiB), Math.min(MINUTES, Math.max(minutes.length, 1))),
          chartName: path.basename(chartFile),
          status,
        }),
      );

    // Every RSS_SAMPLE_MS an RSS sample; at each full minute the minute is closed and written out.
    let cpuBefore: TCpuSample | null = sampleCpu(server.pid, false);
    let closing = Promise.resolve();
    const closeMinute = async () => {
      const done = current;
      current = newMinute(done.minute + 1);
      const cpuNow = sampleCpu(server!.pid, false);
      const cpu = diffCpu(cpuBefore, cpuNow);
      cpuBefore = cpuNow;
      done.serverCore = cpu?.serverCore ?? NaN;
      done.othersShare = cpu?.othersShare ?? NaN;
      done.loadAverage = os.loadavg()[0]!;
      const metrics = await scrapeMetrics(server!, metricsToken);
      done.lagP99Ms = (metrics.get('pflegepuls_eventloop_lag_p99_seconds') ?? NaN) * 1000;
      done.lagMeanMs = (metrics.get('pflegepuls_eventloop_lag_mean_seconds') ?? NaN) * 1000;
      minutes.push(done);
      const row = minuteRow(done);
      log(
        `minute ${done.minute + 1}/${MINUTES}: ${formatCount(row.rps)} req/s, p99 ${formatNumber(row.p99)} ms, ` +
          `${done.non2xx} non-2xx, ${done.errors} errors, RSS ${formatNumber(row.rssMiB, 1)} MiB, ` +
          `lag p99 ${formatNumber(done.lagP99Ms, 1)} ms, others ${formatNumber(done.othersShare * 100)} %`,
      );
      writeResults(`Running: ${minutes.length} of ${MINUTES} minutes done.`);
    };
    let samples = 0;
    const sampler = setInterval(() => {
      current.rssSamples.push(readRssBytes(server!.pid));
      samples++;
      if ((samples * RSS_SAMPLE_MS) % MINUTE_MS === 0) closing = closing.then(closeMinute);
    }, RSS_SAMPLE_MS);

    await instance;
    clearInterval(sampler);
    await closing;
    const elapsedMs = Date.now() - started;
    // The load's end and the sampler's last tick race: a minute that is all but full is closed here,
    // a shorter one (an interrupted run) is left out, as its req/s would be wrong.
    if (current.requests > 0 && elapsedMs >= (current.minute + 1) * MINUTE_MS - RSS_SAMPLE_MS) {
      current.rssSamples.push(readRssBytes(server.pid));
      await closeMinute();
    }
    const elapsedMinutes = elapsedMs / MINUTE_MS;
    await new Promise((resolve) => setTimeout(resolve, DRAIN_MS));

    // An interrupted run is judged on what it recorded: its warm-up is the first third of those minutes.
    const verdict = judgeMemory(minutes.map(rssFloorMiB), Math.min(MINUTES, minutes.length));
    const answers = minutes.reduce((sum, m) => sum + m.requests, 0);
    const complete = minutes.length >= MINUTES;
    const status = complete
      ? `Finished: ${MINUTES} minutes, ${formatCount(answers)} answers in all.`
      : `Stopped after ${elapsedMinutes.toFixed(1)} of ${MINUTES} minutes; ${minutes.length} full minutes recorded.`;
    writeResults(status);
    const chart = renderChartSvg({
      title: `Soak ${date}, ${config.dialect === 'sqlite' ? 'SQLite' : 'PostgreSQL'}: per minute (shaded: memory verdict window)`,
      xLabels: minutes.map((m) => String(m.minute + 1)),
      ...(verdict ? { shadeFrom: verdict.warmupMinutes } : {}),
      series: [
        {
          title: 'Throughput',
          unit: 'req/s',
          color: '#1f6feb',
          values: minutes.map((m) => minuteRow(m).rps),
        },
        { title: 'Latency p99', unit: 'ms', color: '#d1242f', values: minutes.map((m) => minuteRow(m).p99) },
        {
          title: 'Server RSS floor',
          unit: 'MiB',
          color: '#1a7f37',
          values: minutes.map(rssFloorMiB),
        },
      ],
    });
    try {
      await writeChartPng(chart, chartFile);
    } catch (error) {
      log(`The chart could not be rendered: ${(error as Error).message}`);
    }
    const errors = minutes.reduce((sum, m) => sum + m.non2xx + m.errors, 0);
    log(`\n${status}\nMemory: ${formatVerdict(verdict)}\nnon-2xx and errors: ${errors}`);
    log(`Results: ${path.relative(process.cwd(), resultFile)}, ${path.relative(process.cwd(), chartFile)}`);
    return verdict?.isFlat && errors === 0 && complete ? 0 : 1;
  } finally {
    await server?.stop();
    await database.close();
  }
}

/**
 * `npm run bench:soak -- --judge <results.md>`: judges a stored run again from its table's floors
 * (runs recorded before the verdict's rule changed) and rewrites its memory line.
 */
function judgeStored(file: string): number {
  const lines = readFileSync(file, 'utf8').split('\n');
  const header = lines
    .find((line) => line.startsWith('| minute |'))
    ?.split('|')
    .map((cell) => cell.trim());
  const column = header?.indexOf('RSS floor MiB') ?? -1;
  if (column < 0) throw new Error(`${file} has no "RSS floor MiB" column.`);
  const floors = lines
    .filter((line) => /^\| \d+ \|/.test(line))
    .map((line) => Number(line.split('|')[column]));
  const verdict = judgeMemory(floors, floors.length);
  const memory = `**Memory: ${formatVerdict(verdict)}** (judged again with \`--judge\` from the floors below).`;
  writeFileSync(file, lines.map((line) => (line.startsWith('**Memory:') ? memory : line)).join('\n'));
  log(`Memory: ${formatVerdict(verdict)}`);
  return verdict?.isFlat ? 0 : 1;
}

const judged = process.argv.indexOf('--judge');
if (judged >= 0) process.exitCode = judgeStored(process.argv[judged + 1] ?? '');
else await runBench(main);
