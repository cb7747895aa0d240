/** Reads of the events domain: the prefetch list, an area's lists, the detail, participants. */
import type { ExpressionBuilder, Kysely } from 'kysely';
import {
  berlinMonthRange,
  EVENTS_LIST_MAX,
  EVENT_RUNNING_LOOKBACK_MS,
  EVENTS_PAGE_SIZE,
  EVENT_DETAIL_PARTICIPANTS,
  EVENT_PARTICIPANTS_PAGE_SIZE,
  GROUP_MESSAGES,
  type TEventCandidate,
  type TEventDetail,
  type TEventListItem,
  type TEventListPage,
  type TEventListQuery,
  type TEventMemberStatus,
  type TEventParticipant,
} from '@pflegepuls/shared';
import type { DB } from '../../platform/db/index.ts';
import { AppError } from '../../platform/errors.ts';
import { assertClosedAreaMember } from '../closed-areas/service.ts';
import { presentUserSummary, USER_SUMMARY_COLUMNS } from '../users/summary.ts';
import type { TEventRow, TMyEventRow } from './policy.ts';
import { presentEventListItem, presentParticipant } from './present.ts';
import { isAreaMember, nameStartsWith } from '../users/candidate-filters.ts';
import {
  notBlockedEitherWay,
  hiddenByModeration,
  notModerated,
  type TModerationViewer,
} from '../moderation/filters.ts';

/** Answers that make "Meine Events". */
const MINE: TEventMemberStatus[] = ['attending', 'maybe', 'invited', 'waitlisted'];
/** Rows that count as taking part (see the join link, get change notices). */
export const PARTICIPATING: TEventMemberStatus[] = ['attending', 'maybe', 'waitlisted'];

const LIST_COLUMNS = [
  'e.id',
  'e.title',
  'e.location',
  'e.closed_area_id',
  'e.group_id',
  'e.category',
  'e.is_online',
  'e.starts_at',
  'e.ends_at',
  'e.capacity',
  'e.attending_count',
  'e.cancelled_at',
  'e.cover_path',
  'e.cover_c_path',
  'em.id as member_id',
  'em.status as member_status',
] as const;

function withMyRow(db: Kysely<DB>, userId: number) {
  return db
    .selectFrom('events as e')
    .leftJoin('event_members as em', (join) =>
      join.onRef('em.event_id', '=', 'e.id').on('em.user_id', '=', userId),
    );
}

/**
 * "Meine Events": the member's own rows first (event_members_user_status_idx), then their events.
 * SQLite keeps the order of a CROSS JOIN; joined the other way round it walked every upcoming event
 * of the area (in starts_at order) to find a member's few. PostgreSQL plans it as an inner join.
 * The rows are those of `withMyRow` with `em` never null, so the same filters and columns apply.
 */
function onlyMyRows(db: Kysely<DB>, userId: number): ReturnType<typeof withMyRow> {
  return db
    .selectFrom('event_members as em')
    .crossJoin('events as e')
    .whereRef('e.id', '=', 'em.event_id')
    .where('em.user_id', '=', userId)
    .where('em.status', 'in', MINE) as unknown as ReturnType<typeof withMyRow>;
}

type TJoined = DB & { e: DB['events']; em: DB['event_members'] };

/** Group events only for the group's members and those with a row. */
function visibleGroups(userId: number) {
  return (eb: ExpressionBuilder<TJoined, 'e' | 'em'>) =>
    eb.or([
      eb('e.group_id', 'is', null),
      eb('em.id', 'is not', null),
      eb(
        'e.group_id',
        'in',
        eb
          .selectFrom('group_members')
          .select('group_id')
          .where('user_id', '=', userId)
          .where('status', '=', 'member'),
      ),
    ]);
}

/**
 * Upcoming and running events the member may see, soonest first, with the member's own row (the
 * shell's prefetch; the badge counts its open invitations). `closedAreaId` null = every area the
 * member belongs to plus the community; `groupId` narrows to one group (403 unless a member).
 */
export async function getVisibleEvents(
  db: Kysely<DB>,
  viewer: TModerationViewer,
  filter: { closedAreaId: number | null; groupId: number | null },
  now = Date.now(),
): Promise<TEventListItem[]> {
  const userId = viewer.id;
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
  let query = withMyRow(db, userId)
    .select(LIST_COLUMNS)
    .select(hiddenByModeration('event', 'e.id').as('is_hidden'))
    .where(notModerated('event', 'e.id', viewer, 'e.created_by'))
    .where('e.starts_at', '>=', now - EVENT_RUNNING_LOOKBACK_MS)
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
  else query = query.where(visibleGroups(userId));
  const rows = await query.orderBy('e.starts_at').orderBy('e.id').limit(EVENTS_LIST_MAX).execute();
  return rows.map(presentEventListItem);
}

/**
 * One area's events, keyset-paged by (starts_at, id): upcoming soonest first (running ones count
 * as upcoming), past latest first; "Meine Events" are those with an answer, an invitation or a
 * waitlist place. Filters: a Berlin month and a category.
 */
export async function listEvents(
  db: Kysely<DB>,
  viewer: TModerationViewer,
  q: TEventListQuery,
  now = Date.now(),
): Promise<TEventListPage> {
  const userId = viewer.id;
  await assertClosedAreaMember(db, userId, q.closedAreaId);
  const past = q.section === 'past';
  const rows = q.filter === 'meine-events' ? onlyMyRows(db, userId) : withMyRow(db, userId);
  let query = rows
    .select(LIST_COLUMNS)
    .select(hiddenByModeration('event', 'e.id').as('is_hidden'))
    .where('e.closed_area_id', '=', q.closedAreaId);
  query = query.where(visibleGroups(userId));
  // Hidden by moderation (but for its creator) or deleted: gone (docs/moderation.md).
  query = query.where(notModerated('event', 'e.id', viewer, 'e.created_by'));
  if (q.category) query = query.where('e.category', '=', q.category);
  if (past) {
    query = query
      .where((eb) => eb(eb.fn.coalesce('e.ends_at', 'e.starts_at'), '<', now))
      .where('e.starts_at', '<', now);
  } else {
    query = query
      .where('e.starts_at', '>=', now - EVENT_RUNNING_LOOKBACK_MS)
      .where((eb) => eb(eb.fn.coalesce('e.ends_at', 'e.starts_at'), '>=', now));
  }
  if (q.month) {
    const [from, to] = berlinMonthRange(q.month);
    query = query.where('e.starts_at', '>=', from).where('e.starts_at', '<', to);
  }
  if (q.cursor) {
    const [s, i] = q.cursor.split('.').map(Number) as [number, number];
    query = query.where((eb) =>
      past
        ? eb.or([eb('e.starts_at', '<', s), eb.and([eb('e.starts_at', '=', s), eb('e.id', '<', i)])])
        : eb.or([eb('e.starts_at', '>', s), eb.and([eb('e.starts_at', '=', s), eb('e.id', '>', i)])]),
    );
  }
  const direction = past ? 'desc' : 'asc';
  const found = await query
    .orderBy('e.starts_at', direction)
    .orderBy('e.id', direction)
    .limit(EVENTS_PAGE_SIZE + 1)
    .execute();
  const page = found.slice(0, EVENTS_PAGE_SIZE);
  const last = page.at(-1);
  return {
    data: page.map(presentEventListItem),
    nextCursor: found.length > EVENTS_PAGE_SIZE && last ? `${last.starts_at}.${last.id}` : null,
  };
}

const PARTICIPANT_COLUMNS = [
  'em.id',
  'em.user_id',
  'u.user_name',
  'u.first_name',
  'u.last_name',
  'u.profile_picture_path',
  'em.status',
  'em.waitlist_position',
  'em.answered_at',
  'em.checked_in_at',
] as const;

/** The event's detail as the viewer sees it (the join link only for participants and organisers). */
export async function getEventDetail(
  db: Kysely<DB>,
  seen: { event: TEventRow; mine: TMyEventRow | undefined; organiser: boolean },
  now = Date.now(),
): Promise<TEventDetail> {
  const { event, mine, organiser } = seen;
  const [counts, participants, organiserRow] = await Promise.all([
    db
      .selectFrom('event_members')
      .select(['status', (eb) => eb.fn.countAll<number | string>().as('n')])
      .where('event_id', '=', event.id)
      .groupBy('status')
      .execute(),
    db
      .selectFrom('event_members as em')
      .innerJoin('users as u', 'u.id', 'em.user_id')
      .select(PARTICIPANT_COLUMNS)
      .where('em.event_id', '=', event.id)
      .where('em.status', '=', 'attending')
      .orderBy('em.answered_at')
      .orderBy('em.id')
      .limit(EVENT_DETAIL_PARTICIPANTS)
      .execute(),
    loadOrganiser(db, event),
  ]);
  const count = (status: TEventMemberStatus) => Number(counts.find((c) => c.status === status)?.n ?? 0);
  const participating = mine !== undefined && PARTICIPATING.includes(mine.status);
  const ended = (event.ends_at ?? event.starts_at) < now;
  const item = presentEventListItem({
    ...event,
    member_id: mine?.id ?? null,
    member_status: mine?.status ?? null,
  });
  return {
    ...item,
    description: event.description,
    descriptionHtml: event.description_html ?? '',
    address: event.is_online ? null : event.location,
    mapUrl:
      !event.is_online && event.location
        ? `https://www.openstreetmap.org/search?query=${encodeURIComponent(event.location)}`
        : null,
    onlineUrl: event.is_online && (participating || organiser) ? event.online_url : null,
    organiser: organiserRow,
    cancelReason: event.cancel_reason,
    sequence: event.sequence,
    counts: {
      attending: count('attending'),
      maybe: count('maybe'),
      declined: count('declined'),
      invited: count('invited'),
      waitlisted: count('waitlisted'),
    },
    participants: participants.map(presentParticipant),
    authUserWaitlistPosition:
      mine?.status === 'waitlisted' && mine.waitlist_position !== null
        ? await waitlistRank(db, event.id, mine.waitlist_position)
        : null,
    authUserCheckedIn: mine?.checked_in_at != null,
    hasEnded: ended,
    permissions: {
      answer: event.cancelled_at === null && event.starts_at > now,
      organise: organiser,
      attendanceConfirmation: ended && mine?.checked_in_at != null && event.cancelled_at === null,
    },
  };
}

/** The organiser shown: the group, or the creating member. */
async function loadOrganiser(db: Kysely<DB>, event: TEventRow): Promise<TEventDetail['organiser']> {
  if (event.organiser_group_id !== null) {
    const group = await db
      .selectFrom('groups')
      .select(['id', 'title'])
      .where('id', '=', event.organiser_group_id)
      .executeTakeFirst();
    if (group) return { kind: 'group', id: group.id, name: group.title, userName: null };
  }
  const user =
    event.created_by !== null
      ? await db
          .selectFrom('users')
          .select(['id', 'user_name', 'first_name', 'last_name'])
          .where('id', '=', event.created_by)
          .executeTakeFirst()
      : undefined;
  return user
    ? {
        kind: 'member',
        id: user.id,
        name: `${user.first_name} ${user.last_name}`.trim(),
        userName: user.user_name,
      }
    : { kind: 'member', id: 0, name: 'Pflegepuls', userName: null };
}

/** My place in the waitlist (1 = next), from my position number. */
async function waitlistRank(db: Kysely<DB>, eventId: number, position: number) {
  const row = await db
    .selectFrom('event_members')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('event_id', '=', eventId)
    .where('status', '=', 'waitlisted')
    .where('waitlist_position', '<=', position)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/**
 * Participants of an event for organisers (check-in list, export), keyset by row id (the order in
 * which people first appeared: invited or answered). `nextCursor` is the last row id of a full page.
 */
export async function listParticipants(
  db: Kysely<DB>,
  eventId: number,
  options: { afterId?: number | undefined; limit?: number } = {},
): Promise<{ data: TEventParticipant[]; nextCursor: number | null }> {
  const limit = options.limit ?? EVENT_PARTICIPANTS_PAGE_SIZE;
  let query = db
    .selectFrom('event_members as em')
    .innerJoin('users as u', 'u.id', 'em.user_id')
    .select(PARTICIPANT_COLUMNS)
    .where('em.event_id', '=', eventId);
  if (options.afterId) query = query.where('em.id', '>', options.afterId);
  const rows = await query
    .orderBy('em.id')
    .limit(limit + 1)
    .execute();
  const page = rows.slice(0, limit);
  return {
    data: page.map(presentParticipant),
    nextCursor: rows.length > limit ? (page.at(-1)?.id ?? null) : null,
  };
}

/** The member's event rows, for "download my data". */
export async function exportEventMemberships(db: Kysely<DB>, userId: number) {
  const rows = await db
    .selectFrom('event_members as em')
    .innerJoin('events as e', 'e.id', 'em.event_id')
    .select([
      'e.id',
      'e.title',
      'e.starts_at',
      'em.status',
      'em.created_at',
      'em.answered_at',
      'em.checked_in_at',
    ])
    .where('em.user_id', '=', userId)
    .orderBy('e.starts_at')
    .execute();
  return rows.map((r) => ({
    eventId: r.id,
    title: r.title,
    startsAt: r.starts_at,
    status: r.status,
    since: r.created_at,
    answeredAt: r.answered_at,
    checkedInAt: r.checked_in_at,
  }));
}

/**
 * Account deletion: the member's rows go (an accepted place frees up: the counter follows);
 * events the member created stay. Waitlisted members are not promoted here (docs/events.md).
 */
export async function deleteEventMemberships(trx: Kysely<DB>, userId: number) {
  const attending = await trx
    .selectFrom('event_members')
    .select('event_id')
    .where('user_id', '=', userId)
    .where('status', '=', 'attending')
    .execute();
  for (const row of attending) {
    await trx
      .updateTable('events')
      .set((eb) => ({ attending_count: eb('attending_count', '-', 1) }))
      .where('id', '=', row.event_id)
      .execute();
  }
  await trx.deleteFrom('event_members').where('user_id', '=', userId).execute();
  await trx.deleteFrom('event_member_settings').where('user_id', '=', userId).execute();
}

/** Area members to invite, by name prefix (20), with their row for the event if any. */
export async function findEventCandidates(
  db: Kysely<DB>,
  viewerId: number,
  event: TEventRow,
  q: string,
): Promise<TEventCandidate[]> {
  const rows = await db
    .selectFrom('users')
    .leftJoin('event_members as em', (j) =>
      j.onRef('em.user_id', '=', 'users.id').on('em.event_id', '=', event.id),
    )
    .select([...USER_SUMMARY_COLUMNS, 'em.status'])
    .where('users.id', '<>', viewerId)
    // Nobody I blocked or who blocked me (docs/moderation.md).
    .where(notBlockedEitherWay(viewerId, 'users.id'))
    .$if(event.closed_area_id !== null, (qb) => qb.where(isAreaMember(event.closed_area_id!)))
    .$if(q !== '', (qb) => qb.where(nameStartsWith(q)))
    .orderBy('users.first_name')
    .orderBy('users.last_name')
    .orderBy('users.id')
    .limit(20)
    .execute();
  const now = Date.now();
  return rows.map((row) => ({ ...presentUserSummary(row, now), status: row.status ?? null }));
}
