/**
 * Who may do what with events (docs/events.md). Handlers call these before the service, so a 403 is
 * visible in the handler.
 *
 * - see an event: members of its area (community events: every member); a group event only the
 *   group's members, people with a row for it (invited, answered) and its organisers;
 * - answer: whoever sees it, until the start, unless it is cancelled;
 * - organise (edit, cancel, invite, message, export, check in): its creator, the owners and
 *   moderators of the organising group, and site admins.
 */
import type { Kysely } from 'kysely';
import { EVENT_MESSAGES, GROUP_MESSAGES } from '@pflegepuls/shared';
import type { DB } from '../../platform/db/index.ts';
import { AppError, validationError } from '../../platform/errors.ts';
import type { TSessionUser } from '../../platform/session.ts';
import { assertClosedAreaMember } from '../closed-areas/service.ts';
import { assertNotModerated } from '../moderation/filters.ts';

const EVENT_COLUMNS = [
  'id',
  'closed_area_id',
  'group_id',
  'title',
  'description',
  'description_html',
  'location',
  'starts_at',
  'ends_at',
  'created_by',
  'created_at',
  'updated_at',
  'category',
  'is_online',
  'online_url',
  'organiser_group_id',
  'capacity',
  'attending_count',
  'cancelled_at',
  'cover_path',
  'cover_c_path',
  'cancel_reason',
  'sequence',
] as const;

export type TEventRow = Awaited<ReturnType<typeof loadEvent>>;

/** The event, or 404 'Invalid event ID' (000 §5). */
export async function loadEvent(db: Kysely<DB>, eventId: number) {
  const event = await db
    .selectFrom('events')
    .select(EVENT_COLUMNS)
    .where('id', '=', eventId)
    .executeTakeFirst();
  if (!event) throw new AppError('NOT_FOUND', EVENT_MESSAGES.invalidEventId);
  return event;
}

export type TMyEventRow = {
  id: number;
  status: 'invited' | 'attending' | 'maybe' | 'declined' | 'waitlisted';
  waitlist_position: number | null;
  checked_in_at: number | null;
};

export async function loadMyRow(
  db: Kysely<DB>,
  eventId: number,
  userId: number,
): Promise<TMyEventRow | undefined> {
  return db
    .selectFrom('event_members')
    .select(['id', 'status', 'waitlist_position', 'checked_in_at'])
    .where('event_id', '=', eventId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
}

async function groupRole(db: Kysely<DB>, groupId: number, userId: number) {
  const row = await db
    .selectFrom('group_members')
    .select(['status', 'role'])
    .where('group_id', '=', groupId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return row?.status === 'member' ? row.role : null;
}

/** True for the creator, the organising group's owners and moderators, and site admins. */
export async function isOrganiser(db: Kysely<DB>, event: TEventRow, user: TSessionUser): Promise<boolean> {
  if (user.isAdmin || event.created_by === user.id) return true;
  if (event.organiser_group_id === null) return false;
  const role = await groupRole(db, event.organiser_group_id, user.id);
  return role === 'owner' || role === 'moderator';
}

/** 404 for a missing event, 403 for someone who may not see it; returns the event and my row. */
export async function assertCanSeeEvent(db: Kysely<DB>, user: TSessionUser, eventId: number) {
  const [event, mine] = await Promise.all([loadEvent(db, eventId), loadMyRow(db, eventId, user.id)]);
  // Hidden by moderation (but for its creator) or deleted: as missing, site admins aside.
  await assertNotModerated(db, 'event', event.id, user, event.created_by, () => {
    return new AppError('NOT_FOUND', EVENT_MESSAGES.invalidEventId);
  });
  const organiser = await isOrganiser(db, event, user);
  if (!organiser) {
    if (event.closed_area_id !== null) await assertClosedAreaMember(db, user.id, event.closed_area_id);
    if (event.group_id !== null && !mine && (await groupRole(db, event.group_id, user.id)) === null)
      throw new AppError('FORBIDDEN', EVENT_MESSAGES.notAllowed);
  }
  return { event, mine, organiser };
}

/** As assertCanSeeEvent, and 403 unless an organiser. */
export async function assertOrganiser(db: Kysely<DB>, user: TSessionUser, eventId: number) {
  const seen = await assertCanSeeEvent(db, user, eventId);
  if (!seen.organiser) throw new AppError('FORBIDDEN', EVENT_MESSAGES.notOrganiser);
  return seen;
}

/** Creating in an area: area member; a group event: group member; the group as organiser: its admin. */
export async function assertCanCreate(
  db: Kysely<DB>,
  user: TSessionUser,
  input: { closedAreaId: number; groupId: number | null; organiserIsGroup: boolean },
) {
  await assertClosedAreaMember(db, user.id, input.closedAreaId);
  if (input.groupId === null) return;
  const group = await db
    .selectFrom('groups')
    .select('closed_area_id')
    .where('id', '=', input.groupId)
    .executeTakeFirst();
  if (!group || group.closed_area_id !== input.closedAreaId)
    throw validationError({ groupId: [EVENT_MESSAGES.groupNotInArea] });
  const role = await groupRole(db, input.groupId, user.id);
  if (role === null) throw new AppError('FORBIDDEN', GROUP_MESSAGES.notGroupMember);
  if (input.organiserIsGroup && role !== 'owner' && role !== 'moderator')
    throw new AppError('FORBIDDEN', GROUP_MESSAGES.notGroupAdmin);
}
