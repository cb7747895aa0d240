import type { TApp, TDeps } from '../../platform/types.ts';

/** Endpoints of the centre column's search over people, groups, wiki pages and job ads. */
export function registerSearchRoutes(_app: TApp, _deps: TDeps) {}
