import type { TDomain } from '../../platform/types.ts';
import { registerGroupRoutes } from './routes.ts';
import { deleteGroupMemberships, exportGroupMemberships } from './service.ts';

/** Groups: the group list of the shell (the groups issue builds the rest). */
export const groupsDomain: TDomain = {
  name: 'groups',
  register(app, deps) {
    deps.accountData.add('groups', {
      exportSections: { groupMemberships: exportGroupMemberships },
      deletion: deleteGroupMemberships,
    });
    registerGroupRoutes(app, deps);
  },
};
