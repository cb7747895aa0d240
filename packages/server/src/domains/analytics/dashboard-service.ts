/**
 * The funnels' dashboards and the onboarding choices (001 §3.3, §7.3; definitions in docs/admin.md,
 * "Funnels"). Every figure counts the sessions *started* in a window; a custom range without a
 * single session falls back to the last week (001 §8.3).
 */
import type { Kysely } from 'kysely';
import {
  adminRange,
  adminWeeks,
  getCalendarDay,
  previousRange,
  type TAdminPeriod,
  type TAdminRange,
  type TAdminWeek,
  type TFieldSelections,
  type TOnboardingDashboard,
  type TRegistrationDashboard,
} from '@pflegepuls/shared';
import type { DB } from '../../platform/db/index.ts';
import { SELECTION_FIELDS, type TFigures } from './funnel-figures.ts';
import { collectFigures, collectSelections } from './funnel-rollup.ts';

export type TPeriodInput = { period: TAdminPeriod; from?: string | undefined; to?: string | undefined };

/** A share in percent to 1 decimal; 0 when there is nothing to share. */
export function percent(part: number, whole: number): number {
  return whole > 0 ? Math.round((part / whole) * 1000) / 10 : 0;
}

const round1 = (value: number) => Math.round(value * 10) / 10;

function periodInfo(period: TAdminPeriod, range: TAdminRange, fallback: boolean) {
  return {
    success: true as const,
    period,
    from: new Date(range.start).toISOString(),
    to: new Date(range.end).toISOString(),
    fallback,
  };
}

/** Answers for the period, or for the last week (marked as fallback) when a custom range has no data. */
async function withFallback<T>(
  input: TPeriodInput,
  build: (period: TPeriodInput, fallback: boolean) => Promise<{ answer: T; isEmpty: boolean }>,
): Promise<T> {
  const first = await build(input, false);
  if (input.period !== 'custom' || !first.isEmpty) return first.answer;
  return (await build({ period: 'lastWeek' }, true)).answer;
}

/**
 * The calendar weeks of a period, remembered per Berlin day: they change only at midnight, and a
 * year's 52 weeks cost some 200 time-zone conversions each time.
 */
const weeksCache = new Map<string, TAdminWeek[]>();
function weeksOf(input: TPeriodInput, now: number): TAdminWeek[] {
  const key = `${input.period}|${input.from}|${input.to}|${getCalendarDay(now)}`;
  let weeks = weeksCache.get(key);
  if (!weeks) {
    if (weeksCache.size >= 200) weeksCache.clear();
    weeks = adminWeeks(input.period, now, input.from, input.to);
    weeksCache.set(key, weeks);
  }
  return weeks;
}

function windowsOf(input: TPeriodInput, now: number) {
  const range = adminRange(input.period, now, input.from, input.to);
  return { range, previous: previousRange(range), weeks: weeksOf(input, now) };
}

/** The abandoned sessions' last steps, most frequent first (ties by step id). */
function dropOffSteps(f: TFigures) {
  return Object.entries(f.dropOff)
    .sort(([a, x], [b, y]) => y - x || a.localeCompare(b))
    .map(([stepId, count]) => ({
      stepId,
      abandonmentCount: count,
      abandonmentRate: percent(count, f.abandoned),
    }));
}

function kpis(f: TFigures) {
  return {
    totalSessions: f.sessions,
    completedSessions: f.completed,
    abandonedSessions: f.abandoned,
    conversionRate: percent(f.completed, f.sessions),
    avgCompletionTimeSeconds: f.durationCount ? Math.round(f.durationSum / f.durationCount / 1000) : 0,
    avgStepsPerSession: f.sessions ? round1(f.stepsSum / f.sessions) : 0,
    mostCommonDropOffStep: dropOffSteps(f)[0]?.stepId ?? null,
  };
}

const weekLabel = (week: TAdminWeek) => ({
  period: week.period,
  startDate: week.startDate,
  endDate: week.endDate,
});

const devices = (f: TFigures) => ({
  mobile: f.device['mobile'] ?? 0,
  desktop: f.device['desktop'] ?? 0,
  tablet: f.device['tablet'] ?? 0,
});

/** The onboarding dashboard of a period. */
export function getOnboardingDashboard(
  db: Kysely<DB>,
  input: TPeriodInput,
  now = Date.now(),
): Promise<TOnboardingDashboard> {
  return withFallback(input, async (period, fallback) => {
    const { range, previous, weeks } = windowsOf(period, now);
    const figures = await collectFigures(db, 'onboarding', { windows: [range, previous], weeks, now });
    const [current, before] = figures.windows as [TFigures, TFigures];
    const answer: TOnboardingDashboard = {
      ...periodInfo(period.period, range, fallback),
      data: { ...kpis(current), errorSessions: current.errors },
      previous: { ...kpis(before), errorSessions: before.errors },
      deviceBreakdown: devices(current),
      modeBreakdown: {
        standard: current.kind['standard'] ?? 0,
        editMode: current.kind['editMode'] ?? 0,
        oldUser: current.kind['oldUser'] ?? 0,
        phoneVerified: current.kind['phoneVerified'] ?? 0,
        editShort: current.kind['editShort'] ?? 0,
      },
      completionStatusBreakdown: {
        completed: current.completed,
        abandoned: current.abandoned,
        completedWithPhone: current.withPhone,
      },
      weeklyCompletionData: weeks.map((week, n) => ({
        ...weekLabel(week),
        completed: figures.weeks[n]!.completed,
        abandoned: figures.weeks[n]!.abandoned,
        completed_with_phone: figures.weeks[n]!.withPhone,
      })),
      topDropOffSteps: dropOffSteps(current),
    };
    return { answer, isEmpty: current.sessions === 0 };
  });
}

/** The registration dashboard of a period. */
export function getRegistrationDashboard(
  db: Kysely<DB>,
  input: TPeriodInput,
  now = Date.now(),
): Promise<TRegistrationDashboard> {
  return withFallback(input, async (period, fallback) => {
    const { range, previous, weeks } = windowsOf(period, now);
    const figures = await collectFigures(db, 'registration', { windows: [range, previous], weeks, now });
    const [current, before] = figures.windows as [TFigures, TFigures];
    const answer: TRegistrationDashboard = {
      ...periodInfo(period.period, range, fallback),
      data: kpis(current),
      previous: kpis(before),
      deviceBreakdown: devices(current),
      authMethodBreakdown: {
        email: current.kind['email'] ?? 0,
        google: current.kind['google'] ?? 0,
        apple: current.kind['apple'] ?? 0,
        one_time_login: current.kind['one_time_login'] ?? 0,
      },
      completionStatusBreakdown: { completed: current.completed, abandoned: current.abandoned },
      timeSeriesData: weeks.map((week, n) => ({
        ...weekLabel(week),
        completed: figures.weeks[n]!.completed,
        abandoned: figures.weeks[n]!.abandoned,
      })),
      topDropOffSteps: dropOffSteps(current),
    };
    return { answer, isEmpty: current.sessions === 0 };
  });
}

/**
 * The distribution of the onboarding choices of the sessions started in a period: per field the
 * options chosen, most frequent first (ties by value); fields nobody chose are left out.
 */
export function getFieldSelections(
  db: Kysely<DB>,
  input: TPeriodInput,
  now = Date.now(),
): Promise<TFieldSelections> {
  return withFallback(input, async (period, fallback) => {
    const range = adminRange(period.period, now, period.from, period.to);
    const selections = await collectSelections(db, { window: range, now });
    const data = SELECTION_FIELDS.flatMap((field) => {
      const counts = [...(selections.get(field.id) ?? new Map<string, number>())];
      const total = counts.reduce((sum, [, count]) => sum + count, 0);
      if (total === 0) return [];
      return [
        {
          field_id: field.id,
          total_selections: total,
          options: counts
            .sort(([a, x], [b, y]) => y - x || a.localeCompare(b))
            .map(([value, count]) => ({ value, count, percentage: percent(count, total) })),
        },
      ];
    });
    return { answer: { ...periodInfo(period.period, range, fallback), data }, isEmpty: data.length === 0 };
  });
}
