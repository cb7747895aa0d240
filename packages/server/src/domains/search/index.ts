import type { TDomain } from '../../platform/types.ts';
import { registerSearchRoutes } from './routes.ts';

/** Search: people (and groups, wiki pages, job ads once they exist). */
export const searchDomain: TDomain = {
  name: 'search',
  register(app, deps) {
    registerSearchRoutes(app, deps);
  },
};
