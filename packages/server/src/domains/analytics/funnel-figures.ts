/**
 * The funnels' figures as sums (docs/admin.md, "Funnels"): counted straight from the sessions of
 * some time pieces, or read from the daily rollup those same counts were written to (as JSON, one
 * row per day). Both give a `TFigures`, and figures of pieces add up, so a period is any mix of
 * rollup days and raw pieces.
 */
import { sql, type Kysely, type RawBuilder } from 'kysely';
import {
  EDUCATION_OPTIONS,
  EXPERIENCE_OPTIONS,
  GENDER_OPTIONS,
  JOB_OFFERS_OPTIONS,
  TRAINING_OPTIONS,
  WORK_AREA_OPTIONS,
  YES_NO_OPTIONS,
  type TWizardOption,
} from '@pflegepuls/shared';
import type { DB } from '../../platform/db/index.ts';
import type { TFunnel } from '../../platform/db/tables/analytics.ts';

export type { TFunnel };

/** Sums over the sessions started in some time: everything a dashboard derives its figures from. */
export type TFigures = {
  sessions: number;
  completed: number;
  abandoned: number;
  /** Sessions with a step_validation_error (onboarding only). */
  errors: number;
  /** Completed sessions with an end time, and the sum of their durations in ms. */
  durationCount: number;
  durationSum: number;
  /** Sum of the sessions' steps (steps_completed). */
  stepsSum: number;
  /** Completed with a phone number on file (onboarding only). */
  withPhone: number;
  device: Record<string, number>;
  /** Sessions by mode (onboarding) or auth method (registration). */
  kind: Record<string, number>;
  /** Abandoned sessions by their last step. */
  dropOff: Record<string, number>;
};

/** A stretch of time whose sessions are counted from the raw rows. */
export type TSegment = { start: number; end: number };

/** The step of an abandoned session that never reached one. */
export const UNKNOWN_STEP = 'unknown';

export function emptyFigures(): TFigures {
  return {
    sessions: 0,
    completed: 0,
    abandoned: 0,
    errors: 0,
    durationCount: 0,
    durationSum: 0,
    stepsSum: 0,
    withPhone: 0,
    device: {},
    kind: {},
    dropOff: {},
  };
}

const bump = (record: Record<string, number>, key: string, n: number) => {
  record[key] = (record[key] ?? 0) + n;
};

const COUNTS = [
  'sessions',
  'completed',
  'abandoned',
  'errors',
  'durationCount',
  'durationSum',
  'stepsSum',
  'withPhone',
] as const;
const BREAKDOWNS = ['device', 'kind', 'dropOff'] as const;

/** Adds `more` into `into`. */
export function addFigures(into: TFigures, more: TFigures) {
  for (const key of COUNTS) into[key] += more[key];
  for (const key of BREAKDOWNS) {
    const from = more[key];
    const to = into[key];
    for (const name in from) to[name] = (to[name] ?? 0) + from[name]!;
  }
}

/** Adds only what the weekly data show: completed, abandoned, completed with a phone. */
export function addWeeklyFigures(into: TFigures, more: TFigures) {
  into.completed += more.completed;
  into.abandoned += more.abandoned;
  into.withPhone += more.withPhone;
}

/** Figures from their rollup JSON; anything that is not a count is left out. */
export function parseFigures(json: string): TFigures {
  const figures = emptyFigures();
  const data = JSON.parse(json) as Partial<Record<string, unknown>>;
  for (const key of COUNTS) {
    const n = data[key];
    if (typeof n === 'number') figures[key] = n;
  }
  for (const key of BREAKDOWNS) {
    const record = data[key];
    if (!record || typeof record !== 'object') continue;
    for (const [name, n] of Object.entries(record)) if (typeof n === 'number') figures[key][name] = n;
  }
  return figures;
}

/**
 * Which segment a start time falls in, as a binary tree of CASEs over the segments' starts
 * (a dashboard may have hundreds of raw days before the first rollup): each row needs about
 * log2(n) comparisons. Rows are known to lie in some segment (the WHERE of `segmentsWhere`).
 */
export function segmentOf(column: RawBuilder<unknown>, segments: TSegment[]): RawBuilder<number> {
  const node = (lo: number, hi: number): RawBuilder<number> => {
    if (lo === hi) return sql<number>`${sql.lit(lo)}`;
    const mid = (lo + hi + 1) >> 1;
    return sql<number>`case when ${column} < ${sql.lit(segments[mid]!.start)} then ${node(lo, mid - 1)} else ${node(mid, hi)} end`;
  };
  return node(0, segments.length - 1);
}

/** The WHERE of rows in any of the segments (sorted, not overlapping), adjacent ones merged. */
export function segmentsWhere(column: RawBuilder<unknown>, segments: TSegment[]): RawBuilder<boolean> {
  const spans: TSegment[] = [];
  for (const s of segments) {
    const last = spans.at(-1);
    if (last && last.end === s.start) last.end = s.end;
    else spans.push({ ...s });
  }
  return sql<boolean>`(${sql.join(
    spans.map((s) => sql`(${column} >= ${sql.lit(s.start)} and ${column} < ${sql.lit(s.end)})`),
    sql` or `,
  )})`;
}

type TRawFigureRow = {
  seg: number;
  status: string;
  device_type: string;
  kind: string;
  phone: number;
  err: number;
  drop_step: string | null;
  n: number;
  steps: number | null;
  dur: number | null;
  dur_n: number | null;
};

/** The figures of each segment (sorted, not overlapping), counted from the sessions table. */
export async function countRawFigures(
  db: Kysely<DB>,
  funnel: TFunnel,
  segments: TSegment[],
): Promise<TFigures[]> {
  const result = segments.map(() => emptyFigures());
  if (segments.length === 0) return result;
  const started = sql.ref('started_at');
  const seg = segmentOf(started, segments);
  const where = segmentsWhere(started, segments);
  const rows =
    funnel === 'onboarding'
      ? await sql<TRawFigureRow>`select ${seg} as seg, status, device_type, mode as kind,
          is_completed_with_phone as phone, has_validation_error as err,
          case when status = 'abandoned' then coalesce(last_step_id, ${UNKNOWN_STEP}) end as drop_step,
          count(*) as n, sum(steps_completed) as steps,
          sum(case when status = 'completed' and ended_at is not null then ended_at - started_at else 0 end) as dur,
          sum(case when status = 'completed' and ended_at is not null then 1 else 0 end) as dur_n
        from onboarding_sessions where ${where}
        group by 1, 2, 3, 4, 5, 6, 7`.execute(db)
      : await sql<TRawFigureRow>`select ${seg} as seg, status, device_type, auth_method as kind,
          0 as phone, 0 as err,
          case when status = 'abandoned' then coalesce(last_step_id, ${UNKNOWN_STEP}) end as drop_step,
          count(*) as n, sum(steps_completed) as steps,
          sum(case when status = 'completed' and ended_at is not null then ended_at - started_at else 0 end) as dur,
          sum(case when status = 'completed' and ended_at is not null then 1 else 0 end) as dur_n
        from registration_sessions where ${where}
        group by 1, 2, 3, 4, 7`.execute(db);
  for (const row of rows.rows) {
    const f = result[Number(row.seg)]!;
    const n = Number(row.n);
    f.sessions += n;
    f.stepsSum += Number(row.steps ?? 0);
    bump(f.device, row.device_type, n);
    bump(f.kind, row.kind, n);
    if (Number(row.err) === 1) f.errors += n;
    if (row.status === 'completed') {
      f.completed += n;
      f.durationSum += Number(row.dur ?? 0);
      f.durationCount += Number(row.dur_n ?? 0);
      if (Number(row.phone) === 1) f.withPhone += n;
    } else if (row.status === 'abandoned') {
      f.abandoned += n;
      bump(f.dropOff, row.drop_step ?? UNKNOWN_STEP, n);
    }
  }
  return result;
}

// ---- the onboarding choices ----

/** The fields of the selection distribution (001 §3.3) with the wizard fields they are read from and their options. */
export const SELECTION_FIELDS: ReadonlyArray<{
  id: string;
  fieldIds: readonly string[];
  options: readonly TWizardOption[];
}> = [
  { id: 'education', fieldIds: ['education'], options: EDUCATION_OPTIONS },
  { id: 'gender', fieldIds: ['gender'], options: GENDER_OPTIONS },
  { id: 'hasTraining', fieldIds: ['hasTraining'], options: YES_NO_OPTIONS },
  { id: 'experience', fieldIds: ['experience'], options: EXPERIENCE_OPTIONS },
  { id: 'training', fieldIds: ['training'], options: TRAINING_OPTIONS },
  // The wizard's step is `workArea`; the spec's statistic calls it workAreas.
  { id: 'workAreas', fieldIds: ['workArea', 'workAreas'], options: WORK_AREA_OPTIONS },
  { id: 'jobOffers', fieldIds: ['jobOffers'], options: JOB_OFFERS_OPTIONS },
];

const FIELD_BY_WIZARD_ID = new Map(
  SELECTION_FIELDS.flatMap((field) => {
    const values = new Set(field.options.map((o) => o.value));
    return field.fieldIds.map((id) => [id, { id: field.id, values }] as const);
  }),
);
export const SELECTION_WIZARD_FIELD_IDS = [...FIELD_BY_WIZARD_ID.keys()];

/** Counts per statistic field and option value. */
export type TSelections = Map<string, Map<string, number>>;

export function addSelection(selections: TSelections, fieldId: string, value: string, count: number) {
  let values = selections.get(fieldId);
  if (!values) selections.set(fieldId, (values = new Map()));
  values.set(value, (values.get(value) ?? 0) + count);
}

/**
 * Counts the last value of a wizard field of `sessions` sessions (the same value): each chosen value
 * once per session (a multiple choice counts each of its values); values outside the field's
 * options are left out.
 */
export function countSelection(
  selections: TSelections,
  wizardFieldId: string,
  eventData: string,
  sessions = 1,
) {
  const field = FIELD_BY_WIZARD_ID.get(wizardFieldId);
  if (!field) return;
  let value: unknown;
  try {
    value = (JSON.parse(eventData) as { selected_value?: unknown }).selected_value;
  } catch {
    return;
  }
  const chosen = Array.isArray(value) ? value : [value];
  for (const item of new Set(chosen.map((v) => (typeof v === 'number' ? String(v) : v)))) {
    if (typeof item === 'string' && field.values.has(item))
      addSelection(selections, field.id, item, sessions);
  }
}

/**
 * The choices of the sessions started in each segment: per session and field its last value, as
 * kept in onboarding_field_values, counted per segment, field and value in one statement.
 */
export async function countRawSelections(db: Kysely<DB>, segments: TSegment[]): Promise<TSelections[]> {
  const result: TSelections[] = segments.map(() => new Map());
  if (segments.length === 0) return result;
  // One branch per segment: PostgreSQL reads an OR of ranges with a full scan of the start index.
  const fields = sql.join(SELECTION_WIZARD_FIELD_IDS);
  const { rows } = await sql<{
    seg: number;
    field_id: string;
    event_data: string;
    n: number | string;
  }>`${sql.join(
    segments.map(
      (segment, i) => sql`select ${sql.lit(i)} as seg, v.field_id, v.event_data, count(*) as n
        from onboarding_sessions s join onboarding_field_values v on v.session_id = s.id
        where s.started_at >= ${segment.start} and s.started_at < ${segment.end} and v.field_id in (${fields})
        group by v.field_id, v.event_data`,
    ),
    sql` union all `,
  )}`.execute(db);
  for (const row of rows)
    countSelection(result[Number(row.seg)]!, row.field_id, row.event_data, Number(row.n));
  return result;
}

/** Choices as rollup JSON: { field: { value: count } }. */
export function stringifySelections(selections: TSelections): string {
  return JSON.stringify(
    Object.fromEntries([...selections].map(([field, values]) => [field, Object.fromEntries(values)])),
  );
}

/** Adds choices from their rollup JSON; anything that is not a count is left out. */
export function addSelectionsJson(selections: TSelections, json: string) {
  const data = JSON.parse(json) as Record<string, unknown>;
  for (const [field, values] of Object.entries(data)) {
    if (!values || typeof values !== 'object') continue;
    for (const [value, n] of Object.entries(values))
      if (typeof n === 'number') addSelection(selections, field, value, n);
  }
}
