import type { TDomain } from '../../platform/types.ts';
import { registerClosedAreaRoutes } from './routes.ts';

/** Closed areas: membership, joining with versioned terms, the primary area. */
export const closedAreasDomain: TDomain = {
  name: 'closed-areas',
  register(app, deps) {
    registerClosedAreaRoutes(app, deps);
  },
};
