import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { maskEventData, type TRegistrationEvent } from '@pflegepuls/shared';
import type { DB } from '../../platform/db/index.ts';
import { createBatchWriter } from '../../platform/batch-writer.ts';
import { describeUserAgent } from '../../platform/user-agent.ts';
import { markFunnelDirty } from './funnel-rollup.ts';
import { registrationAuthMethodOf, registrationStepOf } from './registration-steps.ts';

/** Starts a registration funnel session and returns its uuid. */
export async function startRegistrationSession(
  db: Kysely<DB>,
  input: { authMethod: string; userAgent: string | undefined; referrer: string | undefined },
): Promise<string> {
  const uuid = randomUUID();
  const device = describeUserAgent(input.userAgent);
  const now = Date.now();
  await db
    .insertInto('registration_sessions')
    .values({
      uuid,
      status: 'in_progress',
      auth_method: input.authMethod,
      user_agent: input.userAgent?.slice(0, 1000) ?? null,
      referrer: input.referrer?.slice(0, 2000) ?? null,
      device_type: device.deviceType,
      browser: device.browser,
      os: device.os,
      started_at: now,
    })
    .execute();
  await markFunnelDirty(db, 'registration', [now]);
  return uuid;
}

/** Ends an open session as completed (with the member it became) or abandoned. */
export async function endRegistrationSession(
  db: Kysely<DB>,
  input: {
    uuid: string;
    status: 'completed' | 'abandoned';
    userId?: number | null;
    reason?: string | undefined;
  },
): Promise<boolean> {
  const result = await db
    .updateTable('registration_sessions')
    .set({
      status: input.status,
      ended_at: Date.now(),
      ...(input.userId ? { user_id: input.userId } : {}),
      ...(input.status === 'abandoned' ? { abandonment_reason: input.reason ?? 'unknown' } : {}),
    })
    .where('uuid', '=', input.uuid)
    .where('status', '=', 'in_progress')
    .returning('started_at')
    .executeTakeFirst();
  if (!result) return false;
  await markFunnelDirty(db, 'registration', [result.started_at]);
  return true;
}

/**
 * Buffers funnel events and writes them in one multi-row insert per second (or per 200 events),
 * so a burst of visitors costs a handful of writes instead of one per keystroke. Events of
 * unknown sessions are dropped at flush time. Masked values never enter the buffer. Each event
 * carries its funnel step, and each session of the batch its step count, last step and the way
 * the visitor chose to sign in (a social button, the one-time login; e-mail until then).
 */
export function createRegistrationEventWriter(db: Kysely<DB>, onError: (error: unknown) => void) {
  type TBuffered = {
    uuid: string;
    type: string;
    data: string;
    step: string | null;
    authMethod: string | null;
    at: number;
  };
  async function write(batch: TBuffered[]) {
    const uuids = [...new Set(batch.map((e) => e.uuid))];
    const sessions = await db
      .selectFrom('registration_sessions')
      .select(['id', 'uuid', 'started_at'])
      .where('uuid', 'in', uuids)
      .execute();
    const byUuid = new Map(sessions.map((s) => [s.uuid, s]));
    const accepted = batch.flatMap((e) => {
      const session = byUuid.get(e.uuid);
      return session ? [{ ...e, session }] : [];
    });
    if (!accepted.length) return;
    await db
      .insertInto('registration_events')
      .values(
        accepted.map((e) => ({
          session_id: e.session.id,
          event_type: e.type,
          event_data: e.data,
          step_id: e.step,
          occurred_at: e.at,
        })),
      )
      .execute();

    const progress = new Map<number, { lastStep: string; authMethod: string | null }>();
    for (const e of accepted) {
      if (!e.step) continue;
      const authMethod = e.authMethod ?? progress.get(e.session.id)?.authMethod ?? null;
      progress.set(e.session.id, { lastStep: e.step, authMethod });
    }
    for (const [sessionId, entry] of progress) {
      await db
        .updateTable('registration_sessions')
        .set((eb) => ({
          steps_completed: eb
            .selectFrom('registration_events')
            .select((inner) => inner.fn.count<number>('step_id').distinct().as('n'))
            .where('session_id', '=', sessionId),
          last_step_id: entry.lastStep,
          ...(entry.authMethod ? { auth_method: entry.authMethod } : {}),
        }))
        .where('id', '=', sessionId)
        .execute();
    }
    await markFunnelDirty(
      db,
      'registration',
      accepted.map((e) => e.session.started_at),
    );
  }

  const writer = createBatchWriter(write, onError);
  return {
    add(event: TRegistrationEvent) {
      const data = maskEventData(event.event_data);
      writer.add({
        uuid: event.session_uuid,
        type: event.event_type,
        data: JSON.stringify(data),
        step: registrationStepOf(event.event_type, data),
        authMethod: registrationAuthMethodOf(event.event_type, data),
        at: Date.now(),
      });
    },
    flush: writer.flush,
  };
}
