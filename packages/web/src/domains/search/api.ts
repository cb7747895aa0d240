import type { TSearchAnswer } from '@pflegepuls/shared/search';
import { SEARCH_MIN_CHARS } from '@pflegepuls/shared/search-messages';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { getJson } from '../../platform/http.ts';

export const searchQueryKeys = {
  all: ['search'] as const,
  results: (q: string) => [...searchQueryKeys.all, q] as const,
};

/** Search results for `query` (people, groups, wiki pages, job ads); idle below the minimum length. */
export function useSearchQuery(query: string) {
  const q = query.trim();
  return useQuery({
    queryKey: searchQueryKeys.results(q),
    queryFn: ({ signal }) => getJson<TSearchAnswer>(`/api/search?q=${encodeURIComponent(q)}`, { signal }),
    enabled: q.length >= SEARCH_MIN_CHARS,
    staleTime: 60_000,
    placeholderData: keepPreviousData,
    retry: false,
  });
}
