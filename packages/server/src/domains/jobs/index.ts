import type { TDomain } from '../../platform/types.ts';
import { registerJobRoutes } from './routes.ts';
import { deleteSavedJobAds, exportSavedJobAds } from './service.ts';

/** Job ads: the list with distance and filters, the detail, saved ads and the companies' editor (docs/jobs.md). */
export const jobsDomain: TDomain = {
  name: 'jobs',
  register(app, deps) {
    deps.accountData.add('jobs', {
      exportSections: { savedJobAds: exportSavedJobAds },
      deletion: deleteSavedJobAds,
    });
    registerJobRoutes(app, deps);
  },
};
