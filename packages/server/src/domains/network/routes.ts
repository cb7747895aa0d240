import type { TApp, TDeps } from '../../platform/types.ts';

/** Endpoints of the personal network: connections, requests, suggestions (000 §7). */
export function registerNetworkRoutes(_app: TApp, _deps: TDeps) {}
