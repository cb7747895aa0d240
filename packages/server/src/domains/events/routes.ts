import type { TApp, TDeps } from '../../platform/types.ts';

/** Endpoints of events (a later issue builds them; until then the prefetch lists from real, empty tables). */
export function registerEventRoutes(_app: TApp, _deps: TDeps) {}
