/**
 * The funnels' session lists and details for admins (001 §3.3, §7.3): lists newest first with
 * filters, details with the member's identity and the event timeline. Reading a detail is
 * recorded in the audit log by the route (audit-log.ts).
 */
import type { Kysely, SelectQueryBuilder } from 'kysely';
import {
  adminRange,
  type TAdminSessionsQuery,
  type TOnboardingSessionDetail,
  type TOnboardingSessionSummary,
  type TOnboardingSessions,
  type TRegistrationSessionDetail,
  type TRegistrationSessionSummary,
  type TRegistrationSessions,
} from '@pflegepuls/shared';
import type { DB } from '../../platform/db/index.ts';

/** Events shown in a detail at most (a session normally has a few dozen). */
export const SESSION_DETAIL_MAX_EVENTS = 1000;

const iso = (at: number) => new Date(at).toISOString();
const seconds = (ms: number) => Math.max(0, Math.round(ms / 1000));
const durationSeconds = (row: { started_at: number; ended_at: number | null }) =>
  row.ended_at === null ? null : seconds(row.ended_at - row.started_at);

type TSessionTable = 'onboarding_sessions' | 'registration_sessions';

/** The list query's filters: status, device, mode or auth method, and the start within a period. */
function applyFilters<T extends TSessionTable, O>(
  qb: SelectQueryBuilder<DB, T, O>,
  query: TAdminSessionsQuery,
  kindColumn: 'mode' | 'auth_method',
  kind: string | undefined,
  now: number,
): SelectQueryBuilder<DB, T, O> {
  // The table's own columns; both session tables have them.
  let q = qb as unknown as SelectQueryBuilder<DB, 'onboarding_sessions', O>;
  if (query.status) q = q.where('status', '=', query.status);
  if (query.device_type) q = q.where('device_type', '=', query.device_type);
  if (kind !== undefined) q = q.where(kindColumn as 'mode', '=', kind);
  if (query.period) {
    const range = adminRange(query.period, now, query.from, query.to);
    q = q.where('started_at', '>=', range.start).where('started_at', '<', range.end);
  }
  return q as unknown as SelectQueryBuilder<DB, T, O>;
}

function paged<T>(rows: T[], total: number, query: TAdminSessionsQuery) {
  return {
    success: true as const,
    data: rows,
    total,
    current_page: query.page,
    last_page: Math.max(1, Math.ceil(total / query.per_page)),
    per_page: query.per_page,
  };
}

/** A page of onboarding sessions, newest first. */
export async function findOnboardingSessions(
  db: Kysely<DB>,
  query: TAdminSessionsQuery,
  now = Date.now(),
): Promise<TOnboardingSessions> {
  const base = db.selectFrom('onboarding_sessions');
  const [rows, count] = await Promise.all([
    applyFilters(
      base.select([
        'uuid',
        'status',
        'mode',
        'device_type',
        'steps_completed',
        'total_steps',
        'started_at',
        'ended_at',
      ]),
      query,
      'mode',
      query.mode,
      now,
    )
      .orderBy('started_at', 'desc')
      .orderBy('id', 'desc')
      .limit(query.per_page)
      .offset((query.page - 1) * query.per_page)
      .execute(),
    applyFilters(
      base.select((eb) => eb.fn.countAll<number>().as('n')),
      query,
      'mode',
      query.mode,
      now,
    ).executeTakeFirstOrThrow(),
  ]);
  return paged(rows.map(presentOnboardingSummary), Number(count.n), query);
}

function presentOnboardingSummary(row: {
  uuid: string;
  status: TOnboardingSessionSummary['status'];
  mode: string;
  device_type: TOnboardingSessionSummary['device_type'];
  steps_completed: number;
  total_steps: number;
  started_at: number;
  ended_at: number | null;
}): TOnboardingSessionSummary {
  return {
    uuid: row.uuid,
    status: row.status,
    mode: row.mode,
    device_type: row.device_type,
    steps_completed: row.steps_completed,
    total_steps: row.total_steps,
    duration_seconds: durationSeconds(row),
    started_at: iso(row.started_at),
  };
}

/** A page of registration sessions, newest first. */
export async function findRegistrationSessions(
  db: Kysely<DB>,
  query: TAdminSessionsQuery,
  now = Date.now(),
): Promise<TRegistrationSessions> {
  const base = db.selectFrom('registration_sessions');
  const [rows, count] = await Promise.all([
    applyFilters(
      base.select(['uuid', 'status', 'auth_method', 'device_type', 'started_at', 'ended_at']),
      query,
      'auth_method',
      query.auth_method,
      now,
    )
      .orderBy('started_at', 'desc')
      .orderBy('id', 'desc')
      .limit(query.per_page)
      .offset((query.page - 1) * query.per_page)
      .execute(),
    applyFilters(
      base.select((eb) => eb.fn.countAll<number>().as('n')),
      query,
      'auth_method',
      query.auth_method,
      now,
    ).executeTakeFirstOrThrow(),
  ]);
  return paged(rows.map(presentRegistrationSummary), Number(count.n), query);
}

function presentRegistrationSummary(row: {
  uuid: string;
  status: TRegistrationSessionSummary['status'];
  auth_method: string;
  device_type: TRegistrationSessionSummary['device_type'];
  started_at: number;
  ended_at: number | null;
}): TRegistrationSessionSummary {
  return {
    uuid: row.uuid,
    status: row.status,
    auth_method: row.auth_method,
    device_type: row.device_type,
    duration_seconds: durationSeconds(row),
    started_at: iso(row.started_at),
  };
}

function presentIdentity(row: {
  user_id: number | null;
  first_name: string | null;
  last_name: string | null;
  email: string | null;
}) {
  if (row.user_id === null || row.email === null) return null;
  return { id: row.user_id, name: `${row.first_name ?? ''} ${row.last_name ?? ''}`.trim(), email: row.email };
}

function parseData(json: string): Record<string, unknown> {
  try {
    const data: unknown = JSON.parse(json);
    return data && typeof data === 'object' && !Array.isArray(data) ? (data as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

/** A stored choice as text: lists joined with commas. */
function choiceText(value: unknown): string | undefined {
  if (Array.isArray(value)) return value.map(String).join(', ');
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean')
    return String(value);
  return undefined;
}

/** An onboarding session with its member and step timeline, or null when there is none. */
export async function getOnboardingSession(
  db: Kysely<DB>,
  uuid: string,
): Promise<TOnboardingSessionDetail | null> {
  const row = await db
    .selectFrom('onboarding_sessions as s')
    .leftJoin('users as u', 'u.id', 's.user_id')
    .select([
      's.id',
      's.uuid',
      's.status',
      's.mode',
      's.device_type',
      's.steps_completed',
      's.total_steps',
      's.started_at',
      's.ended_at',
      's.browser',
      's.os',
      's.abandonment_reason',
      's.user_id',
      'u.first_name',
      'u.last_name',
      'u.email',
    ])
    .where('s.uuid', '=', uuid)
    .executeTakeFirst();
  if (!row) return null;
  const events = await db
    .selectFrom('onboarding_events')
    .select(['id', 'step_id', 'event_type', 'event_data', 'occurred_at'])
    .where('session_id', '=', row.id)
    .orderBy('occurred_at')
    .orderBy('id')
    .limit(SESSION_DETAIL_MAX_EVENTS)
    .execute();
  return {
    ...presentOnboardingSummary(row),
    browser: row.browser,
    os: row.os,
    abandonment_reason: row.abandonment_reason,
    user: presentIdentity(row),
    steps: events.map((event) => {
      const data = parseData(event.event_data);
      const selected = choiceText(data['selected_value']);
      return {
        id: event.id,
        step_id: event.step_id,
        event_type: event.event_type,
        event_data: {
          ...(typeof data['time_spent_seconds'] === 'number'
            ? { time_spent_seconds: data['time_spent_seconds'] }
            : {}),
          ...(typeof data['field_id'] === 'string' ? { field_id: data['field_id'] } : {}),
          ...(selected !== undefined ? { selected_value: selected } : {}),
        },
        created_at: iso(event.occurred_at),
      };
    }),
  };
}

/** The registration fields whose last entered value the detail shows as form_data. */
const FORM_FIELDS = { firstName: 'first_name', lastName: 'last_name', email: 'email' } as const;

/** A registration session with the form data entered, the member it became and its events, or null. */
export async function getRegistrationSession(
  db: Kysely<DB>,
  uuid: string,
): Promise<TRegistrationSessionDetail | null> {
  const row = await db
    .selectFrom('registration_sessions as s')
    .leftJoin('users as u', 'u.id', 's.user_id')
    .select([
      's.id',
      's.uuid',
      's.status',
      's.auth_method',
      's.device_type',
      's.started_at',
      's.ended_at',
      's.browser',
      's.os',
      's.abandonment_reason',
      's.user_id',
      'u.first_name',
      'u.last_name',
      'u.email',
    ])
    .where('s.uuid', '=', uuid)
    .executeTakeFirst();
  if (!row) return null;
  const [events, changes] = await Promise.all([
    db
      .selectFrom('registration_events')
      .select(['id', 'event_type', 'event_data', 'occurred_at'])
      .where('session_id', '=', row.id)
      .orderBy('occurred_at')
      .orderBy('id')
      .limit(SESSION_DETAIL_MAX_EVENTS)
      .execute(),
    db
      .selectFrom('registration_events')
      .select('event_data')
      .where('session_id', '=', row.id)
      .where('event_type', '=', 'field_changed')
      .orderBy('occurred_at')
      .orderBy('id')
      .execute(),
  ]);
  const formData: TRegistrationSessionDetail['form_data'] = {};
  for (const change of changes) {
    const data = parseData(change.event_data);
    const key = FORM_FIELDS[data['field_id'] as keyof typeof FORM_FIELDS];
    if (key && typeof data['selected_value'] === 'string') formData[key] = data['selected_value'];
  }
  return {
    ...presentRegistrationSummary(row),
    browser: row.browser,
    os: row.os,
    converted_to_user: row.user_id !== null,
    user: presentIdentity(row),
    form_data: formData,
    abandonment_reason: row.abandonment_reason,
    events: events.map((event) => ({
      id: event.id,
      event_type: event.event_type,
      event_data: Object.fromEntries(
        Object.entries(parseData(event.event_data)).filter(
          (entry): entry is [string, string | number] =>
            typeof entry[1] === 'string' || typeof entry[1] === 'number',
        ),
      ),
      occurred_at: iso(event.occurred_at),
      time_since_start_seconds: seconds(event.occurred_at - row.started_at),
    })),
  };
}
