import type { TDomain } from '../../platform/types.ts';
import { registerModerationRoutes } from './routes.ts';

/** Moderation (issue 24): reports, blocks and mutes, the admins' queue, actions and appeals. */
export const moderationDomain: TDomain = {
  name: 'moderation',
  register(app, deps) {
    registerModerationRoutes(app, deps);
  },
};
