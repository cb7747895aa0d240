import type { TApp, TDeps } from '../../platform/types.ts';

/** Endpoints of moments (Real Talk): anonymous posts, reactions, comments, stats (000 §7). */
export function registerMomentRoutes(_app: TApp, _deps: TDeps) {}
