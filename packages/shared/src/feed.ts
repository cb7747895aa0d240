/**
 * The feed (000 §2–§9): posts with surveys, channels, comments and the merged feed of posts and
 * moments. Shared by server and web. Limits come from constants.ts; messages are German.
 */
import { z } from './zod.ts';
import {
  FEED_PAGE_SIZE,
  POST_BODY_MAX,
  SURVEY_ANSWER_MAX,
  SURVEY_ANSWERS_MAX,
  SURVEY_ANSWERS_MIN,
  SURVEY_TITLE_MAX,
} from './constants.ts';
import { ZMomentItem } from './moments.ts';
import { ZUserSummary } from './users.ts';
import { COMMENT_BODY_MAX, FEED_TAKE_MAX, FEED_SKIP_MAX, FEED_MESSAGES } from './feed-messages.ts';

export const ZChannel = z.object({ id: z.number(), slug: z.string(), name: z.string() });
export type TChannel = z.infer<typeof ZChannel>;
/** A channel in the channel list, with whether the viewer follows it (Mein Feed ranks its posts first). */
/** `isMuted`: the channel's posts stay out of the member's feeds (docs/moderation.md). */
export const ZChannelListItem = ZChannel.extend({ isFollowed: z.boolean(), isMuted: z.boolean() });
export type TChannelListItem = z.infer<typeof ZChannelListItem>;
export const ZChannelsAnswer = z.object({ data: z.array(ZChannelListItem) });
export const ZChannelFollowAnswer = z.object({ data: ZChannelListItem });

export const ZPostImage = z.object({ path: z.string(), cPath: z.string() });
export type TPostImage = z.infer<typeof ZPostImage>;

/**
 * A survey on a post. Before the viewer votes, `votesCount` of each answer and `totalVotes` are
 * null (results only after voting, 000 §5); the author sees results too.
 */
export const ZSurvey = z.object({
  title: z.string(),
  answers: z.array(z.object({ id: z.number(), text: z.string(), votesCount: z.number().nullable() })),
  totalVotes: z.number().nullable(),
  myAnswerId: z.number().nullable(),
  hasVoted: z.boolean(),
  /** Several answers per voter (group surveys); `myAnswerIds` holds them all. */
  multipleChoice: z.boolean(),
  myAnswerIds: z.array(z.number()),
  /** Epoch ms from which votes are refused; null = open until the post goes. */
  closesAt: z.number().nullable(),
  isClosed: z.boolean(),
});
export type TSurvey = z.infer<typeof ZSurvey>;

/** The company a company post is written as (docs/feed.md): shown instead of the writer. */
export const ZPostCompany = z.object({
  id: z.number(),
  name: z.string(),
  logoUrl: z.string().nullable(),
  isVerified: z.boolean(),
});
export type TPostCompany = z.infer<typeof ZPostCompany>;

export const ZPostItem = z.object({
  type: z.literal('post'),
  id: z.number(),
  uuid: z.string(),
  user: ZUserSummary,
  body: z.string(),
  created_at: z.number(),
  updated_at: z.number(),
  channel: ZChannel,
  closedAreaId: z.number().nullable(),
  /** Set for a post in a group (docs/groups.md). */
  groupId: z.number().nullable(),
  /** The group's name, so a group post in Mein Feed says where it comes from. */
  groupTitle: z.string().nullable(),
  /** Set for a post written as a company (Arbeitgeber-Feed); `user` is then the member who wrote it. */
  company: ZPostCompany.nullable(),
  images: z.array(ZPostImage),
  survey: ZSurvey.nullable(),
  likesCount: z.number(),
  commentsCount: z.number(),
  likedByMe: z.boolean(),
  /** The viewer may edit and delete it: their own post, or a company post of their company (admins: every company post). */
  isOwn: z.boolean(),
  /** Hidden by moderation: only its author still sees it, marked "ausgeblendet" (docs/moderation.md). */
  isHidden: z.boolean().optional(),
});
export type TPostItem = z.infer<typeof ZPostItem>;

/** One entry of the merged feed: a post or an (anonymous) moment. */
export const ZFeedItem = z.discriminatedUnion('type', [ZPostItem, ZMomentItem]);
export type TFeedItem = z.infer<typeof ZFeedItem>;

/** An integer from a query string or form field, with the German message on any failure. */
export const zQueryInt = z.coerce
  .number({ error: FEED_MESSAGES.queryInvalid })
  .int(FEED_MESSAGES.queryInvalid);

const zOptionalNumber = z.preprocess(
  (v) => (v === '' || v === 'null' || v === 'undefined' ? undefined : v),
  z.coerce
    .number({ error: FEED_MESSAGES.queryInvalid })
    .int(FEED_MESSAGES.queryInvalid)
    .nonnegative(FEED_MESSAGES.queryInvalid)
    .optional(),
);

/**
 * GET /api/feed. `cursor` (opaque, from `nextCursor`) pages by keyset; `skip` is accepted for old
 * clients up to FEED_SKIP_MAX. `newestSeen`: created_at (epoch ms) of the newest item the client
 * shows; the answer counts newer items in `countOfNew`.
 */
export const ZFeedQuery = z.object({
  tab: z.enum(['my', 'discover'], { error: FEED_MESSAGES.queryInvalid }).default('my'),
  category: z.enum(['moments', 'employer', 'posts'], { error: FEED_MESSAGES.queryInvalid }).optional(),
  channel: z.string().trim().max(64).optional(),
  closedAreaId: zOptionalNumber,
  skip: zQueryInt
    .min(0, FEED_MESSAGES.queryInvalid)
    .max(FEED_SKIP_MAX, FEED_MESSAGES.skipTooLarge)
    .default(0),
  take: zQueryInt
    .min(1, FEED_MESSAGES.queryInvalid)
    .max(FEED_TAKE_MAX, FEED_MESSAGES.queryInvalid)
    .default(FEED_PAGE_SIZE),
  cursor: z.string().max(200).optional(),
  newestSeen: zOptionalNumber,
});
export type TFeedQuery = z.infer<typeof ZFeedQuery>;

export const ZFeedPage = z.object({
  postsAndMoments: z.array(ZFeedItem),
  countOfNew: z.number(),
  hasNextPage: z.boolean(),
  nextCursor: z.string().nullable(),
});
export type TFeedPage = z.infer<typeof ZFeedPage>;

/** Legacy feed paths (000 §7) answer the same items under both names. */
export const ZLegacyFeedPage = ZFeedPage.extend({ posts: z.array(ZFeedItem) });

export const ZSurveyInput = z.object({
  title: z
    .string({ error: FEED_MESSAGES.surveyTitleRequired })
    .trim()
    .min(1, FEED_MESSAGES.surveyTitleRequired)
    .max(SURVEY_TITLE_MAX, FEED_MESSAGES.surveyTitleTooLong),
  answers: z
    .array(
      z
        .string({ error: FEED_MESSAGES.surveyAnswerRequired })
        .trim()
        .min(1, FEED_MESSAGES.surveyAnswerRequired)
        .max(SURVEY_ANSWER_MAX, FEED_MESSAGES.surveyAnswerTooLong),
      { error: FEED_MESSAGES.surveyAnswersTooFew },
    )
    .min(SURVEY_ANSWERS_MIN, FEED_MESSAGES.surveyAnswersTooFew)
    .max(SURVEY_ANSWERS_MAX, FEED_MESSAGES.surveyAnswersTooMany),
  /** Several answers per voter. */
  multipleChoice: z.boolean({ error: FEED_MESSAGES.queryInvalid }).optional(),
  /** Epoch ms; must lie in the future when the post is written. */
  closesAt: z
    .number({ error: FEED_MESSAGES.surveyClosesAtInvalid })
    .int({ error: FEED_MESSAGES.surveyClosesAtInvalid })
    .positive({ error: FEED_MESSAGES.surveyClosesAtInvalid })
    .nullable()
    .optional(),
});
export type TSurveyInput = z.infer<typeof ZSurveyInput>;

const zPostBody = z
  .string({ error: FEED_MESSAGES.bodyRequired })
  .trim()
  .min(1, FEED_MESSAGES.bodyRequired)
  .max(POST_BODY_MAX, FEED_MESSAGES.bodyTooLong);
const zChannelId = z.coerce
  .number({ error: FEED_MESSAGES.channelRequired })
  .int(FEED_MESSAGES.channelRequired)
  .positive(FEED_MESSAGES.channelRequired);

/**
 * POST /api/posts, as JSON or as multipart (fields `body`, `channelId`, `closedAreaId`, `survey` as a
 * JSON string, files `images`, up to POST_IMAGES_MAX).
 */
export const ZCreatePost = z.object({
  body: zPostBody,
  channelId: zChannelId,
  closedAreaId: zQueryInt.positive(FEED_MESSAGES.queryInvalid).nullable().optional(),
  survey: ZSurveyInput.nullable().optional(),
  /** A post in this group (docs/groups.md); the group decides the area. */
  groupId: zQueryInt.positive(FEED_MESSAGES.queryInvalid).nullable().optional(),
  /** Written as this company (its members and admins only); company posts are general-community posts. */
  companyId: zQueryInt.positive(FEED_MESSAGES.queryInvalid).nullable().optional(),
});
export type TCreatePost = z.infer<typeof ZCreatePost>;

/** GET /api/company/{companyId}/posts: the company's posts, newest first (keyset `cursor`). */
export const ZCompanyPostsQuery = z.object({
  cursor: z.string().max(200).optional(),
  take: zQueryInt
    .min(1, FEED_MESSAGES.queryInvalid)
    .max(FEED_TAKE_MAX, FEED_MESSAGES.queryInvalid)
    .default(FEED_PAGE_SIZE),
});
export const ZCompanyPostsPage = z.object({ posts: z.array(ZPostItem), nextCursor: z.string().nullable() });
export type TCompanyPostsPage = z.infer<typeof ZCompanyPostsPage>;

/** PATCH /api/posts/{id}: own posts only; images and survey stay. */
export const ZUpdatePost = z.object({ body: zPostBody, channelId: zChannelId });
export type TUpdatePost = z.infer<typeof ZUpdatePost>;

/** POST /api/posts/{id}/vote */
const zAnswerId = z.coerce
  .number({ error: FEED_MESSAGES.surveyAnswerUnknown })
  .int(FEED_MESSAGES.surveyAnswerUnknown)
  .positive(FEED_MESSAGES.surveyAnswerUnknown);
export const ZSurveyVote = z
  .object({
    answerId: zAnswerId.optional(),
    /** Multiple-choice surveys: every chosen answer at once (a ballot is cast once). */
    answerIds: z
      .array(zAnswerId, { error: FEED_MESSAGES.surveyAnswerUnknown })
      .min(1, FEED_MESSAGES.surveyAnswerUnknown)
      .max(SURVEY_ANSWERS_MAX, FEED_MESSAGES.surveyAnswerUnknown)
      .optional(),
  })
  .refine((vote) => vote.answerId !== undefined || vote.answerIds !== undefined, {
    message: FEED_MESSAGES.surveyAnswerUnknown,
    path: ['answerId'],
  });
export type TSurveyVote = z.infer<typeof ZSurveyVote>;

/** POST /api/posts/{id}/comments (parentId set = `comment_answer`, one level deep). */
export const ZCreatePostComment = z.object({
  body: z
    .string({ error: FEED_MESSAGES.commentRequired })
    .trim()
    .min(1, FEED_MESSAGES.commentRequired)
    .max(COMMENT_BODY_MAX, FEED_MESSAGES.commentTooLong),
  parentId: z
    .number({ error: FEED_MESSAGES.commentNotFound })
    .int(FEED_MESSAGES.commentNotFound)
    .positive(FEED_MESSAGES.commentNotFound)
    .nullable()
    .optional(),
});
export type TCreatePostComment = z.infer<typeof ZCreatePostComment>;

export const ZCommentsQuery = z.object({
  cursor: z.string().max(200).optional(),
  take: zQueryInt.min(1, FEED_MESSAGES.queryInvalid).max(50, FEED_MESSAGES.queryInvalid).default(20),
});

/** Answers of single-item calls. */
export const ZPostAnswer = z.object({ data: ZPostItem });
export const ZLikeState = z.object({ data: z.object({ likesCount: z.number(), likedByMe: z.boolean() }) });
export type TLikeState = z.infer<typeof ZLikeState>['data'];
export const ZSurveyAnswer = z.object({ data: ZSurvey });

/** GET /api/feed/trending: most-liked posts of the last TRENDING_DAYS days (right panel). */
export const ZTrendingAnswer = z.object({
  data: z.array(
    z.object({
      id: z.number(),
      excerpt: z.string(),
      likesCount: z.number(),
      commentsCount: z.number(),
      author: ZUserSummary,
      /** A company post names its company instead of its writer (docs/feed.md). */
      companyName: z.string().nullable(),
    }),
  ),
});
export type TTrendingPost = z.infer<typeof ZTrendingAnswer>['data'][number];
