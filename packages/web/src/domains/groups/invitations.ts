/**
 * The member's open group invitations, from the shell's prefetch of `/api/groups/all` (000 §3, §7):
 * a module of its own, so the menus' badge (first load) does not pull in the whole groups client.
 */
import { PREFETCH_STALE_MS } from '@pflegepuls/shared/constants';
import type { TGroupsAnswer } from '@pflegepuls/shared/groups';
import type { TRealtimeMessage } from '@pflegepuls/shared';
import { useQuery } from '@tanstack/react-query';
import { prefetchJson } from '../../platform/http.ts';
import { invalidateKeys, onRealtimeMessage } from '../../platform/realtime.ts';
import { groupQueryKeys } from './keys.ts';

/** `/api/groups/all`, the shell's prefetch: a failed call yields no groups (000 §8). */
export function fetchMyGroups({ signal }: { signal: AbortSignal }) {
  return prefetchJson<TGroupsAnswer>('/api/groups/all', { data: [] }, { signal });
}

/** Notifications that change the member's groups or invitations (the badge counts them). */
const MEMBERSHIP_NOTIFICATIONS = new Set([
  'closed_area_group_invite',
  'group_request_approved',
  'group_join_request',
]);

/** What a realtime message makes stale of the member's groups: the prefetch, after a reconnect too. */
export function getGroupKeysToRefresh(message: TRealtimeMessage): ReadonlyArray<readonly string[]> {
  const changes =
    message.type === 'ready' ||
    (message.type === 'notification' && MEMBERSHIP_NOTIFICATIONS.has(message.messageType));
  return changes ? [groupQueryKeys.mine()] : [];
}

onRealtimeMessage((message, queryClient) => invalidateKeys(queryClient, getGroupKeysToRefresh(message)));

/**
 * The member's open group invitations (000 §3: groups whose pendingMembers hold the member), of one
 * area when `closedAreaId` is given (null: the community).
 */
export function useGroupInvitationsQuery(userId: number | undefined, closedAreaId?: number | null) {
  return useQuery({
    queryKey: groupQueryKeys.mine(),
    queryFn: fetchMyGroups,
    staleTime: PREFETCH_STALE_MS.groups,
    enabled: userId !== undefined,
    select: (answer) =>
      answer.data.filter(
        (group) =>
          group.pendingMembers.some((pending) => pending.userId === userId) &&
          (closedAreaId === undefined || group.closedAreaId === closedAreaId),
      ),
  });
}
