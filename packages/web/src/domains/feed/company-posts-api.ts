/**
 * A company's posts for its profile (`GET /api/company/{companyId}/posts`, docs/feed.md). Kept out of
 * api.ts so /feed's first load does not carry it. The pages are stored as `{ data }` under the feed
 * lists' key, so a new post refreshes them (invalidateFeeds) and likes, edits and deletes reach them
 * through the feed's cache edits like the group pages.
 */
import type { TCompanyPostsPage, TPostItem } from '@pflegepuls/shared/feed';
import { useInfiniteQuery } from '@tanstack/react-query';
import { getJson, retryUnlessClientError } from '../../platform/http.ts';
import { feedQueryKeys } from './api.ts';

export function companyPostsQueryKey(companyId: number) {
  return [...feedQueryKeys.lists(), 'company', companyId] as const;
}

export function useCompanyPostsQuery(companyId: number) {
  return useInfiniteQuery({
    queryKey: companyPostsQueryKey(companyId),
    initialPageParam: null as string | null,
    queryFn: async ({ pageParam, signal }): Promise<{ data: TPostItem[]; nextCursor: string | null }> => {
      const query = pageParam ? `?cursor=${encodeURIComponent(pageParam)}` : '';
      const answer = await getJson<TCompanyPostsPage>(`/api/company/${companyId}/posts${query}`, { signal });
      return { data: answer.posts, nextCursor: answer.nextCursor };
    },
    getNextPageParam: (last) => last.nextCursor,
    retry: retryUnlessClientError(2),
  });
}
