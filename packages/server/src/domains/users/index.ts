import type { TDomain } from '../../platform/types.ts';
import { registerUserRoutes } from './routes.ts';

/** Users: profiles, pictures, CV entries, settings, export and account deletion. */
export const usersDomain: TDomain = {
  name: 'users',
  register(app, deps) {
    registerUserRoutes(app, deps);
  },
};
