import type { TDomain } from '../../platform/types.ts';
import { registerHealthRoutes } from './routes.ts';

/** Health: the load balancer's check. */
export const healthDomain: TDomain = {
  name: 'health',
  register(app, deps) {
    registerHealthRoutes(app, deps);
  },
};
