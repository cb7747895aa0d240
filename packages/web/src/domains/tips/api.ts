import type { TTipAnswer } from '@pflegepuls/shared/tips';
import { useQuery } from '@tanstack/react-query';
import { getJson } from '../../platform/http.ts';

export const tipQueryKeys = {
  all: ['tips'] as const,
  today: () => [...tipQueryKeys.all, 'today'] as const,
};

/** Tip of the day (the same all day); kept for an hour, it only changes at midnight. */
export function useTipOfTheDayQuery() {
  return useQuery({
    queryKey: tipQueryKeys.today(),
    queryFn: ({ signal }) => getJson<TTipAnswer>('/api/tips/today', { signal }),
    staleTime: 60 * 60_000,
  });
}
