import type { Insertable } from 'kysely';
import { DAY_MS, HOUR_MS, addDays, berlinDayStart, getCalendarDay } from '../../packages/shared/src/index.ts';
import type { UserDailyActivityTable } from '../../packages/server/src/platform/db/tables/presence.ts';
import { dropSecondaryIndexes } from './helpers.ts';
import type { TSeedStage } from './types.ts';

const MEMBERS_PER_BATCH = 2_000;
/** Sign-up is a visit, and newcomers come back on most of their first days. */
const NEWCOMER_DAYS = 3;
const NEWCOMER_CHANCE = 0.7;
/** Share of members (per mille) and their chance of a visit on any day. */
const HABITS = [
  { perMille: 30, chance: 0.4 }, // regulars
  { perMille: 120, chance: 0.08 }, // weekly
  { perMille: 350, chance: 0.01 }, // now and then
  { perMille: 500, chance: 0.001 }, // signed up and left
] as const;

/** A fixed pseudo-random 32-bit hash (the stage must yield the same rows on every run). */
function hash(value: number): number {
  let x = Math.imul(value ^ 0x9e3779b9, 0x85ebca6b);
  x = Math.imul(x ^ (x >>> 13), 0xc2b2ae35);
  return (x ^ (x >>> 16)) >>> 0;
}
const unit = (value: number) => hash(value) / 4_294_967_296;

function chanceOf(member: number): number {
  let slot = hash(member * 31) % 1000;
  for (const habit of HABITS) {
    if (slot < habit.perMille) return habit.chance;
    slot -= habit.perMille;
  }
  return HABITS.at(-1)!.chance;
}

/**
 * Heartbeat days (user_daily_activity) from each member's sign-up to now, as the presence domain
 * writes them, and the matching users.last_seen_at: regulars on about half of the days, most
 * members now and then, many hardly after signing up; about 1.2 million rows for the admin
 * statistics (active members, cohorts). Visits lie between 07:00 and 21:00 Berlin time.
 */
export function createPresenceStage(): TSeedStage {
  let members: Array<{ id: number; created_at: number }> = [];
  /** Every Berlin day from the first sign-up to today, with its start. */
  const days: Array<{ day: string; start: number }> = [];
  const dayIndex = new Map<string, number>();
  let restoreIndexes: () => Promise<void> = async () => {};
  return {
    name: 'activity days',
    count: 100_000,
    batchSize: MEMBERS_PER_BATCH,
    independentBatches: true,
    async prepare(ctx) {
      members = await ctx.db.selectFrom('users').select(['id', 'created_at']).orderBy('id').execute();
      const today = getCalendarDay(ctx.now);
      let day = getCalendarDay(members.reduce((min, m) => Math.min(min, m.created_at), ctx.now));
      for (; day <= today; day = addDays(day, 1)) {
        dayIndex.set(day, days.length);
        days.push({ day, start: berlinDayStart(day) });
      }
      // The (day, user_id) index grows out of order here: built once after the load.
      restoreIndexes = await dropSecondaryIndexes(ctx, 'user_daily_activity');
    },
    async insertBatch(ctx, from, to) {
      const rows: Insertable<UserDailyActivityTable>[] = [];
      for (const member of members.slice(from, to)) {
        const chance = chanceOf(member.id);
        const signUp = dayIndex.get(getCalendarDay(member.created_at)) ?? days.length;
        for (let k = signUp; k < days.length; k++) {
          const n = k - signUp;
          const seed = member.id * 1_000 + n;
          if (n > 0 && unit(seed) >= (n < NEWCOMER_DAYS ? NEWCOMER_CHANCE : chance)) continue;
          const { day, start } = days[k]!;
          const first = n === 0 ? member.created_at : start + 7 * HOUR_MS + (hash(seed + 1) % (14 * HOUR_MS));
          if (first > ctx.now) continue;
          const dayEnd = days[k + 1]?.start ?? start + DAY_MS;
          const last = Math.max(
            first,
            Math.min(first + (hash(seed + 2) % (2 * HOUR_MS)), dayEnd - 60_000, ctx.now),
          );
          rows.push({ user_id: member.id, day, first_seen_at: first, last_seen_at: last });
        }
      }
      await ctx.insert('user_daily_activity', rows);
    },
    async finish(ctx) {
      await restoreIndexes();
      // As the presence writer keeps it: the newest heartbeat of the member's day rows.
      await ctx.db
        .updateTable('users')
        .set((eb) => ({
          last_seen_at: eb
            .selectFrom('user_daily_activity as a')
            .select((s) => s.fn.max('a.last_seen_at').as('at'))
            .whereRef('a.user_id', '=', 'users.id'),
        }))
        .execute();
    },
  };
}
