const MONTH_FORMAT = new Intl.DateTimeFormat('de-DE', { month: 'short', year: 'numeric', timeZone: 'UTC' });

/** `2020-04` → "Apr. 2020". */
export function formatMonth(month: string): string {
  const [year, monthIndex] = month.split('-').map(Number);
  if (!year || !monthIndex) return month;
  return MONTH_FORMAT.format(new Date(Date.UTC(year, monthIndex - 1, 1)));
}

/** A period of a CV entry: "Apr. 2020 – heute" while it runs (no end). */
export function formatPeriod(fromMonth: string, toMonth: string | null): string {
  return `${formatMonth(fromMonth)} – ${toMonth ? formatMonth(toMonth) : 'heute'}`;
}
