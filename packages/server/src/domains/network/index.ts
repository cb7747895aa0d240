import type { TDomain } from '../../platform/types.ts';
import { networkAccountData } from './account-data.ts';
import { registerNetworkRoutes } from './routes.ts';

/** Network: connections, requests and suggestions. */
export const networkDomain: TDomain = {
  name: 'network',
  register(app, deps) {
    deps.accountData.add('network', networkAccountData);
    registerNetworkRoutes(app, deps);
  },
};
