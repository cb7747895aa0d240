import type { TBenchRoute } from './types.ts';

/** Bench routes of the feed domain. */
export const feedRoutes: TBenchRoute[] = [];
