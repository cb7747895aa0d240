import type { TDomain } from '../../platform/types.ts';
import { feedAccountData } from './account-data.ts';
import { registerFeedRoutes } from './routes.ts';

/** Feed: posts, channels, comments, likes, surveys and the merged feed. */
export const feedDomain: TDomain = {
  name: 'feed',
  register(app, deps) {
    deps.accountData.add('feed', feedAccountData);
    registerFeedRoutes(app, deps);
  },
};
