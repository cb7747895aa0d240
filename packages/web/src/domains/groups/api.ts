/**
 * Groups on the client (docs/groups.md): query keys (keys.ts), the lists, the group page's data,
 * members, invite candidates and every action. Group data stays fresh for 10 minutes (000 §9);
 * every action refreshes the group and the lists it touches.
 */
import { PREFETCH_STALE_MS } from '@pflegepuls/shared/constants';
import type {
  TCreateGroup,
  TGroupDetail,
  TGroupListPage,
  TGroupMembersPage,
  TGroupMembershipStatus,
  TGroupNotify,
  TGroupPostsPage,
  TGroupRole,
  TInviteCandidate,
  TUpdateGroup,
} from '@pflegepuls/shared/groups';
import {
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import { apiRequest, getJson, isApiError, postJson } from '../../platform/http.ts';
import { refreshGroup } from './refresh.ts';
import { groupQueryKeys } from './keys.ts';
import { fetchMyGroups } from './invitations.ts';

export { groupQueryKeys };

const STALE = PREFETCH_STALE_MS.groups;

/** `/api/groups/all` (prefetched by the shell, 000 §7). */
export function useMyGroupsQuery(enabled = true) {
  return useQuery({
    queryKey: groupQueryKeys.mine(),
    queryFn: fetchMyGroups,
    staleTime: STALE,
    enabled,
  });
}

/** "Meine Gruppen" or "Entdecken" of an area, 20 per page, with the name filter `q`. */
export function useGroupListQuery(
  closedAreaId: number | null,
  filter: 'mine' | 'discover_groups',
  q: string,
) {
  return useInfiniteQuery({
    queryKey: groupQueryKeys.list(closedAreaId, filter, q),
    initialPageParam: null as string | null,
    queryFn: ({ pageParam, signal }) => {
      const query = new URLSearchParams({ closedAreaId: String(closedAreaId ?? 0), filter });
      if (q) query.set('q', q);
      if (pageParam) query.set('cursor', pageParam);
      return getJson<TGroupListPage>(`/api/groups?${query.toString()}`, { signal });
    },
    getNextPageParam: (last) => last.nextCursor,
    staleTime: STALE,
  });
}

export function useGroupQuery(groupId: number | null) {
  return useQuery({
    queryKey: groupQueryKeys.detail(groupId ?? 0),
    queryFn: ({ signal }) =>
      getJson<{ data: TGroupDetail & { isHidden?: boolean } }>(`/api/groups/${groupId}`, { signal }),
    select: (answer) => answer.data,
    enabled: groupId !== null,
    staleTime: STALE,
    retry: (count, error) => count < 2 && !isApiError(error, 403, 404, 422),
  });
}

/** The group's posts (members only), 10 per page; the pinned post comes with the first page. */
export function useGroupPostsQuery(groupId: number, enabled: boolean) {
  return useInfiniteQuery({
    queryKey: groupQueryKeys.postsOf(groupId),
    initialPageParam: null as string | null,
    queryFn: ({ pageParam, signal }) =>
      getJson<TGroupPostsPage>(
        `/api/groups/${groupId}/posts${pageParam ? `?cursor=${encodeURIComponent(pageParam)}` : ''}`,
        { signal },
      ),
    getNextPageParam: (last) => last.nextCursor,
    enabled,
    staleTime: 60_000,
  });
}

export function useGroupMembersQuery(groupId: number, status: TGroupMembershipStatus, enabled: boolean) {
  return useInfiniteQuery({
    queryKey: groupQueryKeys.members(groupId, status),
    initialPageParam: null as string | null,
    queryFn: ({ pageParam, signal }) => {
      const query = new URLSearchParams({ status });
      if (pageParam) query.set('cursor', pageParam);
      return getJson<TGroupMembersPage>(`/api/groups/${groupId}/members?${query.toString()}`, { signal });
    },
    getNextPageParam: (last) => last.nextCursor,
    enabled,
    staleTime: 60_000,
  });
}

export function useInviteCandidatesQuery(groupId: number, q: string, enabled: boolean) {
  return useQuery({
    queryKey: groupQueryKeys.candidates(groupId, q),
    queryFn: ({ signal }) =>
      getJson<{ data: TInviteCandidate[] }>(
        `/api/groups/${groupId}/invite-candidates?q=${encodeURIComponent(q)}`,
        { signal },
      ),
    select: (answer) => answer.data,
    enabled,
    staleTime: 30_000,
  });
}

type TGroupAction = 'join' | 'leave' | 'invitation/accept' | 'invitation/decline';

/** Join (or ask to), leave (or withdraw the request), accept or decline an invitation. */
export function useGroupActionMutation(groupId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (action: TGroupAction) =>
      postJson<{ data: TGroupDetail }>(`/api/groups/${groupId}/${action}`),
    onSuccess: (answer) => refreshGroup(queryClient, groupId, answer.data),
  });
}

export function useCreateGroupMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: TCreateGroup) => postJson<{ data: TGroupDetail }>('/api/groups', input),
    onSuccess: (answer) => refreshGroup(queryClient, answer.data.id, answer.data),
  });
}

export function useUpdateGroupMutation(groupId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: TUpdateGroup) =>
      apiRequest<{ data: TGroupDetail }>(`/api/groups/${groupId}`, { method: 'PATCH', body: input }),
    onSuccess: (answer) => refreshGroup(queryClient, groupId, answer.data),
  });
}

export function useSetNotifyMutation(groupId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (notify: TGroupNotify) =>
      apiRequest<{ data: TGroupDetail }>(`/api/groups/${groupId}/notifications`, {
        method: 'PUT',
        body: { notify },
      }),
    onSuccess: (answer) => refreshGroup(queryClient, groupId, answer.data),
  });
}

export function useInviteMutation(groupId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (userIds: number[]) =>
      postJson<{ data: { invited: number } }>(`/api/groups/${groupId}/invitations`, { userIds }),
    onSuccess: () =>
      Promise.all([
        refreshGroup(queryClient, groupId),
        queryClient.invalidateQueries({ queryKey: ['groups', 'candidates', groupId] }),
      ]),
  });
}

/** An admin's answer to a join request. */
export function useAnswerRequestMutation(groupId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, approve }: { userId: number; approve: boolean }) =>
      postJson<null>(`/api/groups/${groupId}/requests/${userId}/${approve ? 'approve' : 'decline'}`),
    onSuccess: () => refreshGroup(queryClient, groupId),
  });
}

export function useRemoveMemberMutation(groupId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (userId: number) =>
      apiRequest<null>(`/api/groups/${groupId}/members/${userId}`, { method: 'DELETE' }),
    onSuccess: () => refreshGroup(queryClient, groupId),
  });
}

export function useSetRoleMutation(groupId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, role }: { userId: number; role: TGroupRole }) =>
      apiRequest<null>(`/api/groups/${groupId}/members/${userId}`, { method: 'PATCH', body: { role } }),
    onSuccess: () => refreshGroup(queryClient, groupId),
  });
}

export function usePinPostMutation(groupId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (postId: number | null) =>
      apiRequest<{ data: TGroupDetail }>(`/api/groups/${groupId}/pinned`, {
        method: 'PUT',
        body: { postId },
      }),
    onSuccess: (answer) => refreshGroup(queryClient, groupId, answer.data),
  });
}

export function useRemoveGroupPostMutation(groupId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (postId: number) =>
      apiRequest<null>(`/api/groups/${groupId}/posts/${postId}`, { method: 'DELETE' }),
    onSuccess: () => refreshGroup(queryClient, groupId),
  });
}

/** After the create-post drawer: the group's posts again (000 §4). */
export function refetchGroupPosts(queryClient: QueryClient, groupId: number) {
  return queryClient.invalidateQueries({ queryKey: groupQueryKeys.postsOf(groupId) });
}
