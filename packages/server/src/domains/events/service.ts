import type { Kysely } from 'kysely';
import { EVENTS_LIST_MAX, type TEventListItem, GROUP_MESSAGES } from '@pflegepuls/shared';
import type { DB } from '../../platform/db/index.ts';
import { AppError } from '../../platform/errors.ts';
import { assertClosedAreaMember } from '../closed-areas/service.ts';

/** Events that started more than this long ago are not looked at (index range on starts_at). */
const RUNNING_LOOKBACK_MS = 14 * 24 * 60 * 60_000;

/**
 * Upcoming and running events the member may see, soonest first, with the member's own event
 * membership. `closedAreaId` null = every area the member belongs to plus the general community
 * (and events the member was invited to); a number = that area only (403 unless a member).
 * `groupId` narrows to one group (403 unless a member of it).
 */
export async function getVisibleEvents(
  db: Kysely<DB>,
  userId: number,
  filter: { closedAreaId: number | null; groupId: number | null },
  now = Date.now(),
): Promise<TEventListItem[]> {
  if (filter.closedAreaId !== null) await assertClosedAreaMember(db, userId, filter.closedAreaId);
  if (filter.groupId !== null) {
    const membership = await db
      .selectFrom('group_members')
      .select('status')
      .where('group_id', '=', filter.groupId)
      .where('user_id', '=', userId)
      .executeTakeFirst();
    if (membership?.status !== 'member') throw new AppError('FORBIDDEN', GROUP_MESSAGES.notGroupMember);
  }
  let query = db
    .selectFrom('events as e')
    .leftJoin('event_members as em', (join) =>
      join.onRef('em.event_id', '=', 'e.id').on('em.user_id', '=', userId),
    )
    .select([
      'e.id',
      'e.title',
      'e.description',
      'e.location',
      'e.closed_area_id',
      'e.starts_at',
      'e.ends_at',
      'em.id as member_id',
      'em.status as member_status',
    ])
    .where('e.starts_at', '>=', now - RUNNING_LOOKBACK_MS)
    .where((eb) => eb(eb.fn.coalesce('e.ends_at', 'e.starts_at'), '>=', now));
  if (filter.closedAreaId !== null) {
    query = query.where('e.closed_area_id', '=', filter.closedAreaId);
  } else {
    query = query.where((eb) =>
      eb.or([
        eb('e.closed_area_id', 'is', null),
        eb(
          'e.closed_area_id',
          'in',
          eb.selectFrom('closed_area_memberships').select('closed_area_id').where('user_id', '=', userId),
        ),
        eb('em.id', 'is not', null),
      ]),
    );
  }
  if (filter.groupId !== null) query = query.where('e.group_id', '=', filter.groupId);
  const rows = await query.orderBy('e.starts_at').orderBy('e.id').limit(EVENTS_LIST_MAX).execute();
  return rows.map((r) => ({
    id: r.id,
    title: r.title,
    description: r.description,
    location: r.location,
    closedAreaId: r.closed_area_id,
    startsAt: r.starts_at,
    endsAt: r.ends_at,
    authUserMemberStatus: r.member_status ?? null,
    authUserMemberId: r.member_id ?? null,
  }));
}

/** The member's event memberships, for "download my data". */
export async function exportEventMemberships(db: Kysely<DB>, userId: number) {
  const rows = await db
    .selectFrom('event_members as em')
    .innerJoin('events as e', 'e.id', 'em.event_id')
    .select(['e.id', 'e.title', 'e.starts_at', 'em.status', 'em.created_at'])
    .where('em.user_id', '=', userId)
    .orderBy('e.starts_at')
    .execute();
  return rows.map((r) => ({
    eventId: r.id,
    title: r.title,
    startsAt: r.starts_at,
    status: r.status,
    since: r.created_at,
  }));
}

/** Account deletion: event memberships and invitations go; events the member created stay. */
export async function deleteEventMemberships(trx: Kysely<DB>, userId: number) {
  await trx.deleteFrom('event_members').where('user_id', '=', userId).execute();
}
