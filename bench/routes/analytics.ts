/**
 * Bench routes of the funnels' admin dashboards (docs/admin.md, "Funnels") on the funnel stages of
 * the large seed: both dashboards, the onboarding choices and the first session pages, each for
 * allTime (the year; the window before it is counted too), under the admin routes' load (admin.ts).
 */
import { ADMIN_PATHS as P } from '@pflegepuls/shared';
import { ADMIN_LOAD } from './admin.ts';
import type { TBenchRoute } from './types.ts';

export const analyticsRoutes: TBenchRoute[] = [
  { name: 'funnels/onboarding dashboard', ...ADMIN_LOAD, request: `${P.onboardingDashboard}?period=allTime` },
  {
    name: 'funnels/registration dashboard',
    ...ADMIN_LOAD,
    request: `${P.registrationDashboard}?period=allTime`,
  },
  { name: 'funnels/field selections', ...ADMIN_LOAD, request: `${P.fieldSelections}?period=allTime` },
  { name: 'funnels/onboarding sessions', ...ADMIN_LOAD, request: `${P.onboardingSessions}?period=allTime` },
  {
    name: 'funnels/registration sessions',
    ...ADMIN_LOAD,
    request: `${P.registrationSessions}?period=allTime`,
  },
  {
    name: 'funnels/abandoned on mobile',
    ...ADMIN_LOAD,
    request: `${P.onboardingSessions}?period=allTime&status=abandoned&device_type=mobile`,
  },
];
