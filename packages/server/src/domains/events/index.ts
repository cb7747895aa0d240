import type { TDomain } from '../../platform/types.ts';
import { registerEventRoutes } from './routes.ts';
import { deleteEventMemberships, exportEventMemberships } from './service.ts';

/** Events: the event list of the shell (the events issue builds the rest). */
export const eventsDomain: TDomain = {
  name: 'events',
  register(app, deps) {
    deps.accountData.add('events', {
      exportSections: { eventMemberships: exportEventMemberships },
      deletion: deleteEventMemberships,
    });
    registerEventRoutes(app, deps);
  },
};
