/**
 * Where a click on a notification leads (000 §2), as a pure table: the page performs the result.
 * Type rules come first; then the server's `clickAction` decides.
 */
import { UROCAMPUS_AREA_ID } from '@pflegepuls/shared/constants';
import type { TNotification } from '@pflegepuls/shared/notifications';

export type TNotificationClick =
  | { kind: 'chat'; userName: string | null }
  | { kind: 'navigate'; to: string }
  /** Navigate to the closed area, then fire the `areaChanged` event. */
  | { kind: 'area'; to: string; areaId: number }
  | { kind: 'comments'; target: { type: 'post' | 'moment'; id: number } }
  | { kind: 'none' };

const MOMENT_DRAWER_TYPES = new Set(['moment_comment', 'moment_like', 'moment_reaction']);
/** Closed-area pages a notification may open directly. */
const CLOSED_AREA_PATH = /^\/closed_area\/\d+(\/(moments|groups|groups\/\d+|events|events\/\d+))?\/?$/;
/** The community's group pages (docs/groups.md). */
const COMMUNITY_GROUP_PATH = /^\/gruppen(\/\d+)?\/?$/;

/** `url` plus `params` as a query string (params win over nothing: the url keeps its own query). */
export function withQuery(url: string, params: Record<string, string | number>): string {
  const entries = Object.entries(params);
  if (entries.length === 0) return url;
  const query = new URLSearchParams(entries.map(([key, value]) => [key, String(value)])).toString();
  return `${url}${url.includes('?') ? '&' : '?'}${query}`;
}

function toNumber(value: string | number | undefined): number | null {
  const n = Number(value);
  return Number.isInteger(n) && n > 0 ? n : null;
}

/** Resolves a click on `notification`; `isMobile` selects drawers over pages. */
export function resolveNotificationClick(
  notification: Pick<TNotification, 'messageType' | 'clickAction' | 'sender' | 'moment'>,
  options: { isMobile: boolean },
): TNotificationClick {
  const { messageType, clickAction } = notification;
  if (messageType === 'direct_message')
    return { kind: 'chat', userName: notification.sender?.username ?? null };
  if (messageType === 'connection_request') return { kind: 'navigate', to: '/netzwerk/einladungen' };
  if (messageType === 'request') return { kind: 'navigate', to: '/networkv2/requests' };
  if (messageType.includes('_days_inactive_in_urocampus')) {
    return { kind: 'area', to: `/closed_area/${UROCAMPUS_AREA_ID}`, areaId: UROCAMPUS_AREA_ID };
  }
  if (options.isMobile && MOMENT_DRAWER_TYPES.has(messageType)) {
    const id = notification.moment?.id ?? toNumber(clickAction.params['moment']);
    if (id) return { kind: 'comments', target: { type: 'moment', id } };
  }
  if (clickAction.type !== 'navigate' || !clickAction.url) return { kind: 'none' };
  const { url, params } = clickAction;
  if (CLOSED_AREA_PATH.test(url) || COMMUNITY_GROUP_PATH.test(url)) return { kind: 'navigate', to: url };
  if (url === '/notifications') return { kind: 'navigate', to: url };
  const postId = toNumber(params['postId']);
  if (url.includes('/post/') && postId) return { kind: 'comments', target: { type: 'post', id: postId } };
  const momentId = toNumber(params['moment']);
  if (url.includes('/feed') && momentId && options.isMobile) {
    return { kind: 'comments', target: { type: 'moment', id: momentId } };
  }
  return { kind: 'navigate', to: withQuery(url, params) };
}
