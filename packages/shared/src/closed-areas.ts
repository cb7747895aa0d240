/** Closed areas (000 §4, §7): membership, the Urocampus join wizard and the primary area. */
import { z } from './zod.ts';
import { CLOSED_AREA_MESSAGES } from './closed-areas-messages.ts';

const M = CLOSED_AREA_MESSAGES;

/** `GET /api/closed_areas/{id}/check-membership`. */
export const ZClosedAreaMembershipAnswer = z.object({ data: z.object({ is_member: z.boolean() }) });
export type TClosedAreaMembershipAnswer = z.infer<typeof ZClosedAreaMembershipAnswer>;

const ZClosedAreaId = z
  .number({ error: M.closedAreaRequired })
  .int(M.closedAreaRequired)
  .positive(M.closedAreaRequired);

/** `POST /closed_areas/join` (000 §5: joining requires privacyPolicyAccepted true). */
export const ZJoinClosedArea = z.object({
  closedAreaId: ZClosedAreaId,
  privacyPolicyAccepted: z.literal(true, { error: M.privacyPolicyRequired }),
});
export type TJoinClosedArea = z.infer<typeof ZJoinClosedArea>;

export const ZJoinClosedAreaAnswer = z.object({ success: z.literal(true), message: z.string() });
export type TJoinClosedAreaAnswer = z.infer<typeof ZJoinClosedAreaAnswer>;

/** `POST /api/closed_areas/update_primary_area`: `closed_area_id` null removes the Startbereich. */
export const ZUpdatePrimaryArea = z.object({
  closed_area_id: ZClosedAreaId.nullable(),
  go_to_area_after_login: z.boolean().default(false),
});
export type TUpdatePrimaryArea = z.input<typeof ZUpdatePrimaryArea>;

export const ZUpdatePrimaryAreaAnswer = z.object({
  data: z.object({ success: z.literal(true), message: z.string() }),
});
export type TUpdatePrimaryAreaAnswer = z.infer<typeof ZUpdatePrimaryAreaAnswer>;

/** Tile types of an area home (000 §3). */
export const CLOSED_AREA_TILE_TYPES = [
  'alert',
  'email',
  'realTalk',
  'group',
  'feed',
  'events',
  'podcast',
  'video',
] as const;
export type TClosedAreaTileType = (typeof CLOSED_AREA_TILE_TYPES)[number];

/** Tabs of the area home (000 §2: `/closed_area/{id}?tab=discover|my`). */
export const CLOSED_AREA_HOME_TABS = ['discover', 'my'] as const;
export type TClosedAreaHomeTab = (typeof CLOSED_AREA_HOME_TABS)[number];

/** An area with its sponsor branding (logo path, accent colour `#RRGGBB`). */
export const ZClosedArea = z.object({
  id: z.number(),
  name: z.string(),
  slug: z.string(),
  tagline: z.string().nullable(),
  sponsorName: z.string().nullable(),
  logoUrl: z.string().nullable(),
  accentColor: z.string().nullable(),
  termsVersion: z.string(),
  /** Global admin or admin of this area: sees the sponsor statistics. */
  isAreaAdmin: z.boolean(),
});
export type TClosedArea = z.infer<typeof ZClosedArea>;

/** One upcoming event as tiles and the "my" tab show it. */
export const ZAreaEventSummary = z.object({
  id: z.number(),
  title: z.string(),
  location: z.string().nullable(),
  startsAt: z.number(),
});
export type TAreaEventSummary = z.infer<typeof ZAreaEventSummary>;

/** A tile of the area home; `events` tiles list the next events, `group` tiles the number of groups. */
export const ZClosedAreaTile = z.object({
  id: z.number(),
  type: z.enum(CLOSED_AREA_TILE_TYPES),
  title: z.string(),
  body: z.string().nullable(),
  url: z.string().nullable(),
  linkLabel: z.string().nullable(),
  events: z.array(ZAreaEventSummary).optional(),
  groupCount: z.number().optional(),
});
export type TClosedAreaTile = z.infer<typeof ZClosedAreaTile>;

/** `GET /api/closed_areas/{id}`: the area and its home's tiles (members with current terms only). */
export const ZClosedAreaHomeAnswer = z.object({
  data: z.object({ area: ZClosedArea, tiles: z.array(ZClosedAreaTile) }),
});
export type TClosedAreaHomeAnswer = z.infer<typeof ZClosedAreaHomeAnswer>;

/** `GET /api/closed_areas/{id}/my`: the member's groups, events and the area's latest activity. */
export const ZClosedAreaMyAnswer = z.object({
  data: z.object({
    groups: z.array(z.object({ id: z.number(), title: z.string(), memberCount: z.number() })),
    events: z.array(
      ZAreaEventSummary.extend({
        status: z.enum(['invited', 'attending', 'maybe', 'declined', 'waitlisted']),
      }),
    ),
    activity: z.array(
      z.object({
        kind: z.enum(['post', 'moment']),
        id: z.number(),
        excerpt: z.string(),
        /** Moments are anonymous (000 §3): null for them. */
        authorName: z.string().nullable(),
        createdAt: z.number(),
      }),
    ),
  }),
});
export type TClosedAreaMyAnswer = z.infer<typeof ZClosedAreaMyAnswer>;

/** `GET /api/closed_areas/{id}/terms`: the current terms version and whether I accepted it. */
export const ZClosedAreaTermsAnswer = z.object({
  data: z.object({
    version: z.string(),
    title: z.string(),
    body: z.string(),
    publishedAt: z.number(),
    isMember: z.boolean(),
    /** The version I accepted last (null when I never joined). */
    acceptedVersion: z.string().nullable(),
  }),
});
export type TClosedAreaTermsAnswer = z.infer<typeof ZClosedAreaTermsAnswer>;

/** `POST /api/closed_areas/{id}/terms/accept`: the version the member read. */
export const ZAcceptClosedAreaTerms = z.object({
  version: z
    .string({ error: M.termsVersionRequired })
    .min(1, M.termsVersionRequired)
    .max(40, M.termsVersionRequired),
});
export type TAcceptClosedAreaTerms = z.infer<typeof ZAcceptClosedAreaTerms>;

export const ZClosedAreaActionAnswer = z.object({ success: z.literal(true), message: z.string() });
export type TClosedAreaActionAnswer = z.infer<typeof ZClosedAreaActionAnswer>;

/** Figures about fewer people than this are never shown to the sponsor ("< 5"). */
export const CLOSED_AREA_STATS_MIN_PEOPLE = 5;
/** Weeks of "active members per week". */
export const CLOSED_AREA_STATS_WEEKS = 8;

/** A figure of the sponsor statistics: null = about fewer than CLOSED_AREA_STATS_MIN_PEOPLE people. */
const ZStatFigure = z.number().nullable();

/** `GET /api/closed_areas/{id}/stats` (area admins): aggregate figures only. */
export const ZClosedAreaStatsAnswer = z.object({
  data: z.object({
    members: ZStatFigure,
    newMembersLast30Days: ZStatFigure,
    activeMembersPerWeek: z.array(z.object({ weekStart: z.string(), activeMembers: ZStatFigure })),
    postsLast30Days: ZStatFigure,
    momentsLast30Days: ZStatFigure,
    groups: z.array(z.object({ title: z.string(), members: ZStatFigure })),
  }),
});
export type TClosedAreaStatsAnswer = z.infer<typeof ZClosedAreaStatsAnswer>;
