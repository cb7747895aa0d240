/**
 * The funnel pages' server data (001 §7.3): onboarding and registration dashboards, the field
 * selections, the session lists (paged on desktops, "Mehr laden" on phones) and session details.
 * Every query sets its own freshness (001 §9), whatever the admin area's defaults are: dashboards
 * 15 min, session lists 30 s, details 10 min (onboarding) and 5 min (registration). The onboarding
 * dashboard is asked again on every mount and never retried (§7.3).
 */
import type {
  TFieldSelections,
  TOnboardingDashboard,
  TOnboardingSessionDetail,
  TOnboardingSessions,
  TRegistrationDashboard,
  TRegistrationSessionDetail,
  TRegistrationSessions,
} from '@pflegepuls/shared/admin';
import { ADMIN_PATHS } from '@pflegepuls/shared/admin-messages';
import {
  ADMIN_GC_MS,
  ADMIN_MOBILE_SESSION_PAGE_SIZE,
  ADMIN_ONBOARDING_DETAIL_STALE_MS,
  ADMIN_REGISTRATION_DETAIL_STALE_MS,
  ADMIN_SESSION_LIST_STALE_MS,
  ADMIN_STALE_MS,
} from '@pflegepuls/shared/constants';
import { keepPreviousData, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { getJson } from '../../../platform/http.ts';
import { adminPeriodSearch, type TAdminPeriodParams } from '../period.ts';
import { getNextSessionPage } from './funnel-format.ts';

export type TFunnel = 'onboarding' | 'registration';

/** The list filters a page offers; undefined = all. */
export type TSessionFilters = {
  status?: string;
  device_type?: string;
  /** Onboarding only. */
  mode?: string;
  /** Registration only. */
  auth_method?: string;
};

const ROOT = ['admin', 'funnels'] as const;

export const funnelQueryKeys = {
  all: ROOT,
  dashboard: (funnel: TFunnel, period: TAdminPeriodParams) =>
    [...ROOT, funnel, 'dashboard', periodKey(period)] as const,
  fieldSelections: (period: TAdminPeriodParams) =>
    [...ROOT, 'onboarding', 'field-selections', periodKey(period)] as const,
  sessionLists: (funnel: TFunnel) => [...ROOT, funnel, 'sessions'] as const,
  sessionPage: (funnel: TFunnel, query: TSessionListQuery, page: number, perPage: number) =>
    [...funnelQueryKeys.sessionLists(funnel), 'page', sessionListKey(query), page, perPage] as const,
  sessionMore: (funnel: TFunnel, query: TSessionListQuery) =>
    [...funnelQueryKeys.sessionLists(funnel), 'more', sessionListKey(query)] as const,
  session: (funnel: TFunnel, uuid: string) => [...ROOT, funnel, 'session', uuid] as const,
};

export type TSessionListQuery = { period: TAdminPeriodParams; filters: TSessionFilters };

function periodKey({ period, from, to }: TAdminPeriodParams) {
  return { period, from: from ?? null, to: to ?? null };
}

function sessionListKey({ period, filters }: TSessionListQuery) {
  return { ...periodKey(period), ...filters };
}

const DASHBOARD_PATHS = {
  onboarding: ADMIN_PATHS.onboardingDashboard,
  registration: ADMIN_PATHS.registrationDashboard,
} as const;
const SESSIONS_PATHS = {
  onboarding: ADMIN_PATHS.onboardingSessions,
  registration: ADMIN_PATHS.registrationSessions,
} as const;
const SESSION_PATHS = {
  onboarding: ADMIN_PATHS.onboardingSession,
  registration: ADMIN_PATHS.registrationSession,
} as const;

type TDashboards = { onboarding: TOnboardingDashboard; registration: TRegistrationDashboard };
/** A funnel's dashboard answer. */
export type TDashboardOf<F extends TFunnel> = TDashboards[F];
type TSessionPages = { onboarding: TOnboardingSessions; registration: TRegistrationSessions };
/** A session list's entry of a funnel. */
export type TSessionSummaryOf<F extends TFunnel> = TSessionPages[F]['data'][number];
type TSessionDetails = { onboarding: TOnboardingSessionDetail; registration: TRegistrationSessionDetail };
/** A session in detail of a funnel. */
export type TSessionDetailOf<F extends TFunnel> = TSessionDetails[F];

/** The query string of a session list page: page, per_page, the period and the set filters. */
export function buildSessionsSearch(query: TSessionListQuery, page: number, perPage: number): string {
  const extra: Record<string, string> = { page: String(page), per_page: String(perPage) };
  for (const [key, value] of Object.entries(query.filters)) if (value) extra[key] = value;
  return adminPeriodSearch(query.period, extra);
}

/** A funnel's dashboard of the period (tiles, time series, pies, drop-off steps). */
export function useFunnelDashboardQuery<F extends TFunnel>(funnel: F, period: TAdminPeriodParams) {
  return useQuery({
    queryKey: funnelQueryKeys.dashboard(funnel, period),
    queryFn: ({ signal }) =>
      getJson<TDashboards[F]>(`${DASHBOARD_PATHS[funnel]}?${adminPeriodSearch(period)}`, { signal }),
    staleTime: ADMIN_STALE_MS,
    gcTime: ADMIN_GC_MS,
    ...(funnel === 'onboarding' ? { retry: false, refetchOnMount: 'always' as const } : {}),
  });
}

/** The wizard's selection distribution of the period. */
export function useFieldSelectionsQuery(period: TAdminPeriodParams) {
  return useQuery({
    queryKey: funnelQueryKeys.fieldSelections(period),
    queryFn: ({ signal }) =>
      getJson<TFieldSelections>(`${ADMIN_PATHS.fieldSelections}?${adminPeriodSearch(period)}`, { signal }),
    staleTime: ADMIN_STALE_MS,
    gcTime: ADMIN_GC_MS,
  });
}

/** One page of a session list (desktop grid); the previous page stays shown while the next loads. */
export function useSessionPageQuery<F extends TFunnel>(
  funnel: F,
  query: TSessionListQuery,
  page: number,
  perPage: number,
) {
  return useQuery({
    queryKey: funnelQueryKeys.sessionPage(funnel, query, page, perPage),
    queryFn: ({ signal }) =>
      getJson<TSessionPages[F]>(`${SESSIONS_PATHS[funnel]}?${buildSessionsSearch(query, page, perPage)}`, {
        signal,
      }),
    placeholderData: keepPreviousData,
    staleTime: ADMIN_SESSION_LIST_STALE_MS,
  });
}

/** A session list 10 at a time, each "Mehr laden" adding the next page (phones, 001 §9). */
export function useSessionMoreQuery<F extends TFunnel>(funnel: F, query: TSessionListQuery) {
  return useInfiniteQuery({
    queryKey: funnelQueryKeys.sessionMore(funnel, query),
    queryFn: ({ pageParam, signal }) =>
      getJson<TSessionPages[F]>(
        `${SESSIONS_PATHS[funnel]}?${buildSessionsSearch(query, pageParam, ADMIN_MOBILE_SESSION_PAGE_SIZE)}`,
        { signal },
      ),
    initialPageParam: 1,
    getNextPageParam: getNextSessionPage,
    staleTime: ADMIN_SESSION_LIST_STALE_MS,
  });
}

/** One session with its person and timeline; `uuid` null while no session is open. */
export function useSessionDetailQuery<F extends TFunnel>(funnel: F, uuid: string | null) {
  return useQuery({
    queryKey: funnelQueryKeys.session(funnel, uuid ?? ''),
    queryFn: async ({ signal }) => {
      const path = SESSION_PATHS[funnel].replace(':id', encodeURIComponent(uuid!));
      const answer = await getJson<{ success: true; data: TSessionDetails[F] }>(path, { signal });
      return answer.data;
    },
    enabled: uuid !== null,
    staleTime:
      funnel === 'onboarding' ? ADMIN_ONBOARDING_DETAIL_STALE_MS : ADMIN_REGISTRATION_DETAIL_STALE_MS,
  });
}
