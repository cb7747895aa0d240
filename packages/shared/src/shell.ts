/**
 * The app shell's API (000 §2, §4, §7; 001 §7.3): presence heartbeat, search, closed areas (join,
 * membership, primary area), tip of the day and the prefetch answers of domains that later issues
 * fill (chat, groups, events). Request schemas carry the German messages the server answers with.
 */
import { z } from 'zod';
import { ZUserSummary } from './users.ts';

// ---- Messages (000 §8 where the spec words them; the others are ours) ----

/** German texts of the shell's endpoints and the screens that call them. */
export const SHELL_MESSAGES = {
  // 000 §4 Urocampus join wizard
  termsTitle: 'Nutzungsbedingungen für den Urocampus akzeptieren',
  joined: 'Bereich erfolgreich hinzugefügt',
  goToUrocampus: 'Zum Urocampus',
  cancel: 'Abbrechen',
  // 000 §8
  joinFailed: 'Fehler beim Hinzufügen des geschlossenen Bereichs. Bitte versuchen Sie es erneut.',
  primaryAreaFailed: 'Fehler beim Aktualisieren',
  invalidGroupId: 'Invalid group ID',
  invalidEventId: 'Invalid event ID',
  // 000 §7 answers of update_primary_area
  primaryAreaSaved: 'Startbereich gespeichert',
  primaryAreaRemoved: 'Startbereich entfernt',
  // ours
  privacyPolicyRequired: 'Bitte akzeptiere die Nutzungsbedingungen und die Datenschutzerklärung.',
  closedAreaRequired: 'Bitte wähle einen Bereich aus.',
  closedAreaNotFound: 'Diesen Bereich gibt es nicht.',
  notClosedAreaMember: 'Du bist kein Mitglied dieses Bereichs.',
  notGroupMember: 'Du bist kein Mitglied dieser Gruppe.',
  searchQueryTooShort: (min: number) => `Bitte gib mindestens ${min} Zeichen ein.`,
  searchQueryTooLong: (max: number) => `Bitte gib höchstens ${max} Zeichen ein.`,
  searchLimitInvalid: (max: number) => `Bitte wähle eine Anzahl zwischen 1 und ${max}.`,
  searchPlaceholder: 'Suche nach Personen, Gruppen, Wiki und Jobs',
  searchNoResults: 'Keine Treffer',
  searchFailed: 'Die Suche ist gerade nicht möglich. Bitte versuche es erneut.',
  tipTitle: 'Tipp des Tages',
} as const;
const M = SHELL_MESSAGES;

// ---- Presence (001 §7.3) ----

/** `POST /user/create_online_status`: the body may be empty; nothing in it is read. */
export const ZOnlineStatusAnswer = z.object({ success: z.literal(true) });
export type TOnlineStatusAnswer = z.infer<typeof ZOnlineStatusAnswer>;

// ---- Search (issue 5: people, groups, wiki pages, job ads) ----

export const SEARCH_MIN_CHARS = 2;
export const SEARCH_MAX_CHARS = 100;
/** At most this many results per type (and the default of `limit`). */
export const SEARCH_MAX_PER_TYPE = 8;
export const SEARCH_DEBOUNCE_MS = 250;

export const SEARCH_RESULT_TYPES = ['user', 'group', 'wiki', 'job'] as const;
export type TSearchResultType = (typeof SEARCH_RESULT_TYPES)[number];

/** `GET /api/search?q=&limit=`: `limit` caps the results per type. */
export const ZSearchQuery = z.object({
  q: z
    .string({ error: M.searchQueryTooShort(SEARCH_MIN_CHARS) })
    .trim()
    .min(SEARCH_MIN_CHARS, M.searchQueryTooShort(SEARCH_MIN_CHARS))
    .max(SEARCH_MAX_CHARS, M.searchQueryTooLong(SEARCH_MAX_CHARS)),
  limit: z.coerce
    .number({ error: M.searchLimitInvalid(SEARCH_MAX_PER_TYPE) })
    .int(M.searchLimitInvalid(SEARCH_MAX_PER_TYPE))
    .min(1, M.searchLimitInvalid(SEARCH_MAX_PER_TYPE))
    .max(SEARCH_MAX_PER_TYPE, M.searchLimitInvalid(SEARCH_MAX_PER_TYPE))
    .default(SEARCH_MAX_PER_TYPE),
});
export type TSearchQuery = z.infer<typeof ZSearchQuery>;

/** One hit. `url` is an app path; `user` is set for people (type 'user') only. */
export const ZSearchResult = z.object({
  type: z.enum(SEARCH_RESULT_TYPES),
  id: z.number(),
  title: z.string(),
  subtitle: z.string().nullable(),
  url: z.string(),
  user: ZUserSummary.optional(),
});
export type TSearchResult = z.infer<typeof ZSearchResult>;

/** Results grouped by type in the order user, group, wiki, job; ranked within each type. */
export const ZSearchAnswer = z.object({ results: z.array(ZSearchResult) });
export type TSearchAnswer = z.infer<typeof ZSearchAnswer>;

// ---- Closed areas (000 §4, §7) ----

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

// ---- Tip of the day ----

export const ZTip = z.object({ id: z.number(), title: z.string(), text: z.string() });
export type TTip = z.infer<typeof ZTip>;

/** `GET /api/tips/today`: the same tip all day (Europe/Berlin); null only when no tip is active. */
export const ZTipAnswer = z.object({ tip: ZTip.nullable() });
export type TTipAnswer = z.infer<typeof ZTipAnswer>;

// ---- Prefetch answers of later domains (000 §3, §7) ----

/** `GET /api/chat/messages/unread`: chats with a message from someone else since I last read them. */
export const ZUnreadChats = z.object({ chatIds: z.array(z.number()), count: z.number() });
export type TUnreadChats = z.infer<typeof ZUnreadChats>;

export const GROUP_MEMBER_STATUSES = ['member', 'pending'] as const;
export type TGroupMemberStatus = (typeof GROUP_MEMBER_STATUSES)[number];

/**
 * A group I belong to or am invited to. `pendingMembers` (000 §3: the client counts its
 * invitations by finding itself there): in groups I belong to, everyone invited; in groups I am
 * only invited to, just me.
 */
export const ZGroupListItem = z.object({
  id: z.number(),
  title: z.string(),
  description: z.string().nullable(),
  closedAreaId: z.number().nullable(),
  authUserMemberStatus: z.enum(GROUP_MEMBER_STATUSES),
  pendingMembers: z.array(z.object({ userId: z.number() })),
  createdAt: z.number(),
});
export type TGroupListItem = z.infer<typeof ZGroupListItem>;

/** `GET /api/groups/all`. */
export const ZGroupsAnswer = z.object({ data: z.array(ZGroupListItem) });
export type TGroupsAnswer = z.infer<typeof ZGroupsAnswer>;

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
