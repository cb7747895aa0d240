import type { TDomain } from '../../platform/types.ts';
import { deleteDiscreetCompanies, exportDiscreetCompanies } from './discreet.ts';
import { registerCompanyRoutes } from './routes.ts';
import { deleteCompanyMemberships, exportCompanyMemberships } from './service.ts';

/** Companies: employer profiles, locations, company members and the admins' tools (docs/companies.md). */
export const companiesDomain: TDomain = {
  name: 'companies',
  register(app, deps) {
    deps.accountData.add('companies', {
      exportSections: {
        companyMemberships: exportCompanyMemberships,
        discreetCompanies: exportDiscreetCompanies,
      },
      deletion: async (trx, userId) => {
        await deleteCompanyMemberships(trx, userId);
        await deleteDiscreetCompanies(trx, userId);
      },
    });
    registerCompanyRoutes(app, deps);
  },
};
