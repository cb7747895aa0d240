/**
 * The rules of the custom range dialog (001 §2.4, §5.3): start and end are Berlin days
 * (YYYY-MM-DD); the end at most today, the start at most the end (the end at least the start), at
 * most ADMIN_CUSTOM_MAX_DAYS days; "Zeitraum übernehmen" only with both days and no error. The same
 * limits as the server's ZAdminPeriodQuery, with its German messages.
 */
import { ADMIN_MESSAGES } from '@pflegepuls/shared/admin-messages';
import { ADMIN_CUSTOM_MAX_DAYS } from '@pflegepuls/shared/constants';
import { DAY_MS } from '@pflegepuls/shared/time';

export type TRangeDraft = { from: string; to: string };
export type TRangeErrors = { from?: string; to?: string };

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The days `from` and `to` span, both counted. */
function spanDays(from: string, to: string): number {
  return (Date.parse(to) - Date.parse(from)) / DAY_MS + 1;
}

/** The native date inputs' limits: the start up to the end (or today), the end from the start to today. */
export function getRangeLimits({ from, to }: TRangeDraft, today: string) {
  return {
    fromMax: DAY.test(to) && to < today ? to : today,
    toMin: DAY.test(from) ? from : undefined,
    toMax: today,
  };
}

/** What is wrong with the days entered so far, by field; empty fields are not errors yet. */
export function getRangeErrors({ from, to }: TRangeDraft, today: string): TRangeErrors {
  const errors: TRangeErrors = {};
  if (from && !DAY.test(from)) errors.from = ADMIN_MESSAGES.invalidDate;
  if (to && !DAY.test(to)) errors.to = ADMIN_MESSAGES.invalidDate;
  else if (to > today) errors.to = ADMIN_MESSAGES.endInFuture;
  if (errors.from || errors.to || !from || !to) return errors;
  if (from > to) errors.from = ADMIN_MESSAGES.startAfterEnd;
  else if (spanDays(from, to) > ADMIN_CUSTOM_MAX_DAYS) errors.from = ADMIN_MESSAGES.rangeTooLong;
  return errors;
}

/** Whether "Zeitraum übernehmen" is enabled: both days set and nothing wrong. */
export function canApplyRange(draft: TRangeDraft, today: string): boolean {
  const errors = getRangeErrors(draft, today);
  return Boolean(draft.from && draft.to && !errors.from && !errors.to);
}
