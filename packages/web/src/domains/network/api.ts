/**
 * The network on the client: query keys, the four paged lists, the right panel's suggestions and
 * the actions. Every screen that sends or answers a connection request (network, profile,
 * notifications, right panel) uses the mutations here. Keys are rooted at `['network']`: realtime
 * connection events invalidate that root. The menus' request badge is the notifications domain's
 * query (its API serves it, and the first paint needs it without this module); what changes the
 * requests invalidates it too.
 */
import {
  CONNECTIONS_GC_MS,
  CONNECTIONS_PAGE_SIZE,
  CONNECTIONS_STALE_MS,
  REQUESTS_PAGE_SIZE,
  REQUESTS_STALE_MS,
  SUGGESTIONS_PAGE_SIZE,
  SUGGESTIONS_STALE_MS,
} from '@pflegepuls/shared/constants';
import type {
  TConnectionsPage,
  TInvitationsPage,
  TNetworkActionResult,
  TSentRequestsPage,
  TSuggestionsPage,
} from '@pflegepuls/shared/network';
import { NETWORK_MESSAGES, NETWORK_PATHS } from '@pflegepuls/shared/network-messages';
import {
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
  type InfiniteData,
} from '@tanstack/react-query';
import { getJson, postJson } from '../../platform/http.ts';
import type { TRealtimeMessage } from '@pflegepuls/shared';
import { invalidateKeys, onRealtimeMessage } from '../../platform/realtime.ts';
import { notificationQueryKeys } from '../notifications/api.ts';
import { userQueryKeys } from '../users/api.ts';

export const networkQueryKeys = {
  all: ['network'] as const,
  connections: ['network', 'connections'] as const,
  suggestions: ['network', 'suggestions'] as const,
  /** The right panel's first few suggestions; under `suggestions`, so it goes stale with them. */
  suggestionsPreview: ['network', 'suggestions', 'panel'] as const,
  requests: ['network', 'requests'] as const,
  received: ['network', 'requests', 'received'] as const,
  sent: ['network', 'requests', 'sent'] as const,
};

/** The network queries a realtime message makes stale: all of them on a connection notification. */
export function getNetworkKeysToRefresh(message: TRealtimeMessage): ReadonlyArray<readonly string[]> {
  const isConnectionNotification =
    message.type === 'notification' &&
    (message.messageType.startsWith('connection_') || message.messageType === 'request');
  return isConnectionNotification ? [networkQueryKeys.all] : [];
}

onRealtimeMessage((message, queryClient) => invalidateKeys(queryClient, getNetworkKeysToRefresh(message)));

/** How many suggestions the desktop right panel shows. */
const SUGGESTIONS_PREVIEW_SIZE = 3;

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

/** The first few suggestions, for the desktop right panel's 'Vorschläge' card. */
export function useSuggestionsPreviewQuery() {
  return useQuery({
    queryKey: networkQueryKeys.suggestionsPreview,
    queryFn: ({ signal }) =>
      getJson<TSuggestionsPage>(pagePath(NETWORK_PATHS.suggestions, 0, SUGGESTIONS_PREVIEW_SIZE), { signal }),
    staleTime: SUGGESTIONS_STALE_MS,
    select: (page) => page.suggestions.slice(0, SUGGESTIONS_PREVIEW_SIZE),
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

/**
 * Sends a connection request (or accepts theirs, when they asked first: `isConnected`). Suggestions
 * are only marked stale, so a suggestion can show "gesendet" until the list is next loaded.
 */
export function useSendRequestMutation(fallbackMessage: string = NETWORK_MESSAGES.sendFailed) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (userName: string) => postAction(NETWORK_PATHS.sendRequest, { userName }, fallbackMessage),
    onSuccess: (result, userName) => {
      void queryClient.invalidateQueries({ queryKey: networkQueryKeys.suggestions, refetchType: 'none' });
      void queryClient.invalidateQueries({ queryKey: networkQueryKeys.requests });
      void queryClient.invalidateQueries({ queryKey: notificationQueryKeys.connectionRequestCount() });
      void queryClient.invalidateQueries({ queryKey: userQueryKeys.profile(userName) });
      if (result.isConnected) {
        void queryClient.invalidateQueries({ queryKey: networkQueryKeys.connections });
        void queryClient.invalidateQueries({ queryKey: userQueryKeys.me(), exact: true });
      }
    },
  });
}

/**
 * Takes back a request I sent (`requestId` of the sent list). Afterwards the lists, the suggestions
 * (the person may come back) and the receiver's profile are loaded again.
 */
export function useWithdrawRequestMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ requestId }: { requestId: number; userName: string }) =>
      postAction(NETWORK_PATHS.withdraw, { requestId }, NETWORK_MESSAGES.withdrawFailed),
    onSettled: (_result, _error, { userName }) => {
      void queryClient.invalidateQueries({ queryKey: networkQueryKeys.all });
      void queryClient.invalidateQueries({ queryKey: userQueryKeys.profile(userName) });
    },
  });
}

/**
 * Accepts or rejects a received request; the missing-id message is the spec's (000 §5). A failure
 * without a message of its own has an empty one: the caller words it (Einladung or Verbindungsanfrage).
 * Afterwards, failed or not, the network, the member's counts, the sender's profile and the
 * notifications (a request's notification shows its answer) are loaded again.
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
      /** The sender, whose profile shows our connection state. */
      userName: string | null;
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
    onSettled: (_result, _error, { userName }) => {
      void queryClient.invalidateQueries({ queryKey: networkQueryKeys.all });
      // The menus show my connection count; the profile shows our connect state.
      void queryClient.invalidateQueries({ queryKey: userQueryKeys.me(), exact: true });
      if (userName) void queryClient.invalidateQueries({ queryKey: userQueryKeys.profile(userName) });
      void queryClient.invalidateQueries({ queryKey: notificationQueryKeys.all });
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
      void queryClient.invalidateQueries({ queryKey: notificationQueryKeys.connectionRequestCount() });
      void queryClient.invalidateQueries({ queryKey: userQueryKeys.me(), exact: true });
      void queryClient.invalidateQueries({ queryKey: userQueryKeys.profile(userName) });
    },
  });
}
