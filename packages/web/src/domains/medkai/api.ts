/** The member's MedKai hash, asked fresh on every visit of the page (a rotated secret changes it). */
import type { TAuthenticatedUser } from '@pflegepuls/shared/profile';
import { useQuery } from '@tanstack/react-query';
import { getJson } from '../../platform/http.ts';

export const medkaiQueryKeys = {
  all: ['medkai'] as const,
  hash: () => [...medkaiQueryKeys.all, 'hash'] as const,
};

type TMedkaiMember = { id: number; medkaiHash: string | null };

/** The own id and medkaiHash from `/api/user/me`; never cached between visits. */
export function useMedkaiMemberQuery(enabled = true) {
  return useQuery({
    enabled,
    queryKey: medkaiQueryKeys.hash(),
    queryFn: async ({ signal }): Promise<TMedkaiMember> => {
      const me = await getJson<TAuthenticatedUser>('/api/user/me', { signal });
      return { id: me.id, medkaiHash: me.medkaiHash };
    },
    gcTime: 0,
    staleTime: 0,
    retry: 1,
  });
}
