/**
 * Group lists and the group page's data (docs/groups.md): "Meine Gruppen" and "Entdecken" paged by
 * keyset, the detail as the viewer sees it, members, invite candidates and the shell's
 * `/api/groups/all`. Every list has its index (migrations 0006 and 0017).
 */
import { sql, type Kysely } from 'kysely';
import {
  GROUP_MEMBERS_PAGE_SIZE,
  GROUPS_PAGE_SIZE,
  type TGroupCard,
  type TGroupDetail,
  type TGroupListItem,
  type TGroupListQuery,
  type TGroupMember,
  type TGroupMembersQuery,
  type TInviteCandidate,
} from '@pflegepuls/shared';
import type { DB } from '../../platform/db/index.ts';
import { decodeCursor, encodeCursor } from '../feed/cursor.ts';
import { presentUserSummary, USER_SUMMARY_COLUMNS } from '../users/summary.ts';
import { isGroupAdmin, permissionsOf, type TGroupRow, type TMembershipRow } from './policy.ts';
import { isAreaMember, nameStartsWith } from '../users/candidate-filters.ts';
import {
  notBlockedEitherWay,
  hiddenByModeration,
  notModerated,
  type TModerationViewer,
} from '../moderation/filters.ts';

/** `%text%` for LIKE with the wildcards of the text itself escaped (ESCAPE '\'). */
export function likePattern(text: string): string {
  return `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/**
 * Groups the member belongs to or is invited to (open invitations only), newest first, in two
 * queries. `pendingMembers`: in groups the member belongs to, everyone with an open invitation; in
 * groups the member is only invited to, just the member (who else is invited is the group's business).
 */
export async function getMyGroups(
  db: Kysely<DB>,
  viewer: TModerationViewer,
  now = Date.now(),
): Promise<TGroupListItem[]> {
  const userId = viewer.id;
  const groups = await db
    .selectFrom('group_members as gm')
    .innerJoin('groups as g', 'g.id', 'gm.group_id')
    .select([
      'g.id',
      'g.title',
      'g.description',
      'g.closed_area_id',
      'g.created_at',
      'gm.status',
      'gm.expires_at',
    ])
    .where('gm.user_id', '=', userId)
    .where('gm.status', 'in', ['member', 'pending'])
    // Hidden by moderation (but for its creator) or deleted: gone (docs/moderation.md).
    .where(notModerated('group', 'g.id', viewer, 'g.created_by'))
    .orderBy('g.created_at', 'desc')
    .orderBy('g.id', 'desc')
    .execute();
  const open = groups.filter((g) => g.status === 'member' || g.expires_at === null || g.expires_at > now);
  const memberOf = open.filter((g) => g.status === 'member').map((g) => g.id);
  const pending = new Map<number, Array<{ userId: number }>>();
  if (memberOf.length) {
    const rows = await db
      .selectFrom('group_members')
      .select(['group_id', 'user_id'])
      .where('group_id', 'in', memberOf)
      .where('status', '=', 'pending')
      .where((eb) => eb.or([eb('expires_at', 'is', null), eb('expires_at', '>', now)]))
      .orderBy('group_id')
      .orderBy('user_id')
      .execute();
    for (const row of rows) {
      let list = pending.get(row.group_id);
      if (!list) pending.set(row.group_id, (list = []));
      list.push({ userId: row.user_id });
    }
  }
  return open.map((g) => ({
    id: g.id,
    title: g.title,
    description: g.description,
    closedAreaId: g.closed_area_id,
    authUserMemberStatus: g.status === 'member' ? ('member' as const) : ('pending' as const),
    pendingMembers: g.status === 'pending' ? [{ userId }] : (pending.get(g.id) ?? []),
    createdAt: g.created_at,
  }));
}

type TCardRow = {
  id: number;
  title: string;
  description: string | null;
  closed_area_id: number | null;
  join_mode: TGroupRow['join_mode'];
  members_count: number;
  created_at: number;
  status: TMembershipRow['status'] | null;
  role: TMembershipRow['role'] | null;
  expires_at: number | null;
  is_hidden?: number;
};

function presentCard(row: TCardRow, now: number): TGroupCard {
  const expired = row.status === 'pending' && row.expires_at !== null && row.expires_at <= now;
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    closedAreaId: row.closed_area_id,
    joinMode: row.join_mode,
    membersCount: row.members_count,
    authUserMemberStatus: expired ? null : row.status,
    authUserRole: row.status === 'member' ? row.role : null,
    createdAt: row.created_at,
    ...(row.is_hidden ? { isHidden: true } : {}),
  };
}

/**
 * "Meine Gruppen" (the member's groups in the area, latest joined first, keyset (joined, id)) or
 * "Entdecken" (every group of the area, newest first, keyset (created_at, id)), optionally filtered
 * by a part of the name.
 */
export async function listGroups(
  db: Kysely<DB>,
  viewer: TModerationViewer,
  query: TGroupListQuery,
): Promise<{ data: TGroupCard[]; nextCursor: string | null }> {
  const viewerId = viewer.id;
  const areaId = query.closedAreaId || null;
  const cursor = decodeCursor(query.cursor);
  const take = GROUPS_PAGE_SIZE;
  const now = Date.now();
  const search = query.q ? likePattern(query.q) : null;
  const cardColumns = [
    'g.id',
    'g.title',
    'g.description',
    'g.closed_area_id',
    'g.join_mode',
    'g.members_count',
    'g.created_at',
  ] as const;
  // "Meine Gruppen" pages by the time the member joined, "Entdecken" by the group's age; the join
  // with the viewer's membership is the same (for "mine" the status condition makes it an inner one).
  const key = query.filter === 'mine' ? 'gm.created_at' : 'g.created_at';
  const rows = await db
    .selectFrom('groups as g')
    .leftJoin('group_members as gm', (j) =>
      j.onRef('gm.group_id', '=', 'g.id').on('gm.user_id', '=', viewerId),
    )
    .select([
      ...cardColumns,
      'gm.status',
      'gm.role',
      'gm.expires_at',
      sql<number>`${sql.ref(key)}`.as('k'),
      hiddenByModeration('group', 'g.id').as('is_hidden'),
    ])
    .$if(query.filter === 'mine', (qb) => qb.where('gm.status', '=', 'member'))
    .where(notModerated('group', 'g.id', viewer, 'g.created_by'))
    .where((eb) =>
      areaId === null ? eb('g.closed_area_id', 'is', null) : eb('g.closed_area_id', '=', areaId),
    )
    .$if(search !== null, (qb) => qb.where(sql<boolean>`lower(g.title) like ${search} escape '\\'`))
    .$if(cursor !== undefined, (qb) =>
      qb.where((eb) =>
        eb.and([eb(key, '<=', cursor!.s), eb.or([eb(key, '<', cursor!.s), eb('g.id', '<', cursor!.i)])]),
      ),
    )
    .orderBy(key, 'desc')
    .orderBy('g.id', 'desc')
    .limit(take + 1)
    .execute();
  const page = rows.slice(0, take);
  const last = page.at(-1);
  return {
    data: page.map((row) => presentCard(row, now)),
    nextCursor: rows.length > take && last ? encodeCursor({ s: last.k, i: last.id }) : null,
  };
}

/** The group page's data for the viewer (members see more than visitors of the area). */
export async function getGroupDetail(
  db: Kysely<DB>,
  viewerId: number,
  group: TGroupRow,
  membership: TMembershipRow | undefined,
): Promise<TGroupDetail> {
  const now = Date.now();
  const admin = isGroupAdmin(membership);
  const [area, invited, requests, inviter] = await Promise.all([
    group.closed_area_id === null
      ? Promise.resolve(undefined)
      : db
          .selectFrom('closed_areas')
          .select('name')
          .where('id', '=', group.closed_area_id)
          .executeTakeFirst(),
    admin
      ? db
          .selectFrom('group_members')
          .select('user_id')
          .where('group_id', '=', group.id)
          .where('status', '=', 'pending')
          .where((eb) => eb.or([eb('expires_at', 'is', null), eb('expires_at', '>', now)]))
          .orderBy('user_id')
          .execute()
      : Promise.resolve([]),
    admin
      ? db
          .selectFrom('group_members')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .where('group_id', '=', group.id)
          .where('status', '=', 'requested')
          .executeTakeFirstOrThrow()
      : Promise.resolve({ n: 0 }),
    membership?.status === 'pending' && membership.invited_by !== null
      ? db
          .selectFrom('users')
          .select(USER_SUMMARY_COLUMNS)
          .where('id', '=', membership.invited_by)
          .executeTakeFirst()
      : Promise.resolve(undefined),
  ]);
  const card = presentCard(
    {
      ...group,
      status: membership?.status ?? null,
      role: membership?.role ?? null,
      expires_at: membership?.expires_at ?? null,
    },
    now,
  );
  const isInvited = membership?.status === 'pending';
  return {
    ...card,
    about: group.about,
    areaName: area?.name ?? null,
    pinnedPostId: membership?.status === 'member' ? group.pinned_post_id : null,
    pendingMembers: admin
      ? invited.map((row) => ({ userId: row.user_id }))
      : isInvited
        ? [{ userId: viewerId }]
        : [],
    requestsCount: Number(requests.n),
    notify: membership?.status === 'member' ? membership.notify : null,
    invitationExpiresAt: isInvited ? membership.expires_at : null,
    invitedBy: inviter ? presentUserSummary(inviter, now) : null,
    permissions: permissionsOf(group, membership),
  };
}

const ROLE_RANK = sql<number>`case gm.role when 'owner' then 0 when 'moderator' then 1 else 2 end`;

/**
 * Members (owners, then moderators, then members; each oldest first) or the open requests or
 * invitations of a group, keyset (rank, created_at, user_id).
 */
export async function listGroupMembers(
  db: Kysely<DB>,
  groupId: number,
  query: TGroupMembersQuery,
): Promise<{ data: TGroupMember[]; nextCursor: string | null }> {
  const now = Date.now();
  // The cursor packs rank and time: rank * 2^44 + created_at stays exact below 2^53 until the year 2527.
  const cursor = decodeCursor(query.cursor);
  const take = GROUP_MEMBERS_PAGE_SIZE;
  const key = sql<number>`(${ROLE_RANK} * 17592186044416 + gm.created_at)`;
  const rows = await db
    .selectFrom('group_members as gm')
    .innerJoin('users', 'users.id', 'gm.user_id')
    .select([...USER_SUMMARY_COLUMNS, 'gm.role', 'gm.status', 'gm.created_at', 'gm.expires_at', key.as('k')])
    .where('gm.group_id', '=', groupId)
    .where('gm.status', '=', query.status)
    .$if(query.status === 'pending', (qb) =>
      qb.where((eb) => eb.or([eb('gm.expires_at', 'is', null), eb('gm.expires_at', '>', now)])),
    )
    .$if(cursor !== undefined, (qb) =>
      qb.where((eb) =>
        eb.or([eb(key, '>', cursor!.s), eb.and([eb(key, '=', cursor!.s), eb('gm.user_id', '>', cursor!.i)])]),
      ),
    )
    .orderBy(key)
    .orderBy('gm.user_id')
    .limit(take + 1)
    .execute();
  const page = rows.slice(0, take);
  const last = page.at(-1);
  return {
    data: page.map((row) => ({
      user: presentUserSummary(row, now),
      role: row.role,
      status: row.status,
      since: row.created_at,
      expiresAt: row.status === 'pending' ? row.expires_at : null,
    })),
    nextCursor: rows.length > take && last ? encodeCursor({ s: Number(last.k), i: last.id }) : null,
  };
}

/**
 * People to invite: members of the group's area (any member for a community group) whose name
 * starts with `q` (first or last name), with their status in the group; at most 20.
 */
export async function findInviteCandidates(
  db: Kysely<DB>,
  viewerId: number,
  group: TGroupRow,
  q: string,
): Promise<TInviteCandidate[]> {
  const now = Date.now();
  const rows = await db
    .selectFrom('users')
    .leftJoin('group_members as gm', (j) =>
      j.onRef('gm.user_id', '=', 'users.id').on('gm.group_id', '=', group.id),
    )
    .select([...USER_SUMMARY_COLUMNS, 'gm.status', 'gm.expires_at'])
    .where('users.id', '<>', viewerId)
    // Nobody I blocked or who blocked me (docs/moderation.md).
    .where(notBlockedEitherWay(viewerId, 'users.id'))
    .$if(group.closed_area_id !== null, (qb) => qb.where(isAreaMember(group.closed_area_id!)))
    .$if(q !== '', (qb) => qb.where(nameStartsWith(q)))
    .orderBy('users.first_name')
    .orderBy('users.last_name')
    .orderBy('users.id')
    .limit(20)
    .execute();
  return rows.map((row) => ({
    ...presentUserSummary(row, now),
    status:
      row.status === 'pending' && row.expires_at !== null && row.expires_at <= now
        ? null
        : (row.status ?? null),
  }));
}

/** The member's group memberships and invitations, for "download my data". */
export async function exportGroupMemberships(db: Kysely<DB>, userId: number) {
  const rows = await db
    .selectFrom('group_members as gm')
    .innerJoin('groups as g', 'g.id', 'gm.group_id')
    .select(['g.id', 'g.title', 'gm.status', 'gm.role', 'gm.notify', 'gm.created_at'])
    .where('gm.user_id', '=', userId)
    .orderBy('gm.created_at')
    .execute();
  return rows.map((r) => ({
    groupId: r.id,
    title: r.title,
    status: r.status,
    role: r.role,
    notifications: r.notify,
    since: r.created_at,
  }));
}

/**
 * Account deletion: memberships, requests and open invitations go, and the member counts with
 * them; groups the member created stay.
 */
export async function deleteGroupMemberships(trx: Kysely<DB>, userId: number) {
  const memberOf = await trx
    .selectFrom('group_members')
    .select('group_id')
    .where('user_id', '=', userId)
    .where('status', '=', 'member')
    .execute();
  if (memberOf.length) {
    await trx
      .updateTable('groups')
      .set((eb) => ({ members_count: eb('members_count', '-', 1) }))
      .where(
        'id',
        'in',
        memberOf.map((r) => r.group_id),
      )
      .execute();
  }
  await trx.deleteFrom('group_members').where('user_id', '=', userId).execute();
}
