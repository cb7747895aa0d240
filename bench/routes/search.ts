/**
 * Bench route of the search bar (docs/search.md): all four types at once for a word that hits 5,000
 * wiki pages of the large seed (seed-stages/wiki.ts); the wiki's own search is `wiki/search`.
 */
import type { TBenchRoute } from './types.ts';

export const searchRoutes: TBenchRoute[] = [
  // 600 members in turn: the search bar allows a member 120 searches a minute.
  { name: 'search/bar', auth: true, members: 600, request: '/api/search?q=wundversorgung' },
];
