import type { TLegalAnswer } from '@pflegepuls/shared/legal';
import { useQuery } from '@tanstack/react-query';
import { getJson } from '../../platform/http.ts';

export const legalQueryKeys = { details: () => ['legal'] as const };

/** The operator's details (`GET /api/legal`): they change only with a new configuration. */
export function useLegalDetailsQuery() {
  return useQuery({
    queryKey: legalQueryKeys.details(),
    queryFn: ({ signal }) => getJson<TLegalAnswer>('/api/legal', { signal }),
    staleTime: Infinity,
  });
}
