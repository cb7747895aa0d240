/**
 * The sponsored blocks' server data. Types only from `@pflegepuls/shared`: the schemas stay on the
 * server, so zod never joins the feed's bundles.
 */
import type { TSponsoredAnswer } from '@pflegepuls/shared/sponsored';
import { useQuery } from '@tanstack/react-query';
import { getJson } from '../../platform/http.ts';

/** Sponsors change rarely; the list stays fresh for 10 minutes. */
const SPONSORED_STALE_MS = 10 * 60_000;

export const sponsoredQueryKeys = {
  list: (closedAreaId: number | null) => ['sponsored', closedAreaId] as const,
};

/** The sponsored items of the general community (null) or a closed area; fresh for 10 minutes. */
export function useSponsoredQuery(closedAreaId: number | null) {
  return useQuery({
    queryKey: sponsoredQueryKeys.list(closedAreaId),
    queryFn: ({ signal }) =>
      getJson<TSponsoredAnswer>(
        closedAreaId === null ? '/api/sponsored' : `/api/sponsored?closedAreaId=${closedAreaId}`,
        { signal },
      ),
    staleTime: SPONSORED_STALE_MS,
    // An ad is never worth an error panel: a failed load just shows no block.
    retry: 1,
    select: (answer) => answer.data,
  });
}
