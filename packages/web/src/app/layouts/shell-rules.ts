/**
 * Which frame a path gets (000 §2 "Page shell", "Mobile bottom bar", "Floating create button"), as pure
 * functions of the pathname so the rules are unit-tested and every shell part asks the same place.
 */
import { UROCAMPUS_AREA_ID } from '@pflegepuls/shared/constants';

export type TArea = { kind: 'community' } | { kind: 'closedArea'; closedAreaId: number } | { kind: 'admin' };

/** Page types of the spec's page-shell wrapper, plus the app's own frame pages. */
export type TPageType =
  | 'feed'
  | 'moments'
  | 'post'
  | 'job'
  | 'jobads'
  | 'company'
  | 'companies'
  | 'userProfile'
  | 'userNotification'
  | 'settings'
  | 'network'
  | 'networkDiscover'
  | 'networkv2'
  | 'wiki'
  | 'medkai'
  | 'chat'
  | 'chats'
  | 'menu'
  | 'closedAreaHome'
  | 'groups'
  | 'events'
  | 'legal'
  | 'admin'
  | 'other';

export type TBottomBarMode = 'normal' | 'closedArea' | 'admin' | null;

export const BOTTOM_BAR_HEIGHT_PX = 64;
/** Scroll-down time after which the hidden bar drops its blur (000 §2 "blur fades after 1s of scroll-down"). */
export const BOTTOM_BAR_BLUR_FADE_MS = 1000;

const CLOSED_AREA = /^\/closed_area\/(\d+)(\/.*)?$/;

function trimPath(pathname: string): string {
  return pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
}

/** The area a path belongs to: a closed area (by id), the admin dashboard or the general community. */
export function getAreaFromPath(pathname: string): TArea {
  const path = trimPath(pathname);
  const closed = CLOSED_AREA.exec(path);
  if (closed) return { kind: 'closedArea', closedAreaId: Number(closed[1]) };
  if (path === '/admin-dashboard' || path.startsWith('/admin-dashboard/')) return { kind: 'admin' };
  return { kind: 'community' };
}

/** The page type of a path (000 §2 "A wrapper picks the shell by page type"). */
export function getPageType(pathname: string): TPageType {
  const path = trimPath(pathname);
  const closed = CLOSED_AREA.exec(path);
  if (closed) {
    const rest = closed[2] ?? '';
    if (rest === '' || rest === '/feed') return 'closedAreaHome';
    if (rest.startsWith('/feed/')) return 'post';
    if (rest === '/moments') return 'moments';
    if (rest.startsWith('/groups')) return 'groups';
    if (rest.startsWith('/events')) return 'events';
    if (rest.startsWith('/wiki')) return 'wiki';
    if (rest === '/benachrichtigungen') return 'userNotification';
    if (rest === '/menu') return 'menu';
    if (rest === '/datenschutzbestimmungen') return 'legal';
    return 'other';
  }
  if (path.startsWith('/admin-dashboard')) return 'admin';
  if (path === '/feed' || /^\/[a-z0-9-]+-community$/.test(path) || path === '/arbeitgeber-feed')
    return 'feed';
  if (path.startsWith('/feed/')) return 'post';
  if (path === '/moments') return 'moments';
  if (/^\/[a-z0-9-]+-wiki(\/|$)/.test(path)) return 'wiki';
  if (path === '/medkai') return 'medkai';
  if (path === '/chats') return 'chats';
  if (path.startsWith('/chat/')) return 'chat';
  if (path === '/menu') return 'menu';
  if (path === '/einstellungen') return 'settings';
  if (path === '/benachrichtigungen') return 'userNotification';
  if (path.startsWith('/profile/') || path.startsWith('/user/')) return 'userProfile';
  if (path === '/netzwerk/entdecken' || path === '/network/entdecken') return 'networkDiscover';
  if (path.startsWith('/networkv2')) return 'networkv2';
  if (/^\/(network|netzwerk)(\/|$)/.test(path)) return 'network';
  if (path === '/stellenangebote') return 'jobads';
  if (path.includes('stellenanzeige/')) return 'job';
  if (path === '/arbeitgeberprofile') return 'companies';
  if (path.startsWith('/arbeitgeber/')) return 'company';
  if (['/datenschutz', '/impressum', '/eula', '/about'].includes(path)) return 'legal';
  return 'other';
}

export type TShellConfig = {
  /** MedKai takes the whole width on desktop: no search bar, no right panel (000 §1). */
  isFullWidth: boolean;
  hasSearchBar: boolean;
  hasRightPanel: boolean;
};

/** The desktop frame of a page type. */
export function getShellConfig(pageType: TPageType): TShellConfig {
  if (pageType === 'medkai') return { isFullWidth: true, hasSearchBar: false, hasRightPanel: false };
  if (pageType === 'admin') return { isFullWidth: true, hasSearchBar: false, hasRightPanel: false };
  return { isFullWidth: false, hasSearchBar: true, hasRightPanel: true };
}

const NORMAL_BAR_PAGES = new Set<TPageType>([
  'feed',
  'moments',
  'network',
  'networkDiscover',
  'networkv2',
  'userNotification',
  'menu',
  'jobads',
  'companies',
  'wiki',
  'chats',
]);
const CLOSED_AREA_BAR_PAGES = new Set<TPageType>([
  'closedAreaHome',
  'moments',
  'wiki',
  'events',
  'groups',
  'userNotification',
  'menu',
]);

/**
 * The bottom bar a path shows on a phone (000 §2): the closed-area bar on a closed area's list pages,
 * the normal bar on the community's list pages (never inside a closed area), the admin bar on every
 * page of the admin dashboard (001 §2.4), none on detail pages and full-screen pages (MedKai, a chat).
 */
export function getBottomBarMode(pathname: string): TBottomBarMode {
  const area = getAreaFromPath(pathname);
  const pageType = getPageType(pathname);
  if (area.kind === 'closedArea') {
    const isDetail = /\/(groups|events)\/\d+/.test(pathname);
    return CLOSED_AREA_BAR_PAGES.has(pageType) && !isDetail ? 'closedArea' : null;
  }
  if (area.kind === 'admin') return 'admin';
  return NORMAL_BAR_PAGES.has(pageType) ? 'normal' : null;
}

/** The floating create button is on the feed and moments pages (000 §2). */
export function hasCreateButton(pathname: string): boolean {
  const pageType = getPageType(pathname);
  return pageType === 'feed' || pageType === 'moments' || pageType === 'closedAreaHome';
}

/** Base path of a closed area's pages. */
export function getClosedAreaPath(closedAreaId: number = UROCAMPUS_AREA_ID): string {
  return `/closed_area/${closedAreaId}`;
}

/** The area switcher's kind of an area (every closed area is shown as the Urocampus tile today). */
export function toAreaKind(area: TArea): 'community' | 'urocampus' | 'admin' {
  return area.kind === 'closedArea' ? 'urocampus' : area.kind;
}

/** True when `to` is the current page or a page below it. */
export function isActivePath(pathname: string, to: string): boolean {
  return pathname === to || pathname.startsWith(`${to}/`);
}

/** The phone bottom bar's reaction to scrolling (000 §2). */
export type TBottomBarScroll = {
  /** The last scroll position seen. */
  y: number;
  /** When the current scroll-down began (ms); null while not scrolling down. */
  downSince: number | null;
  isHidden: boolean;
  isBlurred: boolean;
};

export const BOTTOM_BAR_AT_TOP: TBottomBarScroll = {
  y: 0,
  downSince: null,
  isHidden: false,
  isBlurred: true,
};

/**
 * The bottom bar after the page scrolled to `y` at `now` (ms); a timer calls it with the same `y` to
 * let the blur fade. Scrolling down past the bar's height hides the bar at once and drops its blur
 * after BOTTOM_BAR_BLUR_FADE_MS (a backdrop blur costs on every frame, even on a bar nobody sees);
 * the first scroll up, or the top of the page, brings both back.
 */
export function getBottomBarScroll(state: TBottomBarScroll, y: number, now: number): TBottomBarScroll {
  if (y < state.y || y <= 0) return { ...BOTTOM_BAR_AT_TOP, y };
  const isScrollingDown = y > state.y && y > BOTTOM_BAR_HEIGHT_PX;
  const downSince = isScrollingDown ? (state.downSince ?? now) : state.downSince;
  return {
    y,
    downSince,
    isHidden: downSince !== null,
    isBlurred: downSince === null || now - downSince < BOTTOM_BAR_BLUR_FADE_MS,
  };
}
