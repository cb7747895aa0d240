import { NETWORK_PATHS } from '@pflegepuls/shared/network-messages';
import type { TBenchRoute } from './types.ts';

/** Bench routes of the network domain: the first pages of the four lists and the badge count. */
export const networkRoutes: TBenchRoute[] = [
  { name: 'network/connections', auth: true, request: NETWORK_PATHS.connections },
  { name: 'network/suggestions', auth: true, request: NETWORK_PATHS.suggestions },
  { name: 'network/suggestions p2', auth: true, request: `${NETWORK_PATHS.suggestions}?skip=20&take=20` },
  { name: 'network/requests', auth: true, request: NETWORK_PATHS.requests },
  { name: 'network/requests count', auth: true, request: NETWORK_PATHS.requestsCount },
];
