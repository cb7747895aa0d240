/**
 * GET /api/react-dashboard/notifications (001 §3.3): notifications created in the period, the one
 * before, the fixed periods (last 24 hours, week, month, all time) and each calendar week, how
 * many of them went out as web push and how many were seen, the most frequent message types in
 * general and in closed areas and Urocampus, and the period's 20 most recent notifications.
 */
import type { Kysely } from 'kysely';
import {
  ADMIN_RECENT_NOTIFICATIONS,
  adminRange,
  type TAdminPeriodQuery,
  type TNotificationStats,
} from '@pflegepuls/shared';
import type { DB } from '../../platform/db/index.ts';
import { FAMILIES, countInWindows, loadRollupState, type TRange } from './counts.ts';
import { periodInfo, withCustomFallback } from './periods.ts';
import { weekWindow } from './user-stats.ts';

type TCounts = Map<string, number>;
type TTypeCount = { message_type: string; count: number };

/** Total, push, seen and not seen from the rollup dimensions `kind|g:type` and `kind|s:type`. */
function countsOf(counts: TCounts) {
  let total = 0;
  let push = 0;
  let seen = 0;
  for (const [dim, n] of counts) {
    const kind = dim.slice(0, dim.indexOf('|'));
    if (kind === 'total') total += n;
    else if (kind === 'push') push += n;
    else if (kind === 'seen') seen += n;
  }
  return { total, push, seen, notSeen: total - seen };
}

/** Message types by count, most frequent first (ties by name), of the general or the special area. */
function topTypes(counts: TCounts, area: 'g' | 's'): TTypeCount[] {
  const prefix = `total|${area}:`;
  return [...counts]
    .filter(([dim, n]) => dim.startsWith(prefix) && n > 0)
    .map(([dim, n]) => ({ message_type: dim.slice(prefix.length), count: n }))
    .sort((a, b) => b.count - a.count || a.message_type.localeCompare(b.message_type));
}

function periodStats(counts: TCounts) {
  return {
    ...countsOf(counts),
    topMessageTypes: topTypes(counts, 'g'),
    topMessageTypesSpecial: topTypes(counts, 's'),
  };
}

/** The period's most recent notifications, newest first (index on created_at). */
async function findRecentNotifications(db: Kysely<DB>, range: TRange) {
  const rows = await db
    .selectFrom('notifications')
    .select(['id', 'actor_id', 'user_id', 'type', 'created_at'])
    .where('created_at', '>=', range.start)
    .where('created_at', '<', range.end)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(ADMIN_RECENT_NOTIFICATIONS)
    .execute();
  return rows.map((r) => ({
    id: r.id,
    sender_id: r.actor_id,
    receiver_id: r.user_id,
    message_type: r.type,
    created_at: new Date(r.created_at).toISOString(),
  }));
}

/** The notification statistics of a period as of `now`. */
export async function getNotificationStats(
  db: Kysely<DB>,
  query: Pick<TAdminPeriodQuery, 'period' | 'from' | 'to'>,
  now: number,
): Promise<TNotificationStats> {
  const state = await loadRollupState(db);
  return withCustomFallback(query, now, async (p, fallback) => {
    const windows: TRange[] = [
      p.range,
      p.previous,
      adminRange('last24h', now),
      adminRange('lastWeek', now),
      adminRange('lastMonth', now),
      adminRange('allTime', now),
      ...p.weeks.map((w) => weekWindow(w, now)),
    ];
    const [counts, notifications] = await Promise.all([
      countInWindows(db, FAMILIES.notifications, windows, state),
      findRecentNotifications(db, p.range),
    ]);
    const data = periodStats(counts[0]!);
    return {
      answer: {
        ...periodInfo(p, fallback),
        data,
        previous: countsOf(counts[1]!),
        last24h: periodStats(counts[2]!),
        lastWeek: periodStats(counts[3]!),
        lastMonth: periodStats(counts[4]!),
        allTime: periodStats(counts[5]!),
        weeklyData: p.weeks.map((week, k) => ({
          period: week.period,
          startDate: week.startDate,
          endDate: week.endDate,
          ...countsOf(counts[6 + k]!),
        })),
        notifications,
      },
      hasData: data.total > 0,
    };
  });
}
