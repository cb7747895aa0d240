/** Events (000 §2, §3; docs/events.md): schemas, limits and every German text of the domain. */
import { ZUserSummary } from './users.ts';
import { z } from './zod.ts';
import { DAY_MS, HOUR_MS } from './time.ts';
import { EVENT_MEMBER_STATUSES } from './events-messages.ts';

export { EVENT_MEMBER_STATUSES, EVENT_STATUS_LABELS, type TEventMemberStatus } from './events-messages.ts';

export const EVENT_MESSAGES = {
  // 000 §5
  invalidEventId: 'Ungültige Event-ID',
  queryInvalid: 'Ungültige Anfrage.',
  titleRequired: 'Bitte gib einen Titel ein.',
  titleTooLong: 'Der Titel darf höchstens 120 Zeichen lang sein.',
  descriptionTooLong: 'Die Beschreibung ist zu lang (höchstens 10.000 Zeichen).',
  startRequired: 'Bitte gib einen Beginn an.',
  endBeforeStart: 'Das Ende muss nach dem Beginn liegen.',
  startInPast: 'Der Beginn muss in der Zukunft liegen.',
  placeRequired: 'Bitte gib eine Adresse an.',
  onlineUrlRequired: 'Bitte gib einen Link (https://…) zur Teilnahme an.',
  capacityInvalid: 'Die Plätze müssen zwischen 1 und 10.000 liegen.',
  categoryInvalid: 'Bitte wähle eine Kategorie.',
  reasonRequired: 'Bitte gib einen Grund für die Absage an.',
  messageRequired: 'Bitte schreib eine Nachricht (höchstens 1.000 Zeichen).',
  notOrganiser: 'Nur die Veranstalter dürfen das.',
  notAllowed: 'Du darfst dieses Event nicht sehen.',
  eventStarted: 'Das Event hat schon begonnen; Antworten sind nicht mehr möglich.',
  eventCancelled: 'Das Event wurde abgesagt.',
  eventNotOver: 'Die Teilnahmebestätigung gibt es nach dem Ende des Events.',
  notCheckedIn: 'Eine Teilnahmebestätigung gibt es nur für eingecheckte Teilnehmende.',
  noParticipant: 'Diese Person nimmt nicht teil.',
  inviteEmpty: 'Bitte wähle Mitglieder oder eine Gruppe aus.',
  inviteOutsider: 'Eingeladen werden können nur Mitglieder dieses Bereichs.',
  groupNotInArea: 'Diese Gruppe gehört nicht zu diesem Bereich.',
  feedNotFound: 'Diesen Kalender gibt es nicht (mehr).',
  spotFree: 'Ein Platz ist frei geworden',
  comingSoon: 'kommt bald',
  coverMissing: 'Bitte wähle ein Bild aus.',
} as const;

export const EVENT_CATEGORIES = ['Fortbildung', 'Stammtisch', 'Webinar', 'Messe', 'Sonstiges'] as const;
export type TEventCategory = (typeof EVENT_CATEGORIES)[number];

/** The three answers (zusagen / vielleicht / absagen); a Zusage to a full event becomes `waitlisted`. */
export const EVENT_ANSWERS = ['attending', 'maybe', 'declined'] as const;
export type TEventAnswer = (typeof EVENT_ANSWERS)[number];

export const EVENT_TITLE_MAX = 120;
export const EVENT_DESCRIPTION_MAX = 10_000;
export const EVENT_PLACE_MAX = 300;
export const EVENT_CAPACITY_MAX = 10_000;
export const EVENT_REASON_MAX = 500;
export const EVENT_MESSAGE_MAX = 1_000;
export const EVENTS_PAGE_SIZE = 20;
export const EVENT_PARTICIPANTS_PAGE_SIZE = 50;
/** Participants shown with the detail (avatars); the full list pages. */
export const EVENT_DETAIL_PARTICIPANTS = 12;
/** Members invited in one request. */
export const EVENT_INVITE_MAX = 200;
/** Reminders before the start (docs/events.md). */
/**
 * Lists show running events as upcoming: those that have not ended and started at most this long ago
 * (the bound keeps every list query a range on the start time).
 */
export const EVENT_RUNNING_LOOKBACK_MS = 14 * DAY_MS;
export const EVENT_REMINDER_OFFSETS_MS = { day: DAY_MS, hour: HOUR_MS } as const;

/**
 * `GET /api/event/closed_area/events/{areaId}/{groupId}` (the shell prefetches `-1/null`: all my
 * areas, any group): upcoming and running events plus my open invitations, soonest first.
 */
export const EVENTS_LIST_MAX = 100;

const zId = (message: string) =>
  z.coerce
    .number({ error: message })
    .int({ error: message })
    .positive({ error: message })
    .max(2 ** 53 - 1, { error: message });

export const ZEventParams = z.object({ eventId: zId(EVENT_MESSAGES.invalidEventId) });
export const ZEventMemberParams = ZEventParams.extend({ userId: zId(EVENT_MESSAGES.queryInvalid) });

export const ZEventOrganiser = z.object({
  kind: z.enum(['member', 'group']),
  id: z.number(),
  name: z.string(),
  userName: z.string().nullable(),
});

/** An event visible to me; `authUserMember*` are null when I have no row (000 §3). */
export const ZEventListItem = z.object({
  id: z.number(),
  title: z.string(),
  location: z.string().nullable(),
  closedAreaId: z.number().nullable(),
  groupId: z.number().nullable(),
  category: z.enum(EVENT_CATEGORIES),
  isOnline: z.boolean(),
  startsAt: z.number(),
  endsAt: z.number().nullable(),
  capacity: z.number().nullable(),
  attendingCount: z.number(),
  isCancelled: z.boolean(),
  coverColor: z.string(),
  /** The cover picture (small square for cards), or null: the card shows the category colour. */
  coverUrl: z.string().nullable(),
  coverThumbUrl: z.string().nullable(),
  authUserMemberStatus: z.enum(EVENT_MEMBER_STATUSES).nullable(),
  authUserMemberId: z.number().nullable(),
  /** Hidden by moderation: only its creator (and admins) still see it, marked (docs/moderation.md). */
  isHidden: z.boolean().optional(),
});
export type TEventListItem = z.infer<typeof ZEventListItem>;
export const ZEventsAnswer = z.object({ data: z.array(ZEventListItem) });
export type TEventsAnswer = z.infer<typeof ZEventsAnswer>;

/** `GET /api/events`: one area's events; `section` upcoming (soonest first) or past (latest first). */
export const ZEventListQuery = z.object({
  closedAreaId: zId(EVENT_MESSAGES.queryInvalid),
  filter: z.enum(['alle', 'meine-events'], { error: EVENT_MESSAGES.queryInvalid }).default('alle'),
  section: z.enum(['upcoming', 'past'], { error: EVENT_MESSAGES.queryInvalid }).default('upcoming'),
  /** A month `YYYY-MM` (Europe/Berlin). */
  month: z
    .string()
    .regex(/^20[0-9]{2}-(0[1-9]|1[0-2])$/, { error: EVENT_MESSAGES.queryInvalid })
    .optional(),
  category: z.enum(EVENT_CATEGORIES, { error: EVENT_MESSAGES.categoryInvalid }).optional(),
  /** Keyset: `startsAt.id` of the last item. */
  cursor: z
    .string()
    .regex(/^[0-9]{1,15}\.[0-9]{1,15}$/, { error: EVENT_MESSAGES.queryInvalid })
    .optional(),
});
export type TEventListQuery = z.infer<typeof ZEventListQuery>;
export const ZEventListPage = z.object({ data: z.array(ZEventListItem), nextCursor: z.string().nullable() });
export type TEventListPage = z.infer<typeof ZEventListPage>;

export const ZEventParticipant = z.object({
  userId: z.number(),
  userName: z.string(),
  fullName: z.string(),
  picture: z.string().nullable(),
  status: z.enum(EVENT_MEMBER_STATUSES),
  waitlistPosition: z.number().nullable(),
  answeredAt: z.number().nullable(),
  checkedInAt: z.number().nullable(),
});
export type TEventParticipant = z.infer<typeof ZEventParticipant>;

export const ZEventCounts = z.object({
  attending: z.number(),
  maybe: z.number(),
  declined: z.number(),
  invited: z.number(),
  waitlisted: z.number(),
});

export const ZEventDetail = ZEventListItem.extend({
  /** The description as written (for editing); lists leave it out, they never show it. */
  description: z.string().nullable(),
  descriptionHtml: z.string(),
  address: z.string().nullable(),
  mapUrl: z.string().nullable(),
  /** Only for participants (attending, maybe, waitlisted) and organisers. */
  onlineUrl: z.string().nullable(),
  organiser: ZEventOrganiser,
  cancelReason: z.string().nullable(),
  sequence: z.number(),
  counts: ZEventCounts,
  participants: z.array(ZEventParticipant),
  authUserWaitlistPosition: z.number().nullable(),
  authUserCheckedIn: z.boolean(),
  hasEnded: z.boolean(),
  permissions: z.object({
    answer: z.boolean(),
    organise: z.boolean(),
    attendanceConfirmation: z.boolean(),
  }),
});
export type TEventDetail = z.infer<typeof ZEventDetail>;
export const ZEventAnswer = z.object({
  /** Moderation hid (or deleted) the event: only its creator and site admins get here, marked "ausgeblendet". */
  data: ZEventDetail.extend({ isHidden: z.boolean().optional() }),
});
export type TEventAnswerBody = z.infer<typeof ZEventAnswer>;

const zTitle = z
  .string({ error: EVENT_MESSAGES.titleRequired })
  .trim()
  .min(1, { error: EVENT_MESSAGES.titleRequired })
  .max(EVENT_TITLE_MAX, { error: EVENT_MESSAGES.titleTooLong });
const zTime = z.number({ error: EVENT_MESSAGES.startRequired }).int().min(0).max(4_102_444_800_000);

/** Create and edit: one schema for the server and the form. */
export const ZEventInput = z
  .object({
    closedAreaId: zId(EVENT_MESSAGES.queryInvalid),
    groupId: zId(EVENT_MESSAGES.queryInvalid).nullable().default(null),
    /** The organiser shown: me, or the group (then groupId must be set and I an admin of it). */
    organiserIsGroup: z.boolean().default(false),
    title: zTitle,
    description: z
      .string()
      .max(EVENT_DESCRIPTION_MAX, { error: EVENT_MESSAGES.descriptionTooLong })
      .default(''),
    category: z.enum(EVENT_CATEGORIES, { error: EVENT_MESSAGES.categoryInvalid }),
    startsAt: zTime,
    endsAt: zTime.nullable().default(null),
    isOnline: z.boolean().default(false),
    address: z.string().trim().max(EVENT_PLACE_MAX, { error: EVENT_MESSAGES.placeRequired }).default(''),
    onlineUrl: z
      .string()
      .trim()
      .max(EVENT_PLACE_MAX, { error: EVENT_MESSAGES.onlineUrlRequired })
      .default(''),
    capacity: z
      .number({ error: EVENT_MESSAGES.capacityInvalid })
      .int({ error: EVENT_MESSAGES.capacityInvalid })
      .min(1, { error: EVENT_MESSAGES.capacityInvalid })
      .max(EVENT_CAPACITY_MAX, { error: EVENT_MESSAGES.capacityInvalid })
      .nullable()
      .default(null),
  })
  .superRefine((v, ctx) => {
    if (v.endsAt !== null && v.endsAt <= v.startsAt)
      ctx.addIssue({ code: 'custom', path: ['endsAt'], message: EVENT_MESSAGES.endBeforeStart });
    if (v.isOnline && !/^https:\/\/[^\s]+$/.test(v.onlineUrl))
      ctx.addIssue({ code: 'custom', path: ['onlineUrl'], message: EVENT_MESSAGES.onlineUrlRequired });
    if (!v.isOnline && v.address === '')
      ctx.addIssue({ code: 'custom', path: ['address'], message: EVENT_MESSAGES.placeRequired });
    if (v.organiserIsGroup && v.groupId === null)
      ctx.addIssue({ code: 'custom', path: ['organiserIsGroup'], message: EVENT_MESSAGES.groupNotInArea });
  });
export type TEventInput = z.infer<typeof ZEventInput>;

export const ZEventRsvp = z.object({ answer: z.enum(EVENT_ANSWERS, { error: EVENT_MESSAGES.queryInvalid }) });
export const ZEventCancel = z.object({
  reason: z
    .string({ error: EVENT_MESSAGES.reasonRequired })
    .trim()
    .min(1, { error: EVENT_MESSAGES.reasonRequired })
    .max(EVENT_REASON_MAX, { error: EVENT_MESSAGES.reasonRequired }),
});
export const ZEventMessage = z.object({
  text: z
    .string({ error: EVENT_MESSAGES.messageRequired })
    .trim()
    .min(1, { error: EVENT_MESSAGES.messageRequired })
    .max(EVENT_MESSAGE_MAX, { error: EVENT_MESSAGES.messageRequired }),
});
export const ZEventInvite = z
  .object({
    userIds: z.array(zId(EVENT_MESSAGES.queryInvalid)).max(EVENT_INVITE_MAX).default([]),
    groupId: zId(EVENT_MESSAGES.queryInvalid).nullable().default(null),
  })
  .refine((v) => v.userIds.length > 0 || v.groupId !== null, { message: EVENT_MESSAGES.inviteEmpty });
export const ZEventInviteResult = z.object({ success: z.literal(true), invited: z.number() });
export const ZEventCheckIn = z.object({ checkedIn: z.boolean() });
export const ZEventParticipantsPage = z.object({
  data: z.array(ZEventParticipant),
  nextCursor: z.number().nullable(),
});
export type TEventParticipantsPage = z.infer<typeof ZEventParticipantsPage>;
export const ZEventCandidatesQuery = z.object({
  q: z.string().trim().max(80, { error: EVENT_MESSAGES.queryInvalid }).default(''),
});
export const ZEventCandidate = ZUserSummary.extend({ status: z.enum(EVENT_MEMBER_STATUSES).nullable() });
export type TEventCandidate = z.infer<typeof ZEventCandidate>;
export const ZEventCandidatesAnswer = z.object({ data: z.array(ZEventCandidate) });
export const ZEventInviteCount = z.object({ count: z.number() });
export const ZCalendarFeed = z.object({ url: z.string() });
export type TCalendarFeed = z.infer<typeof ZCalendarFeed>;
export const ZEventSettings = z.object({ reminders: z.boolean() });
export type TEventSettings = z.infer<typeof ZEventSettings>;
export const ZCalendarToken = z.object({
  token: z
    .string()
    .regex(/^[0-9]{1,15}\.[0-9]{1,9}\.[A-Za-z0-9_-]{20,100}\.ics$/, { error: EVENT_MESSAGES.feedNotFound }),
});

/** The web's paths of an area's events. */
export const eventPaths = {
  list: (areaId: number, filter: 'alle' | 'meine-events' = 'alle') =>
    `/closed_area/${areaId}/events?filter=${filter}`,
  detail: (areaId: number, eventId: number) => `/closed_area/${areaId}/events/${eventId}`,
};
