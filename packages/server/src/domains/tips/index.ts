import type { TDomain } from '../../platform/types.ts';
import { registerTipRoutes } from './routes.ts';

/** Tips: the tip of the day. */
export const tipsDomain: TDomain = {
  name: 'tips',
  register(app, deps) {
    registerTipRoutes(app, deps);
  },
};
