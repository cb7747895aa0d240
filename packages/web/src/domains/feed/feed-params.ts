import type { TFeedCategory, TFeedListParams, TFeedTab } from './api.ts';

/**
 * The list a feed route asks for (000 §2): `?tab=discover` or Mein Feed, `?category=moments|employer`,
 * /arbeitgeber-feed always `employer`, `?channel=slug` a channel's own feed, and the closed area of
 * /closed_area/:id routes.
 */
export function getFeedParams(
  pathname: string,
  search: URLSearchParams,
  areaId: string | undefined,
): TFeedListParams {
  const closedAreaId = areaId && /^\d+$/.test(areaId) ? Number(areaId) : null;
  const tab: TFeedTab = search.get('tab') === 'discover' ? 'discover' : 'my';
  const queryCategory = search.get('category');
  let category: TFeedCategory | null =
    queryCategory === 'moments' || queryCategory === 'employer' ? queryCategory : null;
  if (pathname.replace(/\/+$/, '') === '/arbeitgeber-feed') category = 'employer';
  const channel = category === null ? (search.get('channel')?.trim().slice(0, 64) ?? '') : '';
  return { tab, category, closedAreaId, channel: channel || null };
}

/** The feed path of a channel, in the community or inside a closed area. */
export function channelPath(slug: string, closedAreaId: number | null): string {
  const base = closedAreaId === null ? '/feed' : `/closed_area/${closedAreaId}/feed`;
  return `${base}?channel=${encodeURIComponent(slug)}`;
}
