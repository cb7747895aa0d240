import type { TApp, TDeps } from '../../platform/types.ts';

/** Endpoints of the online heartbeat (001 §7.3). */
export function registerPresenceRoutes(_app: TApp, _deps: TDeps) {}
