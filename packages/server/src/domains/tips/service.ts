import type { Kysely } from 'kysely';
import type { TTip } from '@pflegepuls/shared';
import type { DB } from '../../platform/db/index.ts';
import { berlinDate } from '../presence/service.ts';

const DAY_MS = 24 * 60 * 60_000;

/** Days since 1970-01-01 of the Europe/Berlin calendar day of `at`: the rotation counter. */
export function berlinDayNumber(at: number): number {
  return Math.round(Date.parse(`${berlinDate(at)}T00:00:00Z`) / DAY_MS);
}

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
  return tips[berlinDayNumber(now) % tips.length]!;
}
