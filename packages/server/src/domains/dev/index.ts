import type { TDomain } from '../../platform/types.ts';
import { registerDevRoutes } from './routes.ts';

/** Dev: the local outbox viewer (never in production). */
export const devDomain: TDomain = {
  name: 'dev',
  register(app, deps) {
    registerDevRoutes(app, deps);
  },
};
