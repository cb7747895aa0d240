/**
 * Moments ("Real Talk", 000 §2–§9): short anonymous posts. Shared by server and web.
 *
 * Anonymity rule: a moment's answer never carries its author. `user` is always null; only the
 * author gets `isOwn: true` (the UI then shows "Du" and the action menu). A like is the ❤️
 * reaction: one reaction per member and moment, so `likesCount` is the number of ❤️ reactions.
 */
import { z } from './zod.ts';
import { ZUserSummary } from './users.ts';
import {
  MOMENT_CONTENT_MAX,
  MOMENT_COMMENT_MAX,
  MOMENTS_TAKE_MAX,
  MOMENT_REACTION_KEYS,
  MOMENT_AVATARS,
  MOMENT_AVATAR_KEYS,
  MOMENT_MESSAGES,
} from './moments-messages.ts';

export const ZMomentAvatar = z.object({
  key: z.string(),
  emoji: z.string(),
  label: z.string(),
  color: z.string(),
});
export type TMomentAvatar = z.infer<typeof ZMomentAvatar>;

/** Counts per reaction type (every key present, 0 when none). */
export const ZMomentReactionCounts = z.object({
  heart: z.number(),
  clap: z.number(),
  laugh: z.number(),
  wow: z.number(),
  sad: z.number(),
  strong: z.number(),
});
export type TMomentReactionCounts = z.infer<typeof ZMomentReactionCounts>;

/**
 * The author as a moment shows one (000 §3: "name, position, picture blanked"): the fields a client of
 * the original product reads, every one of them empty. Never the author.
 */
export const BLANKED_AUTHOR = {
  id: null,
  userName: '',
  fullName: '',
  currentPosition: '',
  profilePicture: null,
} as const;
export const ZBlankedAuthor = z.object({
  id: z.null(),
  userName: z.literal(''),
  fullName: z.literal(''),
  currentPosition: z.literal(''),
  profilePicture: z.null(),
});

/** A moment as every answer shows it: never with its author (`user` is always the blanked author). */
export const ZMomentItem = z.object({
  type: z.literal('moment'),
  id: z.number(),
  uuid: z.string(),
  user: ZBlankedAuthor,
  avatar: ZMomentAvatar,
  content: z.string(),
  created_at: z.number(),
  updated_at: z.number(),
  closedAreaId: z.number().nullable(),
  /** Number of ❤️ reactions. */
  likesCount: z.number(),
  commentsCount: z.number(),
  reactionsCount: z.number(),
  reactions: ZMomentReactionCounts,
  likedByMe: z.boolean(),
  myReaction: z.enum(MOMENT_REACTION_KEYS).nullable(),
  /** True only for the author: the UI shows "Du" and the action menu. */
  isOwn: z.boolean(),
  /** Hidden by moderation: only its author still sees it, marked "ausgeblendet" (docs/moderation.md). */
  isHidden: z.boolean().optional(),
});
export type TMomentItem = z.infer<typeof ZMomentItem>;

/**
 * A comment (posts and moments share the shape). Under a moment, the moment author's own
 * comments come with `user: null`, `byMomentAuthor: true` and the moment's avatar.
 */
export const ZCommentAnswer = z.object({
  id: z.number(),
  parentId: z.number().nullable(),
  body: z.string(),
  created_at: z.number(),
  user: ZUserSummary.nullable(),
  avatar: ZMomentAvatar.nullable(),
  byMomentAuthor: z.boolean(),
  isOwn: z.boolean(),
});
export type TCommentAnswer = z.infer<typeof ZCommentAnswer>;
/** A top-level comment with its answers (one level, oldest first). */
export const ZComment = ZCommentAnswer.extend({ answers: z.array(ZCommentAnswer) });
export type TComment = z.infer<typeof ZComment>;

/** GET …/comments: top-level comments newest last, each with all its answers. */
export const ZCommentsPage = z.object({
  data: z.array(ZComment),
  hasMore: z.boolean(),
  nextCursor: z.string().nullable(),
});
export type TCommentsPage = z.infer<typeof ZCommentsPage>;

const zInt = z.coerce.number({ error: MOMENT_MESSAGES.queryInvalid }).int(MOMENT_MESSAGES.queryInvalid);
const zBool = z.preprocess(
  (v) => (v === 'true' || v === '1' ? true : v === 'false' || v === '0' ? false : v),
  z.boolean({ error: MOMENT_MESSAGES.queryInvalid }),
);
const zTime = z.preprocess(
  (v) => {
    if (typeof v !== 'string' || v === '') return v === '' ? undefined : v;
    if (/^\d+$/.test(v)) return Number(v);
    const ms = Date.parse(v);
    return Number.isNaN(ms) ? v : ms;
  },
  z
    .number({ error: MOMENT_MESSAGES.queryInvalid })
    .int(MOMENT_MESSAGES.queryInvalid)
    .nonnegative(MOMENT_MESSAGES.queryInvalid),
);

/** GET /api/moments query (000 §7): every parameter of the prefetch call. */
export const ZMomentsQuery = z.object({
  orderDirection: z.enum(['asc', 'desc'], { error: MOMENT_MESSAGES.queryInvalid }).default('desc'),
  /** Only the viewer's own moments. */
  usersMoments: zBool.default(false),
  orderBy: z
    .enum(['created_at', 'likes', 'reactions', 'comments'], { error: MOMENT_MESSAGES.queryInvalid })
    .default('created_at'),
  /** Lower bound of created_at (epoch ms or ISO date), inclusive. */
  from: zTime.optional(),
  /** Upper bound of created_at (epoch ms or ISO date), inclusive. */
  to: zTime.optional(),
  take: zInt
    .min(1, MOMENT_MESSAGES.queryInvalid)
    .max(MOMENTS_TAKE_MAX, MOMENT_MESSAGES.queryInvalid)
    .default(15),
  skip: zInt.min(0, MOMENT_MESSAGES.queryInvalid).max(10_000, MOMENT_MESSAGES.queryInvalid).default(0),
  closedAreaId: zInt.positive(MOMENT_MESSAGES.queryInvalid).optional(),
});
export type TMomentsQuery = z.infer<typeof ZMomentsQuery>;

export const ZMomentsPage = z.object({ data: z.array(ZMomentItem), has_more: z.boolean() });
export type TMomentsPage = z.infer<typeof ZMomentsPage>;

/** GET /api/moments/stats: counts only, never who wrote what (own counts only for oneself). */
export const ZMomentsStats = z.object({
  data: z.object({
    total: z.number(),
    today: z.number(),
    thisWeek: z.number(),
    mine: z.number(),
    reactionsOnMine: z.number(),
    commentsOnMine: z.number(),
  }),
});
export type TMomentsStats = z.infer<typeof ZMomentsStats>;

export const ZMomentAvatarsAnswer = z.object({ data: z.array(ZMomentAvatar) });

/** POST /api/moments */
export const ZCreateMoment = z.object({
  content: z
    .string({ error: MOMENT_MESSAGES.contentRequired })
    .trim()
    .min(1, MOMENT_MESSAGES.contentRequired)
    .max(MOMENT_CONTENT_MAX, MOMENT_MESSAGES.contentTooLong),
  avatarKey: z.enum(MOMENT_AVATAR_KEYS, { error: MOMENT_MESSAGES.avatarRequired }),
  closedAreaId: zInt.positive(MOMENT_MESSAGES.queryInvalid).nullable().optional(),
});
export type TCreateMoment = z.infer<typeof ZCreateMoment>;

/** POST /api/moments/{id}/reactions (sets or changes the viewer's one reaction). */
export const ZMomentReact = z.object({
  type: z.enum(MOMENT_REACTION_KEYS, { error: MOMENT_MESSAGES.reactionInvalid }),
});
export type TMomentReact = z.infer<typeof ZMomentReact>;

/** Answer of like/react calls: the moment's new counters and the viewer's reaction. */
export const ZMomentReactionState = z.object({
  data: z.object({
    likesCount: z.number(),
    reactionsCount: z.number(),
    reactions: ZMomentReactionCounts,
    likedByMe: z.boolean(),
    myReaction: z.enum(MOMENT_REACTION_KEYS).nullable(),
  }),
});
export type TMomentReactionState = z.infer<typeof ZMomentReactionState>['data'];

/** POST /api/moments/{id}/comments (parentId: answer to a top-level comment). */
export const ZCreateMomentComment = z.object({
  body: z
    .string({ error: MOMENT_MESSAGES.commentRequired })
    .trim()
    .min(1, MOMENT_MESSAGES.commentRequired)
    .max(MOMENT_COMMENT_MAX, MOMENT_MESSAGES.commentTooLong),
  parentId: z
    .number({ error: MOMENT_MESSAGES.commentNotFound })
    .int(MOMENT_MESSAGES.commentNotFound)
    .positive(MOMENT_MESSAGES.commentNotFound)
    .nullable()
    .optional(),
});
export type TCreateMomentComment = z.infer<typeof ZCreateMomentComment>;

/** Looks up an avatar by key (falls back to the first one for unknown stored keys). */
export function momentAvatar(key: string): TMomentAvatar {
  return MOMENT_AVATARS.find((a) => a.key === key) ?? MOMENT_AVATARS[0];
}

/** Answers of single-item calls. */
export const ZMomentAnswer = z.object({ data: ZMomentItem });
export const ZCommentCreated = z.object({ data: ZComment });
