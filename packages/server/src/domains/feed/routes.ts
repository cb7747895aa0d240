import { z } from 'zod';
import {
  zQueryInt,
  FEED_MESSAGES,
  FEED_PAGE_SIZE,
  POST_IMAGES_MAX,
  ZChannelFollowAnswer,
  ZChannelsAnswer,
  ZCommentCreated,
  ZCompanyPostsPage,
  ZCompanyPostsQuery,
  ZCompanyParams,
  ZCommentsPage,
  ZCommentsQuery,
  ZCreatePost,
  ZCreatePostComment,
  ZFeedPage,
  ZFeedQuery,
  ZLegacyFeedPage,
  ZLikeState,
  ZPostAnswer,
  ZSurveyAnswer,
  ZSurveyVote,
  ZTrendingAnswer,
  ZUpdatePost,
  type TCreatePost,
  type TFeedQuery,
  type TPostImage,
  type TPostItem,
} from '@pflegepuls/shared';
import type { TDomainEvents } from '../../platform/events.ts';
import { validationError, parseWithSchema } from '../../platform/errors.ts';
import { requireUser, requireMember, type TSessionUser } from '../../platform/session.ts';
import type { TApp, TDeps } from '../../platform/types.ts';
import {
  guardUpload,
  removeUploads,
  storeImage,
  withMultipart,
  withUploadSlot,
  type TMultipartBody,
  type TUploadScope,
} from '../../platform/uploads.ts';
import { listChannelsFor, setChannelFlag } from './channels.ts';
import { hitLimit } from '../../platform/limiter.ts';
import { FEED_LIMITS } from './limits.ts';
import type { TMomentItemsLoader } from './hydrate.ts';
import { getCompanyPostsPage, getFeedPage } from './list.ts';
import { assertCompanyVisible } from '../companies/policy.ts';
import { createPostComment, deletePostComment, findPostComments } from './comments.ts';
import { setPostLike } from './likes.ts';
import {
  assertCanCreatePost,
  assertCanDeletePostComment,
  assertCanEditPost,
  assertCanReadArea,
  assertCanReadPost,
} from './policy.ts';
import { createPost, deletePost, getPost, updatePost } from './posts.ts';
import { voteOnSurvey } from './surveys.ts';
import { getTrending } from './trending.ts';

const ID_MESSAGE = 'Ungültige ID.';
const zId = z.coerce.number({ error: ID_MESSAGE }).int(ID_MESSAGE).positive(ID_MESSAGE);
const zCount = z.coerce.number({ error: ID_MESSAGE }).int(ID_MESSAGE).min(0, ID_MESSAGE);
/** `:id` of a post, a comment or a channel. */
const ZIdParams = z.object({ id: zId });
const ZCommentParams = z.object({ id: zId, commentId: zId });
const ZNoContent = z.null();

/** A post's fields from a multipart form (`survey` as JSON), validated like the JSON body. */
function readPostFields(fields: Record<string, string>): TCreatePost {
  let survey: unknown = undefined;
  if (fields['survey']) {
    try {
      survey = JSON.parse(fields['survey']);
    } catch {
      throw validationError({ survey: [FEED_MESSAGES.surveyTitleRequired] });
    }
  }
  return parseWithSchema(ZCreatePost, {
    body: fields['body'],
    channelId: fields['channelId'],
    closedAreaId: fields['closedAreaId'] || null,
    groupId: fields['groupId'] || null,
    companyId: fields['companyId'] || null,
    survey,
  });
}

function imageScope(post: { closedAreaId?: number | null; groupId?: number | null }): TUploadScope | null {
  if (post.groupId) return { of: 'groups', id: post.groupId };
  return post.closedAreaId ? { of: 'areas', id: post.closedAreaId } : null;
}

/**
 * Creates a post from a multipart form with up to POST_IMAGES_MAX images. The images are
 * re-encoded and stored only once every cheaper check has passed; when one of them is refused,
 * the ones stored before it are removed again. Images of a group post are stored for the group's
 * members only, those of another closed-area post for that area's members.
 */
async function createPostFromForm(deps: TDeps, user: TSessionUser, { fields, files }: TMultipartBody) {
  const imageFiles = files.filter(
    (f) => f.field === 'images' || f.field === 'images[]' || f.field === 'image',
  );
  if (imageFiles.length > POST_IMAGES_MAX) throw validationError({ images: [FEED_MESSAGES.imagesTooMany] });
  const { db } = deps.database;
  const checked = await assertCanCreatePost(db, user, readPostFields(fields));
  const post = await createPost({
    db,
    userId: user.id,
    input: checked,
    storeImages: async () => {
      const images: TPostImage[] = [];
      try {
        for (const file of imageFiles) {
          const stored = await storeImage(deps.config, file.path, {
            kind: 'posts',
            maxSize: 1600,
            compressedSize: 400,
            field: 'images',
            scope: imageScope(checked),
          });
          images.push({ path: stored.path, cPath: stored.compressedPath });
        }
      } catch (error) {
        await removeUploads(
          deps.config,
          images.flatMap((image) => [image.path, image.cPath]),
        );
        throw error;
      }
      return images;
    },
  });
  await announceGroupPost(deps.events, post);
  return post;
}

/** Creates a post without images (a JSON body). */
async function createPostFromJson(deps: TDeps, user: TSessionUser, input: TCreatePost) {
  const { db } = deps.database;
  const checked = await assertCanCreatePost(db, user, input);
  const post = await createPost({ db, userId: user.id, input: checked });
  await announceGroupPost(deps.events, post);
  return post;
}

/** A group post goes to the group's members by their setting: the groups domain fans it out. */
async function announceGroupPost(events: TDomainEvents, post: TPostItem): Promise<void> {
  if (post.groupId === null) return;
  await events.publish({
    type: 'group_post_created',
    actorId: post.user.id,
    recipientId: null,
    groupId: post.groupId,
    postId: post.id,
  });
}

/** Legacy answers carry the items under `posts` too (000 §7). */
async function legacyPage(
  deps: TDeps,
  loadMomentItems: TMomentItemsLoader,
  userId: number,
  query: Partial<TFeedQuery>,
) {
  const parsed = parseWithSchema(ZFeedQuery, query);
  await assertCanReadArea(deps.database.db, userId, parsed.closedAreaId || null);
  const page = await getFeedPage(deps.database, userId, parsed, loadMomentItems);
  return { ...page, posts: page.postsAndMoments };
}

/** Feed, posts, surveys, post comments, channels and trending (docs/feed.md). */
export function registerFeedRoutes(app: TApp, deps: TDeps, loadMomentItems: TMomentItemsLoader) {
  const { db } = deps.database;
  const { events, limiter } = deps;

  app.get(
    '/api/feed',
    { preValidation: requireMember, schema: { querystring: ZFeedQuery, response: { 200: ZFeedPage } } },
    async (request) => {
      const { id } = requireUser(request);
      await assertCanReadArea(db, id, request.query.closedAreaId || null);
      return getFeedPage(deps.database, id, request.query, loadMomentItems);
    },
  );

  app.get(
    '/api/feed/trending',
    {
      preValidation: requireMember,
      schema: {
        querystring: z.object({ closedAreaId: zQueryInt.positive(FEED_MESSAGES.queryInvalid).optional() }),
        response: { 200: ZTrendingAnswer },
      },
    },
    async (request) => {
      const closedAreaId = request.query.closedAreaId ?? null;
      await assertCanReadArea(db, requireUser(request).id, closedAreaId);
      return { data: await getTrending(db, closedAreaId) };
    },
  );

  app.get(
    '/api/channels',
    { preValidation: requireMember, schema: { response: { 200: ZChannelsAnswer } } },
    async (request) => ({ data: await listChannelsFor(db, requireUser(request).id) }),
  );

  // Follow and mute (docs/moderation.md): PUT sets, DELETE takes back.
  for (const [action, table] of [
    ['follow', 'channel_follows'],
    ['mute', 'channel_mutes'],
  ] as const) {
    for (const [method, on] of [
      ['put', true],
      ['delete', false],
    ] as const) {
      app[method](
        `/api/channels/:id/${action}`,
        {
          preValidation: requireMember,
          schema: { params: ZIdParams, response: { 200: ZChannelFollowAnswer } },
        },
        async (request) => {
          const { id } = requireUser(request);
          await hitLimit(limiter, FEED_LIMITS.reactions, id);
          return { data: await setChannelFlag(db, table, id, request.params.id, on) };
        },
      );
    }
  }

  // Legacy feed paths of 000 §7.
  for (const path of ['/api/get_posts/:skip/:take', '/api/next_posts/:skip/:take']) {
    app.get(
      path,
      {
        preValidation: requireMember,
        schema: { params: z.object({ skip: zCount, take: zCount }), response: { 200: ZLegacyFeedPage } },
      },
      async (request) =>
        legacyPage(deps, loadMomentItems, requireUser(request).id, {
          skip: request.params.skip,
          take: request.params.take || FEED_PAGE_SIZE,
        }),
    );
  }
  app.get(
    '/get_channel_posts/:channel/:take/:skip',
    {
      preValidation: requireMember,
      schema: {
        params: z.object({ channel: z.string().max(64), take: zCount, skip: zCount }),
        response: { 200: ZLegacyFeedPage },
      },
    },
    async (request) =>
      legacyPage(deps, loadMomentItems, requireUser(request).id, {
        channel: request.params.channel,
        skip: request.params.skip,
        take: request.params.take || FEED_PAGE_SIZE,
      }),
  );
  app.get(
    '/getPost/:id',
    { preValidation: requireMember, schema: { params: ZIdParams, response: { 200: ZPostAnswer } } },
    async (request) => {
      const { id } = requireUser(request);
      await assertCanReadPost(db, id, request.params.id);
      return { data: await getPost(db, id, request.params.id) };
    },
  );

  app.get(
    '/api/posts/:id',
    { preValidation: requireMember, schema: { params: ZIdParams, response: { 200: ZPostAnswer } } },
    async (request) => {
      const { id } = requireUser(request);
      await assertCanReadPost(db, id, request.params.id);
      return { data: await getPost(db, id, request.params.id) };
    },
  );

  // A company profile's posts (docs/feed.md, company posts): members, like every post.
  app.get(
    '/api/company/:companyId/posts',
    {
      preValidation: requireMember,
      schema: {
        params: ZCompanyParams,
        querystring: ZCompanyPostsQuery,
        response: { 200: ZCompanyPostsPage },
      },
    },
    async (request) => {
      const user = requireUser(request);
      const { id } = user;
      await assertCompanyVisible(db, user, request.params.companyId);
      return getCompanyPostsPage(db, id, request.params.companyId, request.query);
    },
  );

  app.post(
    '/api/posts',
    {
      // Every refusal that needs no body comes before the body is read (platform/uploads.ts).
      preValidation: [
        guardUpload(limiter),
        async (request) =>
          hitLimit(limiter, FEED_LIMITS.posts, requireUser(request).id, FEED_MESSAGES.tooManyPosts),
      ],
      schema: { response: { 201: ZPostAnswer } },
    },
    async (request, reply) => {
      const user = requireUser(request);
      const post = request.isMultipart()
        ? await withUploadSlot(request, () =>
            withMultipart(request, deps.config, (body) => createPostFromForm(deps, user, body)),
          )
        : await createPostFromJson(deps, user, parseWithSchema(ZCreatePost, request.body));
      return reply.status(201).send({ data: post });
    },
  );

  app.patch(
    '/api/posts/:id',
    {
      preValidation: requireMember,
      schema: { params: ZIdParams, body: ZUpdatePost, response: { 200: ZPostAnswer } },
    },
    async (request) => {
      const user = requireUser(request);
      const id = user.id;
      await assertCanEditPost(db, user, request.params.id);
      return { data: await updatePost({ db, userId: id, postId: request.params.id, input: request.body }) };
    },
  );

  app.delete(
    '/api/posts/:id',
    { preValidation: requireMember, schema: { params: ZIdParams, response: { 204: ZNoContent } } },
    async (request, reply) => {
      await assertCanEditPost(db, requireUser(request), request.params.id);
      const images = await deletePost(db, request.params.id);
      await removeUploads(
        deps.config,
        images.flatMap((image) => [image.path, image.cPath]),
      );
      return reply.status(204).send(null);
    },
  );

  for (const [method, liked] of [
    ['post', true],
    ['delete', false],
  ] as const) {
    app[method](
      '/api/posts/:id/like',
      { preValidation: requireMember, schema: { params: ZIdParams, response: { 200: ZLikeState } } },
      async (request) => {
        const { id } = requireUser(request);
        await hitLimit(limiter, FEED_LIMITS.reactions, id);
        const post = await assertCanReadPost(db, id, request.params.id);
        return { data: await setPostLike({ db, events, userId: id, post, liked }) };
      },
    );
  }

  app.post(
    '/api/posts/:id/vote',
    {
      preValidation: requireMember,
      schema: { params: ZIdParams, body: ZSurveyVote, response: { 200: ZSurveyAnswer } },
    },
    async (request) => {
      const { id } = requireUser(request);
      const post = await assertCanReadPost(db, id, request.params.id);
      return { data: await voteOnSurvey({ db, userId: id, post, vote: request.body }) };
    },
  );

  app.get(
    '/api/posts/:id/comments',
    {
      preValidation: requireMember,
      schema: { params: ZIdParams, querystring: ZCommentsQuery, response: { 200: ZCommentsPage } },
    },
    async (request) => {
      const { id } = requireUser(request);
      await assertCanReadPost(db, id, request.params.id);
      return findPostComments({ db, viewerId: id, postId: request.params.id, query: request.query });
    },
  );

  app.post(
    '/api/posts/:id/comments',
    {
      preValidation: requireMember,
      schema: { params: ZIdParams, body: ZCreatePostComment, response: { 201: ZCommentCreated } },
    },
    async (request, reply) => {
      const { id } = requireUser(request);
      await hitLimit(limiter, FEED_LIMITS.comments, id, FEED_MESSAGES.tooManyComments);
      const post = await assertCanReadPost(db, id, request.params.id);
      const comment = await createPostComment({ db, events, userId: id, post, input: request.body });
      return reply.status(201).send({ data: comment });
    },
  );

  app.delete(
    '/api/posts/:id/comments/:commentId',
    { preValidation: requireMember, schema: { params: ZCommentParams, response: { 204: ZNoContent } } },
    async (request, reply) => {
      const { id: postId, commentId } = request.params;
      await assertCanDeletePostComment(db, requireUser(request).id, postId, commentId);
      await deletePostComment({ db, postId, commentId });
      return reply.status(204).send(null);
    },
  );
}
