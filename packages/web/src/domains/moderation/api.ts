/**
 * Moderation on the client (docs/moderation.md): reports, blocks and mutes, the member's decisions
 * and appeals, and the admins' queue. Keys are rooted at `['moderation']`; a block or mute
 * invalidates the feed (its lists leave the member out on the server).
 */
import {
  MODERATION_PATHS as P,
  type TModerationAction,
  type TModerationContentType,
  type TModerationRule,
  type TReportReason,
} from '@pflegepuls/shared/moderation-messages';
import type {
  TBlocksAnswer,
  TDecision,
  TFigures,
  TIdentifyRequest,
  TItemHistory,
  TModerationAreas,
  TModerationSettings,
  TQueuePage,
} from '@pflegepuls/shared/moderation';
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest, getJson, postJson } from '../../platform/http.ts';

type TOk = { success: true; message: string };

export const moderationQueryKeys = {
  all: ['moderation'] as const,
  blocks: () => [...moderationQueryKeys.all, 'blocks'] as const,
  decisions: () => [...moderationQueryKeys.all, 'decisions'] as const,
  queue: (filters: TQueueFilters) => [...moderationQueryKeys.all, 'queue', filters] as const,
  appeals: () => [...moderationQueryKeys.all, 'appeals'] as const,
  figures: (month: string) => [...moderationQueryKeys.all, 'figures', month] as const,
  settings: () => [...moderationQueryKeys.all, 'settings'] as const,
  identify: () => [...moderationQueryKeys.all, 'identify'] as const,
  areas: () => [...moderationQueryKeys.all, 'areas'] as const,
  history: (type: TModerationContentType, id: number) =>
    [...moderationQueryKeys.all, 'history', type, id] as const,
};

const fill = (template: string, params: Record<string, string | number>) =>
  template.replace(/:(\w+)/g, (_, key: string) => encodeURIComponent(String(params[key])));

export type TReportInput = {
  contentType: TModerationContentType;
  contentId: number;
  reason: TReportReason;
  text?: string;
};

export function useReportMutation() {
  return useMutation({ mutationFn: (input: TReportInput) => postJson<TOk>(P.reports, input) });
}

/** After a block or mute the feeds and the lists of blocks change. */
function useInvalidateAfterFilter() {
  const client = useQueryClient();
  return () =>
    Promise.all([
      client.invalidateQueries({ queryKey: ['feed'] }),
      client.invalidateQueries({ queryKey: moderationQueryKeys.blocks() }),
    ]);
}

export type TFilterInput =
  | { kind: 'block' | 'unblock' | 'mute' | 'unmute'; userName: string }
  | { kind: 'blockMomentAuthor'; momentId: number }
  | { kind: 'clearAnonymous' };

export function useMemberFilterMutation() {
  const invalidate = useInvalidateAfterFilter();
  return useMutation({
    mutationFn: (input: TFilterInput) => {
      switch (input.kind) {
        case 'block':
        case 'unblock':
          return apiRequest<TOk>(fill(P.block, { userName: input.userName }), {
            method: input.kind === 'block' ? 'PUT' : 'DELETE',
          });
        case 'mute':
        case 'unmute':
          return apiRequest<TOk>(fill(P.mute, { userName: input.userName }), {
            method: input.kind === 'mute' ? 'PUT' : 'DELETE',
          });
        case 'blockMomentAuthor':
          return apiRequest<TOk>(fill(P.blockMomentAuthor, { momentId: input.momentId }), { method: 'PUT' });
        case 'clearAnonymous':
          return apiRequest<TOk>(`${P.blocks}/anonymous`, { method: 'DELETE' });
      }
    },
    onSuccess: () => invalidate(),
  });
}

export function useBlocksQuery(enabled = true) {
  return useQuery({
    queryKey: moderationQueryKeys.blocks(),
    queryFn: () => getJson<TBlocksAnswer>(P.blocks),
    enabled,
  });
}

export function useDecisionsQuery() {
  return useQuery({
    queryKey: moderationQueryKeys.decisions(),
    queryFn: () => getJson<{ decisions: TDecision[] }>(P.decisions),
  });
}

export function useAppealMutation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: { id: number; text: string }) =>
      postJson<TOk>(fill(P.appeal, { id: input.id }), { text: input.text }),
    onSuccess: () => client.invalidateQueries({ queryKey: moderationQueryKeys.decisions() }),
  });
}

// ---- Admins ----

export type TQueueFilters = {
  status: 'open' | 'closed';
  sort: 'newest' | 'most';
  type?: TModerationContentType;
  reason?: TReportReason;
  /** 0 = the community, > 0 a closed area. */
  area?: number;
};

export function useQueueQuery(filters: TQueueFilters) {
  return useInfiniteQuery({
    queryKey: moderationQueryKeys.queue(filters),
    initialPageParam: null as string | null,
    queryFn: ({ pageParam, signal }) => {
      const search = new URLSearchParams({ status: filters.status, sort: filters.sort });
      if (filters.type) search.set('type', filters.type);
      if (filters.reason) search.set('reason', filters.reason);
      if (filters.area !== undefined) search.set('area', String(filters.area));
      if (pageParam) search.set('cursor', pageParam);
      return getJson<TQueuePage>(`${P.queue}?${search}`, { signal });
    },
    getNextPageParam: (last) => last.nextCursor,
  });
}

/** The closed areas for the queue's area filter. */
export function useModerationAreasQuery() {
  return useQuery({
    queryKey: moderationQueryKeys.areas(),
    queryFn: () => getJson<TModerationAreas>(P.areas),
    staleTime: 5 * 60_000,
  });
}

export type TActionInput = {
  type: TModerationContentType;
  id: number;
  action: TModerationAction;
  rule: TModerationRule;
  reason: string;
  days?: 1 | 7 | 30;
};

export function useActionMutation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ type, id, ...body }: TActionInput) =>
      postJson<TOk & { decisionId: number }>(fill(P.actions, { type, id }), body),
    onSuccess: () => client.invalidateQueries({ queryKey: moderationQueryKeys.all }),
  });
}

/** One item's history (reports, decisions, appeals) for the queue's detail; loaded when opened. */
export function useItemHistoryQuery(type: TModerationContentType, id: number, enabled: boolean) {
  return useQuery({
    queryKey: moderationQueryKeys.history(type, id),
    queryFn: () => getJson<TItemHistory>(fill(P.item, { type, id })),
    enabled,
  });
}

export function useAppealsQuery() {
  return useQuery({
    queryKey: moderationQueryKeys.appeals(),
    queryFn: () =>
      getJson<{ appeals: Array<{ id: number; decision: TDecision; decidedByMe: boolean }> }>(P.appeals),
  });
}

export function useDecideAppealMutation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: { id: number; outcome: 'granted' | 'rejected'; reason: string }) =>
      postJson<TOk>(fill(P.decideAppeal, { id: input.id }), { outcome: input.outcome, reason: input.reason }),
    onSuccess: () => client.invalidateQueries({ queryKey: moderationQueryKeys.all }),
  });
}

/** The month's figures for the transparency report; the CSV is the same path with `format=csv`. */
export function figuresPath(month: string, format: 'json' | 'csv' = 'json') {
  return `${P.figures}?month=${month}${format === 'csv' ? '&format=csv' : ''}`;
}

export function useFiguresQuery(month: string) {
  return useQuery({
    queryKey: moderationQueryKeys.figures(month),
    queryFn: () => getJson<TFigures>(figuresPath(month)),
  });
}

export function useModerationSettingsQuery() {
  return useQuery({
    queryKey: moderationQueryKeys.settings(),
    queryFn: () => getJson<TModerationSettings>(P.settings),
  });
}

export function useSaveModerationSettingsMutation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (settings: TModerationSettings) =>
      apiRequest<TOk>(P.settings, { method: 'PUT', body: settings }),
    onSuccess: () => client.invalidateQueries({ queryKey: moderationQueryKeys.settings() }),
  });
}

// ---- Identifying a moment's author (four eyes) ----

export function useIdentifyRequestsQuery() {
  return useQuery({
    queryKey: moderationQueryKeys.identify(),
    queryFn: () => getJson<{ requests: TIdentifyRequest[] }>(P.identifyRequests),
  });
}

export function useRequestIdentifyMutation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: { momentId: number; reason: string }) =>
      postJson<{ success: true; requestId: number }>(P.identifyRequests, input),
    onSuccess: () => client.invalidateQueries({ queryKey: moderationQueryKeys.identify() }),
  });
}

export type TIdentifiedAuthor = { userName: string; firstName: string; lastName: string };

/** Approve answers the author (to this admin only, never cached); refuse closes the request. */
export function useDecideIdentifyMutation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (input: { id: number; decision: 'approve' | 'refuse' }) => {
      if (input.decision === 'refuse') {
        const answer = await postJson<TOk>(fill(P.refuseIdentify, { id: input.id }));
        return { message: answer.message, author: null };
      }
      const answer = await postJson<{ success: true; author: TIdentifiedAuthor }>(
        fill(P.approveIdentify, { id: input.id }),
      );
      return { message: null, author: answer.author };
    },
    onSuccess: () => client.invalidateQueries({ queryKey: moderationQueryKeys.identify() }),
  });
}
