/**
 * Applications on the client (docs/applications.md): my application to an ad, applying with
 * progress, my list, one application, the company's pipeline and every action on an application.
 * Each action writes its answer into the detail and refreshes the lists around it.
 */
import { type TApplicationStatus } from '@pflegepuls/shared/applications-messages';
import type {
  TApplication,
  TApplicationsPage,
  TApplicationStatusInput,
  TPipelineAnswer,
} from '@pflegepuls/shared/applications';
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest, getJson, isApiError, postJson } from '../../platform/http.ts';

export const applicationKeys = {
  all: ['applications'] as const,
  mine: () => ['applications', 'mine'] as const,
  forAd: (uid: string) => ['applications', 'for-ad', uid] as const,
  detail: (id: number) => ['applications', 'detail', id] as const,
  pipeline: (uid: string, status: TApplicationStatus) => ['applications', 'pipeline', uid, status] as const,
  pipelines: (uid: string) => ['applications', 'pipeline', uid] as const,
};

type TAnswer = { application: TApplication };
const noRetryOnClientError = (count: number, error: Error) =>
  count < 2 && !isApiError(error, 401, 403, 404, 422);

export function useMyApplicationForAd(uid: string | undefined, enabled: boolean) {
  return useQuery({
    queryKey: applicationKeys.forAd(uid ?? ''),
    queryFn: ({ signal }) =>
      getJson<{ application: { id: number; status: TApplicationStatus } | null }>(
        `/api/jobs/${uid}/my-application`,
        { signal },
      ),
    select: (answer) => answer.application,
    enabled: Boolean(uid) && enabled,
  });
}

export function useApplyMutation(uid: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ form, onProgress }: { form: FormData; onProgress: (share: number) => void }) =>
      postJson<TAnswer>(`/api/jobs/${uid}/applications`, form, { onUploadProgress: onProgress }),
    onSuccess: ({ application }) => {
      client.setQueryData(applicationKeys.detail(application.id), { application });
      client.setQueryData(applicationKeys.forAd(uid), {
        application: { id: application.id, status: application.status },
      });
      void client.invalidateQueries({ queryKey: applicationKeys.mine() });
    },
  });
}

export function useMyApplicationsQuery() {
  return useInfiniteQuery({
    queryKey: applicationKeys.mine(),
    initialPageParam: null as string | null,
    queryFn: ({ pageParam, signal }) =>
      getJson<TApplicationsPage>(`/api/applications/mine${pageParam ? `?cursor=${pageParam}` : ''}`, {
        signal,
      }),
    getNextPageParam: (last) => last.nextCursor,
    retry: noRetryOnClientError,
  });
}

export function useApplicationQuery(id: number) {
  return useQuery({
    queryKey: applicationKeys.detail(id),
    queryFn: ({ signal }) => getJson<TAnswer>(`/api/applications/${id}`, { signal }),
    select: (answer) => answer.application,
    enabled: Number.isSafeInteger(id) && id > 0,
    retry: noRetryOnClientError,
  });
}

export function usePipelineQuery(uid: string, status: TApplicationStatus) {
  return useInfiniteQuery({
    queryKey: applicationKeys.pipeline(uid, status),
    initialPageParam: null as string | null,
    queryFn: ({ pageParam, signal }) =>
      getJson<TPipelineAnswer>(
        `/api/jobs/${uid}/pipeline?status=${status}${pageParam ? `&cursor=${pageParam}` : ''}`,
        { signal },
      ),
    getNextPageParam: (last) => last.nextCursor,
    retry: noRetryOnClientError,
  });
}

type TAction =
  | { kind: 'status'; input: TApplicationStatusInput }
  | { kind: 'withdraw' }
  | { kind: 'talentPool'; consent: boolean }
  | { kind: 'note'; text: string };

function send(id: number, action: TAction): Promise<TAnswer> {
  const base = `/api/applications/${id}`;
  switch (action.kind) {
    case 'status':
      return postJson(`${base}/status`, action.input);
    case 'withdraw':
      return postJson(`${base}/withdraw`);
    case 'talentPool':
      return apiRequest(`${base}/talent-pool`, { method: 'PUT', body: { consent: action.consent } });
    case 'note':
      return postJson(`${base}/notes`, { text: action.text });
  }
}

/** Every action on one application; the answer is the new detail. */
export function useApplicationAction(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (action: TAction) => send(id, action),
    onSuccess: ({ application }) => {
      client.setQueryData(applicationKeys.detail(id), { application });
      void client.invalidateQueries({ queryKey: applicationKeys.mine() });
      void client.invalidateQueries({ queryKey: applicationKeys.pipelines(application.jobAd.uid) });
      void client.invalidateQueries({ queryKey: applicationKeys.forAd(application.jobAd.uid) });
    },
  });
}
