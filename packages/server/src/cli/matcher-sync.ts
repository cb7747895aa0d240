/**
 * `npm run matcher:sync`: a full matcher sync from the command line (the spec's sync:kunden-lists),
 * with a progress bar on stderr. It builds the app without serving, so the admins' notifications
 * go out through the same queue and delivery as the server's; a sync already running elsewhere is
 * refused with exit code 2. With `--json` the last line of stdout is the outcome and the process's
 * peak memory as JSON (the bench reads it).
 */
import pino from 'pino';
import { MATCHER_MESSAGES } from '@pflegepuls/shared';
import { buildApp } from '../app.ts';
import { loadConfig, openConfiguredDatabase } from '../bootstrap.ts';
import { claimRun, executeRun, type TSyncPhase } from '../domains/matcher/sync.ts';
import { migrateToLatest } from '../platform/db/index.ts';
import { createDeps } from '../platform/deps.ts';
import { openRedis } from '../platform/redis.ts';

const PHASES: Record<TSyncPhase, string> = { load: 'Laden', match: 'Abgleich', write: 'Speichern' };
const BAR_WIDTH = 30;

function progressBar() {
  let lastLine = '';
  let lastPhase: TSyncPhase | null = null;
  return (phase: TSyncPhase, done: number, total: number) => {
    const ratio = total > 0 ? done / total : 1;
    const filled = Math.round(ratio * BAR_WIDTH);
    const line = `${PHASES[phase].padEnd(9)} [${'█'.repeat(filled)}${'░'.repeat(BAR_WIDTH - filled)}] ${Math.round(
      ratio * 100,
    )
      .toString()
      .padStart(3)} % ${done.toLocaleString('de-DE')}/${total.toLocaleString('de-DE')}`;
    if (line === lastLine) return;
    if (process.stderr.isTTY) {
      process.stderr.write(`\r${line}`);
      if (ratio >= 1) process.stderr.write('\n');
    } else if (ratio >= 1 || phase !== lastPhase) process.stderr.write(`${line}\n`);
    lastLine = line;
    lastPhase = phase;
  };
}

const config = loadConfig();
const log = pino({ level: 'warn' });
const database = await openConfiguredDatabase(config);
await migrateToLatest(database);
const redis = openRedis(config.redisUrl);
const deps = createDeps({ config, database, redis, log });
const app = await buildApp({ ...deps, logger: log });
await app.ready();
let code = 0;
const runId = await claimRun(database.db, 'cli', null);
if (runId === null) {
  console.error(MATCHER_MESSAGES.alreadyRunning);
  code = 2;
} else {
  const outcome = await executeRun(database.db, runId, {
    events: deps.events,
    progress: progressBar(),
  });
  const stats = outcome.debug.statistics as Record<string, number>;
  if (outcome.status === 'success')
    console.log(
      `Matcher-Sync ${runId} fertig in ${outcome.debug.duration_seconds} s: ${stats.talents_considered} Talente, ${stats.ads_considered} Stellen, ${stats.pairs_evaluated} Paare geprüft (${stats.pairs_per_second} pro Sekunde), ${stats.matches} passend, ${stats.pairs_stored} gespeichert.`,
    );
  else {
    console.error(`Matcher-Sync ${runId} fehlgeschlagen: ${outcome.debug.error}`);
    code = 1;
  }
  if (process.argv.includes('--json'))
    console.log(
      JSON.stringify({ ...outcome, peakMemoryMiB: Math.round(process.resourceUsage().maxRSS / 1024) }),
    );
  // The admins' notifications are queued jobs: deliver them before leaving.
  await deps.jobs.idle();
}
await app.close();
await deps.jobs.close();
await deps.realtime.close();
await database.close();
await redis?.quit();
process.exit(code);
