/**
 * The matcher's part of `npm run bench` (docs/matcher.md, issue 18's targets): a full sync of the
 * large seed by `npm run matcher:sync --json` in a process of its own (its time, pairs per second
 * and peak memory), then the incremental re-match of single members, timed here. The targets: the
 * full sync in at most 60 s under 1 GiB, one member in under 1 s.
 */
import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import type { Kysely } from 'kysely';
import { rematchUser } from '../../packages/server/src/domains/matcher/incremental.ts';
import type { DB } from '../../packages/server/src/platform/db/index.ts';
import { REPO_ROOT, type TBenchConfig } from '../config.ts';
import { serverEnv } from './server.ts';

const run = promisify(execFile);
const SAMPLED_MEMBERS = 20;
export const MATCHER_TARGETS = { fullSyncSeconds: 60, peakMemoryMiB: 1024, rematchMs: 1000 };

export type TMatcherBench = {
  status: string;
  seconds: number;
  peakMemoryMiB: number;
  statistics: Record<string, unknown>;
  rematchMedianMs: number;
  rematchMaxMs: number;
};

export async function benchMatcher(
  config: TBenchConfig,
  db: Kysely<DB>,
  sessionSecret: string,
): Promise<TMatcherBench> {
  const started = performance.now();
  const { stdout } = await run(
    process.execPath,
    // The CLI does not listen; PORT only has to be valid.
    [path.join(REPO_ROOT, 'packages/server/src/cli/matcher-sync.ts'), '--json'],
    { cwd: REPO_ROOT, env: serverEnv(config, 65535, sessionSecret), maxBuffer: 16 * 2 ** 20 },
  );
  const seconds = (performance.now() - started) / 1000;
  // The outcome is the last line that is one.
  const line = stdout
    .trim()
    .split('\n')
    .findLast((text) => text.startsWith('{"runId"'));
  if (!line) throw new Error(`matcher:sync gave no outcome:\n${stdout.slice(-2000)}`);
  const outcome = JSON.parse(line) as {
    status: string;
    peakMemoryMiB: number;
    debug: { statistics: Record<string, unknown> };
  };
  const members = await db
    .selectFrom('matcher_matches')
    .select('user_id')
    .distinct()
    .orderBy('user_id')
    .limit(SAMPLED_MEMBERS)
    .execute();
  const times: number[] = [];
  for (const { user_id } of members) {
    const at = performance.now();
    await rematchUser(db, Number(user_id));
    times.push(performance.now() - at);
  }
  times.sort((a, b) => a - b);
  return {
    status: outcome.status,
    seconds: Math.round(seconds * 10) / 10,
    peakMemoryMiB: outcome.peakMemoryMiB,
    statistics: outcome.debug.statistics,
    rematchMedianMs: Math.round(times[Math.floor(times.length / 2)] ?? 0),
    rematchMaxMs: Math.round(times.at(-1) ?? 0),
  };
}

/** The result file's section. */
export function formatMatcherSection(result: TMatcherBench): string {
  const s = result.statistics;
  const count = (value: unknown) => Number(value ?? 0).toLocaleString('en-US');
  const verdict = (ok: boolean) => (ok ? 'ok' : 'FAILED');
  return [
    '## Matcher',
    '',
    '| measure | value | target | verdict |',
    '|---|---:|---:|---|',
    `| full sync (process start to end, ${result.status}) | ${result.seconds} s | ≤ ${MATCHER_TARGETS.fullSyncSeconds} s | ${verdict(result.status === 'success' && result.seconds <= MATCHER_TARGETS.fullSyncSeconds)} |`,
    `| peak memory of the sync process | ${result.peakMemoryMiB} MiB | < ${MATCHER_TARGETS.peakMemoryMiB} MiB | ${verdict(result.peakMemoryMiB < MATCHER_TARGETS.peakMemoryMiB)} |`,
    `| re-match of one member (median / max of ${SAMPLED_MEMBERS}) | ${result.rematchMedianMs} / ${result.rematchMaxMs} ms | < ${MATCHER_TARGETS.rematchMs} ms | ${verdict(result.rematchMaxMs < MATCHER_TARGETS.rematchMs)} |`,
    '',
    `Talents ${count(s.talents_considered)}, job ads ${count(s.ads_considered)}, pairs evaluated ${count(s.pairs_evaluated)} (${count(s.pairs_per_second)} per second in the sync), matches ${count(s.matches)}, pairs stored ${count(s.pairs_stored)}.`,
    '',
  ].join('\n');
}

export function matcherFailed(result: TMatcherBench): boolean {
  return (
    result.status !== 'success' ||
    result.seconds > MATCHER_TARGETS.fullSyncSeconds ||
    result.peakMemoryMiB >= MATCHER_TARGETS.peakMemoryMiB ||
    result.rematchMaxMs >= MATCHER_TARGETS.rematchMs
  );
}
