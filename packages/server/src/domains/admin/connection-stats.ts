/**
 * GET /api/react-dashboard/user-connections (001 §3.3): connection requests sent and connections
 * made (each pair once) in the period, the one before and each calendar week.
 */
import type { Kysely } from 'kysely';
import type { TAdminPeriodQuery, TConnectionStats } from '@pflegepuls/shared';
import type { DB } from '../../platform/db/index.ts';
import { FAMILIES, countInWindows, loadRollupState, valueOf, type TRange } from './counts.ts';
import { periodInfo, withCustomFallback } from './periods.ts';
import { weekWindow } from './user-stats.ts';

/** The connection statistics of a period as of `now`. */
export async function getConnectionStats(
  db: Kysely<DB>,
  query: Pick<TAdminPeriodQuery, 'period' | 'from' | 'to'>,
  now: number,
): Promise<TConnectionStats> {
  const state = await loadRollupState(db);
  return withCustomFallback(query, now, async (p, fallback) => {
    const windows: TRange[] = [p.range, p.previous, ...p.weeks.map((w) => weekWindow(w, now))];
    const [requests, connections] = await Promise.all([
      countInWindows(db, FAMILIES.requests, windows, state),
      countInWindows(db, FAMILIES.connections, windows, state),
    ]);
    const at = (i: number) => ({
      newRequests: valueOf(requests[i]!),
      newConnections: valueOf(connections[i]!),
    });
    const data = at(0);
    return {
      answer: {
        ...periodInfo(p, fallback),
        data,
        previous: at(1),
        weeklyData: p.weeks.map((week, k) => ({
          period: week.period,
          startDate: week.startDate,
          endDate: week.endDate,
          ...at(2 + k),
        })),
      },
      hasData: data.newRequests + data.newConnections > 0,
    };
  });
}
