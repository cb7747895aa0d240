import type { TApp, TDeps } from '../../platform/types.ts';

/** Endpoints of posts, comments, likes, surveys and the merged feed (000 §7). */
export function registerFeedRoutes(_app: TApp, _deps: TDeps) {}
