/**
 * `npm run bench`: loads each route of routes/index.ts against the real server on the large seed
 * and writes bench/results/<date>-<sqlite|postgres>.md. Builds the seed first when it is missing
 * or was built for other stages or migrations. BENCH_DB=postgres selects PostgreSQL.
 */
import { benchMatcher, formatMatcherSection, matcherFailed, type TMatcherBench } from './lib/matcher.ts';
import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createToken } from '../packages/server/src/platform/crypto.ts';
import { describeDatabase, loadBenchConfig, type TBenchConfig } from './config.ts';
import { loadRoute, type TRouteResult } from './lib/load.ts';
import { formatCount } from './lib/progress.ts';
import type { TSeedMarker } from './lib/seed-marker.ts';
import {
  formatLoadAverage,
  openSeededDatabase,
  readCommit,
  readDatabaseVersion,
  runBench,
} from './lib/seeded.ts';
import { formatConsoleTable, formatMarkdown, hasFlaggedRoutes, type TRunFacts } from './lib/report.ts';
import { markDailyJobsRun } from './lib/daily-jobs.ts';
import { startServer, type TServer } from './lib/server.ts';
import { createBenchAdminSessions, createBenchSessions } from './lib/sessions.ts';
import { BASELINE_ROUTE, BENCH_ROUTES, type TBenchRoute } from './routes/index.ts';

const DRAIN_MS = 1_000;

function log(message: string) {
  process.stderr.write(`${message}\n`);
}

/** BENCH_ROUTES=feed,moments keeps the routes whose name contains one of the words. */
function selectRoutes(filter: string | undefined): TBenchRoute[] {
  const words = (filter ?? '')
    .split(',')
    .map((word) => word.trim())
    .filter(Boolean);
  const chosen = words.length
    ? BENCH_ROUTES.filter((r) => words.some((w) => r.name.includes(w)))
    : BENCH_ROUTES;
  return [BASELINE_ROUTE, ...chosen];
}

function collectFacts(
  config: TBenchConfig,
  marker: TSeedMarker,
  context: { databaseVersion: string; loadBefore: string; server: TServer | null },
): TRunFacts {
  const cpus = os.cpus();
  return {
    date: new Date().toISOString().slice(0, 10),
    database: config.dialect === 'sqlite' ? 'SQLite' : 'PostgreSQL',
    databaseVersion: context.databaseVersion,
    seed: marker.stages.map((s) => `${formatCount(s.count)} ${s.name}`).join(', '),
    seedBuiltAt: `${marker.finishedAt.slice(0, 16).replace('T', ' ')} UTC in ${(marker.totalMs / 1000).toFixed(1)} s`,
    cpus: `${cpus.length} × ${cpus[0]?.model.trim() ?? 'CPU'}`,
    memory: `${Math.round(os.totalmem() / 2 ** 30)} GiB RAM`,
    node: process.version,
    os: `${os.type()} ${os.release()}`,
    commit: readCommit(),
    connections: config.connections,
    durationSeconds: config.durationSeconds,
    warmupSeconds: config.warmupSeconds,
    server: `${config.serverProcesses === 1 ? 'one process' : `${config.serverProcesses} processes (SERVER_PROCESSES)`}, ${config.redisUrl ? 'Redis' : 'no Redis'}`,
    loadBefore: context.loadBefore,
    serverProblems: context.server?.problemCount() ?? 0,
  };
}

async function main(): Promise<number> {
  const config = loadBenchConfig();
  const { database, marker } = await openSeededDatabase(config);
  let server: TServer | null = null;
  const interrupt = (signal: NodeJS.Signals) => {
    log(`\n${signal}: stopping the server …`);
    void (server?.stop() ?? Promise.resolve()).finally(() => process.exit(130));
  };
  process.once('SIGINT', interrupt);
  process.once('SIGTERM', interrupt);
  try {
    const sessionSecret = createToken();
    // One member per connection, and more for routes that take turns among `members`.
    const routes = selectRoutes(process.env.BENCH_ROUTES);
    const members = Math.max(config.connections, ...routes.map((route) => route.members ?? 0));
    const users = await createBenchSessions(database.db, { count: members, sessionSecret });
    const admins = await createBenchAdminSessions(database.db, { count: config.connections, sessionSecret });
    const databaseVersion = await readDatabaseVersion(database);
    // The matcher's full sync runs first, in a process of its own and with no server writing beside
    // it (BENCH_ROUTES picks it by the word "matcher" like a route); its lists are what the matcher
    // routes then read.
    const filter = process.env.BENCH_ROUTES;
    let matcher: TMatcherBench | null = null;
    if (!filter || filter.split(',').some((word) => 'matcher-sync'.includes(word.trim()))) {
      log('matcher: full sync and single re-matches …');
      matcher = await benchMatcher(config, database.db, sessionSecret);
      log(
        `  ${matcher.status} in ${matcher.seconds} s, ${matcher.peakMemoryMiB} MiB, re-match ${matcher.rematchMedianMs}/${matcher.rematchMaxMs} ms`,
      );
    }

    const skippedJobs = await markDailyJobsRun(database.db);
    if (skippedJobs)
      log(`Today's daily notification jobs (${skippedJobs}) marked as run: not part of the load.`);
    log(`Starting the server on ${describeDatabase(config)} …`);
    server = await startServer(config, sessionSecret);
    const loadBefore = formatLoadAverage();

    const results: TRouteResult[] = [];
    for (const route of routes) {
      const clients = route.auth === 'admin' ? admins : users;
      const connections = route.connections ?? config.connections;
      await route.prepare?.({ db: database.db, dialect: database.dialect, users: clients });
      log(
        `${route.name}: ${config.warmupSeconds} s warm-up + ${config.durationSeconds} s at ${connections} connections …`,
      );
      const result = await loadRoute(route, clients, {
        baseUrl: server.baseUrl,
        serverPid: server.pid,
        isPostgres: config.dialect === 'postgres',
        connections,
        durationSeconds: config.durationSeconds,
        warmupSeconds: config.warmupSeconds,
      });
      results.push(result);
      log(
        result.checkError
          ? `  check failed: ${result.checkError}`
          : `  ${formatCount(result.requestsPerSecond)} req/s, p50 ${result.p50Ms} ms, p99 ${result.p99Ms} ms` +
              (result.non2xx || result.errors ? `, ${result.non2xx} non-2xx, ${result.errors} errors` : ''),
      );
    }
    // Requests that autocannon abandoned at the end are still running; let them finish before the
    // count and the shutdown, or they log errors against a closed database.
    await new Promise((resolve) => setTimeout(resolve, DRAIN_MS));
    const facts = collectFacts(config, marker, { databaseVersion, loadBefore, server });
    await server.stop();

    console.log(`\n${formatConsoleTable(results)}\n`);
    const dir = path.join(import.meta.dirname, 'results');
    mkdirSync(dir, { recursive: true });
    const file = path.join(dir, `${facts.date}-${config.dialect}.md`);
    writeFileSync(
      file,
      formatMarkdown(results, facts) + (matcher ? `\n${formatMatcherSection(matcher)}` : ''),
    );
    log(`Results: ${path.relative(process.cwd(), file)}`);
    if (facts.serverProblems) log(`The server logged ${facts.serverProblems} warnings or errors.`);
    return hasFlaggedRoutes(results) || (matcher !== null && matcherFailed(matcher)) ? 1 : 0;
  } finally {
    await server?.stop();
    await database.close();
  }
}

await runBench(main);
