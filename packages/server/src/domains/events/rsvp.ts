/**
 * Answers and invitations. Every change of an event's places runs in one transaction that first
 * locks the event row (PostgreSQL: SELECT … FOR UPDATE; SQLite: Kysely runs transactions one at a
 * time on its single connection), so the counter `attending_count` and the waitlist cannot be
 * overtaken by a concurrent answer: no place is given twice.
 */
import type { Kysely } from 'kysely';
import { EVENT_MESSAGES, type TEventAnswer, type TEventMemberStatus } from '@pflegepuls/shared';
import type { DB, TDatabase } from '../../platform/db/index.ts';
import { AppError, validationError } from '../../platform/errors.ts';
import type { TDomainEvent, TDomainEvents } from '../../platform/events.ts';
import type { TEventRow } from './policy.ts';

/** Locks the event row for the rest of the transaction (PostgreSQL) and reads its place state. */
async function lockEvent(trx: Kysely<DB>, dialect: TDatabase['dialect'], eventId: number) {
  let query = trx
    .selectFrom('events')
    .select([
      'id',
      'capacity',
      'attending_count',
      'waitlist_last',
      'starts_at',
      'cancelled_at',
      'closed_area_id',
    ])
    .where('id', '=', eventId);
  if (dialect === 'postgres') query = query.forUpdate();
  return query.executeTakeFirstOrThrow();
}

/**
 * Gives free places to the first waitlisted members (by position) while there is room; returns the
 * promoted members. Runs inside the caller's transaction, after the lock.
 */
async function promoteFromWaitlist(trx: Kysely<DB>, eventId: number, now: number): Promise<number[]> {
  const event = await trx
    .selectFrom('events')
    .select(['capacity', 'attending_count'])
    .where('id', '=', eventId)
    .executeTakeFirstOrThrow();
  const free = event.capacity === null ? Number.MAX_SAFE_INTEGER : event.capacity - event.attending_count;
  if (free <= 0) return [];
  const next = await trx
    .selectFrom('event_members')
    .select(['id', 'user_id'])
    .where('event_id', '=', eventId)
    .where('status', '=', 'waitlisted')
    .orderBy('waitlist_position')
    .orderBy('id')
    .limit(Math.min(free, 1000))
    .execute();
  if (next.length === 0) return [];
  await trx
    .updateTable('event_members')
    .set({ status: 'attending', waitlist_position: null, answered_at: now })
    .where(
      'id',
      'in',
      next.map((r) => r.id),
    )
    .execute();
  await trx
    .updateTable('events')
    .set((eb) => ({ attending_count: eb('attending_count', '+', next.length) }))
    .where('id', '=', eventId)
    .execute();
  return next.map((r) => r.user_id);
}

async function notifyPromoted(
  events: TDomainEvents,
  promoted: number[],
  eventId: number,
  closedAreaId: number | null,
) {
  for (const recipientId of promoted) {
    await events.publish({ type: 'event_spot_freed', actorId: null, recipientId, eventId, closedAreaId });
  }
}

/**
 * The member's answer (zusagen / vielleicht / absagen), until the start of a not cancelled event.
 * A Zusage to a full event joins the waitlist (or keeps the member's place there); leaving an
 * accepted place hands it to the first waitlisted member, who is notified. Returns the new status.
 */
export async function answerEvent(
  database: TDatabase,
  events: TDomainEvents,
  input: { eventId: number; userId: number; answer: TEventAnswer },
  now = Date.now(),
): Promise<TEventMemberStatus> {
  const { status, promoted, closedAreaId } = await database.db.transaction().execute(async (trx) => {
    const event = await lockEvent(trx, database.dialect, input.eventId);
    if (event.cancelled_at !== null) throw new AppError('CONFLICT', EVENT_MESSAGES.eventCancelled);
    if (event.starts_at <= now) throw new AppError('CONFLICT', EVENT_MESSAGES.eventStarted);
    const row = await trx
      .selectFrom('event_members')
      .select(['id', 'status', 'waitlist_position'])
      .where('event_id', '=', input.eventId)
      .where('user_id', '=', input.userId)
      .executeTakeFirst();
    const before = row?.status ?? null;
    let status: TEventMemberStatus = input.answer;
    let position: number | null = null;
    let delta = 0;
    if (input.answer === 'attending') {
      if (before === 'attending') return { status: before, promoted: [], closedAreaId: event.closed_area_id };
      if (before === 'waitlisted')
        return { status: before, promoted: [], closedAreaId: event.closed_area_id };
      if (event.capacity !== null && event.attending_count >= event.capacity) {
        status = 'waitlisted';
        position = event.waitlist_last + 1;
        await trx.updateTable('events').set({ waitlist_last: position }).where('id', '=', event.id).execute();
      } else {
        delta = 1;
      }
    } else if (before === 'attending') {
      delta = -1;
    }
    if (row) {
      await trx
        .updateTable('event_members')
        .set({ status, waitlist_position: position, answered_at: now })
        .where('id', '=', row.id)
        .execute();
    } else {
      await trx
        .insertInto('event_members')
        .values({
          event_id: event.id,
          user_id: input.userId,
          status,
          waitlist_position: position,
          invited_by: null,
          answered_at: now,
          created_at: now,
        })
        .execute();
    }
    if (delta !== 0) {
      await trx
        .updateTable('events')
        .set((eb) => ({ attending_count: eb('attending_count', '+', delta) }))
        .where('id', '=', event.id)
        .execute();
    }
    const promoted = delta < 0 ? await promoteFromWaitlist(trx, event.id, now) : [];
    return { status, promoted, closedAreaId: event.closed_area_id };
  });
  await notifyPromoted(events, promoted, input.eventId, closedAreaId);
  return status;
}

/**
 * A new capacity (an edit): more places promote waitlisted members; fewer places keep everyone
 * who already has one (docs/events.md). Runs in the edit's transaction.
 */
export async function applyCapacity(
  trx: Kysely<DB>,
  dialect: TDatabase['dialect'],
  eventId: number,
  now: number,
) {
  await lockEvent(trx, dialect, eventId);
  return promoteFromWaitlist(trx, eventId, now);
}

export { notifyPromoted };

/**
 * Invites members of the event's area (listed, or every member of a group of the area). Members
 * with a row already (invited, answered, waitlisted) are skipped; each new invitee is notified.
 * Returns how many were invited.
 */
export async function inviteToEvent(
  db: Kysely<DB>,
  events: TDomainEvents,
  input: { event: TEventRow; actorId: number; userIds: number[]; groupId: number | null },
  now = Date.now(),
): Promise<number> {
  const { event } = input;
  if (event.cancelled_at !== null) throw new AppError('CONFLICT', EVENT_MESSAGES.eventCancelled);
  if (event.starts_at <= now) throw new AppError('CONFLICT', EVENT_MESSAGES.eventStarted);
  const ids = new Set(input.userIds);
  if (input.groupId !== null) {
    const group = await db
      .selectFrom('groups')
      .select('closed_area_id')
      .where('id', '=', input.groupId)
      .executeTakeFirst();
    if (!group || group.closed_area_id !== event.closed_area_id)
      throw validationError({ groupId: [EVENT_MESSAGES.groupNotInArea] });
    const members = await db
      .selectFrom('group_members')
      .select('user_id')
      .where('group_id', '=', input.groupId)
      .where('status', '=', 'member')
      .execute();
    for (const m of members) ids.add(m.user_id);
  }
  ids.delete(input.actorId);
  if (ids.size === 0) return 0;
  const list = [...ids];
  if (event.closed_area_id !== null) {
    const inArea = await db
      .selectFrom('closed_area_memberships')
      .select('user_id')
      .where('closed_area_id', '=', event.closed_area_id)
      .where('user_id', 'in', list)
      .execute();
    if (inArea.length !== list.length) {
      if (input.groupId === null) throw validationError({ userIds: [EVENT_MESSAGES.inviteOutsider] });
      // A group's members who left the area are skipped quietly.
      const keep = new Set(inArea.map((r) => r.user_id));
      for (const id of list) if (!keep.has(id)) ids.delete(id);
    }
  }
  // Members who blocked the inviter are skipped quietly; the inviter is not told (docs/moderation.md).
  const blockers = await db
    .selectFrom('chat_blocks')
    .select('blocker_id')
    .where('blocked_id', '=', input.actorId)
    .where('blocker_id', 'in', [...ids])
    .execute();
  for (const row of blockers) ids.delete(row.blocker_id);
  if (ids.size === 0) return 0;
  const inserted = await db
    .insertInto('event_members')
    .values(
      [...ids].map((userId) => ({
        event_id: event.id,
        user_id: userId,
        status: 'invited' as const,
        invited_by: input.actorId,
        created_at: now,
      })),
    )
    .onConflict((oc) => oc.columns(['event_id', 'user_id']).doNothing())
    .returning('user_id')
    .execute();
  for (const row of inserted) {
    const notice: TDomainEvent = {
      type: 'event_invited',
      actorId: input.actorId,
      recipientId: row.user_id,
      eventId: event.id,
      closedAreaId: event.closed_area_id,
    };
    await events.publish(notice);
  }
  return inserted.length;
}
