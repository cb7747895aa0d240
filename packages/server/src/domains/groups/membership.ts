/**
 * Writes of the groups domain (docs/groups.md): creating and editing a group, joining by its join
 * mode, requests, invitations (open GROUP_INVITATION_DAYS), leaving, removing, roles, the member's
 * notification setting. `members_count` moves in the same transaction as the membership row. The
 * handler has checked the permission (policy.ts) before these run.
 */
import type { Kysely } from 'kysely';
import {
  GROUP_INVITATION_MS,
  GROUP_MESSAGES,
  type TCreateGroup,
  type TGroupNotify,
  type TGroupRole,
  type TUpdateGroup,
} from '@pflegepuls/shared';
import type { DB } from '../../platform/db/index.ts';
import { AppError, validationError } from '../../platform/errors.ts';
import type { TDomainEvents } from '../../platform/events.ts';
import { assertCanRemove, loadMembership, type TGroupRow, type TMembershipRow } from './policy.ts';

/** Where a group notification leads: the group's area, or the community's group pages. */
function groupTarget(group: TGroupRow) {
  return { closedAreaId: group.closed_area_id, community: group.closed_area_id === null };
}

async function addToCount(db: Kysely<DB>, groupId: number, delta: 1 | -1) {
  await db
    .updateTable('groups')
    .set((eb) => ({ members_count: eb('members_count', delta > 0 ? '+' : '-', 1), updated_at: Date.now() }))
    .where('id', '=', groupId)
    .execute();
}

/** A new group in an area the creator belongs to; the creator owns it. Returns its id. */
export async function createGroup(db: Kysely<DB>, userId: number, input: TCreateGroup): Promise<number> {
  const now = Date.now();
  return db.transaction().execute(async (trx) => {
    const group = await trx
      .insertInto('groups')
      .values({
        closed_area_id: input.closedAreaId,
        title: input.title,
        description: input.description || null,
        about: input.about || null,
        join_mode: input.joinMode,
        members_count: 1,
        created_by: userId,
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx
      .insertInto('group_members')
      .values({
        group_id: group.id,
        user_id: userId,
        status: 'member',
        role: 'owner',
        invited_by: null,
        created_at: now,
      })
      .execute();
    return group.id;
  });
}

export async function updateGroup(db: Kysely<DB>, groupId: number, input: TUpdateGroup): Promise<void> {
  await db
    .updateTable('groups')
    .set({
      title: input.title,
      description: input.description || null,
      about: input.about || null,
      join_mode: input.joinMode,
      updated_at: Date.now(),
    })
    .where('id', '=', groupId)
    .execute();
}

/** Makes an invited or requesting member (or someone new) a member, counting them. */
async function admit(db: Kysely<DB>, groupId: number, userId: number, existing: boolean, now: number) {
  await db.transaction().execute(async (trx) => {
    if (existing) {
      await trx
        .updateTable('group_members')
        .set({ status: 'member', role: 'member', expires_at: null, created_at: now })
        .where('group_id', '=', groupId)
        .where('user_id', '=', userId)
        .execute();
    } else {
      await trx
        .insertInto('group_members')
        .values({ group_id: groupId, user_id: userId, status: 'member', invited_by: null, created_at: now })
        .onConflict((oc) =>
          oc
            .columns(['group_id', 'user_id'])
            .doUpdateSet({ status: 'member', role: 'member', expires_at: null }),
        )
        .execute();
    }
    await addToCount(trx, groupId, 1);
  });
}

/**
 * Joining: an open invitation is accepted whatever the mode; an open group admits at once; an
 * on-request group records a request and tells its owners and moderators; an invite-only group
 * refuses. Returns the member's new status.
 */
export async function joinGroup(
  db: Kysely<DB>,
  events: TDomainEvents,
  userId: number,
  group: TGroupRow,
  membership: TMembershipRow | undefined,
): Promise<'member' | 'requested'> {
  const now = Date.now();
  if (membership?.status === 'member') throw new AppError('CONFLICT', GROUP_MESSAGES.alreadyMember);
  if (membership?.status === 'requested') return 'requested';
  const hasRow =
    (await db
      .selectFrom('group_members')
      .select('status')
      .where('group_id', '=', group.id)
      .where('user_id', '=', userId)
      .executeTakeFirst()) !== undefined;
  if (membership?.status === 'pending' || group.join_mode === 'open') {
    await admit(db, group.id, userId, hasRow, now);
    return 'member';
  }
  if (group.join_mode === 'invite') throw new AppError('FORBIDDEN', GROUP_MESSAGES.inviteOnly);
  await db
    .insertInto('group_members')
    .values({ group_id: group.id, user_id: userId, status: 'requested', invited_by: null, created_at: now })
    .onConflict((oc) =>
      // An expired invitation becomes the request.
      oc
        .columns(['group_id', 'user_id'])
        .doUpdateSet({ status: 'requested', expires_at: null, created_at: now }),
    )
    .execute();
  const admins = await db
    .selectFrom('group_members')
    .select('user_id')
    .where('group_id', '=', group.id)
    .where('status', '=', 'member')
    .where('role', 'in', ['owner', 'moderator'])
    .execute();
  for (const admin of admins) {
    await events.publish({
      type: 'group_join_requested',
      actorId: userId,
      recipientId: admin.user_id,
      groupId: group.id,
      postId: null,
      ...groupTarget(group),
    });
  }
  return 'requested';
}

/** Declines the member's open invitation (the row goes; a new invitation may come later). */
export async function declineInvitation(db: Kysely<DB>, userId: number, groupId: number): Promise<void> {
  const membership = await loadMembership(db, groupId, userId);
  if (membership?.status !== 'pending') throw new AppError('NOT_FOUND', GROUP_MESSAGES.noInvitation);
  await db
    .deleteFrom('group_members')
    .where('group_id', '=', groupId)
    .where('user_id', '=', userId)
    .execute();
}

/** Accepts the member's open invitation. */
export async function acceptInvitation(db: Kysely<DB>, userId: number, groupId: number): Promise<void> {
  const membership = await loadMembership(db, groupId, userId);
  if (membership?.status !== 'pending') throw new AppError('NOT_FOUND', GROUP_MESSAGES.noInvitation);
  await admit(db, groupId, userId, true, Date.now());
}

/**
 * Leaving (or withdrawing a request). The last owner of a group with other members must make
 * someone else owner first; a last member who owns it may leave (the group stays, ownerless).
 */
export async function leaveGroup(
  db: Kysely<DB>,
  userId: number,
  group: TGroupRow,
  membership: TMembershipRow,
) {
  if (membership.status === 'member' && membership.role === 'owner' && group.members_count > 1) {
    const owners = await db
      .selectFrom('group_members')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('group_id', '=', group.id)
      .where('status', '=', 'member')
      .where('role', '=', 'owner')
      .executeTakeFirstOrThrow();
    if (Number(owners.n) <= 1) throw new AppError('CONFLICT', GROUP_MESSAGES.lastOwner);
  }
  await removeRow(db, group.id, userId, membership.status === 'member');
}

async function removeRow(db: Kysely<DB>, groupId: number, userId: number, wasMember: boolean) {
  await db.transaction().execute(async (trx) => {
    const deleted = await trx
      .deleteFrom('group_members')
      .where('group_id', '=', groupId)
      .where('user_id', '=', userId)
      .executeTakeFirst();
    if (wasMember && Number(deleted.numDeletedRows) > 0) await addToCount(trx, groupId, -1);
  });
}

/**
 * Invites members of the group's area. People already in the group, asking to join or with an open
 * invitation are skipped; an expired invitation is renewed. Returns how many were invited.
 */
export async function inviteToGroup(
  db: Kysely<DB>,
  events: TDomainEvents,
  actorId: number,
  group: TGroupRow,
  userIds: number[],
): Promise<number> {
  const now = Date.now();
  const wanted = [...new Set(userIds)].filter((id) => id !== actorId);
  if (wanted.length === 0) return 0;
  const eligible = await db
    .selectFrom('users')
    .select('users.id')
    .where('users.id', 'in', wanted)
    .$if(group.closed_area_id !== null, (qb) =>
      qb.where((eb) =>
        eb.exists(
          eb
            .selectFrom('closed_area_memberships as m')
            .select('m.id')
            .whereRef('m.user_id', '=', 'users.id')
            .where('m.closed_area_id', '=', group.closed_area_id!),
        ),
      ),
    )
    .execute();
  if (eligible.length !== wanted.length)
    throw validationError({ userIds: [GROUP_MESSAGES.inviteeNotInArea] });
  const existing = await db
    .selectFrom('group_members')
    .select(['user_id', 'status', 'expires_at'])
    .where('group_id', '=', group.id)
    .where('user_id', 'in', wanted)
    .execute();
  const blocked = new Set(
    existing
      .filter((row) => row.status !== 'pending' || row.expires_at === null || row.expires_at > now)
      .map((row) => row.user_id),
  );
  // Members who blocked the inviter are skipped quietly; the inviter is not told (docs/moderation.md).
  const blockers = await db
    .selectFrom('chat_blocks')
    .select('blocker_id')
    .where('blocked_id', '=', actorId)
    .where('blocker_id', 'in', wanted)
    .execute();
  for (const row of blockers) blocked.add(row.blocker_id);
  const invitees = wanted.filter((id) => !blocked.has(id));
  if (invitees.length === 0) return 0;
  await db
    .insertInto('group_members')
    .values(
      invitees.map((id) => ({
        group_id: group.id,
        user_id: id,
        status: 'pending' as const,
        invited_by: actorId,
        expires_at: now + GROUP_INVITATION_MS,
        created_at: now,
      })),
    )
    .onConflict((oc) =>
      oc
        .columns(['group_id', 'user_id'])
        .doUpdateSet({ invited_by: actorId, expires_at: now + GROUP_INVITATION_MS, created_at: now }),
    )
    .execute();
  for (const id of invitees) {
    await events.publish({
      type: 'group_invited',
      actorId,
      recipientId: id,
      groupId: group.id,
      ...groupTarget(group),
    });
  }
  return invitees.length;
}

async function requestedRow(db: Kysely<DB>, groupId: number, userId: number) {
  const membership = await loadMembership(db, groupId, userId);
  if (membership?.status !== 'requested') throw new AppError('NOT_FOUND', GROUP_MESSAGES.noRequest);
}

/** Approves a join request and tells the requester. */
export async function approveRequest(
  db: Kysely<DB>,
  events: TDomainEvents,
  actorId: number,
  group: TGroupRow,
  userId: number,
): Promise<void> {
  await requestedRow(db, group.id, userId);
  await admit(db, group.id, userId, true, Date.now());
  await events.publish({
    type: 'group_request_approved',
    actorId,
    recipientId: userId,
    groupId: group.id,
    postId: null,
    ...groupTarget(group),
  });
}

/** Declines a join request (quietly: the requester sees the button "Beitreten" again). */
export async function declineRequest(db: Kysely<DB>, group: TGroupRow, userId: number): Promise<void> {
  await requestedRow(db, group.id, userId);
  await removeRow(db, group.id, userId, false);
}

/** Removes a member (an admin's action; only owners remove owners) or withdraws an invitation. */
export async function removeMember(
  db: Kysely<DB>,
  actor: TMembershipRow,
  group: TGroupRow,
  userId: number,
): Promise<void> {
  const target = await loadMembership(db, group.id, userId);
  if (!target || target.status === 'requested') throw new AppError('NOT_FOUND', GROUP_MESSAGES.notAMember);
  if (target.status === 'member') assertCanRemove(actor.role, target.role);
  await removeRow(db, group.id, userId, target.status === 'member');
}

/** Sets a member's role (owners only); the last owner cannot step down. */
export async function setRole(
  db: Kysely<DB>,
  group: TGroupRow,
  userId: number,
  role: TGroupRole,
): Promise<void> {
  const target = await loadMembership(db, group.id, userId);
  if (target?.status !== 'member') throw new AppError('NOT_FOUND', GROUP_MESSAGES.notAMember);
  if (target.role === 'owner' && role !== 'owner') {
    const owners = await db
      .selectFrom('group_members')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('group_id', '=', group.id)
      .where('status', '=', 'member')
      .where('role', '=', 'owner')
      .executeTakeFirstOrThrow();
    if (Number(owners.n) <= 1) throw new AppError('CONFLICT', GROUP_MESSAGES.lastOwner);
  }
  await db
    .updateTable('group_members')
    .set({ role })
    .where('group_id', '=', group.id)
    .where('user_id', '=', userId)
    .execute();
}

export async function setNotify(db: Kysely<DB>, groupId: number, userId: number, notify: TGroupNotify) {
  await db
    .updateTable('group_members')
    .set({ notify })
    .where('group_id', '=', groupId)
    .where('user_id', '=', userId)
    .execute();
}

/**
 * Leaving a closed area (the closed-areas domain calls this in its leave transaction): the member's
 * memberships, requests and invitations in the area's groups go, and the member counts with them.
 * Groups the member owns stay (ownerless when they were the only owner).
 */
export async function removeAreaGroupMemberships(trx: Kysely<DB>, userId: number, closedAreaId: number) {
  const rows = await trx
    .selectFrom('group_members as gm')
    .innerJoin('groups as g', 'g.id', 'gm.group_id')
    .select(['gm.group_id', 'gm.status'])
    .where('gm.user_id', '=', userId)
    .where('g.closed_area_id', '=', closedAreaId)
    .execute();
  if (rows.length === 0) return;
  const memberOf = rows.filter((r) => r.status === 'member').map((r) => r.group_id);
  if (memberOf.length) {
    await trx
      .updateTable('groups')
      .set((eb) => ({ members_count: eb('members_count', '-', 1) }))
      .where('id', 'in', memberOf)
      .execute();
  }
  await trx
    .deleteFrom('group_members')
    .where('user_id', '=', userId)
    .where(
      'group_id',
      'in',
      rows.map((r) => r.group_id),
    )
    .execute();
}
