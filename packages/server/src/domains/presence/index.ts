import type { TDomain } from '../../platform/types.ts';
import { registerPresenceRoutes } from './routes.ts';
import { deleteActivity, exportActivity } from './service.ts';

/** Presence: the online heartbeat, last seen and daily activity. */
export const presenceDomain: TDomain = {
  name: 'presence',
  register(app, deps) {
    deps.accountData.add('presence', {
      exportSections: { activityDays: exportActivity },
      deletion: deleteActivity,
    });
    registerPresenceRoutes(app, deps);
  },
};
