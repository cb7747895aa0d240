import type { TDomain } from '../../platform/types.ts';
import { registerCompanyRoutes } from './routes.ts';
import { deleteCompanyMemberships, exportCompanyMemberships } from './service.ts';

/** Companies: employer profiles, locations, company members and the admins' tools (docs/companies.md). */
export const companiesDomain: TDomain = {
  name: 'companies',
  register(app, deps) {
    deps.accountData.add('companies', {
      exportSections: { companyMemberships: exportCompanyMemberships },
      deletion: deleteCompanyMemberships,
    });
    registerCompanyRoutes(app, deps);
  },
};
