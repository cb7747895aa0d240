/**
 * The funnels' daily rollup and how a period is read from it (docs/admin.md, "Funnels").
 *
 * Rules for every writer of onboarding or registration sessions and events: after the write,
 * call `markFunnelDirty` with the start times of the sessions it changed (after, not before: the
 * rebuild deletes the marks it covered, so a mark must never come before its data). A day's rollup
 * counts only while none of its hours is dirty; until the job rebuilds it, readers count that day
 * from the sessions themselves, so the figures are exact at any moment.
 */
import type { Kysely } from 'kysely';
import { addDays, berlinDayStart, getCalendarDay, HOUR_MS, type TAdminRange } from '@pflegepuls/shared';
import type { DB } from '../../platform/db/index.ts';
import {
  addFigures,
  addWeeklyFigures,
  addSelection,
  addSelectionsJson,
  countRawFigures,
  countRawSelections,
  emptyFigures,
  parseFigures,
  stringifySelections,
  type TFigures,
  type TFunnel,
  type TSegment,
  type TSelections,
} from './funnel-figures.ts';

/** Marks the hours of these session starts as changed (after the change is written). */
export async function markFunnelDirty(db: Kysely<DB>, funnel: TFunnel, startedAts: Iterable<number>) {
  const hours = [...new Set([...startedAts].map((at) => Math.floor(at / HOUR_MS)))];
  if (hours.length === 0) return;
  await db
    .insertInto('funnel_dirty_hours')
    .values(hours.map((hour) => ({ funnel, hour })))
    .onConflict((oc) => oc.columns(['funnel', 'hour']).doNothing())
    .execute();
}

/** The Berlin days with a dirty hour (Berlin's offsets are whole hours, so an hour lies in one day). */
async function findDirtyDays(db: Kysely<DB>, funnel: TFunnel): Promise<Set<string>> {
  const rows = await db
    .selectFrom('funnel_dirty_hours')
    .select('hour')
    .where('funnel', '=', funnel)
    .execute();
  return new Set(rows.map((row) => dayOfHour(Number(row.hour))));
}

/** The Berlin day of a UTC hour, remembered (hours come back on every request until rebuilt). */
const hourDays = new Map<number, string>();
function dayOfHour(hour: number): string {
  let day = hourDays.get(hour);
  if (day === undefined) {
    if (hourDays.size >= 100_000) hourDays.clear();
    day = getCalendarDay(hour * HOUR_MS);
    hourDays.set(hour, day);
  }
  return day;
}

/** Berlin day starts by day, remembered: a year's dashboard needs some 1,500 of them per request. */
const dayStarts = new Map<string, number>();
function dayStart(day: string): number {
  let at = dayStarts.get(day);
  if (at === undefined) {
    at = berlinDayStart(day);
    dayStarts.set(day, at);
  }
  return at;
}

/** The day after, remembered like the day starts. */
const nextDays = new Map<string, string>();
function nextDay(day: string): string {
  let next = nextDays.get(day);
  if (next === undefined) {
    next = addDays(day, 1);
    nextDays.set(day, next);
  }
  return next;
}

/**
 * Rollup rows parsed before, by funnel and day with the JSON they came from: a day's row changes
 * only when it is rebuilt, so the same text gives the same figures (never changed by readers).
 */
const parsedDays = new Map<string, { json: string; figures: TFigures }>();
function parseDay(key: string, json: string): TFigures {
  const cached = parsedDays.get(key);
  if (cached?.json === json) return cached.figures;
  if (parsedDays.size >= 20_000) parsedDays.clear();
  const figures = parseFigures(json);
  parsedDays.set(key, { json, figures });
  return figures;
}

/** Choices as [field, value, count] rows, for adding them up again without walking nested maps. */
function flattenSelections(selections: TSelections): Array<[string, string, number]> {
  return [...selections].flatMap(([field, values]) =>
    [...values].map(([value, count]): [string, string, number] => [field, value, count]),
  );
}

const parsedSelectionDays = new Map<string, { json: string; counts: Array<[string, string, number]> }>();
function parseSelectionDay(day: string, json: string): Array<[string, string, number]> {
  const cached = parsedSelectionDays.get(day);
  if (cached?.json === json) return cached.counts;
  if (parsedSelectionDays.size >= 20_000) parsedSelectionDays.clear();
  const selections: TSelections = new Map();
  addSelectionsJson(selections, json);
  const counts = flattenSelections(selections);
  parsedSelectionDays.set(day, { json, counts });
  return counts;
}

type TPiece = TSegment & { day: string; isRollup: boolean; windows: number[]; weeks: number[] };

/**
 * Cuts the time the windows and weeks cover (up to now) into pieces that lie in one Berlin day and
 * wholly inside or outside each window and week. A whole past day without a dirty hour is read
 * from the rollup; every other piece from the sessions.
 */
function planPieces(windows: TAdminRange[], weeks: TAdminRange[], now: number, dirtyDays: Set<string>) {
  const ranges = [...windows, ...weeks].map((r) => ({ start: r.start, end: Math.min(r.end, now) }));
  const spanStart = Math.min(...ranges.map((r) => r.start));
  const spanEnd = Math.max(...ranges.map((r) => r.end));
  const cuts = [...new Set(ranges.flatMap((r) => [r.start, r.end]))].sort((a, b) => a - b);
  const pieces: TPiece[] = [];
  for (let day = getCalendarDay(spanStart); dayStart(day) < spanEnd; day = nextDay(day)) {
    const begins = dayStart(day);
    const ends = dayStart(nextDay(day));
    const from = Math.max(begins, spanStart);
    const to = Math.min(ends, spanEnd);
    const bounds = [from, ...cuts.filter((c) => c > from && c < to), to];
    for (let i = 0; i + 1 < bounds.length; i++) {
      const piece = { start: bounds[i]!, end: bounds[i + 1]! };
      const within = (r: TAdminRange) => piece.start >= r.start && piece.end <= r.end;
      const windowIds = windows.flatMap((w, n) => (within(w) ? [n] : []));
      const weekIds = weeks.flatMap((w, n) => (within(w) ? [n] : []));
      if (windowIds.length === 0 && weekIds.length === 0) continue;
      pieces.push({
        ...piece,
        day,
        isRollup: piece.start === begins && piece.end === ends && ends <= now && !dirtyDays.has(day),
        windows: windowIds,
        weeks: weekIds,
      });
    }
  }
  return pieces;
}

/**
 * The figures of each window and, for the weekly data, of each week (only completed, abandoned and
 * with a phone). Whole past days come from the rollup (one row per day), the rest is counted from
 * the sessions in one query.
 */
export async function collectFigures(
  db: Kysely<DB>,
  funnel: TFunnel,
  options: { windows: TAdminRange[]; weeks?: TAdminRange[]; now: number },
): Promise<{ windows: TFigures[]; weeks: TFigures[] }> {
  const weeks = options.weeks ?? [];
  const pieces = planPieces(options.windows, weeks, options.now, await findDirtyDays(db, funnel));
  const windows = options.windows.map(() => emptyFigures());
  const weekly = weeks.map(() => emptyFigures());
  const add = (piece: TPiece, figures: TFigures) => {
    for (const w of piece.windows) addFigures(windows[w]!, figures);
    for (const w of piece.weeks) addWeeklyFigures(weekly[w]!, figures);
  };

  const rollup = new Map(pieces.filter((p) => p.isRollup).map((p) => [p.day, p]));
  if (rollup.size > 0) {
    const days = [...rollup.keys()].sort();
    const rows = await db
      .selectFrom('funnel_daily')
      .select(['day', 'figures'])
      .where('funnel', '=', funnel)
      .where('day', '>=', days[0]!)
      .where('day', '<=', days.at(-1)!)
      .execute();
    for (const row of rows) {
      const piece = rollup.get(row.day);
      if (piece) add(piece, parseDay(`${funnel}|${row.day}`, row.figures));
    }
  }
  const raw = pieces.filter((p) => !p.isRollup);
  const counted = await countRawFigures(db, funnel, raw);
  raw.forEach((piece, n) => add(piece, counted[n]!));
  return { windows, weeks: weekly };
}

/**
 * The summed choices of rolled-up days, by database, days and rollup version: each rebuild raises the
 * funnel's version in its transaction (funnel_rollup_versions), so a sum holds until the next rebuild
 * on any instance. Without it, every request read a year's 363 rows (~400 KB of JSON) to add them up.
 */
const summedSelectionDays = new WeakMap<Kysely<DB>, Map<string, Array<[string, string, number]>>>();
const SUMS_KEPT = 50;

async function sumRolledSelections(db: Kysely<DB>, days: string[]): Promise<Array<[string, string, number]>> {
  const version = await db
    .selectFrom('funnel_rollup_versions')
    .select('version')
    .where('funnel', '=', 'onboarding')
    .executeTakeFirst();
  // Read before the rows: a rebuild committed in between gives newer rows under the older version,
  // never the reverse.
  const key = `${version?.version ?? 0}|${days.join(',')}`;
  let sums = summedSelectionDays.get(db);
  if (!sums) summedSelectionDays.set(db, (sums = new Map()));
  const known = sums.get(key);
  if (known) return known;
  const wanted = new Set(days);
  const rows = await db
    .selectFrom('onboarding_selection_daily')
    .select(['day', 'selections'])
    .where('day', '>=', days[0]!)
    .where('day', '<=', days.at(-1)!)
    .execute();
  const selections: TSelections = new Map();
  for (const row of rows) {
    if (!wanted.has(row.day)) continue;
    for (const [field, value, count] of parseSelectionDay(row.day, row.selections))
      addSelection(selections, field, value, count);
  }
  const sum = flattenSelections(selections);
  if (sums.size >= SUMS_KEPT) sums.clear();
  sums.set(key, sum);
  return sum;
}

/** The onboarding choices of the sessions started in a window. */
export async function collectSelections(
  db: Kysely<DB>,
  options: { window: TAdminRange; now: number },
): Promise<TSelections> {
  const pieces = planPieces([options.window], [], options.now, await findDirtyDays(db, 'onboarding'));
  const selections: TSelections = new Map();
  const days = new Set(pieces.filter((p) => p.isRollup).map((p) => p.day));
  if (days.size > 0) {
    for (const [field, value, count] of await sumRolledSelections(db, [...days].sort()))
      addSelection(selections, field, value, count);
  }
  const raw = pieces.filter((p) => !p.isRollup);
  for (const counted of await countRawSelections(db, raw)) {
    for (const [field, values] of counted) {
      for (const [value, count] of values) addSelection(selections, field, value, count);
    }
  }
  return selections;
}

/** Days rebuilt in one transaction: a seed's year in a dozen passes, the job's usual one or two in one. */
const REBUILD_DAYS_PER_PASS = 31;
const INSERT_ROWS = 1000;

/**
 * Rebuilds the rollup of every past day with a dirty hour, a month of days per transaction (their
 * marks are deleted in the same transaction, before counting: a change written meanwhile marks the
 * day again). Returns the number of days rebuilt.
 */
export async function rebuildFunnelRollups(db: Kysely<DB>, now = Date.now()): Promise<number> {
  const marks = await db.selectFrom('funnel_dirty_hours').select(['funnel', 'hour']).distinct().execute();
  const due = new Map<TFunnel, Set<string>>();
  for (const mark of marks) {
    const day = dayOfHour(Number(mark.hour));
    if (dayStart(addDays(day, 1)) > now) continue;
    let days = due.get(mark.funnel);
    if (!days) due.set(mark.funnel, (days = new Set()));
    days.add(day);
  }
  let rebuilt = 0;
  for (const [funnel, days] of due) {
    const sorted = [...days].sort();
    for (let i = 0; i < sorted.length; i += REBUILD_DAYS_PER_PASS) {
      await rebuildDays(db, funnel, sorted.slice(i, i + REBUILD_DAYS_PER_PASS));
    }
    rebuilt += sorted.length;
  }
  return rebuilt;
}

async function insertInChunks<T>(rows: T[], insert: (chunk: T[]) => Promise<unknown>) {
  for (let i = 0; i < rows.length; i += INSERT_ROWS) await insert(rows.slice(i, i + INSERT_ROWS));
}

async function rebuildDays(db: Kysely<DB>, funnel: TFunnel, days: string[]) {
  const segments = days.map((day) => ({ start: dayStart(day), end: dayStart(addDays(day, 1)) }));
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('funnel_rollup_versions')
      .values({ funnel, version: 1 })
      .onConflict((oc) =>
        oc.column('funnel').doUpdateSet((eb) => ({ version: eb('funnel_rollup_versions.version', '+', 1) })),
      )
      .execute();
    for (const segment of segments) {
      await trx
        .deleteFrom('funnel_dirty_hours')
        .where('funnel', '=', funnel)
        .where('hour', '>=', segment.start / HOUR_MS)
        .where('hour', '<', segment.end / HOUR_MS)
        .execute();
    }
    const figures = await countRawFigures(trx, funnel, segments);
    await trx.deleteFrom('funnel_daily').where('funnel', '=', funnel).where('day', 'in', days).execute();
    const rows = days.flatMap((day, n) =>
      figures[n]!.sessions > 0 ? [{ funnel, day, figures: JSON.stringify(figures[n]) }] : [],
    );
    await insertInChunks(rows, (chunk) => trx.insertInto('funnel_daily').values(chunk).execute());
    if (funnel !== 'onboarding') return;
    const selections = await countRawSelections(trx, segments);
    await trx.deleteFrom('onboarding_selection_daily').where('day', 'in', days).execute();
    const values = days.flatMap((day, n) =>
      selections[n]!.size > 0 ? [{ day, selections: stringifySelections(selections[n]!) }] : [],
    );
    await insertInChunks(values, (chunk) =>
      trx.insertInto('onboarding_selection_daily').values(chunk).execute(),
    );
  });
}
