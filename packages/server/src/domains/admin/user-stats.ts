/**
 * GET /api/react-dashboard/users and /users/cohorts (001 §3.3; definitions in docs/admin.md):
 * active members, registrations and the active share per period and calendar week, and the
 * registration cohorts' activity in the weeks after.
 */
import type { Kysely } from 'kysely';
import {
  ADMIN_COHORT_WEEKS,
  addDays,
  type TAdminPeriodQuery,
  type TAdminWeek,
  type TUserCohorts,
  type TUserStats,
} from '@pflegepuls/shared';
import type { DB } from '../../platform/db/index.ts';
import { countActiveMembers, daysOfWindow, type TDayRange } from './activity.ts';
import { FAMILIES, countInWindows, dayStart, loadRollupState, valueOf, type TRange } from './counts.ts';
import { percent, periodInfo, withCustomFallback } from './periods.ts';
import { COHORT_ACTIVE_METRIC, countCohortActivity } from './rollups.ts';

/** A week's window, ending at `now` at the latest (the current week is not over). */
export function weekWindow(week: TAdminWeek, now: number): TRange {
  return { start: week.start, end: Math.min(week.end, now) };
}

/** A week's days, up to today at the latest. */
function weekDays(week: TAdminWeek, now: number): TDayRange {
  return daysOfWindow(week.start, Math.min(week.end, now));
}

/** Active members, registrations and the active share of the period, the one before and each week. */
export async function getUserStats(
  db: Kysely<DB>,
  query: Pick<TAdminPeriodQuery, 'period' | 'from' | 'to'>,
  now: number,
): Promise<TUserStats> {
  const state = await loadRollupState(db);
  return withCustomFallback(query, now, async (p, fallback) => {
    const weeks = p.weeks.map((w) => weekWindow(w, now));
    // Registrations in the windows, and every registration before each window's end (the share's base).
    const windows: TRange[] = [
      p.range,
      p.previous,
      { start: 0, end: p.range.end },
      { start: 0, end: p.previous.end },
      { start: 0, end: weeks[0]!.start },
      ...weeks,
    ];
    const [registrations, active] = await Promise.all([
      countInWindows(db, FAMILIES.registrations, windows, state),
      countActiveMembers(
        db,
        [
          daysOfWindow(p.range.start, p.range.end),
          daysOfWindow(p.previous.start, p.previous.end),
          ...p.weeks.map((w) => weekDays(w, now)),
        ],
        state,
        now,
      ),
    ]);
    const count = (i: number) => valueOf(registrations[i]!);
    const data = {
      activeUsers: active[0]!,
      newRegistrations: count(0),
      percentage: percent(active[0]!, count(2)),
    };
    const previous = {
      activeUsers: active[1]!,
      newRegistrations: count(1),
      percentage: percent(active[1]!, count(3)),
    };
    let registered = count(4);
    const weeklyData = p.weeks.map((week, k) => {
      const newRegistrations = count(5 + k);
      registered += newRegistrations;
      const activeUsers = active[2 + k]!;
      return {
        period: week.period,
        startDate: week.startDate,
        endDate: week.endDate,
        activeUsers,
        newRegistrations,
        percentage: percent(activeUsers, registered),
      };
    });
    return {
      answer: { ...periodInfo(p, fallback), data, previous, weeklyData },
      hasData: data.activeUsers + data.newRegistrations > 0,
    };
  });
}

/**
 * The ADMIN_COHORT_WEEKS most recent registration weeks of the period: members registered that
 * week (bots excluded) and the share of them active in each of the 12 weeks after; null for a
 * week not over yet.
 */
export async function getUserCohorts(
  db: Kysely<DB>,
  query: Pick<TAdminPeriodQuery, 'period' | 'from' | 'to'>,
  now: number,
): Promise<TUserCohorts> {
  const state = await loadRollupState(db);
  return withCustomFallback(query, now, async (p, fallback) => {
    const cohortWeeks = p.weeks.slice(-ADMIN_COHORT_WEEKS);
    const sizes = await countInWindows(
      db,
      FAMILIES.registrations,
      cohortWeeks.map((w) => weekWindow(w, now)),
      state,
    );
    // Activity weeks that are over: from the week rollup, or counted now when not rolled up yet.
    const activityMondays = new Set<string>();
    for (const cohort of cohortWeeks) {
      for (let k = 1; k <= ADMIN_COHORT_WEEKS; k++) {
        const monday = addDays(cohort.startDate, 7 * k);
        if (dayStart(addDays(monday, 7)) <= now) activityMondays.add(monday);
      }
    }
    const active = await readCohortActivity(db, [...activityMondays], state.weeksUntil);
    const cohorts = cohortWeeks.map((cohort, i) => {
      const size = valueOf(sizes[i]!);
      const weeks = Array.from({ length: ADMIN_COHORT_WEEKS }, (_, k) => {
        const monday = addDays(cohort.startDate, 7 * (k + 1));
        if (!activityMondays.has(monday)) return null;
        return percent(active.get(monday)?.get(cohort.startDate) ?? 0, size);
      });
      return { period: cohort.period, startDate: cohort.startDate, endDate: cohort.endDate, size, weeks };
    });
    return {
      answer: { ...periodInfo(p, fallback), cohorts },
      hasData: cohorts.some((c) => c.size > 0),
    };
  });
}

/** Active members per activity week (Monday) and cohort (Monday of the registration week). */
async function readCohortActivity(
  db: Kysely<DB>,
  mondays: string[],
  weeksUntil: number | null,
): Promise<Map<string, Map<string, number>>> {
  const result = new Map<string, Map<string, number>>();
  if (mondays.length === 0) return result;
  const starts = new Map(mondays.map((m) => [dayStart(m), m]));
  const rolled = [...starts.keys()].filter((s) => weeksUntil !== null && s < weeksUntil);
  if (rolled.length > 0) {
    const rows = await db
      .selectFrom('admin_counts')
      .select(['bucket_start', 'dim', 'value'])
      .where('span', '=', 'week')
      .where('metric', '=', COHORT_ACTIVE_METRIC)
      .where('bucket_start', 'in', rolled)
      .execute();
    for (const row of rows) {
      const monday = starts.get(Number(row.bucket_start))!;
      const map = result.get(monday) ?? new Map<string, number>();
      map.set(row.dim, Number(row.value));
      result.set(monday, map);
    }
    for (const s of rolled) if (!result.has(starts.get(s)!)) result.set(starts.get(s)!, new Map());
  }
  const live = [...starts].filter(([s]) => !rolled.includes(s));
  const counted = await Promise.all(live.map(([, monday]) => countCohortActivity(db, monday)));
  live.forEach(([, monday], i) => result.set(monday, counted[i]!));
  return result;
}
