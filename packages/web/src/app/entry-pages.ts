/**
 * Page modules the build must know by name (paths under src/, as routes.tsx's page table names
 * them). One place, two readers: routes.tsx loads its pages from these names, and the build
 * (vite.config.ts) uses them to name entry chunks and to group the first paint's modules.
 */
import { PATHS } from '../platform/paths.ts';

/** The pages routes.tsx renders outside the member layout (anyone may open them). */
export const PUBLIC_PAGES = {
  landing: './domains/auth/pages/landing-page.tsx',
  oneTimeLogin: './domains/auth/pages/one-time-login-page.tsx',
  legal: './app/pages/legal-page.tsx',
  notFound: './app/pages/not-found-page.tsx',
} as const;

const MEMBER_LAYOUT = './app/layouts/member-layout.tsx';
const FEED_PAGE = './domains/feed/pages/feed-page.tsx';
const MOMENTS_PAGE = './domains/moments/pages/moments-page.tsx';
const NOTIFICATIONS_PAGE = './domains/notifications/pages/notifications-page.tsx';
export const MEMBER_PAGES = { layout: MEMBER_LAYOUT, feed: FEED_PAGE } as const;

/** The admin dashboard: what only it reaches does not shape the member shells' chunks (vite.config.ts). */
export const ADMIN_PAGE = './domains/admin/pages/admin-dashboard-page.tsx';

/**
 * The page modules each entry path renders first: routes.tsx loads them before the first render,
 * and the build names their chunks in index.html, so /boot.js fetches them next to the entry
 * instead of after it. A path missing here only loses that head start.
 */
export const ENTRY_PAGE_MODULES: Readonly<Record<string, readonly string[]>> = {
  [PATHS.landing]: [PUBLIC_PAGES.landing],
  [PATHS.oneTimeLogin]: [PUBLIC_PAGES.oneTimeLogin],
  [PATHS.feed]: [MEMBER_LAYOUT, FEED_PAGE],
  [PATHS.moments]: [MEMBER_LAYOUT, MOMENTS_PAGE],
  [PATHS.notifications]: [MEMBER_LAYOUT, NOTIFICATIONS_PAGE],
};

/**
 * What the first paint of /feed loads besides the entry, by shell (the build merges each group's
 * modules into one chunk; vite.config.ts says why): the member layout with the feed and its create
 * button, and the lazy parts each shell shows at once.
 */
export const FIRST_PAINT_MODULES = {
  member: [MEMBER_LAYOUT, FEED_PAGE, './app/layouts/create-fab.tsx'],
  phone: ['./app/layouts/mobile-shell.tsx'],
  desktop: [
    './app/layouts/desktop-shell.tsx',
    './app/layouts/right-panel.tsx',
    './domains/search/search-box.tsx',
  ],
} as const;

/**
 * Entry pages outside /feed whose own modules the build merges into one chunk each (vite.config.ts):
 * members open /benachrichtigungen first from a push notification, and its page alone reached some
 * fifteen small chunks (answers to invitations, MUI's Chip, Alert, Divider, …), each a request.
 */
export const ENTRY_PAGE_GROUPS = { notifications: [NOTIFICATIONS_PAGE] } as const;
