/**
 * The dashboard's period (001 §4.3): lastWeek by default, a custom range sets `custom`, clearing it
 * returns to lastWeek. Kept in the address (`?period=…&from=…&to=…`), so a reload, a shared link and
 * every section of the dashboard show the same period.
 */
import { ADMIN_PERIODS, type TAdminPeriod } from '@pflegepuls/shared/constants';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from '../../platform/router.tsx';

export type TAdminPeriodParams = { period: TAdminPeriod; from?: string; to?: string };

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The period in `params`; anything unknown or a custom range without both days reads as lastWeek. */
export function readAdminPeriod(params: URLSearchParams): TAdminPeriodParams {
  const period = params.get('period');
  if (!period || !(ADMIN_PERIODS as readonly string[]).includes(period)) return { period: 'lastWeek' };
  if (period !== 'custom') return { period: period as TAdminPeriod };
  const from = params.get('from') ?? '';
  const to = params.get('to') ?? '';
  return DAY.test(from) && DAY.test(to) && from <= to ? { period, from, to } : { period: 'lastWeek' };
}

/** The query string of a period for the statistics calls (and their CSV downloads). */
export function adminPeriodSearch(
  { period, from, to }: TAdminPeriodParams,
  extra: Record<string, string> = {},
) {
  const params = new URLSearchParams({ period, ...(from && to ? { from, to } : {}), ...extra });
  return params.toString();
}

export function useAdminPeriod() {
  const [params, setParams] = useSearchParams();
  const value = useMemo(() => readAdminPeriod(params), [params]);
  const update = useCallback(
    (next: TAdminPeriodParams) =>
      setParams(
        (current) => {
          const copy = new URLSearchParams(current);
          copy.delete('from');
          copy.delete('to');
          if (next.period === 'lastWeek') copy.delete('period');
          else copy.set('period', next.period);
          if (next.period === 'custom' && next.from && next.to) {
            copy.set('from', next.from);
            copy.set('to', next.to);
          }
          return copy;
        },
        { replace: true },
      ),
    [setParams],
  );
  return {
    ...value,
    setPeriod: (period: Exclude<TAdminPeriod, 'custom'>) => update({ period }),
    setRange: (from: string, to: string) => update({ period: 'custom', from, to }),
    clearRange: () => update({ period: 'lastWeek' }),
  };
}
