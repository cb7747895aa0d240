import type { Faker } from '@faker-js/faker';
import type { Insertable, Kysely } from 'kysely';
import { DAY_MS, HOUR_MS, getCalendarDay } from '@pflegepuls/shared';
import type { DB } from '../platform/db/index.ts';
import type { ConnectionRequestsTable } from '../platform/db/tables/network.ts';
import type { UserDailyActivityTable } from '../platform/db/tables/presence.ts';
import { DEMO_ACCOUNTS } from './demo-accounts.ts';

/** The admin dashboard shows up to 52 weeks; presence.ts seeds the most recent 30 days. */
const HISTORY_DAYS = 364;
const RECENT_DAYS = 30;
/** Members quiet in the last 30 days came now and then before they left. */
const FORMER_CHANCE = 0.06;
const ROWS_PER_INSERT = 500;

/**
 * The history behind the admin dashboard's statistics (docs/admin.md): heartbeat days older than
 * the 30 days presence.ts seeds, back to each member's sign-up (a visit itself) or 52 weeks, at the
 * member's recent rate (fewer visits further back, when the community was smaller), and the
 * accepted request behind every connection. Runs last, so it changes nothing the seeds before it
 * drew; the documented accounts' requests are left as they are (their notification lists show the
 * recent activity only).
 */
export async function seedStatisticsHistory(
  db: Kysely<DB>,
  faker: Faker,
  { now }: { now: number },
): Promise<void> {
  const users = await db
    .selectFrom('users')
    .select(['id', 'created_at'])
    .where('is_bot', '=', 0)
    .orderBy('id')
    .execute();
  const recent = await db
    .selectFrom('user_daily_activity')
    .select((eb) => ['user_id', eb.fn.countAll<number>().as('days')])
    .where('day', '>=', getCalendarDay(now - (RECENT_DAYS - 1) * DAY_MS))
    .groupBy('user_id')
    .execute();
  const recentDays = new Map(recent.map((r) => [r.user_id, Number(r.days)]));
  const activity: Insertable<UserDailyActivityTable>[] = [];
  for (const user of users) {
    const rate = (recentDays.get(user.id) ?? 0) / RECENT_DAYS || FORMER_CHANCE;
    const signUpDay = getCalendarDay(user.created_at);
    const seen = new Set<string>();
    for (let daysAgo = HISTORY_DAYS; daysAgo >= RECENT_DAYS; daysAgo--) {
      const at = now - daysAgo * DAY_MS;
      const day = getCalendarDay(at);
      if (day < signUpDay || seen.has(day)) continue;
      // Sign-up is a visit; further back the community was quieter.
      const isSignUp = day === signUpDay;
      const chance = rate * (1 - (0.5 * daysAgo) / HISTORY_DAYS);
      if (!isSignUp && !faker.datatype.boolean({ probability: Math.min(1, chance) })) continue;
      const first = isSignUp ? user.created_at : at - faker.number.int({ min: 0, max: 8 }) * HOUR_MS;
      if (getCalendarDay(first) !== day || first < user.created_at) continue;
      const last = first + faker.number.int({ min: 1, max: 90 }) * 60_000;
      seen.add(day);
      activity.push({
        user_id: user.id,
        day,
        first_seen_at: first,
        last_seen_at: getCalendarDay(last) === day ? last : first,
      });
    }
  }

  const documented = await db
    .selectFrom('users')
    .select('id')
    .where(
      'email',
      'in',
      DEMO_ACCOUNTS.map((a) => a.email),
    )
    .execute();
  const skip = new Set(documented.map((u) => u.id));
  const pairs = await db
    .selectFrom('connections')
    .select(['user_id', 'connected_user_id', 'created_at'])
    .whereRef('user_id', '<', 'connected_user_id')
    .orderBy('user_id')
    .orderBy('connected_user_id')
    .execute();
  const requests: Insertable<ConnectionRequestsTable>[] = pairs
    .filter((p) => !skip.has(p.user_id) && !skip.has(p.connected_user_id))
    .map((p) => {
      const forward = faker.datatype.boolean();
      return {
        sender_id: forward ? p.user_id : p.connected_user_id,
        receiver_id: forward ? p.connected_user_id : p.user_id,
        status: 'accepted' as const,
        created_at: p.created_at - faker.number.int({ min: 10, max: 48 * 60 }) * 60_000,
        responded_at: p.created_at,
      };
    });

  await db.transaction().execute(async (trx) => {
    for (let i = 0; i < activity.length; i += ROWS_PER_INSERT) {
      await trx
        .insertInto('user_daily_activity')
        .values(activity.slice(i, i + ROWS_PER_INSERT))
        .onConflict((oc) => oc.columns(['user_id', 'day']).doNothing())
        .execute();
    }
    for (let i = 0; i < requests.length; i += ROWS_PER_INSERT) {
      await trx
        .insertInto('connection_requests')
        .values(requests.slice(i, i + ROWS_PER_INSERT))
        .execute();
    }
    // Members seen only in the older history were last seen then.
    await trx
      .updateTable('users')
      .set((eb) => ({
        last_seen_at: eb
          .selectFrom('user_daily_activity as a')
          .select((s) => s.fn.max('a.last_seen_at').as('at'))
          .whereRef('a.user_id', '=', 'users.id'),
      }))
      .where('last_seen_at', 'is', null)
      .execute();
  });
}
