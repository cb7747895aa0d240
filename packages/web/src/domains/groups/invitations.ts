/**
 * The member's open group invitations, from the shell's prefetch of `/api/groups/all` (000 §3, §7):
 * a module of its own, so the menus' badge (first load) and the notification card's answer buttons
 * do not pull in the whole groups client.
 */
import { PREFETCH_STALE_MS } from '@pflegepuls/shared/constants';
import type { TGroupDetail, TGroupsAnswer } from '@pflegepuls/shared/groups';
import type { TRealtimeMessage } from '@pflegepuls/shared';
import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { getJson, postJson } from '../../platform/http.ts';
import { invalidateKeys, onRealtimeMessage } from '../../platform/realtime.ts';
import { notificationQueryKeys } from '../notifications/api.ts';
import { groupQueryKeys } from './keys.ts';

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
    queryFn: ({ signal }) => getJson<TGroupsAnswer>('/api/groups/all', { signal }),
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

/** After an action: the group, its lists, members, the prefetch and the notifications' badge. */
export function refreshGroup(queryClient: QueryClient, groupId: number, detail?: TGroupDetail) {
  if (detail) queryClient.setQueryData(groupQueryKeys.detail(groupId), { data: detail });
  return Promise.all([
    detail ? null : queryClient.invalidateQueries({ queryKey: groupQueryKeys.detail(groupId) }),
    queryClient.invalidateQueries({ queryKey: groupQueryKeys.lists() }),
    queryClient.invalidateQueries({ queryKey: groupQueryKeys.mine() }),
    queryClient.invalidateQueries({ queryKey: ['groups', 'members', groupId] }),
    queryClient.invalidateQueries({ queryKey: groupQueryKeys.postsOf(groupId) }),
    queryClient.invalidateQueries({ queryKey: notificationQueryKeys.all }),
  ]);
}

/** Accepts or declines an invitation from its notification card. */
export function useAnswerInvitationMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ groupId, accept }: { groupId: number; accept: boolean }) =>
      postJson<{ data: TGroupDetail }>(`/api/groups/${groupId}/invitation/${accept ? 'accept' : 'decline'}`),
    onSuccess: (answer, { groupId }) => refreshGroup(queryClient, groupId, answer.data),
  });
}
