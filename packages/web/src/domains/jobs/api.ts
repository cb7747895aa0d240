/**
 * Job ads on the client (docs/jobs.md): query keys, the filtered list (keyset pages), the detail,
 * saving, and the company members' create/edit/status actions. Lists stay fresh for 2 minutes.
 */
import type {
  TJobAd,
  TJobAdAnswer,
  TJobAdInput,
  TJobAdsPage,
  TJobListQuery,
  TJobSearches,
} from '@pflegepuls/shared/jobs';
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest, getJson, isApiError, postJson } from '../../platform/http.ts';
import { jobQueryKeys } from './keys.ts';

const STALE = 2 * 60_000;

export type TJobFilters = Omit<TJobListQuery, 'cursor'>;

export { jobQueryKeys };

function toQuery(filters: TJobFilters, cursor: string | null): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(filters)) {
    if (value !== undefined && value !== null && value !== '') query.set(key, String(value));
  }
  if (cursor) query.set('cursor', cursor);
  return query.toString();
}

/**
 * The member's place as a key part: when the wizard or the settings store a postal code or a
 * country, the lists load again (001 §4.2) and distances follow.
 */
export function placeKey(
  user: { plz?: string | null; country?: string | null } | null | undefined,
): string | null {
  return user?.plz || user?.country ? `${user.country ?? ''}:${user.plz ?? ''}` : null;
}

/** `place` (see placeKey) is part of the key: distances change with it. */
export function useJobListQuery(filters: TJobFilters, place: string | null = null) {
  return useInfiniteQuery({
    queryKey: [...jobQueryKeys.list(filters), place],
    initialPageParam: null as string | null,
    queryFn: ({ pageParam, signal }) =>
      getJson<TJobAdsPage>(`/api/jobs?${toQuery(filters, pageParam)}`, { signal }),
    getNextPageParam: (last) => last.nextCursor,
    staleTime: STALE,
    retry: (count, error) => count < 2 && !isApiError(error, 422),
  });
}

export function useSavedJobsQuery() {
  return useInfiniteQuery({
    queryKey: jobQueryKeys.saved(),
    initialPageParam: null as string | null,
    queryFn: ({ pageParam, signal }) =>
      getJson<TJobAdsPage>(`/api/jobs/saved${pageParam ? `?cursor=${pageParam}` : ''}`, { signal }),
    getNextPageParam: (last) => last.nextCursor,
    staleTime: STALE,
  });
}

/** Every ad of a company (its members). */
export function useCompanyJobAdsQuery(companyId: number, enabled: boolean) {
  return useInfiniteQuery({
    queryKey: jobQueryKeys.company(companyId),
    initialPageParam: null as string | null,
    queryFn: ({ pageParam, signal }) =>
      getJson<TJobAdsPage>(`/api/company/${companyId}/job-ads${pageParam ? `?cursor=${pageParam}` : ''}`, {
        signal,
      }),
    getNextPageParam: (last) => last.nextCursor,
    enabled,
  });
}

export function useJobAdQuery(uid: string | undefined) {
  return useQuery({
    queryKey: jobQueryKeys.detail(uid ?? ''),
    queryFn: ({ signal }) => getJson<TJobAdAnswer>(`/api/jobs/${uid}`, { signal }),
    select: (answer) => answer.jobAd,
    enabled: Boolean(uid),
    staleTime: STALE,
    retry: (count, error) => count < 2 && !isApiError(error, 403, 404, 422),
  });
}

/** Save or unsave; the detail and every list show the new state at once. */
export function useSaveJobMutation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ uid, save }: { uid: string; save: boolean }) =>
      apiRequest<{ isSaved: boolean }>(`/api/jobs/${uid}/saved`, { method: save ? 'PUT' : 'DELETE' }),
    onSuccess: ({ isSaved }, { uid }) => {
      client.setQueryData<TJobAdAnswer>(jobQueryKeys.detail(uid), (old) =>
        old ? { jobAd: { ...old.jobAd, isSaved } } : old,
      );
      client.setQueriesData<{ pages: TJobAdsPage[] }>({ queryKey: jobQueryKeys.lists() }, (old) =>
        old
          ? {
              ...old,
              pages: old.pages.map((page) => ({
                ...page,
                jobAds: page.jobAds.map((ad) => (ad.uid === uid ? { ...ad, isSaved } : ad)),
              })),
            }
          : old,
      );
      void client.invalidateQueries({ queryKey: jobQueryKeys.saved() });
    },
  });
}

function useAfterEdit() {
  const client = useQueryClient();
  return (jobAd: TJobAd) => {
    client.setQueryData<TJobAdAnswer>(jobQueryKeys.detail(jobAd.uid), { jobAd });
    void client.invalidateQueries({ queryKey: jobQueryKeys.lists() });
    void client.invalidateQueries({ queryKey: jobQueryKeys.company(jobAd.company.id) });
  };
}

export function useSaveJobAdMutation(companyId: number, uid: string | null) {
  const after = useAfterEdit();
  return useMutation({
    mutationFn: (input: TJobAdInput) =>
      uid
        ? apiRequest<TJobAdAnswer>(`/api/jobs/${uid}`, { method: 'PATCH', body: input })
        : postJson<TJobAdAnswer>(`/api/company/${companyId}/job-ads`, input),
    onSuccess: ({ jobAd }) => after(jobAd),
  });
}

export function useJobStatusMutation() {
  const after = useAfterEdit();
  return useMutation({
    mutationFn: ({ uid, status }: { uid: string; status: 'draft' | 'published' | 'paused' | 'filled' }) =>
      postJson<TJobAdAnswer>(`/api/jobs/${uid}/status`, { status }),
    onSuccess: ({ jobAd }) => after(jobAd),
  });
}

/** My saved searches (job alerts, docs/jobs.md). */
export function useJobSearchesQuery(enabled = true) {
  return useQuery({
    queryKey: jobQueryKeys.searches(),
    queryFn: ({ signal }) => getJson<TJobSearches>('/api/jobs/searches', { signal }),
    enabled,
  });
}

/** Saves the given filters as a search, or deletes a search by id; the answer is the new list. */
export function useJobSearchMutation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (change: { save: Omit<TJobFilters, 'sort' | 'companyId'> } | { remove: number }) =>
      'save' in change
        ? postJson<TJobSearches>('/api/jobs/searches', change.save)
        : apiRequest<TJobSearches>(`/api/jobs/searches/${change.remove}`, { method: 'DELETE' }),
    onSuccess: (answer) => client.setQueryData(jobQueryKeys.searches(), answer),
  });
}
