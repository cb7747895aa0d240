import type { TApp, TDeps } from '../../platform/types.ts';

/** Endpoints of notifications, counts, realtime delivery and web push (000 §7). */
export function registerNotificationRoutes(_app: TApp, _deps: TDeps) {}
