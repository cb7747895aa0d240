/** Events (000 §2, §3). */
import { z } from './zod.ts';

export const EVENT_MESSAGES = {
  // 000 §8
  invalidEventId: 'Invalid event ID',
} as const;

export const EVENT_MEMBER_STATUSES = ['invited', 'attending', 'declined'] as const;
export type TEventMemberStatus = (typeof EVENT_MEMBER_STATUSES)[number];

/** An event visible to me; `authUserMember*` are null when I have no membership row. */
export const ZEventListItem = z.object({
  id: z.number(),
  title: z.string(),
  description: z.string().nullable(),
  location: z.string().nullable(),
  closedAreaId: z.number().nullable(),
  startsAt: z.number(),
  endsAt: z.number().nullable(),
  authUserMemberStatus: z.enum(EVENT_MEMBER_STATUSES).nullable(),
  authUserMemberId: z.number().nullable(),
});
export type TEventListItem = z.infer<typeof ZEventListItem>;

/**
 * `GET /api/event/closed_area/events/{areaId}/{groupId}` (the shell prefetches `-1/null`: all my
 * areas, any group): upcoming and running events, soonest first, at most EVENTS_LIST_MAX.
 */
export const EVENTS_LIST_MAX = 100;
export const ZEventsAnswer = z.object({ data: z.array(ZEventListItem) });
export type TEventsAnswer = z.infer<typeof ZEventsAnswer>;
