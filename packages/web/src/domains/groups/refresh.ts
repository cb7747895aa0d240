/**
 * After a group action: the group, its lists, members, the prefetch and the notifications' badge;
 * and answering an invitation from its notification card. Not in invitations.ts: the first load
 * needs only the badge, these come with the groups pages and the notifications page.
 */
import type { TGroupDetail } from '@pflegepuls/shared/groups';
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { postJson } from '../../platform/http.ts';
import { notificationQueryKeys } from '../notifications/api.ts';
import { groupQueryKeys } from './keys.ts';

export function refreshGroup(queryClient: QueryClient, groupId: number, detail?: TGroupDetail) {
  if (detail) queryClient.setQueryData(groupQueryKeys.detail(groupId), { data: detail });
  return Promise.all([
    detail ? null : queryClient.invalidateQueries({ queryKey: groupQueryKeys.detail(groupId) }),
    queryClient.invalidateQueries({ queryKey: groupQueryKeys.lists() }),
    queryClient.invalidateQueries({ queryKey: groupQueryKeys.mine() }),
    queryClient.invalidateQueries({ queryKey: groupQueryKeys.membersOf(groupId) }),
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
