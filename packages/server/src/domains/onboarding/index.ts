import type { TDomain } from '../../platform/types.ts';
import { registerOnboardingRoutes } from './routes.ts';

/** Onboarding: the wizard's answers and the postal-code check. */
export const onboardingDomain: TDomain = {
  name: 'onboarding',
  register(app, deps) {
    registerOnboardingRoutes(app, deps);
  },
};
