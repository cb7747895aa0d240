import type { TApp, TDeps } from '../../platform/types.ts';

/** Endpoints of tips of the day for the right panel. */
export function registerTipRoutes(_app: TApp, _deps: TDeps) {}
