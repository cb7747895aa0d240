/**
 * The matcher on the client (docs/matcher.md): the member's matches, an ad's suggested talents and
 * the admin's sync list and trigger. Answers are typed by the shared schemas (types only).
 */
import type {
  TJobMatchList,
  TMatcherSyncList,
  TMatcherTriggerResult,
  TSuggestedTalentList,
} from '@pflegepuls/shared/matcher';
import { MATCHER_PATHS, MATCHER_SYNC_LIST_LIMIT } from '@pflegepuls/shared/matcher-messages';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { getJson, postJson, retryUnlessClientError } from '../../platform/http.ts';

const STALE = 60_000;
/** How often the sync list is asked again while a triggered run has not reported yet. */
export const SYNC_POLL_MS = 3000;

export const matcherQueryKeys = {
  all: ['matcher'] as const,
  myMatches: () => ['matcher', 'my'] as const,
  talents: (uid: string) => ['matcher', 'talents', uid] as const,
  syncList: () => ['matcher', 'sync-list'] as const,
};

export function useMyJobMatchesQuery(enabled = true) {
  return useQuery({
    queryKey: matcherQueryKeys.myMatches(),
    queryFn: ({ signal }) => getJson<TJobMatchList>(MATCHER_PATHS.myMatches, { signal }),
    staleTime: STALE,
    enabled,
    retry: retryUnlessClientError(2),
  });
}

export function useSuggestedTalentsQuery(uid: string) {
  return useQuery({
    queryKey: matcherQueryKeys.talents(uid),
    queryFn: ({ signal }) =>
      getJson<TSuggestedTalentList>(MATCHER_PATHS.suggestedTalents.replace(':uid', encodeURIComponent(uid)), {
        signal,
      }),
    staleTime: STALE,
    retry: retryUnlessClientError(2),
  });
}

/**
 * 001 §7.3: offset 0, limit 20; the screen keeps the first MATCHER_SYNC_LIST_KEEP. Asked again every
 * SYNC_POLL_MS while `keepPolling` says so of the latest answer.
 */
export function useMatcherSyncListQuery(keepPolling: (list: TMatcherSyncList | undefined) => boolean) {
  return useQuery({
    queryKey: matcherQueryKeys.syncList(),
    queryFn: ({ signal }) =>
      getJson<TMatcherSyncList>(`${MATCHER_PATHS.notifications}?offset=0&limit=${MATCHER_SYNC_LIST_LIMIT}`, {
        signal,
      }),
    refetchInterval: (query) => (keepPolling(query.state.data) ? SYNC_POLL_MS : false),
    retry: retryUnlessClientError(2),
  });
}

export function useTriggerMatcherSyncMutation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => postJson<TMatcherTriggerResult>(MATCHER_PATHS.trigger),
    // 001 §7.3: on success the matcher-sync queries are refreshed.
    onSuccess: () => client.invalidateQueries({ queryKey: matcherQueryKeys.syncList() }),
  });
}
