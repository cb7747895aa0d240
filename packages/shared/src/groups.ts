/**
 * Groups (000 §2, §3, §5, §7; docs/groups.md): wire shapes, payloads, limits and German texts.
 * The server validates with these schemas; the web forms use the same ones through zodResolver.
 */
import { z } from './zod.ts';
import { DAY_MS } from './time.ts';
import { ZPostItem } from './feed.ts';
import { ZUserSummary } from './users.ts';

/** Days an invitation stays open. */
export const GROUP_INVITATION_DAYS = 30;
export const GROUP_INVITATION_MS = GROUP_INVITATION_DAYS * DAY_MS;
export const GROUP_TITLE_MIN = 3;
export const GROUP_TITLE_MAX = 80;
export const GROUP_DESCRIPTION_MAX = 160;
export const GROUP_ABOUT_MAX = 3000;
export const GROUP_SEARCH_MAX = 80;
/** Groups, members and posts per page. */
export const GROUPS_PAGE_SIZE = 20;
export const GROUP_MEMBERS_PAGE_SIZE = 30;
export const GROUP_POSTS_PAGE_SIZE = 10;
/** Members one invitation call may invite at once. */
export const GROUP_INVITE_MAX = 20;

export const GROUP_MESSAGES = {
  // 000 §5/§8
  invalidGroupId: 'Ungültige Gruppen-ID',
  // ours
  notGroupMember: 'Du bist kein Mitglied dieser Gruppe.',
  notGroupAdmin: 'Das dürfen nur Inhaber und Moderatoren der Gruppe.',
  notGroupOwner: 'Das dürfen nur Inhaber der Gruppe.',
  alreadyMember: 'Du bist bereits Mitglied dieser Gruppe.',
  inviteOnly: 'Dieser Gruppe kannst du nur mit einer Einladung beitreten.',
  noInvitation: 'Du hast keine offene Einladung in diese Gruppe.',
  noRequest: 'Es gibt keine offene Beitrittsanfrage dieser Person.',
  notAMember: 'Diese Person ist kein Mitglied der Gruppe.',
  lastOwner:
    'Du bist die einzige Person mit der Rolle Inhaber. Ernenne zuerst jemanden zum Inhaber, bevor du die Gruppe verlässt.',
  cannotRemoveOwner: 'Inhaber können nur von Inhabern entfernt werden.',
  cannotInvite: 'In diese Gruppe dürfen nur Inhaber und Moderatoren einladen.',
  inviteeNotInArea: 'Eingeladen werden können nur Mitglieder dieses Bereichs.',
  postNotInGroup: 'Dieser Beitrag gehört nicht zu dieser Gruppe.',
  titleTooShort: `Der Name der Gruppe braucht mindestens ${GROUP_TITLE_MIN} Zeichen.`,
  titleTooLong: `Der Name der Gruppe darf höchstens ${GROUP_TITLE_MAX} Zeichen lang sein.`,
  descriptionTooLong: `Die Kurzbeschreibung darf höchstens ${GROUP_DESCRIPTION_MAX} Zeichen lang sein.`,
  aboutTooLong: `Der Text „Über die Gruppe“ darf höchstens ${GROUP_ABOUT_MAX} Zeichen lang sein.`,
  joinModeInvalid: 'Bitte wähle, wie man der Gruppe beitritt.',
  queryInvalid: 'Ungültige Anfrage.',
  userIdsInvalid: `Bitte wähle zwischen 1 und ${GROUP_INVITE_MAX} Personen aus.`,
  roleInvalid: 'Unbekannte Rolle.',
  notifyInvalid: 'Unbekannte Benachrichtigungseinstellung.',
} as const;

/** Status in a group: 'pending' = invited (the name /api/groups/all always used), 'requested' = asked to join. */
export const GROUP_MEMBER_STATUSES = ['member', 'pending'] as const;
export type TGroupMemberStatus = (typeof GROUP_MEMBER_STATUSES)[number];
export const GROUP_MEMBERSHIP_STATUSES = ['member', 'pending', 'requested'] as const;
export type TGroupMembershipStatus = (typeof GROUP_MEMBERSHIP_STATUSES)[number];
export const GROUP_JOIN_MODES = ['open', 'request', 'invite'] as const;
export type TGroupJoinMode = (typeof GROUP_JOIN_MODES)[number];
export const GROUP_ROLES = ['owner', 'moderator', 'member'] as const;
export type TGroupRole = (typeof GROUP_ROLES)[number];
export const GROUP_NOTIFY_SETTINGS = ['all', 'pinned', 'none'] as const;
export type TGroupNotify = (typeof GROUP_NOTIFY_SETTINGS)[number];

export const GROUP_JOIN_MODE_LABELS: Record<TGroupJoinMode, string> = {
  open: 'Offen',
  request: 'Auf Anfrage',
  invite: 'Nur mit Einladung',
};
export const GROUP_ROLE_LABELS: Record<TGroupRole, string> = {
  owner: 'Inhaber',
  moderator: 'Moderation',
  member: 'Mitglied',
};
export const GROUP_NOTIFY_LABELS: Record<TGroupNotify, string> = {
  all: 'Alle Beiträge',
  pinned: 'Nur angepinnte Beiträge',
  none: 'Keine',
};

/**
 * A group I belong to or am invited to. `pendingMembers` (000 §3: the client counts its
 * invitations by finding itself there): in groups I belong to, everyone invited; in groups I am
 * only invited to, just me. Expired invitations and join requests are not listed.
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

// ---- Requests ----

const zId = (message: string) =>
  z.coerce
    .number({ error: message })
    .int({ error: message })
    .positive({ error: message })
    .max(2 ** 53 - 1, {
      error: message,
    });

/** `:id` of a group: anything but a positive integer is the spec's 'Invalid group ID'. */
export const ZGroupParams = z.object({ id: zId(GROUP_MESSAGES.invalidGroupId) });
export const ZGroupMemberParams = ZGroupParams.extend({ userId: zId(GROUP_MESSAGES.queryInvalid) });
export const ZGroupPostParams = ZGroupParams.extend({ postId: zId(GROUP_MESSAGES.queryInvalid) });

/** `GET /api/groups`: an area's groups (closedAreaId absent or 0: the community's). */
export const ZGroupListQuery = z.object({
  closedAreaId: z.coerce
    .number({ error: GROUP_MESSAGES.queryInvalid })
    .int({ error: GROUP_MESSAGES.queryInvalid })
    .min(0, { error: GROUP_MESSAGES.queryInvalid })
    .default(0),
  filter: z.enum(['mine', 'discover_groups'], { error: GROUP_MESSAGES.queryInvalid }).default('mine'),
  q: z.string().trim().max(GROUP_SEARCH_MAX, { error: GROUP_MESSAGES.queryInvalid }).optional(),
  cursor: z.string().max(200, { error: GROUP_MESSAGES.queryInvalid }).optional(),
});
export type TGroupListQuery = z.infer<typeof ZGroupListQuery>;

const zTitle = z
  .string({ error: GROUP_MESSAGES.titleTooShort })
  .trim()
  .min(GROUP_TITLE_MIN, { error: GROUP_MESSAGES.titleTooShort })
  .max(GROUP_TITLE_MAX, { error: GROUP_MESSAGES.titleTooLong });
const zDescription = z
  .string()
  .trim()
  .max(GROUP_DESCRIPTION_MAX, { error: GROUP_MESSAGES.descriptionTooLong });
const zAbout = z.string().trim().max(GROUP_ABOUT_MAX, { error: GROUP_MESSAGES.aboutTooLong });
const zJoinMode = z.enum(GROUP_JOIN_MODES, { error: GROUP_MESSAGES.joinModeInvalid });

/** `POST /api/groups`. */
export const ZCreateGroup = z.object({
  closedAreaId: z.coerce
    .number({ error: GROUP_MESSAGES.queryInvalid })
    .int({ error: GROUP_MESSAGES.queryInvalid })
    .positive({ error: GROUP_MESSAGES.queryInvalid })
    .nullable()
    .default(null),
  title: zTitle,
  description: zDescription.default(''),
  about: zAbout.default(''),
  joinMode: zJoinMode.default('open'),
});
export type TCreateGroup = z.infer<typeof ZCreateGroup>;

/** `PATCH /api/groups/{id}` (owners and moderators). */
export const ZUpdateGroup = z.object({
  title: zTitle,
  description: zDescription,
  about: zAbout,
  joinMode: zJoinMode,
});
export type TUpdateGroup = z.infer<typeof ZUpdateGroup>;

/** `GET /api/groups/{id}/members`: members, or (owners and moderators) requests and invitations. */
export const ZGroupMembersQuery = z.object({
  status: z.enum(GROUP_MEMBERSHIP_STATUSES, { error: GROUP_MESSAGES.queryInvalid }).default('member'),
  cursor: z.string().max(200, { error: GROUP_MESSAGES.queryInvalid }).optional(),
});
export type TGroupMembersQuery = z.infer<typeof ZGroupMembersQuery>;

/** `POST /api/groups/{id}/invitations`. */
export const ZInviteToGroup = z.object({
  userIds: z
    .array(zId(GROUP_MESSAGES.userIdsInvalid), { error: GROUP_MESSAGES.userIdsInvalid })
    .min(1, { error: GROUP_MESSAGES.userIdsInvalid })
    .max(GROUP_INVITE_MAX, { error: GROUP_MESSAGES.userIdsInvalid }),
});
export type TInviteToGroup = z.infer<typeof ZInviteToGroup>;

/** `GET /api/groups/{id}/invite-candidates?q=`: members of the area to invite, by name. */
export const ZInviteCandidatesQuery = z.object({
  q: z.string().trim().max(GROUP_SEARCH_MAX, { error: GROUP_MESSAGES.queryInvalid }).default(''),
});

/** `PATCH /api/groups/{id}/members/{userId}` (owners). */
export const ZSetGroupRole = z.object({ role: z.enum(GROUP_ROLES, { error: GROUP_MESSAGES.roleInvalid }) });
/** `PUT /api/groups/{id}/notifications`. */
export const ZSetGroupNotify = z.object({
  notify: z.enum(GROUP_NOTIFY_SETTINGS, { error: GROUP_MESSAGES.notifyInvalid }),
});
/** `PUT /api/groups/{id}/pinned` (owners and moderators); null unpins. */
export const ZPinGroupPost = z.object({ postId: zId(GROUP_MESSAGES.queryInvalid).nullable() });

/** `GET /api/groups/{id}/posts`. */
export const ZGroupPostsQuery = z.object({
  cursor: z.string().max(200, { error: GROUP_MESSAGES.queryInvalid }).optional(),
});

// ---- Answers ----

/** A group in "Meine Gruppen" and "Entdecken". */
export const ZGroupCard = z.object({
  id: z.number(),
  title: z.string(),
  description: z.string().nullable(),
  closedAreaId: z.number().nullable(),
  joinMode: z.enum(GROUP_JOIN_MODES),
  membersCount: z.number(),
  authUserMemberStatus: z.enum(GROUP_MEMBERSHIP_STATUSES).nullable(),
  authUserRole: z.enum(GROUP_ROLES).nullable(),
  createdAt: z.number(),
  /** Hidden by moderation: only its creator (and admins) still see it, marked (docs/moderation.md). */
  isHidden: z.boolean().optional(),
});
export type TGroupCard = z.infer<typeof ZGroupCard>;
export const ZGroupListPage = z.object({ data: z.array(ZGroupCard), nextCursor: z.string().nullable() });
export type TGroupListPage = z.infer<typeof ZGroupListPage>;

/** One group as the viewer sees it (`GET /api/groups/{id}`); the action menus follow `authUser…` (000 §6). */
export const ZGroupDetail = ZGroupCard.extend({
  about: z.string().nullable(),
  areaName: z.string().nullable(),
  pinnedPostId: z.number().nullable(),
  /** 000 §3: everyone invited for owners and moderators, else at most the viewer's own invitation. */
  pendingMembers: z.array(z.object({ userId: z.number() })),
  /** Open join requests (owners and moderators; 0 for everyone else). */
  requestsCount: z.number(),
  notify: z.enum(GROUP_NOTIFY_SETTINGS).nullable(),
  invitationExpiresAt: z.number().nullable(),
  invitedBy: ZUserSummary.nullable(),
  permissions: z.object({
    readPosts: z.boolean(),
    post: z.boolean(),
    invite: z.boolean(),
    moderate: z.boolean(),
    manageRoles: z.boolean(),
  }),
});
export type TGroupDetail = z.infer<typeof ZGroupDetail>;
export const ZGroupAnswer = z.object({
  /** Moderation hid (or deleted) the group: only its creator and site admins get here, marked "ausgeblendet". */
  data: ZGroupDetail.extend({ isHidden: z.boolean().optional() }),
});

export const ZGroupMember = z.object({
  user: ZUserSummary,
  role: z.enum(GROUP_ROLES),
  status: z.enum(GROUP_MEMBERSHIP_STATUSES),
  since: z.number(),
  expiresAt: z.number().nullable(),
});
export type TGroupMember = z.infer<typeof ZGroupMember>;
export const ZGroupMembersPage = z.object({ data: z.array(ZGroupMember), nextCursor: z.string().nullable() });
export type TGroupMembersPage = z.infer<typeof ZGroupMembersPage>;

export const ZInviteCandidate = ZUserSummary.extend({
  status: z.enum(GROUP_MEMBERSHIP_STATUSES).nullable(),
});
export type TInviteCandidate = z.infer<typeof ZInviteCandidate>;
export const ZInviteCandidatesAnswer = z.object({ data: z.array(ZInviteCandidate) });
export const ZInviteResult = z.object({ data: z.object({ invited: z.number() }) });

export const ZGroupPostsPage = z.object({
  data: z.array(ZPostItem),
  /** The pinned post (first page only; not repeated in `data`). */
  pinned: ZPostItem.nullable(),
  nextCursor: z.string().nullable(),
});
export type TGroupPostsPage = z.infer<typeof ZGroupPostsPage>;

/** `GET /groups/post_creation_modal` (000 §7): a sanitised HTML fragment. */
export const ZPostCreationModalAnswer = z.object({ data: z.string() });
