/** Addresses of the Real Talk list (free of browser code: the build reads them too, app/entry-data.ts). */
import { MOMENTS_FOLLOWUP_PREFETCH, MOMENTS_INITIAL_PREFETCH } from '@pflegepuls/shared/constants';

/** `skip`/`take` of the page after `loaded` moments: 5 first, then 15 (000 §9). */
export function getMomentsPageWindow(loaded: number): { skip: number; take: number } {
  return loaded === 0
    ? { skip: 0, take: MOMENTS_INITIAL_PREFETCH }
    : { skip: loaded, take: MOMENTS_FOLLOWUP_PREFETCH };
}

/** The API address of the list's page `window`, newest first, of the community or a closed area. */
export function momentsPath(closedAreaId: number | null, window: { skip: number; take: number }): string {
  const query = new URLSearchParams({
    orderBy: 'created_at',
    orderDirection: 'desc',
    skip: String(window.skip),
    take: String(window.take),
  });
  if (closedAreaId !== null) query.set('closedAreaId', String(closedAreaId));
  return `/api/moments?${query}`;
}
