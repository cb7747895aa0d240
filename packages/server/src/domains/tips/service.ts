import type { Kysely } from 'kysely';
import type { DB } from '../../platform/db/index.ts';
import { getCalendarDayNumber, type TTip } from '@pflegepuls/shared';

/**
 * The tip of the day: active tips in `position` order, one per Europe/Berlin day, round robin, so
 * every member sees the same tip all day and it changes at midnight in Germany.
 */
export async function getTipOfTheDay(db: Kysely<DB>, now = Date.now()): Promise<TTip | null> {
  const tips = await db
    .selectFrom('tips')
    .select(['id', 'title', 'text'])
    .where('is_active', '=', 1)
    .orderBy('position')
    .orderBy('id')
    .execute();
  if (!tips.length) return null;
  return tips[getCalendarDayNumber(now) % tips.length]!;
}
