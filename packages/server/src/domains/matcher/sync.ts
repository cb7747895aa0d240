/**
 * The full sync (the spec's sync:kunden-lists; docs/matcher.md): claim the one running run, load
 * talents and ads, match, write the pairs under the run's id, then point readers at the run in one
 * transaction. A failure deletes the run's pairs and leaves the previous lists in place. Every admin
 * is told the outcome with the run's debug data.
 */
import { PostgresAdapter, sql, type Kysely } from 'kysely';
import { MATCHER_JOB_TYPE, MATCHER_MESSAGES, type TMatcherDebugData } from '@pflegepuls/shared';
import type { DB } from '../../platform/db/index.ts';
import type { TDomainEvent, TDomainEvents } from '../../platform/events.ts';
import { recordNotification, specForEvent } from '../notifications/generate.ts';
import { yieldToRequests } from '../../platform/jobs.ts';
import { matchPair, runMatching, type TAd, type TRunResult, type TTalent } from './engine.ts';
import { loadAds, loadTalents } from './load.ts';

type TDb = Kysely<DB>;
export type TRunTrigger = 'admin' | 'nightly' | 'cli' | 'seed';
export type TSyncPhase = 'load' | 'match' | 'write';
export type TSyncProgress = (phase: TSyncPhase, done: number, total: number) => void | Promise<void>;

/** A run still "running" after this long died with its instance; the next claim closes it. */
const STALE_RUN_MS = 30 * 60_000;
/** Pairs per INSERT: one JSON parameter each. */
const WRITE_CHUNK = 5000;
/** Floor rows per INSERT (three parameters each). */
const FLOOR_CHUNK = 2000;
const TOP_LISTED = 5;

/**
 * Claims the sync: a new run row, or null while another run holds the claim. The partial unique
 * index on running runs decides between instances and simultaneous triggers.
 */
export async function claimRun(
  db: TDb,
  trigger: TRunTrigger,
  requestedBy: number | null,
  now = Date.now(),
): Promise<number | null> {
  await db
    .updateTable('matcher_runs')
    .set({ status: 'failed', finished_at: now, error: 'Abgebrochen: die Instanz wurde beendet' })
    .where('status', '=', 'running')
    .where('started_at', '<', now - STALE_RUN_MS)
    .execute();
  const row = await db
    .insertInto('matcher_runs')
    .values({ status: 'running', trigger, requested_by: requestedBy, started_at: now })
    .onConflict((oc) => oc.column('status').where('status', '=', sql.lit('running')).doNothing())
    .returning('id')
    .executeTakeFirst();
  return row ? Number(row.id) : null;
}

/**
 * Writes the kept pairs with their reasons, a slice at a time (the reasons of a million pairs would
 * not fit in memory at once), then the lists' floors.
 */
async function writePairs(
  db: TDb,
  runId: number,
  input: { talents: readonly TTalent[]; ads: readonly TAd[]; result: TRunResult; now: number },
  progress?: TSyncProgress,
) {
  const { talents, ads, result, now } = input;
  const total = result.keptAds.length;
  for (let start = 0; start < total; start += WRITE_CHUNK) {
    const rows: TMatchRow[] = [];
    for (let i = start; i < Math.min(start + WRITE_CHUNK, total); i++) {
      const talent = talents[result.keptTalents[i]!]!;
      const ad = ads[result.keptAds[i]!]!;
      const match = matchPair(talent, ad, now)!;
      rows.push([ad.id, talent.id, match.score, match.distanceM, JSON.stringify(match.reasons)]);
    }
    await withBusyRetry(() => insertMatchRows(db, runId, rows));
    await progress?.('write', Math.min(start + WRITE_CHUNK, total), total);
    await yieldToRequests();
  }
  const floors = ads.flatMap((ad, a) =>
    result.adFloors[a]! > 0 ? [{ run_id: runId, job_ad_id: ad.id, floor: result.adFloors[a]! }] : [],
  );
  for (let start = 0; start < floors.length; start += FLOOR_CHUNK)
    await withBusyRetry(async () => {
      await db
        .insertInto('matcher_ad_floors')
        .values(floors.slice(start, start + FLOOR_CHUNK))
        .execute();
    });
}

const BUSY_RETRIES = 5;
const BUSY_WAIT_MS = 1000;

/**
 * Runs a write again when SQLite reports the database locked: `npm run matcher:sync` is a second
 * process beside the server, whose own writes may hold the lock longer than the busy timeout.
 */
async function withBusyRetry(write: () => Promise<void>) {
  for (let attempt = 1; ; attempt++) {
    try {
      return await write();
    } catch (error) {
      if (
        attempt >= BUSY_RETRIES ||
        !(error instanceof Error) ||
        !error.message.includes('database is locked')
      )
        throw error;
      await new Promise((resolve) => setTimeout(resolve, BUSY_WAIT_MS * attempt));
    }
  }
}

/** sort_key = score · SORT_SCALE − distance (metres, capped): higher is better, closer wins ties. */
const SORT_SCALE = 1_000_000;

/** Inserts [job_ad_id, user_id, score, distance_m, reasons] rows under a run in one statement. */
export async function insertMatchRows(db: TDb, runId: number, rows: readonly TMatchRow[]) {
  if (rows.length === 0) return;
  const json = JSON.stringify(rows);
  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    await sql`INSERT INTO matcher_matches (run_id, job_ad_id, user_id, score, distance_m, sort_key, reasons)
      SELECT ${runId}::bigint, (e->>0)::bigint, (e->>1)::bigint, (e->>2)::int, (e->>3)::int,
        (e->>2)::int * ${sql.lit(SORT_SCALE)} - least((e->>3)::int, ${sql.lit(SORT_SCALE - 1)}), e->>4
      FROM json_array_elements(${json}::json) AS e`.execute(db);
  } else {
    await sql`INSERT INTO matcher_matches (run_id, job_ad_id, user_id, score, distance_m, sort_key, reasons)
      SELECT ${runId}, value->>0, value->>1, value->>2, value->>3,
        (value->>2) * ${sql.lit(SORT_SCALE)} - min(value->>3, ${sql.lit(SORT_SCALE - 1)}), value->>4
      FROM json_each(${json})`.execute(db);
  }
}

/** Deletes a run's pairs and floors. */
async function deleteRunPairs(db: TDb, runId: number) {
  await db.deleteFrom('matcher_matches').where('run_id', '=', runId).execute();
  await db.deleteFrom('matcher_ad_floors').where('run_id', '=', runId).execute();
}

/** [job_ad_id, user_id, score, distance_m, reasons JSON]. */
export type TMatchRow = readonly [number, number, number, number, string];

export type TSyncOutcome = { runId: number; status: 'success' | 'failed'; debug: TMatcherDebugData };

/** The companies and ads with the most fitting talents, for the debug data. */
function summarise(
  keptTalents: Int32Array,
  matchesPerAd: Map<number, { title: string; company: string; companyId: number; n: number }>,
) {
  const ads = [...matchesPerAd.entries()].sort((a, b) => b[1].n - a[1].n);
  const companies = new Map<number, { name: string; talents: number; ads: number }>();
  for (const [, ad] of ads) {
    const company = companies.get(ad.companyId) ?? { name: ad.company, talents: 0, ads: 0 };
    company.talents += ad.n;
    company.ads += 1;
    companies.set(ad.companyId, company);
  }
  const talentsWithJobs = new Set(keptTalents).size;
  return {
    companies: {
      with_matches: companies.size,
      top: [...companies.entries()]
        .sort((a, b) => b[1].talents - a[1].talents)
        .slice(0, TOP_LISTED)
        .map(([id, c]) => ({ id, name: c.name, ads: c.ads, matching_talents: c.talents })),
    },
    jobs: {
      with_matches: ads.length,
      top: ads
        .slice(0, TOP_LISTED)
        .map(([id, ad]) => ({ id, title: ad.title, company: ad.company, matching_talents: ad.n })),
    },
    talentsWithJobs,
  };
}

/**
 * Runs the claimed run to its end and tells every admin. Never throws for a failed match: the
 * failure is the outcome (status failed, error message, the previous lists untouched).
 */
export async function executeRun(
  db: TDb,
  runId: number,
  options: { events?: TDomainEvents; progress?: TSyncProgress; now?: number } = {},
): Promise<TSyncOutcome> {
  const started = Date.now();
  const now = options.now ?? started;
  const executedAt = new Date(started).toISOString();
  let debug: TMatcherDebugData;
  let status: 'success' | 'failed';
  try {
    await options.progress?.('load', 0, 1);
    const [talents, adRows] = await Promise.all([loadTalents(db, { now }), loadAds(db, { now })]);
    await options.progress?.('load', 1, 1);
    const loaded = Date.now();
    const result = await runMatching(talents, adRows.ads, {
      now,
      progress: async (done, total) => {
        await options.progress?.('match', done, total);
        await yieldToRequests();
      },
    });
    const { statistics, matchesPerAd } = result;
    const matched = Date.now();
    await writePairs(db, runId, { talents, ads: adRows.ads, result, now }, options.progress);
    const previous = await db.transaction().execute(async (trx) => {
      const state = await trx
        .selectFrom('matcher_state')
        .select('current_run_id')
        .where('id', '=', 1)
        .executeTakeFirstOrThrow();
      await trx
        .updateTable('matcher_state')
        // The run saw every change up to its snapshot; later ones are the incremental pass's, even
        // those it already applied to the previous run's lists.
        .set({ current_run_id: runId, watermark: now })
        .where('id', '=', 1)
        .execute();
      return state.current_run_id === null ? null : Number(state.current_run_id);
    });
    const written = Date.now();
    if (previous !== null) await deleteRunPairs(db, previous);
    const between = (from: number, to: number) => Math.round((to - from) / 100) / 10;
    const phases = {
      load_seconds: between(started, loaded),
      match_seconds: between(loaded, matched),
      write_seconds: between(matched, written),
      cleanup_seconds: between(written, Date.now()),
    };

    const titles = new Map<number, { title: string; company: string; companyId: number; n: number }>();
    adRows.ads.forEach((ad, index) => {
      const n = matchesPerAd[index]!;
      if (n > 0) {
        const info = adRows.info.get(ad.id)!;
        titles.set(ad.id, { title: info.title, company: info.companyName, companyId: ad.companyId, n });
      }
    });
    const summary = summarise(result.keptTalents, titles);
    const seconds = (Date.now() - started) / 1000;
    status = 'success';
    debug = {
      status,
      job_type: MATCHER_JOB_TYPE,
      executed_at: executedAt,
      duration_seconds: Math.round(seconds * 10) / 10,
      statistics: {
        talents_considered: statistics.talentsConsidered,
        ads_considered: statistics.adsConsidered,
        pairs_evaluated: statistics.pairsEvaluated,
        pairs_per_second: Math.round(statistics.pairsEvaluated / Math.max((matched - loaded) / 1000, 0.001)),
        matches: statistics.matches,
        pairs_stored: result.keptAds.length,
        talents_with_jobs: summary.talentsWithJobs,
        matches_per_work_area: statistics.matchesPerWorkArea,
        ...phases,
      },
      companies: summary.companies,
      jobs: summary.jobs,
      error: null,
    };
  } catch (error) {
    await deleteRunPairs(db, runId);
    status = 'failed';
    debug = {
      status,
      job_type: MATCHER_JOB_TYPE,
      executed_at: executedAt,
      duration_seconds: Math.round((Date.now() - started) / 100) / 10,
      statistics: {},
      companies: {},
      jobs: {},
      // The message only: a stack names files and lines, which admins do not need.
      error: error instanceof Error ? error.message : String(error),
    };
  }
  await db
    .updateTable('matcher_runs')
    .set({
      status,
      finished_at: Date.now(),
      statistics: JSON.stringify(debug),
      error: debug.error,
    })
    .where('id', '=', runId)
    .execute();
  if (options.events) {
    const text =
      status === 'success'
        ? MATCHER_MESSAGES.syncSucceeded(Number(debug.statistics.matches ?? 0))
        : MATCHER_MESSAGES.syncFailed;
    const admins = await db.selectFrom('users').select('id').where('is_admin', '=', 1).execute();
    for (const admin of admins) {
      await options.events.publish({
        type: 'matcher_synced',
        actorId: null,
        recipientId: admin.id,
        runId,
        text,
        debug,
      });
    }
  }
  return { runId, status, debug };
}

/**
 * Claims and runs a sync outside the server (the demo seed, `npm run matcher:sync`): the admins'
 * notifications are stored directly, as the queue's subscriber would store them; they show with
 * the next list or badge refresh (no push). Null when another run holds the claim.
 */
export async function runSyncOutsideServer(
  db: TDb,
  trigger: TRunTrigger,
  options: { progress?: TSyncProgress; now?: number } = {},
): Promise<TSyncOutcome | null> {
  const now = options.now ?? Date.now();
  const runId = await claimRun(db, trigger, null, now);
  if (runId === null) return null;
  const published: TDomainEvent[] = [];
  const outcome = await executeRun(db, runId, {
    ...options,
    events: { publish: async (event) => void published.push(event), subscribe: () => undefined },
  });
  for (const event of published) {
    const spec = specForEvent(event);
    if (spec) await recordNotification(db, spec, Date.now());
  }
  return outcome;
}
