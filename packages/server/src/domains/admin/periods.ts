/**
 * A statistics request's period as instants: the window, the one before it, the calendar weeks of
 * its weekly data (shared admin-periods.ts), and the fallback of a custom range without data.
 */
import {
  adminRange,
  adminWeeks,
  previousRange,
  type TAdminPeriod,
  type TAdminPeriodQuery,
  type TAdminRange,
  type TAdminWeek,
} from '@pflegepuls/shared';

export type TResolvedPeriod = {
  period: TAdminPeriod;
  range: TAdminRange;
  previous: TAdminRange;
  weeks: TAdminWeek[];
};

/** The period of a validated query as of `now`. */
export function resolvePeriod(
  query: Pick<TAdminPeriodQuery, 'period' | 'from' | 'to'>,
  now: number,
): TResolvedPeriod {
  const range = adminRange(query.period, now, query.from, query.to);
  return {
    period: query.period,
    range,
    previous: previousRange(range),
    weeks: adminWeeks(query.period, now, query.from, query.to),
  };
}

/** The fields every statistics answer starts with. */
export function periodInfo(resolved: TResolvedPeriod, fallback: boolean) {
  return {
    success: true as const,
    period: resolved.period,
    from: new Date(resolved.range.start).toISOString(),
    to: new Date(resolved.range.end).toISOString(),
    fallback,
  };
}

/**
 * Computes a statistic for the query's period; a custom range whose figures are all zero falls
 * back to the last week (001 §8.3) and says so with `fallback`.
 */
export async function withCustomFallback<T>(
  query: Pick<TAdminPeriodQuery, 'period' | 'from' | 'to'>,
  now: number,
  compute: (resolved: TResolvedPeriod, fallback: boolean) => Promise<{ answer: T; hasData: boolean }>,
): Promise<T> {
  const first = await compute(resolvePeriod(query, now), false);
  if (query.period !== 'custom' || first.hasData) return first.answer;
  return (await compute(resolvePeriod({ period: 'lastWeek' }, now), true)).answer;
}

/** A share in percent to one decimal; 0 when there is nothing to share. */
export function percent(part: number, whole: number): number {
  return whole > 0 ? Math.round((part / whole) * 1000) / 10 : 0;
}
