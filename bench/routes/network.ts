import type { TBenchRoute } from './types.ts';

/** Bench routes of the network domain. */
export const networkRoutes: TBenchRoute[] = [];
