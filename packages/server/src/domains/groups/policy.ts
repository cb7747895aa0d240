/**
 * Who may do what in groups (docs/groups.md). Route handlers call these before the service, so a
 * 403 is visible in the handler. Every group lies in an area: a closed area's groups are for that
 * area's members only (403 for everyone else, even the group's name); community groups
 * (closed_area_id null) for every member. Inside, the member's status and role decide:
 *
 * - any area member: see the group (name, about, member count), join an open group, ask to join an
 *   on-request group, accept or decline their own invitation, create a group;
 * - group member: read and write posts, see the members, invite (invite-only groups: admins only),
 *   choose their notification setting, leave (the last owner must hand over first);
 * - moderator and owner ("admins"): edit the group, approve or decline requests, remove members and
 *   posts, pin a post;
 * - owner: change roles, remove other owners.
 */
import type { Kysely } from 'kysely';
import { GROUP_MESSAGES, type TGroupJoinMode, type TGroupRole } from '@pflegepuls/shared';
import type { DB } from '../../platform/db/index.ts';
import { AppError } from '../../platform/errors.ts';
import { assertClosedAreaMember } from '../closed-areas/service.ts';
import { assertNotModerated, isSiteAdmin } from '../moderation/filters.ts';

export type TGroupRow = {
  id: number;
  closed_area_id: number | null;
  title: string;
  description: string | null;
  about: string | null;
  join_mode: TGroupJoinMode;
  members_count: number;
  pinned_post_id: number | null;
  created_by: number | null;
  created_at: number;
};

export type TMembershipRow = {
  status: 'member' | 'pending' | 'requested';
  role: TGroupRole;
  notify: 'all' | 'pinned' | 'none';
  invited_by: number | null;
  expires_at: number | null;
  created_at: number;
};

const GROUP_COLUMNS = [
  'id',
  'closed_area_id',
  'title',
  'description',
  'about',
  'join_mode',
  'members_count',
  'pinned_post_id',
  'created_by',
  'created_at',
] as const;

/** The group, or 404 'Invalid group ID' (000 §5). */
export async function loadGroup(db: Kysely<DB>, groupId: number): Promise<TGroupRow> {
  const group = await db
    .selectFrom('groups')
    .select(GROUP_COLUMNS)
    .where('id', '=', groupId)
    .executeTakeFirst();
  if (!group) throw new AppError('NOT_FOUND', GROUP_MESSAGES.invalidGroupId);
  return group;
}

/** The member's row in the group; an invitation past its expiry counts as none. */
export async function loadMembership(
  db: Kysely<DB>,
  groupId: number,
  userId: number,
  now = Date.now(),
): Promise<TMembershipRow | undefined> {
  const row = await db
    .selectFrom('group_members')
    .select(['status', 'role', 'notify', 'invited_by', 'expires_at', 'created_at'])
    .where('group_id', '=', groupId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  if (row && row.status === 'pending' && row.expires_at !== null && row.expires_at <= now) return undefined;
  return row;
}

/** 403 unless the member may see the area the group lies in. */
export async function assertCanSeeArea(db: Kysely<DB>, userId: number, closedAreaId: number | null) {
  if (closedAreaId !== null) await assertClosedAreaMember(db, userId, closedAreaId);
}

/**
 * 404 for a missing group, and for one moderation hid (but from its creator) or deleted (site admins
 * still see both, docs/moderation.md); the admin flag is read only for such a group.
 */
async function assertNotModeratedGroup(db: Kysely<DB>, userId: number, group: TGroupRow) {
  const notFound = () => new AppError('NOT_FOUND', GROUP_MESSAGES.invalidGroupId);
  try {
    await assertNotModerated(
      db,
      'group',
      group.id,
      { id: userId, isAdmin: false },
      group.created_by,
      notFound,
    );
  } catch (error) {
    if (!(await isSiteAdmin(db, userId))) throw error;
  }
}

/** 404 for a missing or moderated group, 403 outside its area; returns the group and the viewer's membership. */
export async function assertCanSeeGroup(db: Kysely<DB>, userId: number, groupId: number) {
  const group = await loadGroup(db, groupId);
  await assertNotModeratedGroup(db, userId, group);
  await assertCanSeeArea(db, userId, group.closed_area_id);
  return { group, membership: await loadMembership(db, groupId, userId) };
}

/** As assertCanSeeGroup, and 403 unless the viewer is a member (posts, members, inviting, leaving). */
export async function assertGroupMember(db: Kysely<DB>, userId: number, groupId: number) {
  const { group, membership } = await assertCanSeeGroup(db, userId, groupId);
  if (membership?.status !== 'member') throw new AppError('FORBIDDEN', GROUP_MESSAGES.notGroupMember);
  return { ...group, membership };
}

export function isGroupAdmin(membership: TMembershipRow | undefined): boolean {
  return membership?.status === 'member' && (membership.role === 'owner' || membership.role === 'moderator');
}

/** As assertGroupMember, and 403 unless the viewer is an owner or moderator. */
export async function assertGroupAdmin(db: Kysely<DB>, userId: number, groupId: number) {
  const group = await assertGroupMember(db, userId, groupId);
  if (!isGroupAdmin(group.membership)) throw new AppError('FORBIDDEN', GROUP_MESSAGES.notGroupAdmin);
  return group;
}

/** As assertGroupMember, and 403 unless the viewer owns the group. */
export async function assertGroupOwner(db: Kysely<DB>, userId: number, groupId: number) {
  const group = await assertGroupMember(db, userId, groupId);
  if (group.membership.role !== 'owner') throw new AppError('FORBIDDEN', GROUP_MESSAGES.notGroupOwner);
  return group;
}

/** Members invite into open and on-request groups; into invite-only groups only admins do. */
export function canInvite(group: { join_mode: TGroupJoinMode }, membership: TMembershipRow | undefined) {
  if (membership?.status !== 'member') return false;
  return group.join_mode !== 'invite' || isGroupAdmin(membership);
}

export async function assertCanInvite(db: Kysely<DB>, userId: number, groupId: number) {
  const group = await assertGroupMember(db, userId, groupId);
  if (!canInvite(group, group.membership)) throw new AppError('FORBIDDEN', GROUP_MESSAGES.cannotInvite);
  return group;
}

/**
 * Removing someone: admins remove members and moderators; only owners remove owners. (Leaving is
 * `leaveGroup`, not this.)
 */
export function assertCanRemove(actorRole: TGroupRole, targetRole: TGroupRole) {
  if (targetRole === 'owner' && actorRole !== 'owner')
    throw new AppError('FORBIDDEN', GROUP_MESSAGES.cannotRemoveOwner);
}

/** The viewer's permissions as the detail answer carries them (the action menus of 000 §6). */
export function permissionsOf(group: { join_mode: TGroupJoinMode }, membership: TMembershipRow | undefined) {
  const isMember = membership?.status === 'member';
  return {
    readPosts: isMember,
    post: isMember,
    invite: canInvite(group, membership),
    moderate: isGroupAdmin(membership),
    manageRoles: isMember && membership.role === 'owner',
  };
}
