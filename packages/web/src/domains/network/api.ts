/**
 * The network on the client: query keys, the four paged lists and the actions. Keys are rooted at
 * `['network']`: the notifications domain invalidates that root on realtime connection events, and
 * the badge count lives at `['network', 'requests', 'count']`, so refreshing the requests also
 * refreshes the badge.
 */
import {
  CONNECTIONS_GC_MS,
  CONNECTIONS_PAGE_SIZE,
  CONNECTIONS_STALE_MS,
  NETWORK_MESSAGES,
  NETWORK_PATHS,
  REQUESTS_PAGE_SIZE,
  REQUESTS_STALE_MS,
  SUGGESTIONS_PAGE_SIZE,
  SUGGESTIONS_STALE_MS,
  type TConnectionsPage,
  type TInvitationsPage,
  type TNetworkActionResult,
  type TSentRequestsPage,
  type TSuggestionsPage,
} from '@pflegepuls/shared';
import { useInfiniteQuery, useMutation, useQueryClient, type InfiniteData } from '@tanstack/react-query';
import { getJson, postJson } from '../../platform/http.ts';
import { userQueryKeys } from '../users/api.ts';

export const networkQueryKeys = {
  all: ['network'] as const,
  connections: ['network', 'connections'] as const,
  suggestions: ['network', 'suggestions'] as const,
  requests: ['network', 'requests'] as const,
  received: ['network', 'requests', 'received'] as const,
  sent: ['network', 'requests', 'sent'] as const,
};

type TPaged = { hasMore: boolean };

/** skip for the next page: the items loaded so far (pages are cumulative offsets). */
function nextSkip<T extends TPaged>(pages: T[], count: (page: T) => number): number {
  return pages.reduce((sum, page) => sum + count(page), 0);
}

const pagePath = (path: string, skip: number, take: number) => `${path}?skip=${skip}&take=${take}`;

/** My connections, 20 per page (000 §9: stale 5 minutes, kept 10). */
export function useConnectionsQuery() {
  return useInfiniteQuery({
    queryKey: networkQueryKeys.connections,
    initialPageParam: 0,
    queryFn: ({ pageParam, signal }) =>
      getJson<TConnectionsPage>(pagePath(NETWORK_PATHS.connections, pageParam, CONNECTIONS_PAGE_SIZE), {
        signal,
      }),
    getNextPageParam: (last, pages) =>
      last.hasMore ? nextSkip(pages, (page) => page.connections.length) : undefined,
    staleTime: CONNECTIONS_STALE_MS,
    gcTime: CONNECTIONS_GC_MS,
  });
}

/** People I might know, nearest first (000 §9: stale 5 minutes). */
export function useSuggestionsQuery() {
  return useInfiniteQuery({
    queryKey: networkQueryKeys.suggestions,
    initialPageParam: 0,
    queryFn: ({ pageParam, signal }) =>
      getJson<TSuggestionsPage>(pagePath(NETWORK_PATHS.suggestions, pageParam, SUGGESTIONS_PAGE_SIZE), {
        signal,
      }),
    getNextPageParam: (last, pages) =>
      last.hasMore ? nextSkip(pages, (page) => page.suggestions.length) : undefined,
    staleTime: SUGGESTIONS_STALE_MS,
  });
}

/** Requests waiting for my answer (000 §9: stale 60 s). */
export function useReceivedRequestsQuery() {
  return useInfiniteQuery({
    queryKey: networkQueryKeys.received,
    initialPageParam: 0,
    queryFn: ({ pageParam, signal }) =>
      getJson<TInvitationsPage>(pagePath(NETWORK_PATHS.requests, pageParam, REQUESTS_PAGE_SIZE), { signal }),
    getNextPageParam: (last, pages) =>
      last.hasMore ? nextSkip(pages, (page) => page.invitations.length) : undefined,
    staleTime: REQUESTS_STALE_MS,
  });
}

/** Requests I sent that are still pending (000 §9: stale 60 s). */
export function useSentRequestsQuery() {
  return useInfiniteQuery({
    queryKey: networkQueryKeys.sent,
    initialPageParam: 0,
    queryFn: ({ pageParam, signal }) =>
      getJson<TSentRequestsPage>(pagePath(NETWORK_PATHS.sentRequests, pageParam, REQUESTS_PAGE_SIZE), {
        signal,
      }),
    getNextPageParam: (last, pages) =>
      last.hasMore ? nextSkip(pages, (page) => page.sentRequests.length) : undefined,
    staleTime: REQUESTS_STALE_MS,
  });
}

/** 000 §5: an action counts only when the server answers `success: true`. */
async function postAction(path: string, body: unknown, fallback = ''): Promise<TNetworkActionResult> {
  const result = await postJson<TNetworkActionResult>(path, body);
  if (result?.success !== true) throw new Error(result?.message || fallback);
  return result;
}

/** Sends a request. Suggestions are only marked stale, so the card can show "gesendet" first. */
export function useSendRequestMutation(fallbackMessage: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (userName: string) => postAction(NETWORK_PATHS.sendRequest, { userName }, fallbackMessage),
    onSuccess: (result, userName) => {
      void queryClient.invalidateQueries({ queryKey: networkQueryKeys.suggestions, refetchType: 'none' });
      void queryClient.invalidateQueries({ queryKey: networkQueryKeys.requests });
      void queryClient.invalidateQueries({ queryKey: userQueryKeys.profile(userName) });
      if (result.isConnected) {
        void queryClient.invalidateQueries({ queryKey: networkQueryKeys.connections });
        void queryClient.invalidateQueries({ queryKey: userQueryKeys.me(), exact: true });
      }
    },
  });
}

/**
 * Accepts or rejects a received request; the missing-id message is the spec's (000 §5). A failure
 * without a message of its own has an empty one: the caller words it (Einladung or Verbindungsanfrage).
 */
export function useAnswerRequestMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      requestId,
      answer,
    }: {
      requestId: number | null;
      answer: 'accept' | 'reject';
      userName: string;
    }) => {
      if (!requestId) {
        throw new Error(
          answer === 'accept'
            ? NETWORK_MESSAGES.requestIdMissingAccept
            : NETWORK_MESSAGES.requestIdMissingReject,
        );
      }
      return postAction(answer === 'accept' ? NETWORK_PATHS.accept : NETWORK_PATHS.reject, { requestId });
    },
    onSuccess: (_result, { userName }) => {
      void queryClient.invalidateQueries({ queryKey: networkQueryKeys.all });
      // The menus show my connection count; the profile shows our connect state.
      void queryClient.invalidateQueries({ queryKey: userQueryKeys.me(), exact: true });
      void queryClient.invalidateQueries({ queryKey: userQueryKeys.profile(userName) });
    },
  });
}

/** Removes a connection and drops the card from the loaded pages at once. */
export function useRemoveConnectionMutation(fallbackMessage: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (userName: string) => postAction(NETWORK_PATHS.remove, { userName }, fallbackMessage),
    onSuccess: (_result, userName) => {
      queryClient.setQueryData<InfiniteData<TConnectionsPage>>(networkQueryKeys.connections, (data) =>
        data
          ? {
              ...data,
              pages: data.pages.map((page) => ({
                ...page,
                count: Math.max(0, page.count - 1),
                connections: page.connections.filter((person) => person.userName !== userName),
              })),
            }
          : data,
      );
      void queryClient.invalidateQueries({ queryKey: networkQueryKeys.all });
      void queryClient.invalidateQueries({ queryKey: userQueryKeys.me(), exact: true });
      void queryClient.invalidateQueries({ queryKey: userQueryKeys.profile(userName) });
    },
  });
}
