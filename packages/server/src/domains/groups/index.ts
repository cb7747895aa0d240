import type { TDomain } from '../../platform/types.ts';
import { handleGroupPostCreated } from './posts.ts';
import { registerGroupRoutes } from './routes.ts';
import { deleteGroupMemberships, exportGroupMemberships } from './service.ts';

/** Groups: lists, the group page, join modes, roles, invitations and group posts (docs/groups.md). */
export const groupsDomain: TDomain = {
  name: 'groups',
  register(app, deps) {
    deps.accountData.add('groups', {
      exportSections: { groupMemberships: exportGroupMemberships },
      deletion: deleteGroupMemberships,
    });
    // New group posts reach the members whose setting asks for them.
    deps.events.subscribe(async (event) => {
      if (event.type === 'group_post_created')
        await handleGroupPostCreated(deps.database.db, deps.events, event);
    });
    registerGroupRoutes(app, deps);
  },
};
