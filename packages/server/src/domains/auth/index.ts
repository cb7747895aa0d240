import type { TDomain } from '../../platform/types.ts';
import { registerAuthRoutes } from './routes.ts';
import { registerAppleRoutes } from './apple-routes.ts';

/** Auth: login, registration, password reset, one-time login, Sign in with Apple, logout. */
export const authDomain: TDomain = {
  name: 'auth',
  register(app, deps) {
    registerAuthRoutes(app, deps);
    registerAppleRoutes(app, deps);
  },
};
