/**
 * The stages of the large seed, in order. A feature issue adds its stage in a file of its own
 * (`seed-stages/<domain>.ts`, exporting `create…Stage()`) and appends it here; the bench notices
 * the changed list and reseeds on its next run.
 */
import type { TSeedStage } from './types.ts';
import { createAdminRollupsStage } from './admin.ts';
import { createChannelFollowsStage } from './channel-follows.ts';
import { createChatStage } from './chat.ts';
import { createEventMembersStage, createEventsStage } from './events.ts';
import {
  createBenchAdminsStage,
  createOnboardingFunnelStage,
  createRegistrationFunnelStage,
} from './funnels.ts';
import { createFeedStage } from './feed.ts';
import { createJobsStages } from './jobs.ts';
import {
  createGroupMembershipsStage,
  createGroupPostsStage,
  createGroupsStage,
  createUrocampusMembersStage,
} from './groups.ts';
import { createMatcherTalentsStage } from './matcher.ts';
import { createNetworkStage } from './network.ts';
import { createNotificationsStage } from './notifications.ts';
import { createOnboardingStage } from './onboarding.ts';
import { createPresenceStage } from './presence.ts';
import { createUsersStage } from './users.ts';
import { createWikiStage } from './wiki.ts';

export type { TSeedContext, TSeedStage } from './types.ts';
export { countRows, resetIdSequence } from './helpers.ts';

/** A fresh list of stage objects (stages keep per-run state such as their faker). */
export function createSeedStages(): TSeedStage[] {
  return [
    createUsersStage(),
    createOnboardingStage(),
    createNetworkStage(),
    createFeedStage(),
    createChannelFollowsStage(),
    createNotificationsStage(),
    createUrocampusMembersStage(),
    createGroupsStage(),
    createGroupMembershipsStage(),
    createGroupPostsStage(),
    createChatStage(),
    createEventsStage(),
    createEventMembersStage(),
    ...createJobsStages(),
    createRegistrationFunnelStage(),
    createOnboardingFunnelStage(),
    createBenchAdminsStage(),
    createPresenceStage(),
    createMatcherTalentsStage(),
    createWikiStage(),
    // Last: it counts what the stages before wrote.
    createAdminRollupsStage(),
  ];
}
