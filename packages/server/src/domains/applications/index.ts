import type { TDomain } from '../../platform/types.ts';
import { applicationsAccountData } from './lifecycle.ts';
import { registerApplicationRoutes } from './routes.ts';

/**
 * Applications to job ads: applying with the profile, the status timeline, the company's pipeline,
 * notes and export, the talent pool and the automatic deletion (docs/applications.md). The daily
 * deletion runs with the notifications domain's daily jobs.
 */
export const applicationsDomain: TDomain = {
  name: 'applications',
  register(app, deps) {
    deps.accountData.add('applications', applicationsAccountData(deps.config));
    registerApplicationRoutes(app, deps);
  },
};
