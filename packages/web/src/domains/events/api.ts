/**
 * Events on the client (docs/events.md): query keys, the lists, the detail, answers and the
 * organisers' actions. Every answer refreshes the detail, the lists and the shell's prefetch (the
 * bottom bar's invitation badge counts from it).
 */
import type {
  TCalendarFeed,
  TEventAnswer,
  TEventAnswerBody,
  TEventCandidate,
  TEventCategory,
  TEventInput,
  TEventListPage,
  TEventParticipantsPage,
  TEventSettings,
} from '@pflegepuls/shared/events';
import {
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import { apiRequest, getJson, postJson } from '../../platform/http.ts';
import { closedAreaQueryKeys } from '../closed-areas/api.ts';

export type TEventFilter = 'alle' | 'meine-events';
export type TEventSection = 'upcoming' | 'past';

export const eventQueryKeys = {
  all: ['events'] as const,
  lists: () => ['events', 'list'] as const,
  list: (
    closedAreaId: number,
    filter: TEventFilter,
    section: TEventSection,
    month: string,
    category: string,
  ) => ['events', 'list', closedAreaId, filter, section, month, category] as const,
  detail: (eventId: number) => ['events', 'detail', eventId] as const,
  participants: (eventId: number) => ['events', 'participants', eventId] as const,
  candidates: (eventId: number, q: string) => ['events', 'candidates', eventId, q] as const,
  feed: () => ['events', 'calendar-feed'] as const,
  settings: () => ['events', 'settings'] as const,
};

/** One area's events, 20 per page (keyset), upcoming soonest first or past latest first. */
export function useEventListQuery(
  closedAreaId: number,
  filter: TEventFilter,
  section: TEventSection,
  month: string,
  category: TEventCategory | '',
  enabled = true,
) {
  return useInfiniteQuery({
    queryKey: eventQueryKeys.list(closedAreaId, filter, section, month, category),
    initialPageParam: null as string | null,
    queryFn: ({ pageParam, signal }) => {
      const query = new URLSearchParams({ closedAreaId: String(closedAreaId), filter, section });
      if (month) query.set('month', month);
      if (category) query.set('category', category);
      if (pageParam) query.set('cursor', pageParam);
      return getJson<TEventListPage>(`/api/events?${query.toString()}`, { signal });
    },
    getNextPageParam: (last) => last.nextCursor,
    enabled,
  });
}

export function useEventQuery(eventId: number | null) {
  return useQuery({
    queryKey: eventQueryKeys.detail(eventId ?? 0),
    queryFn: ({ signal }) => getJson<TEventAnswerBody>(`/api/events/${eventId}`, { signal }),
    select: (answer) => answer.data,
    enabled: eventId !== null,
    retry: (count, error) =>
      !('status' in error && [403, 404, 422].includes(Number(error.status))) && count < 2,
  });
}

/** After a change: the detail from the answer, the lists and the shell's prefetch anew. */
function refresh(client: QueryClient, answer: TEventAnswerBody) {
  client.setQueryData(eventQueryKeys.detail(answer.data.id), answer);
  void client.invalidateQueries({ queryKey: eventQueryKeys.lists() });
  void client.invalidateQueries({ queryKey: eventQueryKeys.participants(answer.data.id) });
  void client.invalidateQueries({ queryKey: closedAreaQueryKeys.eventsPrefetch() });
}

export function useAnswerMutation(eventId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (answer: TEventAnswer) =>
      postJson<TEventAnswerBody>(`/api/events/${eventId}/answer`, { answer }),
    onSuccess: (answer) => refresh(client, answer),
  });
}

export function useSaveEventMutation(eventId: number | null) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: TEventInput) =>
      eventId === null
        ? postJson<TEventAnswerBody>('/api/events', input)
        : apiRequest<TEventAnswerBody>(`/api/events/${eventId}`, { method: 'PUT', body: input }),
    onSuccess: (answer) => refresh(client, answer),
  });
}

export function useCoverMutation(eventId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => {
      const form = new FormData();
      form.append('image', file);
      return postJson<TEventAnswerBody>(`/api/events/${eventId}/cover`, form);
    },
    onSuccess: (answer) => refresh(client, answer),
  });
}

export function useCancelEventMutation(eventId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (reason: string) => postJson<TEventAnswerBody>(`/api/events/${eventId}/cancel`, { reason }),
    onSuccess: (answer) => refresh(client, answer),
  });
}

export function useInviteMutation(eventId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: { userIds?: number[]; groupId?: number | null }) =>
      postJson<{ success: true; invited: number }>(`/api/events/${eventId}/invite`, input),
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: eventQueryKeys.detail(eventId) });
      void client.invalidateQueries({ queryKey: ['events', 'candidates', eventId] });
    },
  });
}

export function useMessageMutation(eventId: number) {
  return useMutation({
    mutationFn: (text: string) =>
      postJson<{ success: true; invited: number }>(`/api/events/${eventId}/message`, { text }),
  });
}

export function useCandidatesQuery(eventId: number, q: string) {
  return useQuery({
    queryKey: eventQueryKeys.candidates(eventId, q),
    queryFn: ({ signal }) =>
      getJson<{ data: TEventCandidate[] }>(
        `/api/events/${eventId}/invite-candidates?q=${encodeURIComponent(q)}`,
        {
          signal,
        },
      ),
    select: (answer) => answer.data,
  });
}

/** The participants for the organisers' check-in list, 50 per page (keyset by row id). */
export function useParticipantsQuery(eventId: number, enabled: boolean) {
  return useInfiniteQuery({
    queryKey: eventQueryKeys.participants(eventId),
    initialPageParam: 0,
    queryFn: ({ pageParam, signal }) =>
      getJson<TEventParticipantsPage>(`/api/events/${eventId}/participants?after=${pageParam}`, { signal }),
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    enabled,
  });
}

export function useCheckInMutation(eventId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: { userId: number; checkedIn: boolean }) =>
      apiRequest<{ success: true }>(`/api/events/${eventId}/participants/${input.userId}/check-in`, {
        method: 'PUT',
        body: { checkedIn: input.checkedIn },
      }),
    onSuccess: () => void client.invalidateQueries({ queryKey: eventQueryKeys.participants(eventId) }),
  });
}

export function useCalendarFeedQuery(enabled: boolean) {
  return useQuery({
    queryKey: eventQueryKeys.feed(),
    queryFn: ({ signal }) => getJson<TCalendarFeed>('/api/events/calendar-feed', { signal }),
    enabled,
  });
}

export function useRenewFeedMutation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => postJson<TCalendarFeed>('/api/events/calendar-feed/renew'),
    onSuccess: (feed) => client.setQueryData(eventQueryKeys.feed(), feed),
  });
}

export function useEventSettingsQuery(enabled: boolean) {
  return useQuery({
    queryKey: eventQueryKeys.settings(),
    queryFn: ({ signal }) => getJson<TEventSettings>('/api/events/settings', { signal }),
    enabled,
  });
}

export function useEventSettingsMutation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (settings: TEventSettings) =>
      apiRequest<TEventSettings>('/api/events/settings', { method: 'PUT', body: settings }),
    onSuccess: (settings) => client.setQueryData(eventQueryKeys.settings(), settings),
  });
}
