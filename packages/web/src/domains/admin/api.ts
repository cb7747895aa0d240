/**
 * The admin dashboard's statistics and audit log on the client: query keys, query options, hooks and
 * the menus' prefetch. The queries run in the admin query client (query-client.ts); statistics
 * answers also go to the local-storage cache (stats-cache.ts). Answers are typed by the shared
 * schemas (types only: the server validates, the web never loads zod for this).
 */
import type {
  TAdminMomentsStats,
  TAuditLog,
  TConnectionStats,
  TNotificationStats,
  TUserCohorts,
  TUserStats,
} from '@pflegepuls/shared/admin';
import { ADMIN_PATHS } from '@pflegepuls/shared/admin-messages';
import {
  ADMIN_PREFETCH_STALE_MS,
  ADMIN_STATS_GC_MS,
  ADMIN_STATS_RETRY,
  ADMIN_STATS_STALE_MS,
} from '@pflegepuls/shared/constants';
import { queryOptions, useInfiniteQuery, useQuery, type QueryClient } from '@tanstack/react-query';
import { getJson, retryUnlessClientError } from '../../platform/http.ts';
import { adminPeriodSearch, readAdminPeriod, type TAdminPeriodParams } from './period.ts';
import { getCachedStart, statsCache, type TStatsCache } from './stats-cache.ts';

/** The statistics answers by the name of their path in ADMIN_PATHS. */
export type TStatsAnswers = {
  users: TUserStats;
  userCohorts: TUserCohorts;
  moments: TAdminMomentsStats;
  notifications: TNotificationStats;
  connections: TConnectionStats;
};
export type TStatsKind = keyof TStatsAnswers;
/** TanStack's guard on placeholder data (not exported): an answer is never a function. */
// eslint-disable-next-line @typescript-eslint/no-unsafe-function-type -- the same test as TanStack's
type TNoFunction<T> = T extends Function ? never : T;

export const adminQueryKeys = {
  all: ['admin'] as const,
  stats: (kind: TStatsKind, { period, from = '', to = '' }: TAdminPeriodParams) =>
    ['admin', 'stats', kind, period, from, to] as const,
  auditLog: () => ['admin', 'audit-log'] as const,
};

/**
 * One statistic for one period (001 §9: stale 5 min, kept 10 min, retry 2). After a reload the
 * cached answer is the data while it is fresh, and a placeholder while a fresh one loads.
 */
export function statsQueryOptions<K extends TStatsKind>(
  kind: K,
  period: TAdminPeriodParams,
  cache: TStatsCache = statsCache,
) {
  const queryKey = adminQueryKeys.stats(kind, period);
  const cacheKey = queryKey.join('|');
  return queryOptions({
    queryKey,
    queryFn: async ({ signal }) => {
      const data = await getJson<TStatsAnswers[K]>(`${ADMIN_PATHS[kind]}?${adminPeriodSearch(period)}`, {
        signal,
      });
      cache.write(cacheKey, data, Date.now());
      return data;
    },
    initialData: () =>
      getCachedStart(cache, cacheKey, Date.now()).initial?.data as TStatsAnswers[K] | undefined,
    initialDataUpdatedAt: () => getCachedStart(cache, cacheKey, Date.now()).initial?.updatedAt,
    placeholderData: () =>
      getCachedStart(cache, cacheKey, Date.now()).placeholder as TNoFunction<TStatsAnswers[K]> | undefined,
    staleTime: ADMIN_STATS_STALE_MS,
    gcTime: ADMIN_STATS_GC_MS,
    retry: retryUnlessClientError(ADMIN_STATS_RETRY),
  });
}

/**
 * A statistic of the dashboard's period. `enabled` is false for a section kept mounted while hidden:
 * it keeps what it shows and asks again only when it is on screen.
 */
export function useStatsQuery<K extends TStatsKind>(kind: K, period: TAdminPeriodParams, enabled = true) {
  return useQuery({ ...statsQueryOptions(kind, period), enabled });
}

/** The statistics each prefetching menu item loads (001 §2.4: Users, Moments, Notifications). */
const PREFETCHED: Record<string, TStatsKind[]> = {
  '/admin-dashboard/users': ['users', 'userCohorts'],
  '/admin-dashboard/moments': ['moments'],
  '/admin-dashboard/notifications': ['notifications'],
};

/**
 * Loads the data of the section at `pathname` for the period in `search` (the address's query),
 * unless what is there is younger than 15 minutes. Other paths load nothing.
 */
export function prefetchAdminSection(client: QueryClient, pathname: string, search: string) {
  const period = readAdminPeriod(new URLSearchParams(search));
  return Promise.all(
    (PREFETCHED[pathname] ?? []).map((kind) =>
      client.prefetchQuery({ ...statsQueryOptions(kind, period), staleTime: ADMIN_PREFETCH_STALE_MS }),
    ),
  );
}

/** The admin audit log, newest first, page by page (keyset `cursor`); fresh on every opening. */
export function useAuditLogQuery() {
  return useInfiniteQuery({
    queryKey: adminQueryKeys.auditLog(),
    initialPageParam: null as number | null,
    queryFn: ({ pageParam, signal }) =>
      getJson<TAuditLog>(`${ADMIN_PATHS.auditLog}${pageParam ? `?cursor=${pageParam}` : ''}`, { signal }),
    getNextPageParam: (last) => last.nextCursor,
    staleTime: 0,
    refetchOnMount: true,
  });
}
