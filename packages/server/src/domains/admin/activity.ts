/**
 * Active members: distinct members with a heartbeat day (user_daily_activity) in a range of Berlin
 * days. Distinct counts cannot be summed from daily counts, so the rollup keeps, for every closed
 * day D, how many members had their most recent heartbeat day (as of D) on each day L ≤ D
 * (`active_last_day`, bucket D, dimension L). Members active in [S, D] are exactly those whose
 * most recent day as of D is ≥ S: one short index range per question, whatever the range's length.
 * Days after the rollup's last day are added live: members active since then who were not active
 * in [S, last rolled day] (one primary-key probe each).
 */
import { sql, type Kysely, type SqlBool } from 'kysely';
import { addDays, getCalendarDay } from '@pflegepuls/shared';
import type { DB } from '../../platform/db/index.ts';
import { dayStart, rolledCache, type TRollupState } from './counts.ts';

/** An inclusive range of Berlin days (YYYY-MM-DD). */
export type TDayRange = { from: string; to: string };

export const ACTIVE_LAST_DAY_METRIC = 'active_last_day';
/** A range is at most ADMIN_CUSTOM_MAX_DAYS long, so older "last days" are never asked for. */
export const ACTIVE_HISTORY_DAYS = 731;

/** The Berlin days a window [start, end) touches. */
export function daysOfWindow(start: number, end: number): TDayRange {
  return { from: getCalendarDay(start), to: getCalendarDay(Math.max(start, end - 1)) };
}

/** Members (not bots) with a heartbeat day in [from, to], counted over the activity index. */
async function countActiveLive(db: Kysely<DB>, range: TDayRange): Promise<number> {
  const row = await db
    .selectFrom('user_daily_activity as a')
    .innerJoin('users as u', 'u.id', 'a.user_id')
    .select((eb) => eb.fn.count<number>('a.user_id').distinct().as('n'))
    .where('a.day', '>=', range.from)
    .where('a.day', '<=', range.to)
    .where('u.is_bot', '=', 0)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Members active in (after, to] who were not active in [from, after]. */
async function countActiveSince(db: Kysely<DB>, range: TDayRange, after: string): Promise<number> {
  const row = await db
    .selectFrom('user_daily_activity as a')
    .innerJoin('users as u', 'u.id', 'a.user_id')
    .select((eb) => eb.fn.count<number>('a.user_id').distinct().as('n'))
    .where('a.day', '>', after)
    .where('a.day', '<=', range.to)
    .where('u.is_bot', '=', 0)
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('user_daily_activity as p')
            .select('p.user_id')
            .whereRef('p.user_id', '=', 'a.user_id')
            .where('p.day', '>=', range.from)
            .where('p.day', '<=', after),
        ),
      ),
    )
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Members (not bots) last seen on `from` or later: a range of the partial index on last_seen_at. */
async function countSeenSince(db: Kysely<DB>, from: string): Promise<number> {
  const row = await db
    .selectFrom('users')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    // A literal, so both databases use the partial index (is_bot = 0) for it.
    .where(sql<SqlBool>`is_bot = 0`)
    .where('last_seen_at', '>=', dayStart(from))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/**
 * Distinct active members of each range. A range reaching today is a range of users.last_seen_at
 * (written with the day rows, so a member has a day ≥ S exactly when last seen on S or later);
 * ranges ending on a rolled day read the history (cached until the next run, the others in one
 * query); a range between adds the days since the history's last day; without history, live.
 */
export async function countActiveMembers(
  db: Kysely<DB>,
  ranges: TDayRange[],
  state: TRollupState,
  now: number,
): Promise<number[]> {
  const today = getCalendarDay(now);
  const lastRolled = state.activityUntilDay === null ? null : addDays(state.activityUntilDay, -1);
  const plans = ranges.map((range) => {
    if (range.to < range.from) return { kind: 'empty' as const };
    if (range.to >= today) return { kind: 'seen' as const, range };
    if (lastRolled === null || range.from > lastRolled) return { kind: 'live' as const, range };
    const end = range.to <= lastRolled ? range.to : lastRolled;
    return { kind: 'history' as const, range, end, since: range.to > lastRolled ? lastRolled : null };
  });
  const cache = rolledCache(db, state);
  const keyOf = (l: { end: string; from: string }) => `active|${l.end}|${l.from}`;
  const lookups = plans.flatMap((p) => (p.kind === 'history' ? [{ end: p.end, from: p.range.from }] : []));
  const missing = [
    ...new Map(lookups.filter((l) => !cache.has(keyOf(l))).map((l) => [keyOf(l), l])).values(),
  ];
  if (missing.length > 0) {
    // One primary-key range (span, metric, bucket_start =, dim >=) per lookup.
    const { rows } = await sql<{ i: number | string; n: number | string }>`${sql.join(
      missing.map(
        (l, i) => sql`select ${sql.lit(i)} as i, sum(value) as n from admin_counts
          where span = 'day' and metric = ${ACTIVE_LAST_DAY_METRIC} and bucket_start = ${dayStart(l.end)} and dim >= ${l.from}`,
      ),
      sql` union all `,
    )}`.execute(db);
    const found = new Map(rows.map((r) => [Number(r.i), Number(r.n)]));
    missing.forEach((l, i) => cache.set(keyOf(l), new Map([['', found.get(i) ?? 0]])));
  }
  return Promise.all(
    plans.map(async (p) => {
      if (p.kind === 'empty') return 0;
      if (p.kind === 'seen') return countSeenSince(db, p.range.from);
      if (p.kind === 'live') return countActiveLive(db, p.range);
      const base = cache.get(keyOf({ end: p.end, from: p.range.from }))?.get('') ?? 0;
      return p.since === null ? base : base + (await countActiveSince(db, p.range, p.since));
    }),
  );
}

/** A range this long or longer reads every heartbeat day once instead of probing per member. */
const TRANSITIONS_SCAN_DAYS = 7;

/**
 * The transitions of the days in [from, to]: per day and member active that day, the member's
 * previous heartbeat day (null for the first), grouped, so the answer is small. A few days probe
 * the primary key per member; a long range (the first run) reads the table once in key order.
 */
export async function findActivityTransitions(
  db: Kysely<DB>,
  range: TDayRange,
): Promise<Array<{ day: string; previous: string | null; members: number }>> {
  const isLong = addDays(range.from, TRANSITIONS_SCAN_DAYS) <= range.to;
  const { rows } = isLong
    ? await sql<{ day: string; previous: string | null; members: number | string }>`
        select t.day as day, t.previous as previous, count(*) as members from (
          select a.day as day, lag(a.day) over (partition by a.user_id order by a.day) as previous
          from user_daily_activity a inner join users u on u.id = a.user_id
          where a.day <= ${range.to} and u.is_bot = 0
        ) t where t.day >= ${range.from} group by t.day, t.previous`.execute(db)
    : await sql<{ day: string; previous: string | null; members: number | string }>`
        select t.day as day, t.previous as previous, count(*) as members from (
          select a.day as day,
            (select max(p.day) from user_daily_activity p where p.user_id = a.user_id and p.day < a.day) as previous
          from user_daily_activity a inner join users u on u.id = a.user_id
          where a.day >= ${range.from} and a.day <= ${range.to} and u.is_bot = 0
        ) t group by t.day, t.previous`.execute(db);
  return rows.map((r) => ({ day: r.day, previous: r.previous, members: Number(r.members) }));
}
