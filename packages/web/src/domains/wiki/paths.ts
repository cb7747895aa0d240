/**
 * The wiki's addresses (000 §2): `/{product}-wiki` and `/closed_area/{id}/wiki`, then
 * `/{subCommunityId}/{categoryId}`, optionally `/folders/{folderId}`, then `/pages/{pageId}` or
 * `/files/{fileId}`; a page may also come from the query parameter `page`.
 */
import { PRODUCT_SLUG } from '../../platform/product.ts';

export type TWikiRoute =
  | { view: 'overview' }
  | { view: 'listing'; subCommunityId: number; categoryId: number; folderId: number | null }
  | { view: 'page'; pageId: number }
  | { view: 'file'; fileId: number }
  | { view: 'fallback' };

export function wikiBase(closedAreaId: number | null): string {
  return closedAreaId === null ? `/${PRODUCT_SLUG}-wiki` : `/closed_area/${closedAreaId}/wiki`;
}

const ID = /^[1-9]\d{0,14}$/;

/** The view of a path below the wiki's base (`rest` without leading slash) and its `page` param. */
export function parseWikiRoute(rest: string, pageParam: string | null): TWikiRoute {
  if (pageParam !== null)
    return ID.test(pageParam) ? { view: 'page', pageId: Number(pageParam) } : { view: 'fallback' };
  const parts = rest.split('/').filter(Boolean);
  if (!parts.length) return { view: 'overview' };
  if (
    !parts.every((p, i) => (i % 2 === 0 && i >= 2 ? ['folders', 'pages', 'files'].includes(p) : ID.test(p)))
  )
    return { view: 'fallback' };
  const [sub, category, ...tail] = parts;
  if (!sub || !category) return { view: 'fallback' };
  let folderId: number | null = null;
  if (tail[0] === 'folders' && tail[1]) {
    folderId = Number(tail[1]);
    tail.splice(0, 2);
  }
  if (!tail.length)
    return { view: 'listing', subCommunityId: Number(sub), categoryId: Number(category), folderId };
  if (tail.length === 2 && tail[0] === 'pages') return { view: 'page', pageId: Number(tail[1]) };
  if (tail.length === 2 && tail[0] === 'files') return { view: 'file', fileId: Number(tail[1]) };
  return { view: 'fallback' };
}

export function wikiPlacePath(
  closedAreaId: number | null,
  place: { subCommunityId: number; categoryId: number; folderId: number | null },
): string {
  const folder = place.folderId === null ? '' : `/folders/${place.folderId}`;
  return `${wikiBase(closedAreaId)}/${place.subCommunityId}/${place.categoryId}${folder}`;
}
