import type {
  TAcceptClosedAreaTerms,
  TClosedAreaActionAnswer,
  TClosedAreaHomeAnswer,
  TClosedAreaMyAnswer,
  TClosedAreaStatsAnswer,
  TClosedAreaTermsAnswer,
  TClosedAreaMembershipAnswer,
  TJoinClosedArea,
  TJoinClosedAreaAnswer,
  TUpdatePrimaryArea,
  TUpdatePrimaryAreaAnswer,
} from '@pflegepuls/shared/closed-areas';
import { PREFETCH_STALE_MS, UROCAMPUS_AREA_ID } from '@pflegepuls/shared/constants';
import type { TEventsAnswer } from '@pflegepuls/shared/events';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { CLOSED_AREA_MESSAGES } from '@pflegepuls/shared/closed-areas-messages';
import { getJson, isApiError, postJson, prefetchJson, retryUnlessClientError } from '../../platform/http.ts';
import { invalidateKeys, onRealtimeMessage } from '../../platform/realtime.ts';
import { feedQueryKeys } from '../feed/api.ts';
import { momentQueryKeys } from '../moments/api.ts';
import { userQueryKeys } from '../users/api.ts';

export const closedAreaQueryKeys = {
  all: ['closed-areas'] as const,
  membership: (closedAreaId: number) => [...closedAreaQueryKeys.all, closedAreaId, 'membership'] as const,
  /** The area with branding and tiles; answers 403 (terms) until a new terms version is accepted. */
  home: (closedAreaId: number) => [...closedAreaQueryKeys.all, closedAreaId, 'home'] as const,
  my: (closedAreaId: number) => [...closedAreaQueryKeys.all, closedAreaId, 'my'] as const,
  terms: (closedAreaId: number) => [...closedAreaQueryKeys.all, closedAreaId, 'terms'] as const,
  stats: (closedAreaId: number) => [...closedAreaQueryKeys.all, closedAreaId, 'stats'] as const,
  /**
   * The events prefetch of 000 §7 under the events domain's root: the shell's badge needs it before
   * the events pages' chunk loads.
   */
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
      queryClient.invalidateQueries({ queryKey: [...closedAreaQueryKeys.all, closedAreaId] }),
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

// An event invitation (or a reconnect) makes the invitation badge stale at once.
onRealtimeMessage((message, queryClient) => {
  if (message.type === 'ready' || (message.type === 'notification' && message.messageType === 'event_invite'))
    invalidateKeys(queryClient, [closedAreaQueryKeys.eventsPrefetch()]);
});

/**
 * Event invitations waiting for the member (000 §2: the closed-area bar's Event badge), from the
 * events prefetch (`GET /api/event/closed_area/events/-1/null`, 000 §7) kept as long as the groups'.
 */
export function useEventInviteCountQuery(enabled = true) {
  return useQuery({
    queryKey: closedAreaQueryKeys.eventsPrefetch(),
    queryFn: ({ signal }) =>
      prefetchJson<TEventsAnswer>('/api/event/closed_area/events/-1/null', { data: [] }, { signal }),
    select: (answer) =>
      answer.data.filter((event) => event.authUserMemberStatus === 'invited' && !event.isCancelled).length,
    staleTime: PREFETCH_STALE_MS.groups,
    enabled,
  });
}

/** True when the server refused area content because a newer terms version waits for acceptance. */
export function isTermsOutdatedError(error: unknown): boolean {
  return isApiError(error, 403) && error.serverMessage === CLOSED_AREA_MESSAGES.termsOutdated;
}

/** A 403/404 is an answer, not a hiccup: no retries for them. */
const retryUnlessRefused = retryUnlessClientError(2);

/**
 * The area with its sponsor branding and its home's tiles (`GET /api/closed_areas/{id}`). The app
 * bar, the menus and the home share this one query; it is the shell's probe for new terms too.
 */
export function useAreaHomeQuery(closedAreaId: number, enabled = true) {
  return useQuery({
    queryKey: closedAreaQueryKeys.home(closedAreaId),
    queryFn: ({ signal }) => getJson<TClosedAreaHomeAnswer>(`/api/closed_areas/${closedAreaId}`, { signal }),
    select: (answer) => answer.data,
    staleTime: 60_000,
    retry: retryUnlessRefused,
    enabled,
  });
}

/** The "my" tab: my groups and events in the area and its latest activity. */
export function useAreaMyQuery(closedAreaId: number, enabled = true) {
  return useQuery({
    queryKey: closedAreaQueryKeys.my(closedAreaId),
    queryFn: ({ signal }) => getJson<TClosedAreaMyAnswer>(`/api/closed_areas/${closedAreaId}/my`, { signal }),
    select: (answer) => answer.data,
    retry: retryUnlessRefused,
    enabled,
  });
}

/** The area's current terms (the wizard's step 2 and the accept-terms screen). */
export function useAreaTermsQuery(closedAreaId: number) {
  return useQuery({
    queryKey: closedAreaQueryKeys.terms(closedAreaId),
    queryFn: ({ signal }) =>
      getJson<TClosedAreaTermsAnswer>(`/api/closed_areas/${closedAreaId}/terms`, { signal }),
    select: (answer) => answer.data,
    retry: retryUnlessRefused,
  });
}

/** Everything that depends on the member's standing in the area is loaded again. */
function refreshArea(queryClient: ReturnType<typeof useQueryClient>, closedAreaId: number) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: [...closedAreaQueryKeys.all, closedAreaId] }),
    queryClient.invalidateQueries({ queryKey: userQueryKeys.me() }),
    queryClient.invalidateQueries({ queryKey: feedQueryKeys.all }),
    queryClient.invalidateQueries({ queryKey: momentQueryKeys.all }),
  ]);
}

/** Accepts the current terms version the member has read. */
export function useAcceptTermsMutation(closedAreaId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (version: string) =>
      postJson<TClosedAreaActionAnswer>(`/api/closed_areas/${closedAreaId}/terms/accept`, {
        version,
      } satisfies TAcceptClosedAreaTerms),
    onSuccess: () => refreshArea(queryClient, closedAreaId),
  });
}

/** Leaves the area: membership, its group memberships and the Startbereich go (docs/closed-areas.md). */
export function useLeaveAreaMutation(closedAreaId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => postJson<TClosedAreaActionAnswer>(`/api/closed_areas/${closedAreaId}/leave`),
    // Not awaited: the refetch turns the area page into the wizard, and the caller's own success
    // handling (toast, back to the community) must not wait for the page it runs on to go away.
    onSuccess: () => {
      void refreshArea(queryClient, closedAreaId);
    },
  });
}

/** The sponsor statistics (area admins only). */
export function useAreaStatsQuery(closedAreaId: number) {
  return useQuery({
    queryKey: closedAreaQueryKeys.stats(closedAreaId),
    queryFn: ({ signal }) =>
      getJson<TClosedAreaStatsAnswer>(`/api/closed_areas/${closedAreaId}/stats`, { signal }),
    select: (answer) => answer.data,
    retry: retryUnlessRefused,
  });
}
