import type {
  TClosedAreaMembershipAnswer,
  TJoinClosedArea,
  TJoinClosedAreaAnswer,
  TUpdatePrimaryArea,
  TUpdatePrimaryAreaAnswer,
} from '@pflegepuls/shared/closed-areas';
import { PREFETCH_STALE_MS, UROCAMPUS_AREA_ID } from '@pflegepuls/shared/constants';
import type { TEventsAnswer } from '@pflegepuls/shared/events';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { getJson, postJson } from '../../platform/http.ts';
import { feedQueryKeys } from '../feed/api.ts';
import { momentQueryKeys } from '../moments/api.ts';
import { userQueryKeys } from '../users/api.ts';

export const closedAreaQueryKeys = {
  all: ['closed-areas'] as const,
  membership: (closedAreaId: number) => [...closedAreaQueryKeys.all, closedAreaId, 'membership'] as const,
  /** The events prefetch of 000 §7, under the events domain's root (the web has no events module yet). */
  eventsPrefetch: () => ['events', 'closed-area', 'all'] as const,
};

/** Whether the member belongs to a closed area; any failure counts as "not a member" (000 §8). */
export async function checkMembership(closedAreaId: number, signal?: AbortSignal): Promise<boolean> {
  try {
    const answer = await getJson<TClosedAreaMembershipAnswer>(
      `/api/closed_areas/${closedAreaId}/check-membership`,
      { signal },
    );
    return answer.data.is_member === true;
  } catch (error) {
    if (signal?.aborted) throw error;
    console.warn('[closed-areas] Mitgliedschaft nicht geprüft', error);
    return false;
  }
}

/** Membership in a closed area (`data` is false for non-members and failed checks). */
export function useMembershipQuery(closedAreaId: number, enabled = true) {
  return useQuery({
    queryKey: closedAreaQueryKeys.membership(closedAreaId),
    queryFn: ({ signal }) => checkMembership(closedAreaId, signal),
    enabled,
  });
}

/** Joins a closed area with the terms accepted (000 §4, §7). */
export function useJoinClosedAreaMutation() {
  return useMutation({
    mutationFn: (closedAreaId: number) =>
      postJson<TJoinClosedAreaAnswer>('/closed_areas/join', {
        closedAreaId,
        privacyPolicyAccepted: true,
      } satisfies TJoinClosedArea),
  });
}

/** After a join: membership, the member (isUrocampusMember) and area content are fresh again (000 §4). */
export function useRefreshAfterJoin() {
  const queryClient = useQueryClient();
  return (closedAreaId: number = UROCAMPUS_AREA_ID) =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: closedAreaQueryKeys.membership(closedAreaId) }),
      queryClient.invalidateQueries({ queryKey: userQueryKeys.me() }),
      queryClient.invalidateQueries({ queryKey: feedQueryKeys.all }),
      queryClient.invalidateQueries({ queryKey: momentQueryKeys.all }),
    ]);
}

/** Sets (`closed_area_id`) or removes (null) the member's Startbereich. */
export function useUpdatePrimaryAreaMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TUpdatePrimaryArea) =>
      postJson<TUpdatePrimaryAreaAnswer>('/api/closed_areas/update_primary_area', body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: userQueryKeys.me() }),
  });
}

/**
 * Event invitations waiting for the member (000 §2: the closed-area bar's Event badge), from the
 * events prefetch (`GET /api/event/closed_area/events/-1/null`, 000 §7) kept as long as the groups'.
 */
export function useEventInviteCountQuery(enabled = true) {
  return useQuery({
    queryKey: closedAreaQueryKeys.eventsPrefetch(),
    queryFn: ({ signal }) => getJson<TEventsAnswer>('/api/event/closed_area/events/-1/null', { signal }),
    select: (answer) => answer.data.filter((event) => event.authUserMemberStatus === 'invited').length,
    staleTime: PREFETCH_STALE_MS.groups,
    enabled,
  });
}
