import type { TDomain } from '../../platform/types.ts';
import { closedAreasAccountData } from './account-data.ts';
import { registerClosedAreaRoutes } from './routes.ts';

/** Closed areas: membership, versioned terms, leaving, the area home, sponsor statistics, the primary area. */
export const closedAreasDomain: TDomain = {
  name: 'closed-areas',
  register(app, deps) {
    deps.accountData.add('closed-areas', closedAreasAccountData);
    registerClosedAreaRoutes(app, deps);
  },
};
