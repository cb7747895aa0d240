import { AUTH_QUERY_RETRY, AUTH_QUERY_STALE_MS } from '@pflegepuls/shared/constants';
import { QueryClient } from '@tanstack/react-query';
import { retryUnlessClientError } from '../platform/http.ts';

/**
 * The app's query client with the defaults of 001 §9 (retry 3, stale 5 min, no refetch on window
 * focus). Client errors (4xx) are answers, not glitches, so only network and server errors retry.
 */
export function createAppQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: retryUnlessClientError(AUTH_QUERY_RETRY),
        staleTime: AUTH_QUERY_STALE_MS,
        refetchOnWindowFocus: false,
      },
    },
  });
}
