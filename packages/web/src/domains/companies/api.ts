/** Companies on the client (docs/companies.md): the list, a profile, my companies and profile edits. */
import type {
  TCompaniesPage,
  TCompanyAnswer,
  TCompanyListQuery,
  TCompanyLocationInput,
  TCompanyUpdate,
  TDiscreetCompanies,
  TMyCompanies,
} from '@pflegepuls/shared/companies';
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest, getJson, isApiError, postJson } from '../../platform/http.ts';
import { jobQueryKeys } from '../jobs/keys.ts';
import { companyQueryKeys } from './keys.ts';

const STALE = 5 * 60_000;
export type TCompanyFilters = Omit<TCompanyListQuery, 'cursor'>;

export { companyQueryKeys };

/** `place` (the member's postal code) is part of the key: distances change with it. */
export function useCompanyListQuery(filters: TCompanyFilters, place: string | null = null) {
  return useInfiniteQuery({
    queryKey: [...companyQueryKeys.list(filters), place],
    initialPageParam: null as string | null,
    queryFn: ({ pageParam, signal }) => {
      const query = new URLSearchParams();
      for (const [key, value] of Object.entries(filters)) if (value) query.set(key, String(value));
      if (pageParam) query.set('cursor', pageParam);
      return getJson<TCompaniesPage>(`/api/companies?${query.toString()}`, { signal });
    },
    getNextPageParam: (last) => last.nextCursor,
    staleTime: STALE,
    retry: (count, error) => count < 2 && !isApiError(error, 422),
  });
}

/** `GET /api/company/{companyId}` (000 §7). */
export function useCompanyQuery(companyId: number | null) {
  return useQuery({
    queryKey: companyQueryKeys.detail(companyId ?? 0),
    queryFn: ({ signal }) => getJson<TCompanyAnswer>(`/api/company/${companyId}`, { signal }),
    select: (answer) => answer.company,
    enabled: companyId !== null,
    staleTime: STALE,
    retry: (count, error) => count < 2 && !isApiError(error, 404, 422),
  });
}

/** `enabled`: off where the answer is not needed (the post form in a closed area or a group). */
export function useMyCompaniesQuery(enabled = true) {
  return useQuery({
    queryKey: companyQueryKeys.mine(),
    queryFn: ({ signal }) => getJson<TMyCompanies>('/api/companies/mine', { signal }),
    enabled,
    staleTime: STALE,
  });
}

/** Discreet mode: the companies I hide from, and hiding or showing myself. */
export function useDiscreetCompaniesQuery(enabled = true) {
  return useQuery({
    queryKey: companyQueryKeys.discreet(),
    queryFn: ({ signal }) => getJson<TDiscreetCompanies>('/api/companies/discreet', { signal }),
    enabled,
  });
}

export function useDiscreetMutation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ companyId, hide }: { companyId: number; hide: boolean }) =>
      apiRequest<TDiscreetCompanies>(`/api/companies/discreet/${companyId}`, {
        method: hide ? 'PUT' : 'DELETE',
      }),
    onSuccess: (answer) => client.setQueryData(companyQueryKeys.discreet(), answer),
  });
}

function useAfterEdit(companyId: number) {
  const client = useQueryClient();
  return (answer: TCompanyAnswer) => {
    client.setQueryData(companyQueryKeys.detail(companyId), answer);
    void client.invalidateQueries({ queryKey: companyQueryKeys.lists() });
  };
}

export function useUpdateCompanyMutation(companyId: number) {
  const after = useAfterEdit(companyId);
  return useMutation({
    mutationFn: (input: TCompanyUpdate) =>
      apiRequest<TCompanyAnswer>(`/api/company/${companyId}`, { method: 'PATCH', body: input }),
    onSuccess: after,
  });
}

export function useAddLocationMutation(companyId: number) {
  const after = useAfterEdit(companyId);
  return useMutation({
    mutationFn: (input: TCompanyLocationInput) =>
      postJson<TCompanyAnswer>(`/api/company/${companyId}/locations`, input),
    onSuccess: after,
  });
}

export function useRemoveLocationMutation(companyId: number) {
  const after = useAfterEdit(companyId);
  return useMutation({
    mutationFn: (locationId: number) =>
      apiRequest<TCompanyAnswer>(`/api/company/${companyId}/locations/${locationId}`, { method: 'DELETE' }),
    onSuccess: after,
  });
}

/** Admins: create a company (then it opens), verify it, assign a member with a role. */
export function useCreateCompanyMutation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: { name: string; facilityType: string }) =>
      postJson<TCompanyAnswer>('/api/admin/companies', input),
    onSuccess: () => void client.invalidateQueries({ queryKey: companyQueryKeys.lists() }),
  });
}

export function useVerifyCompanyMutation(companyId: number) {
  const after = useAfterEdit(companyId);
  return useMutation({
    mutationFn: (isVerified: boolean) =>
      apiRequest<TCompanyAnswer>(`/api/admin/companies/${companyId}/verified`, {
        method: 'PUT',
        body: { isVerified },
      }),
    onSuccess: after,
  });
}

export function useAssignMemberMutation(companyId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: { userName: string; role: 'owner' | 'recruiter' }) =>
      apiRequest<{ success: true }>(`/api/admin/companies/${companyId}/members`, {
        method: 'PUT',
        body: input,
      }),
    onSuccess: () => void client.invalidateQueries({ queryKey: companyQueryKeys.detail(companyId) }),
  });
}

export type TCompanyPictureSlot = 'logo' | 'cover' | 'photos';

/**
 * Uploads a picture (multipart field `image`): the logo or cover replaces the one before, a photo
 * is added to the gallery. Reports the share sent so far (0–1).
 */
export function uploadCompanyPicture(
  companyId: number,
  slot: TCompanyPictureSlot,
  file: File,
  onProgress: (share: number) => void,
): Promise<TCompanyAnswer> {
  const form = new FormData();
  form.append('image', file);
  return apiRequest<TCompanyAnswer>(`/api/company/${companyId}/${slot}`, {
    method: slot === 'photos' ? 'POST' : 'PUT',
    body: form,
    onUploadProgress: onProgress,
  });
}

/** After a new or removed logo, job-ad cards and pages show the company's logo too. */
function useAfterPictureEdit(companyId: number, slot: TCompanyPictureSlot) {
  const after = useAfterEdit(companyId);
  const client = useQueryClient();
  return (answer: TCompanyAnswer) => {
    after(answer);
    if (slot === 'logo') void client.invalidateQueries({ queryKey: jobQueryKeys.all });
  };
}

export function useUploadCompanyPictureMutation(companyId: number, slot: TCompanyPictureSlot) {
  const after = useAfterPictureEdit(companyId, slot);
  return useMutation({
    mutationFn: ({ file, onProgress }: { file: File; onProgress: (share: number) => void }) =>
      uploadCompanyPicture(companyId, slot, file, onProgress),
    onSuccess: after,
  });
}

export function useRemoveCompanyPictureMutation(companyId: number, slot: 'logo' | 'cover') {
  const after = useAfterPictureEdit(companyId, slot);
  return useMutation({
    mutationFn: () => apiRequest<TCompanyAnswer>(`/api/company/${companyId}/${slot}`, { method: 'DELETE' }),
    onSuccess: after,
  });
}

export function useRemoveCompanyPhotoMutation(companyId: number) {
  const after = useAfterEdit(companyId);
  return useMutation({
    mutationFn: (photoId: number) =>
      apiRequest<TCompanyAnswer>(`/api/company/${companyId}/photos/${photoId}`, { method: 'DELETE' }),
    onSuccess: after,
  });
}

export function useOrderCompanyPhotosMutation(companyId: number) {
  const after = useAfterEdit(companyId);
  return useMutation({
    mutationFn: (photoIds: number[]) =>
      apiRequest<TCompanyAnswer>(`/api/company/${companyId}/photos/order`, {
        method: 'PUT',
        body: { photoIds },
      }),
    onSuccess: after,
  });
}
