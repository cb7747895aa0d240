import type { Kysely } from 'kysely';
import type { TGroupListItem } from '@pflegepuls/shared';
import type { DB } from '../../platform/db/index.ts';

/**
 * Groups the member belongs to or is invited to, newest first, in two queries. `pendingMembers`:
 * in groups the member belongs to, everyone invited; in groups the member is only invited to,
 * just the member (who else is invited is the group's business).
 */
export async function getMyGroups(db: Kysely<DB>, userId: number): Promise<TGroupListItem[]> {
  const groups = await db
    .selectFrom('group_members as gm')
    .innerJoin('groups as g', 'g.id', 'gm.group_id')
    .select(['g.id', 'g.title', 'g.description', 'g.closed_area_id', 'g.created_at', 'gm.status'])
    .where('gm.user_id', '=', userId)
    .orderBy('g.created_at', 'desc')
    .orderBy('g.id', 'desc')
    .execute();
  const memberOf = groups.filter((g) => g.status === 'member').map((g) => g.id);
  const pending = new Map<number, Array<{ userId: number }>>();
  if (memberOf.length) {
    const rows = await db
      .selectFrom('group_members')
      .select(['group_id', 'user_id'])
      .where('group_id', 'in', memberOf)
      .where('status', '=', 'pending')
      .orderBy('group_id')
      .orderBy('user_id')
      .execute();
    for (const row of rows) {
      let list = pending.get(row.group_id);
      if (!list) pending.set(row.group_id, (list = []));
      list.push({ userId: row.user_id });
    }
  }
  return groups.map((g) => ({
    id: g.id,
    title: g.title,
    description: g.description,
    closedAreaId: g.closed_area_id,
    authUserMemberStatus: g.status,
    pendingMembers: g.status === 'pending' ? [{ userId }] : (pending.get(g.id) ?? []),
    createdAt: g.created_at,
  }));
}

/** The member's group memberships and invitations, for "download my data". */
export async function exportGroupMemberships(db: Kysely<DB>, userId: number) {
  const rows = await db
    .selectFrom('group_members as gm')
    .innerJoin('groups as g', 'g.id', 'gm.group_id')
    .select(['g.id', 'g.title', 'gm.status', 'gm.created_at'])
    .where('gm.user_id', '=', userId)
    .orderBy('gm.created_at')
    .execute();
  return rows.map((r) => ({ groupId: r.id, title: r.title, status: r.status, since: r.created_at }));
}

/** Account deletion: memberships and open invitations go; groups the member created stay. */
export async function deleteGroupMemberships(trx: Kysely<DB>, userId: number) {
  await trx.deleteFrom('group_members').where('user_id', '=', userId).execute();
}
