import type { TApp, TDeps } from '../../platform/types.ts';

/** Endpoints of closed areas: membership check, join with terms, primary area (000 §4, §7). */
export function registerClosedAreaRoutes(_app: TApp, _deps: TDeps) {}
