import type { Faker } from '@faker-js/faker';
import type { Insertable, Kysely } from 'kysely';
import { ONLINE_WINDOW_MS, DAY_MS, addDays, berlinDayStart, getCalendarDay } from '@pflegepuls/shared';
import type { DB } from '../platform/db/index.ts';
import type { UserDailyActivityTable } from '../platform/db/tables/presence.ts';

/** Days of activity history the admin statistics can show for the demo. */
const HISTORY_DAYS = 30;
/** Share of members with a heartbeat at seed time, so lists show online dots right away. */
const ONLINE_SHARE = 0.08;
const ROWS_PER_INSERT = 500;

/**
 * Demo presence: every member gets a daily-activity history over the last HISTORY_DAYS days
 * (regulars most days, occasional visitors a few) and a matching `last_seen_at`; a few members
 * are online at seed time. The tips of the day ship with migration 0006, not here.
 */
export async function seedPresence(db: Kysely<DB>, faker: Faker, options: { now: number }): Promise<void> {
  const { now } = options;
  const users = await db.selectFrom('users').select(['id', 'created_at']).orderBy('id').execute();
  const activity: Insertable<UserDailyActivityTable>[] = [];
  const lastSeen = new Map<number, number>();
  for (const user of users) {
    const isOnline = faker.datatype.boolean({ probability: ONLINE_SHARE });
    // Regulars come back on most days, others now and then; a few never since registering.
    const probability = faker.helpers.weightedArrayElement([
      { weight: 3, value: 0.8 },
      { weight: 4, value: 0.3 },
      { weight: 2, value: 0.08 },
      { weight: 1, value: 0 },
    ]);
    let newest: number | null = null;
    for (let daysAgo = HISTORY_DAYS - 1; daysAgo >= 0; daysAgo--) {
      const isToday = daysAgo === 0;
      if (!(isToday && isOnline) && !faker.datatype.boolean({ probability })) continue;
      const dayStart = now - daysAgo * DAY_MS;
      const firstSeenAt = isToday
        ? now - faker.number.int({ min: 5, max: 300 }) * 60_000
        : dayStart - faker.number.int({ min: 2, max: 14 }) * 3600_000;
      if (firstSeenAt < user.created_at) continue;
      const lastSeenAt =
        isToday && isOnline
          ? now - faker.number.int({ min: 0, max: ONLINE_WINDOW_MS / 2 })
          : Math.min(
              now - ONLINE_WINDOW_MS - 60_000,
              firstSeenAt + faker.number.int({ min: 1, max: 90 }) * 60_000,
            );
      if (lastSeenAt < firstSeenAt) continue;
      const day = getCalendarDay(firstSeenAt);
      // A day row's times lie within its day, as the presence writer keeps them.
      const dayEnd = berlinDayStart(addDays(day, 1));
      // Two draws can land on the same Berlin day around midnight; keep one row per day.
      if (activity.length && activity.at(-1)!.user_id === user.id && activity.at(-1)!.day === day) continue;
      const lastInDay = Math.min(lastSeenAt, dayEnd - 1);
      activity.push({ user_id: user.id, day, first_seen_at: firstSeenAt, last_seen_at: lastInDay });
      newest = Math.max(newest ?? 0, lastInDay);
    }
    if (newest !== null) lastSeen.set(user.id, newest);
  }
  await db.transaction().execute(async (trx) => {
    for (let i = 0; i < activity.length; i += ROWS_PER_INSERT) {
      await trx
        .insertInto('user_daily_activity')
        .values(activity.slice(i, i + ROWS_PER_INSERT))
        .execute();
    }
    for (const [userId, seenAt] of lastSeen) {
      await trx.updateTable('users').set({ last_seen_at: seenAt }).where('id', '=', userId).execute();
    }
  });
}
