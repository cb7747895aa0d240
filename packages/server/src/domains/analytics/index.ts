import type { TDomain } from '../../platform/types.ts';
import { registerAnalyticsRoutes } from './routes.ts';
import { registerOnboardingAnalyticsRoutes } from './onboarding-routes.ts';

/** Analytics: the registration and onboarding funnels' sessions and events. */
export const analyticsDomain: TDomain = {
  name: 'analytics',
  register(app, deps) {
    registerAnalyticsRoutes(app, deps);
    registerOnboardingAnalyticsRoutes(app, deps);
  },
};
