import type { TDomain } from '../../platform/types.ts';
import { exportJobSearches } from './alerts.ts';
import { registerJobAdHead } from './page-head.ts';
import { registerJobRoutes } from './routes.ts';
import { deleteSavedJobAds, exportSavedJobAds } from './service.ts';

/** Job ads: the list with distance and filters, the detail, saved ads and the companies' editor (docs/jobs.md). */
export const jobsDomain: TDomain = {
  name: 'jobs',
  register(app, deps) {
    deps.accountData.add('jobs', {
      exportSections: { savedJobAds: exportSavedJobAds, jobSearches: exportJobSearches },
      // Deleted members stay as "Gelöschtes Mitglied" rows, so no cascade removes their searches.
      deletion: async (trx, userId) => {
        await deleteSavedJobAds(trx, userId);
        await trx.deleteFrom('job_searches').where('user_id', '=', userId).execute();
      },
    });
    registerJobRoutes(app, deps);
    registerJobAdHead(deps.pageHeads, deps.database.db, deps.config.publicUrl);
  },
};
