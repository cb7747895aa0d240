import type { TDomain } from '../../platform/types.ts';
import { momentsAccountData } from './account-data.ts';
import { loadMomentItems } from './moments.ts';
import { registerMomentRoutes } from './routes.ts';

/** What other domains read of moments: the merged feed presents moments with this loader. */
export { loadMomentItems };

/** Moments: anonymous Real Talk posts, reactions and comments. */
export const momentsDomain: TDomain = {
  name: 'moments',
  register(app, deps) {
    deps.accountData.add('moments', momentsAccountData);
    registerMomentRoutes(app, deps);
  },
};
