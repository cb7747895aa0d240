/** A feed list's parameters and API addresses; free of browser code, so the build reads them too (app/entry-data.ts). */
import { FEED_PAGE_SIZE } from '@pflegepuls/shared/constants';

export type TFeedTab = 'my' | 'discover';
export type TFeedCategory = 'moments' | 'employer';
export type TFeedListParams = {
  tab: TFeedTab;
  category: TFeedCategory | null;
  closedAreaId: number | null;
  /** A channel's own feed (`?channel=slug`): its posts by time. */
  channel: string | null;
};

/** The channels with the member's follow and mute marks. */
export const CHANNELS_PATH = '/api/channels';

/** The API address of a feed list's page (`cursor` null: the first). */
export function feedPath(params: TFeedListParams, cursor: string | null): string {
  const query = new URLSearchParams({ tab: params.tab, take: String(FEED_PAGE_SIZE) });
  if (params.category) query.set('category', params.category);
  if (params.channel) query.set('channel', params.channel);
  if (params.closedAreaId !== null) query.set('closedAreaId', String(params.closedAreaId));
  if (cursor) query.set('cursor', cursor);
  return `/api/feed?${query}`;
}

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
