/**
 * Counting events in time windows from the rollups, exactly. A window [start, end) is cut into
 * whole Berlin days (day rollup), hours around them (hour rollup, whose last bucket may end at the
 * watermark `countsUntil`) and the minutes at its edges and since the watermark, counted over the
 * source table's index on its time column. What lies before the watermark is read once per rollup
 * run (rolledCache); a request counts only seconds at its edges and the few minutes since the run.
 */
import { sql, type Kysely, type RawBuilder } from 'kysely';
import { HOUR_MS, MINUTE_MS, addDays, berlinDayStart, getCalendarDay } from '@pflegepuls/shared';
import type { DB } from '../../platform/db/index.ts';

export type TRange = { start: number; end: number };

/** What the rollups cover (admin_rollup_state); null = not rolled up yet, count everything live. */
export type TRollupState = {
  /**
   * Hour and day counts cover everything before this instant; the hour bucket it falls in covers
   * [its hour, countsUntil).
   */
  countsUntil: number | null;
  /** The activity history exists for every Berlin day before this day (YYYY-MM-DD). */
  activityUntilDay: string | null;
  /** Week rollups (commentators, cohorts) exist for every week that starts before this instant. */
  weeksUntil: number | null;
  /** The current week's commentators are rolled up to this instant. */
  commentatorsUntil: number | null;
  /** Changes with every rollup run: what was read from the rollups stays valid until then. */
  version: string;
};

export const ROLLUP_STATE = {
  counts: 'counts',
  countsRefreshed: 'counts_refreshed',
  activity: 'activity',
  weeks: 'weeks',
  commentatorsToDate: 'commentators_to_date',
  lease: 'lease',
} as const;

/** Reads the watermarks once per answer. */
export async function loadRollupState(db: Kysely<DB>): Promise<TRollupState> {
  const rows = await db
    .selectFrom('admin_rollup_state')
    .select(['name', 'until_at', 'updated_at'])
    .where('name', '!=', ROLLUP_STATE.lease)
    .orderBy('name')
    .execute();
  const get = (name: string) => rows.find((r) => r.name === name)?.until_at ?? null;
  const activity = get(ROLLUP_STATE.activity);
  return {
    countsUntil: get(ROLLUP_STATE.counts),
    activityUntilDay: activity === null ? null : getCalendarDay(activity),
    weeksUntil: get(ROLLUP_STATE.weeks),
    commentatorsUntil: get(ROLLUP_STATE.commentatorsToDate),
    version: rows.map((r) => `${r.name}:${r.until_at}:${r.updated_at}`).join(','),
  };
}

/**
 * A counted event: its table, time column, dimension and values. Every value is summed per
 * dimension; a value with a `kind` is stored under the dimension `kind|dim`.
 */
export type TFamily = {
  metric: string;
  /** The table with its alias, and joins for the dimension. */
  table: RawBuilder<unknown>;
  joins?: RawBuilder<unknown>;
  time: RawBuilder<number>;
  dim: RawBuilder<string>;
  where?: RawBuilder<unknown>;
  values: Array<{ kind: string; expr: RawBuilder<number> }>;
};

const one = sql<number>`1`;

/** A family that counts each row once, with no dimension: `table` is "<table> <alias>". */
function rowFamily(metric: string, table: string, where?: RawBuilder<unknown>): TFamily {
  const alias = table.split(' ')[1]!;
  return {
    metric,
    table: sql.raw(table),
    time: sql.ref(`${alias}.created_at`),
    dim: sql<string>`''`,
    where,
    values: [{ kind: '', expr: one }],
  };
}

/** Notification types of the closed areas and Urocampus, whatever their closed_area_id says. */
export const SPECIAL_NOTIFICATION_TYPES = [
  'closed_area_group_invite',
  'closed_area_new_member',
  '7_days_inactive_in_urocampus',
] as const;

/** The families the statistics count; the metric names are the rollup's. */
export const FAMILIES = {
  // Bots are accounts of the product, not members who registered.
  registrations: rowFamily('registrations', 'users u', sql`u.is_bot = 0`),
  moments: rowFamily('moments', 'moments m'),
  reactions: rowFamily('reactions', 'moment_reactions r'),
  comments: {
    ...rowFamily('comments', 'moment_comments c'),
    joins: sql`inner join users u on u.id = c.user_id`,
    // 001 §3.3: regular members, bots and the team; a bot that is also team counts as bot.
    dim: sql<string>`case when u.is_bot = 1 then 'bots' when u.is_team = 1 then 'team' else 'regular' end`,
  },
  requests: rowFamily('connection_requests', 'connection_requests q'),
  // One row per direction: the pair counts once (the partial index has the same condition).
  connections: rowFamily('connections', 'connections c', sql`c.user_id < c.connected_user_id`),
  notifications: {
    ...rowFamily('notifications', 'notifications n'),
    dim: sql<string>`(case when n.closed_area_id is not null or n.type in (${sql.join(
      SPECIAL_NOTIFICATION_TYPES.map((t) => sql.lit(t)),
    )}) then 's' else 'g' end) || ':' || n.type`,
    values: [
      { kind: 'total', expr: one },
      { kind: 'push', expr: sql<number>`case when n.pushed_at is not null then 1 else 0 end` },
      { kind: 'seen', expr: sql<number>`n.is_seen` },
    ],
  },
} satisfies Record<string, TFamily>;

/** The rollup dimension of one value. */
function storedDim(kind: string, dim: string): string {
  return kind ? `${kind}|${dim}` : dim;
}

/** Live counts per UTC hour of [start, end) for the hour rollup: rows of (hour start, dim, value). */
export async function countLiveByHour(
  db: Kysely<DB>,
  family: TFamily,
  range: TRange,
): Promise<Array<{ bucketStart: number; dim: string; value: number }>> {
  const sums = family.values.map((v, i) => sql`sum(${v.expr}) as ${sql.ref(`v${i}`)}`);
  const where = family.where ? sql`and ${family.where}` : sql``;
  // Integer division on both dialects (bigint / integer); Berlin days begin on whole UTC hours.
  const { rows } = await sql<
    Record<string, number | string>
  >`select ${family.time} / ${sql.lit(HOUR_MS)} as hour_index,
      ${family.dim} as dim_key, ${sql.join(sums)}
    from ${family.table} ${family.joins ?? sql``}
    where ${family.time} >= ${range.start} and ${family.time} < ${range.end} ${where}
    group by 1, 2`.execute(db);
  const out: Array<{ bucketStart: number; dim: string; value: number }> = [];
  for (const row of rows) {
    family.values.forEach((v, i) => {
      const value = Number(row[`v${i}`] ?? 0);
      if (value) {
        out.push({
          bucketStart: Number(row['hour_index']) * HOUR_MS,
          dim: storedDim(v.kind, String(row['dim_key'])),
          value,
        });
      }
    });
  }
  return out;
}

/** The instant a Berlin day begins (shared berlinDayStart, which remembers the days it computed). */
export const dayStart = berlinDayStart;

/** The start of the Berlin day containing `at`. */
export function dayStartOf(at: number): number {
  return dayStart(getCalendarDay(at));
}

/** The start of the Berlin day after the one containing `at`. */
export function nextDayStart(at: number): number {
  return dayStart(addDays(getCalendarDay(at), 1));
}

/** The first Berlin day start at or after `at`. */
export function dayStartAtOrAfter(at: number): number {
  const start = dayStartOf(at);
  return start === at ? at : nextDayStart(at);
}

const floorHour = (at: number) => Math.floor(at / HOUR_MS) * HOUR_MS;
const ceilHour = (at: number) => Math.ceil(at / HOUR_MS) * HOUR_MS;

/** Where each part of a window is counted. */
export type TWindowParts = { days: TRange | null; hours: TRange[]; live: TRange[] };

/**
 * Cuts [start, end) into whole Berlin days and hours before `rolledUntil` (both rolled up) and the
 * rest (live): the minutes before the first whole hour, and from the end of the rolled hours to the
 * end. The rollup's last hour bucket may be partial: it covers [its hour, rolledUntil), so a window
 * reaching `rolledUntil` reads it and counts only the minutes since live.
 */
export function splitWindow(range: TRange, rolledUntil: number | null): TWindowParts {
  const { start, end } = range;
  if (end <= start) return { days: null, hours: [], live: [] };
  if (rolledUntil === null) return { days: null, hours: [], live: [range] };
  const firstHour = ceilHour(start);
  const partialHour = floorHour(rolledUntil);
  const hoursEnd =
    end >= rolledUntil && partialHour >= firstHour ? rolledUntil : floorHour(Math.min(end, rolledUntil));
  if (hoursEnd <= firstHour) return { days: null, hours: [], live: [range] };
  const live: TRange[] = [];
  if (start < firstHour) live.push({ start, end: firstHour });
  if (hoursEnd < end) live.push({ start: hoursEnd, end });
  const firstDay = dayStartAtOrAfter(firstHour);
  const lastDay = dayStartOf(hoursEnd);
  if (firstDay >= lastDay) return { days: null, hours: [{ start: firstHour, end: hoursEnd }], live };
  const hours: TRange[] = [];
  if (firstHour < firstDay) hours.push({ start: firstHour, end: firstDay });
  if (lastDay < hoursEnd) hours.push({ start: lastDay, end: hoursEnd });
  return { days: { start: firstDay, end: lastDay }, hours, live };
}

type TCounts = Map<string, number>;
type TIndexedRange = TRange & { i: number };

function addInto(target: TCounts, source: TCounts | undefined) {
  if (!source) return;
  for (const [dim, n] of source) target.set(dim, (target.get(dim) ?? 0) + n);
}

/**
 * One grouped index range scan per range, as one statement: `select <i> as i, … where <range> group
 * by … union all …`. Each branch is planned with its own bounds (a join against a list of ranges
 * made PostgreSQL guess millions of rows and compile the query).
 */
function unionPerRange(ranges: TIndexedRange[], branch: (range: TIndexedRange) => RawBuilder<unknown>) {
  return sql.join(
    ranges.map((r) => branch(r)),
    sql` union all `,
  );
}

/** Adds each row's value to its window's counts. */
function collect(
  result: TCounts[],
  rows: Array<Record<string, unknown>>,
  valueOf: (row: Record<string, unknown>) => Array<[string, number]>,
) {
  for (const row of rows) {
    const counts = result[Number(row['i'])]!;
    for (const [dim, n] of valueOf(row)) if (n) counts.set(dim, (counts.get(dim) ?? 0) + n);
  }
}

const caches = new WeakMap<object, { version: string; sums: Map<string, TCounts> }>();
const MAX_CACHED = 20_000;

/**
 * What this process read from the rollups, per database handle (tests run several apps) and
 * rollup version: rolled-up buckets change only when a run writes them, so a window's closed part
 * is read once per run and only the minutes since are counted per request. Shared figures, no
 * member's data.
 */
export function rolledCache(db: object, state: TRollupState): Map<string, TCounts> {
  let cache = caches.get(db);
  if (!cache || cache.version !== state.version || cache.sums.size > MAX_CACHED) {
    cache = { version: state.version, sums: new Map() };
    caches.set(db, cache);
  }
  return cache.sums;
}

/**
 * Adds each range's counts to its window: read from the cache that lives until the next rollup run
 * (keyed by `what` and the range), the missing ranges loaded at once by `load` (which fills `sums`
 * in the order of `list`).
 */
async function addCached(
  db: Kysely<DB>,
  state: TRollupState,
  what: string,
  ranges: TIndexedRange[],
  result: TCounts[],
  load: (list: TIndexedRange[], sums: TCounts[]) => Promise<void>,
): Promise<void> {
  const cache = rolledCache(db, state);
  const keyOf = (r: TRange) => `${what}|${r.start}|${r.end}`;
  const missing = new Map<string, TIndexedRange>();
  for (const r of ranges) {
    const key = keyOf(r);
    if (!cache.has(key) && !missing.has(key)) missing.set(key, { ...r, i: missing.size });
  }
  if (missing.size > 0) {
    const list = [...missing.values()];
    const sums = list.map(() => new Map<string, number>());
    await load(list, sums);
    list.forEach((r, k) => cache.set(keyOf(r), sums[k]!));
  }
  for (const r of ranges) addInto(result[r.i]!, cache.get(keyOf(r)));
}

/** Sums of the `span` rollup per window and dimension: cached ranges, the others in one query. */
function sumRolled(
  db: Kysely<DB>,
  state: TRollupState,
  span: 'day' | 'hour',
  metric: string,
  ranges: TIndexedRange[],
  result: TCounts[],
): Promise<void> {
  return addCached(db, state, `${span}|${metric}`, ranges, result, async (list, sums) => {
    const { rows } = await sql<Record<string, unknown>>`${unionPerRange(
      list,
      (r) => sql`select ${sql.lit(r.i)} as i, dim, sum(value) as n from admin_counts
        where span = ${span} and metric = ${metric} and bucket_start >= ${r.start} and bucket_start < ${r.end}
        group by dim`,
    )}`.execute(db);
    collect(sums, rows, (row) => [[String(row['dim']), Number(row['n'])]]);
  });
}

/** Live counts of `family` per range and dimension, one index range scan per range. */
async function countLive(
  db: Kysely<DB>,
  family: TFamily,
  ranges: TIndexedRange[],
  result: TCounts[],
): Promise<void> {
  if (ranges.length === 0) return;
  const sums = family.values.map((v, k) => sql`sum(${v.expr}) as ${sql.ref(`v${k}`)}`);
  const filter = family.where ? sql`and ${family.where}` : sql``;
  const { rows } = await sql<Record<string, unknown>>`${unionPerRange(
    ranges,
    (r) => sql`select ${sql.lit(r.i)} as i, ${family.dim} as dim_key, ${sql.join(sums)}
      from ${family.table} ${family.joins ?? sql``}
      where ${family.time} >= ${r.start} and ${family.time} < ${r.end} ${filter}
      group by 2`,
  )}`.execute(db);
  collect(result, rows, (row) =>
    family.values.map((v, k) => [storedDim(v.kind, String(row['dim_key'])), Number(row[`v${k}`] ?? 0)]),
  );
}

const floorMinute = (at: number) => Math.floor(at / MINUTE_MS) * MINUTE_MS;
const ceilMinute = (at: number) => Math.ceil(at / MINUTE_MS) * MINUTE_MS;

/**
 * Cuts a live range into whole minutes before `rolledUntil` (settled: counted once per rollup run,
 * as the rollups themselves are) and the seconds around them and the time since (fresh).
 */
export function settleRange(
  range: TRange,
  rolledUntil: number | null,
): { settled: TRange | null; fresh: TRange[] } {
  if (rolledUntil === null) return { settled: null, fresh: [range] };
  const start = ceilMinute(range.start);
  const end = Math.min(floorMinute(range.end), rolledUntil);
  if (start >= end) return { settled: null, fresh: [range] };
  const fresh: TRange[] = [];
  if (range.start < start) fresh.push({ start: range.start, end: start });
  if (end < range.end) fresh.push({ start: end, end: range.end });
  return { settled: { start, end }, fresh };
}

/** Live counts of settled ranges: cached until the next rollup run, the missing ones in one query. */
function countSettled(
  db: Kysely<DB>,
  family: TFamily,
  state: TRollupState,
  ranges: TIndexedRange[],
  result: TCounts[],
): Promise<void> {
  return addCached(db, state, `live|${family.metric}`, ranges, result, (list, sums) =>
    countLive(db, family, list, sums),
  );
}

/**
 * Counts of `family` per dimension in each window: one query over the day rollup, one over the
 * hour rollup, one over the settled minutes at the windows' edges (all three read once per rollup
 * run) and one over the seconds at the edges and what happened since the run.
 */
export async function countInWindows(
  db: Kysely<DB>,
  family: TFamily,
  windows: TRange[],
  state: TRollupState,
): Promise<TCounts[]> {
  const days: TIndexedRange[] = [];
  const hours: TIndexedRange[] = [];
  const settled: TIndexedRange[] = [];
  const fresh: TIndexedRange[] = [];
  windows.forEach((w, i) => {
    const parts = splitWindow(w, state.countsUntil);
    if (parts.days) days.push({ ...parts.days, i });
    for (const h of parts.hours) hours.push({ ...h, i });
    for (const l of parts.live) {
      const pieces = settleRange(l, state.countsUntil);
      if (pieces.settled) settled.push({ ...pieces.settled, i });
      for (const f of pieces.fresh) fresh.push({ ...f, i });
    }
  });
  const result = windows.map(() => new Map<string, number>());
  await Promise.all([
    sumRolled(db, state, 'day', family.metric, days, result),
    sumRolled(db, state, 'hour', family.metric, hours, result),
    countSettled(db, family, state, settled, result),
    countLive(db, family, fresh, result),
  ]);
  return result;
}

/** The value of a dimension, 0 when absent. */
export function valueOf(counts: TCounts, dim = ''): number {
  return counts.get(dim) ?? 0;
}
