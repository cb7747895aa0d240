/**
 * The organisers' use cases: create, edit (a change of time or place bumps the calendar SEQUENCE
 * and notifies every participant), cancel with a reason, message the participants, check in.
 */
import type { Kysely } from 'kysely';
import { EVENT_MESSAGES, type TEventInput } from '@pflegepuls/shared';
import type { TConfig } from '../../config.ts';
import type { DB, TDatabase } from '../../platform/db/index.ts';
import { removeUploads, storeImage, type TUploadedFile } from '../../platform/uploads.ts';
import { AppError, validationError } from '../../platform/errors.ts';
import type { TDomainEvents } from '../../platform/events.ts';
import { descriptionText, sanitizeDescription } from './description.ts';
import type { TEventRow } from './policy.ts';
import { applyCapacity, notifyPromoted } from './rsvp.ts';
import { PARTICIPATING } from './service.ts';

function columns(input: TEventInput) {
  const html = sanitizeDescription(input.description);
  return {
    closed_area_id: input.closedAreaId,
    group_id: input.groupId,
    organiser_group_id: input.organiserIsGroup ? input.groupId : null,
    title: input.title,
    description: html ? descriptionText(html) : null,
    description_html: html || null,
    category: input.category,
    starts_at: input.startsAt,
    ends_at: input.endsAt,
    is_online: input.isOnline ? 1 : 0,
    location: input.isOnline ? null : input.address,
    online_url: input.isOnline ? input.onlineUrl : null,
    capacity: input.capacity,
  };
}

/** A new event; the creator organises it. Returns its id. */
export async function createEvent(db: Kysely<DB>, userId: number, input: TEventInput, now = Date.now()) {
  if (input.startsAt <= now) throw validationError({ startsAt: [EVENT_MESSAGES.startInPast] });
  const row = await db
    .insertInto('events')
    .values({ ...columns(input), created_by: userId, created_at: now, updated_at: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

async function participantIds(db: Kysely<DB>, eventId: number, exceptId: number) {
  const rows = await db
    .selectFrom('event_members')
    .select('user_id')
    .where('event_id', '=', eventId)
    .where('status', 'in', PARTICIPATING)
    .where('user_id', '!=', exceptId)
    .execute();
  return rows.map((r) => r.user_id);
}

/**
 * Edits the event (area, group and organiser stay). A change of start, end or place bumps SEQUENCE and
 * notifies the participants; more places promote waitlisted members.
 */
export async function updateEvent(
  database: TDatabase,
  events: TDomainEvents,
  input: { event: TEventRow; actorId: number; values: TEventInput },
  now = Date.now(),
) {
  const { event, values } = input;
  if (event.cancelled_at !== null) throw new AppError('CONFLICT', EVENT_MESSAGES.eventCancelled);
  // Area, group and organiser stay as created (the organiser check was made then).
  const next = {
    ...columns(values),
    closed_area_id: event.closed_area_id,
    group_id: event.group_id,
    organiser_group_id: event.organiser_group_id,
  };
  const moved =
    next.starts_at !== event.starts_at ||
    next.ends_at !== event.ends_at ||
    next.location !== event.location ||
    next.online_url !== event.online_url ||
    next.is_online !== event.is_online;
  if (moved && next.starts_at <= now) throw validationError({ startsAt: [EVENT_MESSAGES.startInPast] });
  const promoted = await database.db.transaction().execute(async (trx) => {
    await trx
      .updateTable('events')
      .set((eb) => ({
        ...next,
        updated_at: now,
        sequence: eb('sequence', '+', 1),
        // A new start time gets its reminders anew.
        ...(next.starts_at !== event.starts_at ? { reminded_day_at: null, reminded_hour_at: null } : {}),
      }))
      .where('id', '=', event.id)
      .execute();
    return applyCapacity(trx, database.dialect, event.id, now);
  });
  await notifyPromoted(events, promoted, event.id, event.closed_area_id);
  if (moved) {
    for (const recipientId of await participantIds(database.db, event.id, input.actorId)) {
      await events.publish({
        type: 'event_changed',
        actorId: input.actorId,
        recipientId,
        eventId: event.id,
        closedAreaId: event.closed_area_id,
      });
    }
  }
}

/** Cancels the event with a reason and tells every participant and open invitee. */
export async function cancelEvent(
  db: Kysely<DB>,
  events: TDomainEvents,
  input: { event: TEventRow; actorId: number; reason: string },
  now = Date.now(),
) {
  if (input.event.cancelled_at !== null) throw new AppError('CONFLICT', EVENT_MESSAGES.eventCancelled);
  await db
    .updateTable('events')
    .set((eb) => ({
      cancelled_at: now,
      cancel_reason: input.reason,
      updated_at: now,
      sequence: eb('sequence', '+', 1),
    }))
    .where('id', '=', input.event.id)
    .execute();
  const rows = await db
    .selectFrom('event_members')
    .select('user_id')
    .where('event_id', '=', input.event.id)
    .where('status', 'in', [...PARTICIPATING, 'invited'])
    .where('user_id', '!=', input.actorId)
    .execute();
  for (const row of rows) {
    await events.publish({
      type: 'event_cancelled',
      actorId: input.actorId,
      recipientId: row.user_id,
      eventId: input.event.id,
      closedAreaId: input.event.closed_area_id,
      text: input.reason,
    });
  }
}

/** A message of the organisers to every participant, as a notification. Returns the recipients. */
export async function messageParticipants(
  db: Kysely<DB>,
  events: TDomainEvents,
  input: { event: TEventRow; actorId: number; text: string },
) {
  const ids = await participantIds(db, input.event.id, input.actorId);
  for (const recipientId of ids) {
    await events.publish({
      type: 'event_message',
      actorId: input.actorId,
      recipientId,
      eventId: input.event.id,
      closedAreaId: input.event.closed_area_id,
      text: input.text,
    });
  }
  return ids.length;
}

/** Checks an accepted participant in (or out again) at the door. */
export async function setCheckIn(
  db: Kysely<DB>,
  input: { eventId: number; userId: number; checkedIn: boolean },
  now = Date.now(),
) {
  const result = await db
    .updateTable('event_members')
    .set({ checked_in_at: input.checkedIn ? now : null })
    .where('event_id', '=', input.eventId)
    .where('user_id', '=', input.userId)
    .where('status', '=', 'attending')
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) === 0) throw new AppError('NOT_FOUND', EVENT_MESSAGES.noParticipant);
}

/**
 * Stores a new cover picture for the event (as an upload of its area: only the area's members can
 * load it) and removes the old one. A file that is not an image is a 422.
 */
export async function setEventCover(
  db: Kysely<DB>,
  config: TConfig,
  input: { event: TEventRow; files: TUploadedFile[] },
) {
  const file = input.files.find((f) => f.field === 'image');
  if (!file) throw validationError({ image: [EVENT_MESSAGES.coverMissing] });
  const stored = await storeImage(config, file.path, {
    kind: 'posts',
    maxSize: 1600,
    compressedSize: 400,
    // A closed event's cover is for those who may see the event (served by routes.ts).
    scope:
      input.event.closed_area_id === null && input.event.group_id === null
        ? null
        : { of: 'events', id: input.event.id },
  });
  await db
    .updateTable('events')
    .set({ cover_path: stored.path, cover_c_path: stored.compressedPath, updated_at: Date.now() })
    .where('id', '=', input.event.id)
    .execute();
  const old = [input.event.cover_path, input.event.cover_c_path].filter((p): p is string => p !== null);
  await removeUploads(config, old);
}
