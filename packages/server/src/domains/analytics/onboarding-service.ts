/**
 * The onboarding funnel (001 §4.2, §7.2): one session per wizard run of a member, its events, and
 * the columns the admin dashboard (001 §3.3) computes from: mode, device, status, steps, times,
 * last step and abandonment reason.
 */
import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import {
  maskOnboardingEventData,
  type TOnboardingEvent,
  type TWizardMode,
  type TWizardStepId,
} from '@pflegepuls/shared';
import type { DB } from '../../platform/db/index.ts';
import { createBatchWriter } from '../../platform/batch-writer.ts';
import { describeUserAgent } from '../../platform/user-agent.ts';
import { saveFieldValues } from './field-values.ts';
import { markFunnelDirty } from './funnel-rollup.ts';

/** Starts a wizard session for a member and returns its uuid. */
export async function startOnboardingSession(
  db: Kysely<DB>,
  input: { userId: number; mode: TWizardMode; totalSteps: number; userAgent: string | undefined },
): Promise<string> {
  const uuid = randomUUID();
  const device = describeUserAgent(input.userAgent);
  const now = Date.now();
  await db
    .insertInto('onboarding_sessions')
    .values({
      uuid,
      user_id: input.userId,
      status: 'in_progress',
      mode: input.mode,
      total_steps: input.totalSteps,
      user_agent: input.userAgent?.slice(0, 1000) ?? null,
      device_type: device.deviceType,
      browser: device.browser,
      os: device.os,
      started_at: now,
    })
    .execute();
  await markFunnelDirty(db, 'onboarding', [now]);
  return uuid;
}

/**
 * Ends the member's open session as completed (noting whether a phone number is on file, the
 * dashboard's completedWithPhone) or abandoned with its reason and last step.
 */
export async function endOnboardingSession(
  db: Kysely<DB>,
  input: {
    uuid: string;
    userId: number;
    status: 'completed' | 'abandoned';
    lastStepId?: TWizardStepId | null | undefined;
    reason?: string | undefined;
  },
): Promise<boolean> {
  const phone =
    input.status === 'completed'
      ? await db
          .selectFrom('user_onboarding')
          .select('phone')
          .where('user_id', '=', input.userId)
          .executeTakeFirst()
      : undefined;
  const result = await db
    .updateTable('onboarding_sessions')
    .set({
      status: input.status,
      ended_at: Date.now(),
      ...(input.status === 'completed'
        ? { is_completed_with_phone: phone?.phone ? 1 : 0 }
        : { abandonment_reason: input.reason ?? 'unknown' }),
      ...(input.lastStepId ? { last_step_id: input.lastStepId } : {}),
    })
    .where('uuid', '=', input.uuid)
    .where('user_id', '=', input.userId)
    .where('status', '=', 'in_progress')
    .returning('started_at')
    .executeTakeFirst();
  if (!result) return false;
  await markFunnelDirty(db, 'onboarding', [result.started_at]);
  return true;
}

type TBufferedEvent = {
  uuid: string;
  userId: number;
  stepId: string;
  type: string;
  fieldId: string | null;
  data: string;
  at: number;
};

/**
 * Buffers wizard events and writes them in one multi-row insert per second (or per 200 events),
 * like the registration writer. At flush time, events of unknown sessions or of another member's
 * session are dropped, and each open session gets its progress: distinct completed steps, last
 * step entered, last activity. Masked values never enter the buffer.
 */
export function createOnboardingEventWriter(db: Kysely<DB>, onError: (error: unknown) => void) {
  async function write(batch: TBufferedEvent[]) {
    const uuids = [...new Set(batch.map((e) => e.uuid))];
    const sessions = await db
      .selectFrom('onboarding_sessions')
      .select(['id', 'uuid', 'user_id', 'started_at'])
      .where('uuid', 'in', uuids)
      .execute();
    const byUuid = new Map(sessions.map((s) => [s.uuid, s]));
    const accepted = batch.flatMap((e) => {
      const session = byUuid.get(e.uuid);
      return session && session.user_id === e.userId ? [{ ...e, sessionId: session.id }] : [];
    });
    if (!accepted.length) return;
    const rows = accepted.map((e) => ({
      session_id: e.sessionId,
      step_id: e.stepId,
      event_type: e.type,
      field_id: e.fieldId,
      event_data: e.data,
      occurred_at: e.at,
    }));
    await db.transaction().execute(async (trx) => {
      await trx.insertInto('onboarding_events').values(rows).execute();
      await saveFieldValues(trx, rows);
    });

    const progress = new Map<number, { lastStep: string | null; lastAt: number; hasError: boolean }>();
    for (const e of accepted) {
      const entry = progress.get(e.sessionId) ?? { lastStep: null, lastAt: 0, hasError: false };
      if (e.type === 'step_entered') entry.lastStep = e.stepId;
      if (e.type === 'step_validation_error') entry.hasError = true;
      entry.lastAt = Math.max(entry.lastAt, e.at);
      progress.set(e.sessionId, entry);
    }
    for (const [sessionId, entry] of progress) {
      await db
        .updateTable('onboarding_sessions')
        .set((eb) => ({
          steps_completed: eb
            .selectFrom('onboarding_events')
            .select((inner) => inner.fn.count<number>('step_id').distinct().as('n'))
            .where('session_id', '=', sessionId)
            .where('event_type', '=', 'step_completed'),
          last_event_at: entry.lastAt,
          ...(entry.lastStep ? { last_step_id: entry.lastStep } : {}),
          ...(entry.hasError ? { has_validation_error: 1 } : {}),
        }))
        .where('id', '=', sessionId)
        .where('status', '=', 'in_progress')
        .execute();
    }
    await markFunnelDirty(
      db,
      'onboarding',
      accepted.map((e) => byUuid.get(e.uuid)!.started_at),
    );
  }

  const writer = createBatchWriter(write, onError);
  return {
    add(event: TOnboardingEvent, userId: number) {
      const data = maskOnboardingEventData(event.event_data);
      writer.add({
        uuid: event.session_uuid,
        userId,
        stepId: event.step_id,
        type: event.event_type,
        fieldId: data.field_id ?? null,
        data: JSON.stringify(data),
        at: Date.now(),
      });
    },
    flush: writer.flush,
  };
}
