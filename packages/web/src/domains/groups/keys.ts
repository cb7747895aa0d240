/**
 * Query keys of the groups domain (re-exported by api.ts). A module of its own without imports, so
 * the feed's cache edits (likes, votes, deletions) can reach group post lists without a cycle.
 */
export const groupQueryKeys = {
  all: ['groups'] as const,
  /** `/api/groups/all`: the shell's prefetch (invitation count). */
  mine: () => ['groups', 'all'] as const,
  lists: () => ['groups', 'list'] as const,
  list: (closedAreaId: number | null, filter: 'mine' | 'discover_groups', q: string) =>
    ['groups', 'list', closedAreaId ?? 0, filter, q] as const,
  detail: (groupId: number) => ['groups', 'detail', groupId] as const,
  /** Every member list of one group (all statuses). */
  membersOf: (groupId: number) => ['groups', 'members', groupId] as const,
  members: (groupId: number, status: string) => ['groups', 'members', groupId, status] as const,
  candidates: (groupId: number, q: string) => ['groups', 'candidates', groupId, q] as const,
  /** Every group's post list: a root of the feed's item cache edits. */
  posts: () => ['groups', 'posts'] as const,
  postsOf: (groupId: number) => ['groups', 'posts', groupId] as const,
};
