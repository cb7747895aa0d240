/**
 * Test fixtures of the funnels: sessions and events written straight into the tables at chosen
 * times, marked dirty as the writers do, so tests control every figure.
 */
import { randomUUID } from 'node:crypto';
import { berlinToUtc } from '@pflegepuls/shared';
import type { TDatabase } from '../../platform/db/index.ts';
import type { TFunnelStatus } from '../../platform/db/tables/analytics.ts';
import { markFunnelDirty } from './funnel-rollup.ts';
import { saveFieldValues } from './field-values.ts';
import { registrationStepOf } from './registration-steps.ts';

/** An instant given as Berlin wall time (November: UTC+1). */
export function berlin(month: number, day: number, hour: number, minute = 0, year = 2026): number {
  return berlinToUtc(year, month, day, hour, minute);
}

type TDevice = 'mobile' | 'desktop' | 'tablet';

export type TOnboardingFixture = {
  at: number;
  status: TFunnelStatus;
  mode: string;
  device: TDevice;
  steps: number;
  lastStep?: string;
  durationS?: number;
  withPhone?: boolean;
  hasError?: boolean;
  userId?: number | null;
  /** Events as [seconds after the start, step, type, event_data]. */
  events?: Array<[number, string, string, Record<string, unknown>?]>;
};

/** Inserts an onboarding session (and its events); returns its uuid. */
export async function insertOnboardingSession(database: TDatabase, f: TOnboardingFixture): Promise<string> {
  const uuid = randomUUID();
  const { id } = await database.db
    .insertInto('onboarding_sessions')
    .values({
      uuid,
      user_id: f.userId ?? null,
      status: f.status,
      mode: f.mode,
      total_steps: 14,
      steps_completed: f.steps,
      last_step_id: f.lastStep ?? null,
      user_agent: null,
      device_type: f.device,
      browser: f.device === 'desktop' ? 'Firefox' : 'Safari',
      os: f.device === 'desktop' ? 'Windows' : 'iOS',
      abandonment_reason: f.status === 'abandoned' ? 'user_closed' : null,
      is_completed_with_phone: f.withPhone ? 1 : 0,
      has_validation_error: f.hasError ? 1 : 0,
      started_at: f.at,
      last_event_at: null,
      ended_at: f.status === 'in_progress' ? null : f.at + (f.durationS ?? 60) * 1000,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  if (f.events?.length) {
    const events = f.events.map(([seconds, step, type, data = {}]) => ({
      session_id: id,
      step_id: step,
      event_type: type,
      field_id: typeof data['field_id'] === 'string' ? data['field_id'] : null,
      event_data: JSON.stringify(data),
      occurred_at: f.at + seconds * 1000,
    }));
    await database.db.insertInto('onboarding_events').values(events).execute();
    await saveFieldValues(database.db, events);
  }
  await markFunnelDirty(database.db, 'onboarding', [f.at]);
  return uuid;
}

export type TRegistrationFixture = {
  at: number;
  status: TFunnelStatus;
  authMethod: string;
  device: TDevice;
  steps: number;
  lastStep?: string;
  durationS?: number;
  userId?: number | null;
  events?: Array<[number, string, Record<string, string | number>?]>;
};

/** Inserts a registration session (and its events, with their steps); returns its uuid. */
export async function insertRegistrationSession(
  database: TDatabase,
  f: TRegistrationFixture,
): Promise<string> {
  const uuid = randomUUID();
  const { id } = await database.db
    .insertInto('registration_sessions')
    .values({
      uuid,
      status: f.status,
      auth_method: f.authMethod,
      user_agent: null,
      referrer: null,
      device_type: f.device,
      browser: 'Chrome',
      os: f.device === 'desktop' ? 'macOS' : 'Android',
      user_id: f.userId ?? null,
      abandonment_reason: f.status === 'abandoned' ? 'page_hidden' : null,
      last_step_id: f.lastStep ?? null,
      steps_completed: f.steps,
      started_at: f.at,
      ended_at: f.status === 'in_progress' ? null : f.at + (f.durationS ?? 30) * 1000,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  if (f.events?.length) {
    await database.db
      .insertInto('registration_events')
      .values(
        f.events.map(([seconds, type, data = {}]) => ({
          session_id: id,
          event_type: type,
          event_data: JSON.stringify(data),
          step_id: registrationStepOf(type, data),
          occurred_at: f.at + seconds * 1000,
        })),
      )
      .execute();
  }
  await markFunnelDirty(database.db, 'registration', [f.at]);
  return uuid;
}
