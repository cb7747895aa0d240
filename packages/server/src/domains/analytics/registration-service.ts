import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { maskEventData, type TRegistrationEvent } from '@pflegepuls/shared';
import type { DB } from '../../platform/db/index.ts';
import { createBatchWriter } from '../../platform/batch-writer.ts';
import { describeUserAgent } from '../../platform/user-agent.ts';

/** Starts a registration funnel session and returns its uuid. */
export async function startRegistrationSession(
  db: Kysely<DB>,
  input: { authMethod: string; userAgent: string | undefined; referrer: string | undefined },
): Promise<string> {
  const uuid = randomUUID();
  const device = describeUserAgent(input.userAgent);
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
      started_at: Date.now(),
    })
    .execute();
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
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/**
 * Buffers funnel events and writes them in one multi-row insert per second (or per 200 events),
 * so a burst of visitors costs a handful of writes instead of one per keystroke. Events of
 * unknown sessions are dropped at flush time. Masked values never enter the buffer.
 */
export function createRegistrationEventWriter(db: Kysely<DB>, onError: (error: unknown) => void) {
  async function write(batch: Array<{ uuid: string; type: string; data: string; at: number }>) {
    const uuids = [...new Set(batch.map((e) => e.uuid))];
    const sessions = await db
      .selectFrom('registration_sessions')
      .select(['id', 'uuid'])
      .where('uuid', 'in', uuids)
      .execute();
    const ids = new Map(sessions.map((s) => [s.uuid, s.id]));
    const rows = batch.flatMap((e) => {
      const sessionId = ids.get(e.uuid);
      return sessionId
        ? [{ session_id: sessionId, event_type: e.type, event_data: e.data, occurred_at: e.at }]
        : [];
    });
    if (rows.length) await db.insertInto('registration_events').values(rows).execute();
  }

  const writer = createBatchWriter(write, onError);
  return {
    add(event: TRegistrationEvent) {
      writer.add({
        uuid: event.session_uuid,
        type: event.event_type,
        data: JSON.stringify(maskEventData(event.event_data)),
        at: Date.now(),
      });
    },
    flush: writer.flush,
  };
}
