/**
 * The statistics rollups, kept current by the `admin.rollups` job (index.ts runs it every few
 * minutes): hour and day counts of every family (counts.ts), the activity history (activity.ts) and
 * per closed week the distinct commentators and the cohorts' active members. Each step goes on from
 * its watermark in admin_rollup_state, one Berlin day or week per transaction, so a run never
 * holds the database for long and a stopped run loses nothing. Once per Berlin day the counts and
 * weeks of the last ROLLUP_REFRESH_DAYS are counted again: notifications are seen late, moments
 * and comments deleted. A lease keeps two instances from rolling up at once.
 */
import { sql, type Kysely } from 'kysely';
import { ADMIN_COHORT_WEEKS, MINUTE_MS, addDays, berlinMonday, getCalendarDay } from '@pflegepuls/shared';
import type { DB, TDialect } from '../../platform/db/index.ts';
import { ACTIVE_HISTORY_DAYS, ACTIVE_LAST_DAY_METRIC, findActivityTransitions } from './activity.ts';
import {
  FAMILIES,
  ROLLUP_STATE,
  countLiveByHour,
  dayStart,
  dayStartOf,
  nextDayStart,
  type TFamily,
  type TRange,
} from './counts.ts';

/** Rows may be recorded this long after their time (queued jobs); each run counts them again. */
const LATE_ROWS_MS = 15 * MINUTE_MS;
/** Days counted again once a day (seen states, deletions). */
export const ROLLUP_REFRESH_DAYS = 28;
/** A day's activity is rolled up this long after its end: heartbeats queued at midnight are written by then. */
export const ACTIVITY_SETTLE_MS = 15 * MINUTE_MS;
const LEASE_MS = 15 * MINUTE_MS;
/**
 * Berlin days of counts per chunk: a day when going on from the watermark or counting again (a
 * chunk's queries hold SQLite for their duration), a week when building the rollups from scratch.
 */
const COUNTS_CHUNK_DAYS = 1;
const FIRST_RUN_CHUNK_DAYS = 7;
/** Days of activity history built per transaction. */
const ACTIVITY_BATCH_DAYS = 31;
const ROWS_PER_INSERT = 500;
const PG_ROWS_PER_INSERT = 10_000;

export const COMMENTATORS_METRIC = 'commentators';
/** The current week's commentators up to the counts' watermark (one bucket, replaced every run). */
export const COMMENTATORS_TO_DATE_METRIC = 'commentators_to_date';
export const COHORT_ACTIVE_METRIC = 'cohort_active';

const HOUR_MS = 60 * MINUTE_MS;
const floorHour = (at: number) => Math.floor(at / HOUR_MS) * HOUR_MS;

type TCountRow = {
  span: 'hour' | 'day' | 'week';
  metric: string;
  bucket_start: number;
  dim: string;
  value: number;
};

async function readState(db: Kysely<DB>, name: string): Promise<number | null> {
  const row = await db
    .selectFrom('admin_rollup_state')
    .select('until_at')
    .where('name', '=', name)
    .executeTakeFirst();
  return row?.until_at ?? null;
}

async function writeState(db: Kysely<DB>, name: string, until: number, now: number): Promise<void> {
  await db
    .insertInto('admin_rollup_state')
    .values({ name, until_at: until, updated_at: now })
    .onConflict((oc) => oc.column('name').doUpdateSet({ until_at: until, updated_at: now }))
    .execute();
}

/**
 * Inserts rollup rows: on PostgreSQL as one JSON parameter per 10,000 rows (a first run writes
 * hundreds of thousands), on SQLite as multi-row inserts.
 */
async function insertRows(db: Kysely<DB>, dialect: TDialect, rows: TCountRow[]): Promise<void> {
  if (dialect === 'postgres') {
    for (let i = 0; i < rows.length; i += PG_ROWS_PER_INSERT) {
      const json = JSON.stringify(rows.slice(i, i + PG_ROWS_PER_INSERT));
      await sql`insert into admin_counts (span, metric, bucket_start, dim, value)
        select span, metric, bucket_start, dim, value from json_populate_recordset(null::admin_counts, cast(${json} as json))`.execute(
        db,
      );
    }
    return;
  }
  for (let i = 0; i < rows.length; i += ROWS_PER_INSERT) {
    await db
      .insertInto('admin_counts')
      .values(rows.slice(i, i + ROWS_PER_INSERT))
      .execute();
  }
}

/** Takes the lease (wall clock): false when another run holds it. */
async function takeLease(db: Kysely<DB>): Promise<boolean> {
  const wall = Date.now();
  await db
    .insertInto('admin_rollup_state')
    .values({ name: ROLLUP_STATE.lease, until_at: 0, updated_at: wall })
    .onConflict((oc) => oc.column('name').doNothing())
    .execute();
  const taken = await db
    .updateTable('admin_rollup_state')
    .set({ until_at: wall + LEASE_MS, updated_at: wall })
    .where('name', '=', ROLLUP_STATE.lease)
    .where('until_at', '<=', wall)
    .executeTakeFirst();
  return Number(taken.numUpdatedRows) === 1;
}

async function releaseLease(db: Kysely<DB>): Promise<void> {
  await db
    .updateTable('admin_rollup_state')
    .set({ until_at: 0, updated_at: Date.now() })
    .where('name', '=', ROLLUP_STATE.lease)
    .execute();
}

/** The earliest instant any counted family has a row, or null without data. */
async function findCountsOrigin(db: Kysely<DB>): Promise<number | null> {
  const { rows } = await sql<{ t: number | string | null }>`select min(t) as t from (
      select min(created_at) as t from users
      union all select min(created_at) from moments
      union all select min(created_at) from moment_reactions
      union all select min(created_at) from moment_comments
      union all select min(created_at) from connection_requests
      union all select min(created_at) from connections where user_id < connected_user_id
      union all select min(created_at) from notifications
    ) x`.execute(db);
  const t = rows[0]?.t;
  return t === null || t === undefined ? null : Number(t);
}

/**
 * Hour counts of [start, end) (start on a whole hour; the last hour may be partial), and the day
 * counts of every Berlin day that ends in it, summed from its hours (23, 24 or 25), including hours
 * an earlier run rolled up.
 */
async function rollCountsChunk(db: Kysely<DB>, dialect: TDialect, range: TRange) {
  const families: TFamily[] = Object.values(FAMILIES);
  const metrics = families.map((f) => f.metric);
  const hours: TCountRow[] = [];
  for (const family of families) {
    for (const r of await countLiveByHour(db, family, range)) {
      hours.push({
        span: 'hour',
        metric: family.metric,
        bucket_start: r.bucketStart,
        dim: r.dim,
        value: r.value,
      });
    }
  }
  const firstDay = dayStartOf(range.start);
  const earlier =
    firstDay < range.start
      ? await db
          .selectFrom('admin_counts')
          .select(['metric', 'bucket_start', 'dim', 'value'])
          .where('span', '=', 'hour')
          .where('metric', 'in', metrics)
          .where('bucket_start', '>=', firstDay)
          .where('bucket_start', '<', range.start)
          .execute()
      : [];
  // Days that end within the chunk are complete now.
  const dayOf = new Map<number, number>();
  const completeDays: number[] = [];
  for (let day = firstDay; nextDayStart(day) <= range.end; day = nextDayStart(day)) completeDays.push(day);
  const lastComplete = completeDays.length ? nextDayStart(completeDays.at(-1)!) : firstDay;
  const days = new Map<string, TCountRow>();
  for (const row of [...earlier, ...hours]) {
    const hour = Number(row.bucket_start);
    if (hour >= lastComplete) continue;
    let day = dayOf.get(hour);
    if (day === undefined) dayOf.set(hour, (day = dayStartOf(hour)));
    const key = `${row.metric}\u0000${day}\u0000${row.dim}`;
    const sum = days.get(key);
    if (sum) sum.value += Number(row.value);
    else
      days.set(key, {
        span: 'day',
        metric: row.metric,
        bucket_start: day,
        dim: row.dim,
        value: Number(row.value),
      });
  }
  await db.transaction().execute(async (trx) => {
    await trx
      .deleteFrom('admin_counts')
      .where('span', '=', 'hour')
      .where('metric', 'in', metrics)
      .where('bucket_start', '>=', range.start)
      .where('bucket_start', '<', range.end)
      .execute();
    await insertRows(trx, dialect, hours);
    if (completeDays.length === 0) return;
    await trx
      .deleteFrom('admin_counts')
      .where('span', '=', 'day')
      .where('metric', 'in', metrics)
      .where('bucket_start', '>=', firstDay)
      .where('bucket_start', '<', lastComplete)
      .execute();
    await insertRows(trx, dialect, [...days.values()]);
  });
}

/**
 * Rolls the counts up to the last whole minute: the hours since the watermark (the last one
 * partial), starting an hour early for rows recorded late (an event handled by a queued job keeps
 * its time); once a day the last ROLLUP_REFRESH_DAYS again.
 */
async function rollCounts(db: Kysely<DB>, dialect: TDialect, now: number): Promise<void> {
  const until = Math.floor(now / MINUTE_MS) * MINUTE_MS;
  const watermark = await readState(db, ROLLUP_STATE.counts);
  const chunkDays = watermark === null ? FIRST_RUN_CHUNK_DAYS : COUNTS_CHUNK_DAYS;
  let from: number;
  if (watermark === null) {
    const origin = await findCountsOrigin(db);
    from = origin === null ? floorHour(until) : dayStartOf(origin);
  } else {
    from = floorHour(Math.min(watermark, until) - LATE_ROWS_MS);
  }
  const today = dayStartOf(now);
  const refreshed = await readState(db, ROLLUP_STATE.countsRefreshed);
  const refresh = refreshed !== today;
  if (refresh) from = Math.min(from, dayStart(addDays(getCalendarDay(now), -ROLLUP_REFRESH_DAYS)));
  while (from < until) {
    const end = Math.min(dayStart(addDays(getCalendarDay(from), chunkDays)), until);
    await rollCountsChunk(db, dialect, { start: from, end });
    await writeState(db, ROLLUP_STATE.counts, end, now);
    from = end;
  }
  await writeState(db, ROLLUP_STATE.counts, until, now);
  if (refresh) await writeState(db, ROLLUP_STATE.countsRefreshed, today, now);
}

/** The last Berlin day whose activity may be rolled up at `now`. */
function lastSettledDay(now: number): string {
  return getCalendarDay(now - ACTIVITY_SETTLE_MS - 1) === getCalendarDay(now)
    ? addDays(getCalendarDay(now), -1)
    : addDays(getCalendarDay(now), -2);
}

/** Extends the activity history (activity.ts) day by day up to the last settled day. */
async function rollActivity(db: Kysely<DB>, dialect: TDialect, now: number): Promise<void> {
  const until = await readState(db, ROLLUP_STATE.activity);
  let next: string;
  if (until === null) {
    const first = await db
      .selectFrom('user_daily_activity')
      .select((eb) => eb.fn.min('day').as('day'))
      .executeTakeFirst();
    if (!first?.day) return;
    next = first.day;
  } else {
    next = getCalendarDay(until);
  }
  const last = lastSettledDay(now);
  // The history as of the day before `next`.
  const history = new Map<string, number>();
  const previousDay = addDays(next, -1);
  const before = await db
    .selectFrom('admin_counts')
    .select(['dim', 'value'])
    .where('span', '=', 'day')
    .where('metric', '=', ACTIVE_LAST_DAY_METRIC)
    .where('bucket_start', '=', dayStart(previousDay))
    .execute();
  for (const row of before) history.set(row.dim, Number(row.value));
  if (next > last) return;
  const byDay = new Map<string, Array<{ previous: string | null; members: number }>>();
  for (const t of await findActivityTransitions(db, { from: next, to: last })) {
    const list = byDay.get(t.day) ?? [];
    list.push(t);
    byDay.set(t.day, list);
  }
  while (next <= last) {
    const batchEnd = [addDays(next, ACTIVITY_BATCH_DAYS - 1), last].sort()[0]!;
    const rows: TCountRow[] = [];
    for (let day = next; day <= batchEnd; day = addDays(day, 1)) {
      let active = 0;
      for (const t of byDay.get(day) ?? []) {
        active += t.members;
        if (t.previous === null) continue;
        const left = (history.get(t.previous) ?? 0) - t.members;
        if (left > 0) history.set(t.previous, left);
        else history.delete(t.previous);
      }
      if (active > 0) history.set(day, active);
      const oldest = addDays(day, -(ACTIVE_HISTORY_DAYS - 1));
      for (const lastDay of history.keys()) if (lastDay < oldest) history.delete(lastDay);
      const bucket = dayStart(day);
      for (const [lastDay, members] of history) {
        rows.push({
          span: 'day',
          metric: ACTIVE_LAST_DAY_METRIC,
          bucket_start: bucket,
          dim: lastDay,
          value: members,
        });
      }
    }
    const batchStart = next;
    await db.transaction().execute(async (trx) => {
      await trx
        .deleteFrom('admin_counts')
        .where('span', '=', 'day')
        .where('metric', '=', ACTIVE_LAST_DAY_METRIC)
        .where('bucket_start', '>=', dayStart(batchStart))
        .where('bucket_start', '<', dayStart(addDays(batchEnd, 1)))
        .execute();
      await insertRows(trx, dialect, rows);
      await writeState(trx, ROLLUP_STATE.activity, dayStart(addDays(batchEnd, 1)), now);
    });
    next = addDays(batchEnd, 1);
  }
}

/**
 * Distinct commentators in [start, end): all, and regular members (neither bot nor team). With
 * `newSince`, only those who did not comment in [newSince, start) as well: what a request adds to
 * the week's commentators rolled up to `start` (one probe per comment, index on user and time).
 */
export async function countCommentators(
  db: Kysely<DB>,
  range: TRange,
  newSince?: number,
): Promise<{ total: number; regular: number }> {
  const row = await db
    .selectFrom('moment_comments as c')
    .innerJoin('users as u', 'u.id', 'c.user_id')
    .select((eb) => [
      eb.fn.count<number>('c.user_id').distinct().as('total'),
      eb.fn
        .count<number>(
          eb
            .case()
            .when(eb.and([eb('u.is_bot', '=', 0), eb('u.is_team', '=', 0)]))
            .then(eb.ref('c.user_id'))
            .end(),
        )
        .distinct()
        .as('regular'),
    ])
    .where('c.created_at', '>=', range.start)
    .where('c.created_at', '<', range.end)
    .$if(newSince !== undefined, (q) =>
      q.where(({ not, exists, selectFrom }) =>
        not(
          exists(
            selectFrom('moment_comments as p')
              .select('p.user_id')
              .whereRef('p.user_id', '=', 'c.user_id')
              .where('p.created_at', '>=', newSince!)
              .where('p.created_at', '<', range.start),
          ),
        ),
      ),
    )
    .executeTakeFirstOrThrow();
  return { total: Number(row.total), regular: Number(row.regular) };
}

/**
 * Members active in the week of `monday`, per cohort (the Monday of their registration week) of the
 * ADMIN_COHORT_WEEKS weeks before it.
 */
export async function countCohortActivity(db: Kysely<DB>, monday: string): Promise<Map<string, number>> {
  const start = dayStart(monday);
  const cohortMondays = Array.from({ length: ADMIN_COHORT_WEEKS }, (_, k) => addDays(monday, -7 * (k + 1)));
  const bounds = cohortMondays.map((m) => dayStart(m));
  // The newest cohort whose week starts at or before the member's registration.
  const cohortOf = sql<string>`case ${sql.join(
    bounds.map((b, k) => sql`when u.created_at >= ${b} then ${cohortMondays[k]!}`),
    sql` `,
  )} end`;
  const rows = await db
    .selectFrom('user_daily_activity as a')
    .innerJoin('users as u', 'u.id', 'a.user_id')
    .select((eb) => [cohortOf.as('cohort'), eb.fn.count<number>('a.user_id').distinct().as('members')])
    .where('a.day', '>=', monday)
    .where('a.day', '<=', addDays(monday, 6))
    .where('u.is_bot', '=', 0)
    .where('u.created_at', '>=', bounds.at(-1)!)
    .where('u.created_at', '<', start)
    .groupBy(sql`1`)
    .execute();
  return new Map(rows.map((r) => [String(r.cohort), Number(r.members)]));
}

/** The week rollup rows of the week of `monday`. */
async function rollWeek(db: Kysely<DB>, monday: string): Promise<TCountRow[]> {
  const start = dayStart(monday);
  const [commentators, cohorts] = await Promise.all([
    countCommentators(db, { start, end: dayStart(addDays(monday, 7)) }),
    countCohortActivity(db, monday),
  ]);
  const rows: TCountRow[] = [];
  const add = (metric: string, dim: string, value: number) => {
    if (value > 0) rows.push({ span: 'week', metric, bucket_start: start, dim, value });
  };
  add(COMMENTATORS_METRIC, 'total', commentators.total);
  add(COMMENTATORS_METRIC, 'regular', commentators.regular);
  for (const [cohort, members] of cohorts) add(COHORT_ACTIVE_METRIC, cohort, members);
  return rows;
}

/** Rolls every closed (and settled) week up, the last four again once a day. */
async function rollWeeks(db: Kysely<DB>, dialect: TDialect, now: number, refresh: boolean): Promise<void> {
  let until = await readState(db, ROLLUP_STATE.weeks);
  if (until === null) {
    const { rows } = await sql<{ t: number | string | null }>`select min(t) as t from (
        select min(created_at) as t from moment_comments
        union all select min(created_at) from users
      ) x`.execute(db);
    if (rows[0]?.t === null || rows[0]?.t === undefined) return;
    until = dayStart(berlinMonday(Number(rows[0].t)));
  }
  let monday = berlinMonday(until);
  if (refresh) {
    const refreshFrom = berlinMonday(dayStart(addDays(getCalendarDay(now), -ROLLUP_REFRESH_DAYS)));
    if (refreshFrom < monday) monday = refreshFrom;
  }
  const currentMonday = berlinMonday(now - ACTIVITY_SETTLE_MS);
  while (monday < currentMonday) {
    const start = dayStart(monday);
    const rows = await rollWeek(db, monday);
    await db.transaction().execute(async (trx) => {
      await trx
        .deleteFrom('admin_counts')
        .where('span', '=', 'week')
        .where('metric', 'in', [COMMENTATORS_METRIC, COHORT_ACTIVE_METRIC])
        .where('bucket_start', '=', start)
        .execute();
      await insertRows(trx, dialect, rows);
      await writeState(trx, ROLLUP_STATE.weeks, dayStart(addDays(monday, 7)), now);
    });
    monday = addDays(monday, 7);
  }
  // The current week so far: a request adds only who commented since (countCommentators with newSince).
  const toDateUntil = Math.floor(now / MINUTE_MS) * MINUTE_MS;
  const weekStart = dayStart(berlinMonday(toDateUntil));
  const toDate = await countCommentators(db, { start: weekStart, end: toDateUntil });
  await db.transaction().execute(async (trx) => {
    await trx
      .deleteFrom('admin_counts')
      .where('span', '=', 'week')
      .where('metric', '=', COMMENTATORS_TO_DATE_METRIC)
      .execute();
    // Zeros too: the rows say which week the watermark covers.
    await insertRows(
      trx,
      dialect,
      (['total', 'regular'] as const).map((dim) => ({
        span: 'week',
        metric: COMMENTATORS_TO_DATE_METRIC,
        bucket_start: weekStart,
        dim,
        value: toDate[dim],
      })),
    );
    await writeState(trx, ROLLUP_STATE.commentatorsToDate, toDateUntil, now);
  });
}

/**
 * One run of the rollups as of `now`; false when another run holds the lease. Safe to run at
 * any time and as often as wanted: every step starts from its watermark.
 */
export async function refreshAdminRollups(
  db: Kysely<DB>,
  options: { now: number; dialect: TDialect },
): Promise<boolean> {
  if (!(await takeLease(db))) return false;
  try {
    const { now, dialect } = options;
    const refresh = (await readState(db, ROLLUP_STATE.countsRefreshed)) !== dayStartOf(now);
    await rollCounts(db, dialect, now);
    await rollActivity(db, dialect, now);
    await rollWeeks(db, dialect, now, refresh);
    return true;
  } finally {
    await releaseLease(db);
  }
}
