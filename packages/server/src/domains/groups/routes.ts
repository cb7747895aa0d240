import type { TApp, TDeps } from '../../platform/types.ts';

/** Endpoints of groups (a later issue builds them; until then the prefetch lists from real, empty tables). */
export function registerGroupRoutes(_app: TApp, _deps: TDeps) {}
