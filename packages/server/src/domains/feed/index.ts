import type { TDomain } from '../../platform/types.ts';
import { feedAccountData } from './account-data.ts';
import type { TMomentItemsLoader } from './hydrate.ts';
import { registerFeedRoutes } from './routes.ts';

/**
 * Feed: posts, channels, comments, likes, surveys and the merged feed. The merged feed shows moments
 * through the moments domain's loader, which app.ts passes in.
 */
export function createFeedDomain(items: { loadMomentItems: TMomentItemsLoader }): TDomain {
  return {
    name: 'feed',
    register(app, deps) {
      deps.accountData.add('feed', feedAccountData);
      registerFeedRoutes(app, deps, items.loadMomentItems);
    },
  };
}
