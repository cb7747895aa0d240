import type { TDomain } from '../../platform/types.ts';
import { registerSponsoredRoutes } from './routes.ts';

/** Sponsored: the closed area's sponsored items. */
export const sponsoredDomain: TDomain = {
  name: 'sponsored',
  register(app, deps) {
    registerSponsoredRoutes(app, deps);
  },
};
