/**
 * `npm run matcher:sync`: a full matcher sync from the command line (the spec's sync:kunden-lists),
 * with a progress bar on stderr. It needs no server: the admins' notifications are stored directly
 * (runSyncOutsideServer) and show with their next refresh. A sync already running elsewhere is
 * refused with exit code 2, a failed one ends with 1. With `--json` stdout's last line is the
 * outcome and the process's peak memory as JSON (the bench reads it).
 */
import { MATCHER_MESSAGES } from '@pflegepuls/shared';
import { loadConfig, openConfiguredDatabase } from '../bootstrap.ts';
import { runSyncOutsideServer, type TSyncPhase } from '../domains/matcher/sync.ts';
import { migrateToLatest } from '../platform/db/index.ts';

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
const database = await openConfiguredDatabase(config);
await migrateToLatest(database);
let code = 0;
const outcome = await runSyncOutsideServer(database.db, 'cli', { progress: progressBar() });
if (outcome === null) {
  console.error(MATCHER_MESSAGES.alreadyRunning);
  code = 2;
} else {
  const stats = outcome.debug.statistics as Record<string, number>;
  if (outcome.status === 'success')
    console.log(
      `Matcher-Sync ${outcome.runId} fertig in ${outcome.debug.duration_seconds} s: ${stats.talents_considered} Talente, ${stats.ads_considered} Stellen, ${stats.pairs_evaluated} Paare geprüft (${stats.pairs_per_second} pro Sekunde), ${stats.matches} passend, ${stats.pairs_stored} gespeichert.`,
    );
  else {
    console.error(`Matcher-Sync ${outcome.runId} fehlgeschlagen: ${outcome.debug.error}`);
    code = 1;
  }
  if (process.argv.includes('--json'))
    console.log(
      JSON.stringify({ ...outcome, peakMemoryMiB: Math.round(process.resourceUsage().maxRSS / 1024) }),
    );
}
await database.close();
process.exit(code);
