/**
 * Bench routes of the groups domain: the area's group lists, a group page and its posts. Every
 * bench member is in groups (seed-stages/groups.ts); each connection reads one of its own.
 */
import type { TBenchRoute } from './types.ts';

const groupOf = new Map<number, number>();

async function prepareGroups({ db, users }: Parameters<NonNullable<TBenchRoute['prepare']>>[0]) {
  if (groupOf.size > 0) return;
  for (const user of users) {
    const row = await db
      .selectFrom('group_members')
      .select('group_id')
      .where('user_id', '=', user.id)
      .where('status', '=', 'member')
      .orderBy('group_id')
      .executeTakeFirst();
    if (row) groupOf.set(user.id, row.group_id);
  }
}

export const groupsRoutes: TBenchRoute[] = [
  { name: 'groups/discover', auth: true, request: '/api/groups?closedAreaId=1&filter=discover_groups' },
  { name: 'groups/mine', auth: true, request: '/api/groups?closedAreaId=1&filter=mine' },
  { name: 'groups/all (prefetch)', auth: true, request: '/api/groups/all' },
  {
    name: 'groups/detail',
    auth: true,
    prepare: prepareGroups,
    request: (client) => ({ path: `/api/groups/${groupOf.get(client.user.id) ?? 1}` }),
  },
  {
    name: 'groups/posts',
    auth: true,
    prepare: prepareGroups,
    request: (client) => ({ path: `/api/groups/${groupOf.get(client.user.id) ?? 1}/posts` }),
  },
];
