import type { TFeedCategory, TFeedListParams, TFeedTab } from './api.ts';

/**
 * The list a feed route asks for (000 §2): `?tab=discover` or Mein Feed, `?category=moments|employer`,
 * /arbeitgeber-feed always `employer`, and the closed area of /closed_area/:id routes.
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
  return { tab, category, closedAreaId };
}
