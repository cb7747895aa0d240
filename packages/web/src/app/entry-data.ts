/**
 * The API answers the first paint of an entry path shows, by path: the build writes them into
 * index.html (vite.config.ts), and the server writes them as preload links into a member's page
 * (platform/spa.ts on the server), so they load while the app's script is still loading. The page's `prepareFirstPaint` (routes.tsx) asks for the same addresses and gets the
 * preloaded answers; e2e/budget.test.ts fails when one of them is asked for twice.
 * Read only by the build: nothing in the app imports this module.
 */
import { PATHS } from '../platform/paths.ts';
import { CHANNELS_PATH, feedPath, getFeedParams } from '../domains/feed/feed-params.ts';
import { getMomentsPageWindow, momentsPath } from '../domains/moments/moments-paths.ts';
import { notificationsPath } from '../domains/notifications/notifications-paths.ts';

const FEED_PARAMS = getFeedParams(PATHS.feed, new URLSearchParams(), undefined);

export const ENTRY_PAGE_DATA: Readonly<Record<string, readonly string[]>> = {
  [PATHS.feed]: [
    feedPath(FEED_PARAMS, null),
    momentsPath(FEED_PARAMS.closedAreaId, getMomentsPageWindow(0)),
    CHANNELS_PATH,
  ],
  [PATHS.moments]: [momentsPath(null, getMomentsPageWindow(0))],
  [PATHS.notifications]: [notificationsPath(null)],
};
