/**
 * Reminders 24 hours and 1 hour before the start to accepted members whose setting allows it
 * (notification and push). A periodic job runs `sendEventReminders`; each event's reminder is
 * marked sent in the same step, so a second run (or a second instance) sends nothing twice: the
 * mark is taken by a conditional UPDATE before anyone is notified.
 */
import type { Kysely } from 'kysely';
import { EVENT_REMINDER_OFFSETS_MS } from '@pflegepuls/shared';
import type { DB } from '../../platform/db/index.ts';
import type { TDomainEvents } from '../../platform/events.ts';

export const REMINDER_JOB = 'events.reminders';
/** How often the reminder job looks for events about to start. */
export const REMINDER_INTERVAL_MS = 5 * 60_000;

/** Sends due reminders; returns how many members were reminded. */
export async function sendEventReminders(
  db: Kysely<DB>,
  events: TDomainEvents,
  now = Date.now(),
): Promise<number> {
  let sent = 0;
  for (const kind of ['day', 'hour'] as const) {
    const column = kind === 'day' ? 'reminded_day_at' : 'reminded_hour_at';
    const due = await db
      .selectFrom('events')
      .select(['id', 'closed_area_id'])
      // Within the last hour only the hour's reminder goes out (it marks the day's as sent too).
      .where('starts_at', '>', kind === 'day' ? now + EVENT_REMINDER_OFFSETS_MS.hour : now)
      .where('starts_at', '<=', now + EVENT_REMINDER_OFFSETS_MS[kind])
      .where(column, 'is', null)
      .where('cancelled_at', 'is', null)
      .orderBy('starts_at')
      .limit(200)
      .execute();
    for (const event of due) {
      const taken = await db
        .updateTable('events')
        .set(kind === 'day' ? { reminded_day_at: now } : { reminded_hour_at: now, reminded_day_at: now })
        .where('id', '=', event.id)
        .where(column, 'is', null)
        .executeTakeFirst();
      if (Number(taken.numUpdatedRows) === 0) continue;
      const members = await db
        .selectFrom('event_members as em')
        .leftJoin('event_member_settings as s', 's.user_id', 'em.user_id')
        .select('em.user_id')
        .where('em.event_id', '=', event.id)
        .where('em.status', '=', 'attending')
        .where((eb) => eb.or([eb('s.reminders', 'is', null), eb('s.reminders', '=', 1)]))
        .execute();
      for (const m of members) {
        await events.publish({
          type: 'event_reminder',
          actorId: null,
          recipientId: m.user_id,
          eventId: event.id,
          closedAreaId: event.closed_area_id,
        });
        sent++;
      }
    }
  }
  return sent;
}
