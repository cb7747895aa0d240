/**
 * The admin dashboard's own query client (001 §9): the admin subtree renders inside it, so its
 * defaults never change the member app's. One instance per page load, shared by the dashboard and
 * by the menus' prefetch (which run outside the subtree).
 */
import {
  ADMIN_GC_MS,
  ADMIN_MUTATION_RETRY,
  ADMIN_MUTATION_RETRY_DELAY_MS,
  ADMIN_QUERY_RETRY,
  ADMIN_RETRY_BASE_MS,
  ADMIN_RETRY_MAX_MS,
  ADMIN_STALE_MS,
} from '@pflegepuls/shared/constants';
import { QueryClient } from '@tanstack/react-query';
import { retryUnlessClientError } from '../../platform/http.ts';

/** The wait before try `failureCount + 1`: 1 s, 2 s, 4 s, … at most 30 s. */
export function getAdminRetryDelay(failureCount: number): number {
  return Math.min(ADMIN_RETRY_BASE_MS * 2 ** failureCount, ADMIN_RETRY_MAX_MS);
}

/**
 * A query client with the dashboard's defaults: retry 3 (never after a 4xx: that is the server's
 * answer), stale 15 min, kept 30 min, no refetch on focus, mount or reconnect; mutations retry once
 * after 1 s.
 */
export function createAdminQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: retryUnlessClientError(ADMIN_QUERY_RETRY),
        retryDelay: getAdminRetryDelay,
        staleTime: ADMIN_STALE_MS,
        gcTime: ADMIN_GC_MS,
        refetchOnWindowFocus: false,
        refetchOnMount: false,
        refetchOnReconnect: false,
      },
      mutations: { retry: ADMIN_MUTATION_RETRY, retryDelay: ADMIN_MUTATION_RETRY_DELAY_MS },
    },
  });
}

let adminQueryClient: QueryClient | undefined;

/** The page's admin query client, created on first use. */
export function getAdminQueryClient(): QueryClient {
  return (adminQueryClient ??= createAdminQueryClient());
}
