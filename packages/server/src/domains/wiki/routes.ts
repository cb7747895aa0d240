/**
 * Wiki endpoints (docs/wiki.md has the table). Every route is for members (401 first); service.ts
 * checks the area's membership (403) and the editor role (403) before anything is read or written.
 */
import { z } from 'zod';
import {
  WIKI_FILE_MAX_BYTES,
  WIKI_MESSAGES,
  WIKI_TITLE_MAX,
  ZWikiAreaQuery,
  ZWikiCategoryInput,
  ZWikiCategoryParams,
  ZWikiCategoryUpdate,
  ZWikiEditorInput,
  ZWikiEditorQuery,
  ZWikiFolderInput,
  ZWikiFolderParams,
  ZWikiFolderUpdate,
  ZWikiDocumentedFileParams,
  ZWikiDocumentedPageParams,
  ZWikiFileParams,
  ZWikiListQuery,
  ZWikiPageInput,
  ZWikiPageParams,
  ZWikiRevisionParams,
  ZWikiSearchAnswer,
  ZWikiSearchQuery,
} from '@pflegepuls/shared';
import { parseWithSchema, validationError } from '../../platform/errors.ts';
import { requireAdminHook, requireMember, requireUser } from '../../platform/session.ts';
import type { TApp, TDeps } from '../../platform/types.ts';
import {
  UPLOAD_MESSAGES,
  guardUpload,
  storeImage,
  withMultipart,
  withUploadSlot,
} from '../../platform/uploads.ts';
import { SEARCH_LIMIT } from '../search/routes.ts';
import { sendWikiFile, sniffFile, storeWikiFile } from './files.ts';
import { searchWikiPages } from './search.ts';
import {
  createCategory,
  createFolder,
  deleteCategory,
  deleteFile,
  deleteFolder,
  editorCandidates,
  folderTree,
  listEditors,
  setEditor,
  updateCategory,
  updateFolder,
} from './structure.ts';
import {
  createPage,
  deletePage,
  findReadableFile,
  getFile,
  getListing,
  getOverview,
  getPage,
  getRevision,
  listBin,
  listRevisions,
  resolvePlace,
  restoreFromBin,
  restoreRevision,
  updatePage,
} from './service.ts';

const writeLimit = { max: 60, windowMs: 60_000 };
const FILE_TEXTS = {
  field: 'file',
  tooLarge: `Die Datei ist zu groß (höchstens ${WIKI_FILE_MAX_BYTES / 1024 / 1024} MB).`,
  tooMany: 'Bitte lade eine Datei auf einmal hoch.',
};
const FILE_MESSAGES = {
  missing: 'Bitte wähle eine Datei aus.',
  wrongType: 'Bitte wähle ein Video (MP4 oder WebM) oder ein PDF.',
};
const ZPreviewFields = z.object({
  categoryId: z.coerce
    .number({ error: WIKI_MESSAGES.invalidId })
    .int()
    .min(1, { error: WIKI_MESSAGES.invalidId })
    .max(Number.MAX_SAFE_INTEGER, { error: WIKI_MESSAGES.invalidId }),
});
const ZUploadFields = z.object({
  categoryId: z.coerce
    .number({ error: WIKI_MESSAGES.invalidId })
    .int()
    .min(1, { error: WIKI_MESSAGES.invalidId }),
  folderId: z
    .string()
    .optional()
    .transform((v) => (v ? Number(v) : null))
    .refine((v) => v === null || (Number.isSafeInteger(v) && v > 0), { error: WIKI_MESSAGES.invalidId }),
  title: z
    .string({ error: WIKI_MESSAGES.titleRequired })
    .trim()
    .min(1, { error: WIKI_MESSAGES.titleRequired })
    .max(WIKI_TITLE_MAX, { error: WIKI_MESSAGES.titleTooLong }),
});

export function registerWikiRoutes(app: TApp, deps: TDeps) {
  const { db } = deps.database;
  const { config } = deps;
  const member = { preValidation: requireMember };

  app.get('/api/wiki', { ...member, schema: { querystring: ZWikiAreaQuery } }, async (request) => ({
    data: await getOverview(db, requireUser(request), request.query.closedAreaId ?? null),
  }));

  // The search inside one wiki, limited per member like the search bar.
  const searchContext = { db, dialect: deps.database.dialect, productSlug: config.productSlug };
  app.get(
    '/api/wiki/search',
    {
      ...member,
      config: { rateLimit: SEARCH_LIMIT },
      schema: { querystring: ZWikiSearchQuery, response: { 200: ZWikiSearchAnswer } },
    },
    async (request) => ({
      results: await searchWikiPages(searchContext, requireUser(request), request.query),
    }),
  );

  app.get(
    '/api/wiki/categories/:categoryId/contents',
    { ...member, schema: { params: ZWikiCategoryParams, querystring: ZWikiListQuery } },
    async (request) => ({
      data: await getListing(db, requireUser(request), request.params.categoryId, request.query),
    }),
  );

  app.get(
    '/api/wiki/categories/:categoryId/folders',
    { ...member, schema: { params: ZWikiCategoryParams } },
    async (request) => ({
      data: await folderTree(db, requireUser(request), request.params.categoryId),
    }),
  );

  app.get('/api/wiki/pages/:pageId', { ...member, schema: { params: ZWikiPageParams } }, async (request) => ({
    page: await getPage(db, requireUser(request), request.params.pageId),
  }));

  app.get('/api/wiki/files/:fileId', { ...member, schema: { params: ZWikiFileParams } }, async (request) => ({
    file: await getFile(db, requireUser(request), request.params.fileId),
  }));

  app.get(
    '/api/wiki/files/:fileId/content',
    { ...member, schema: { params: ZWikiFileParams } },
    async (request, reply) => {
      const row = await findReadableFile(db, requireUser(request), request.params.fileId);
      return sendWikiFile(request, reply, config, row);
    },
  );

  // The documented calls of 000 §7: JSON `{ page }` / `{ file }`, the place in the path must match.
  for (const prefix of [
    '/wiki/closedAreas/:subCommunityId/categories/:categoryId',
    '/wiki/closedAreas/:subCommunityId/categories/:categoryId/folders/:folderId',
  ]) {
    app.get(
      `${prefix}/pages/:pageId`,
      { ...member, schema: { params: ZWikiDocumentedPageParams } },
      async (request) => {
        const { subCommunityId, categoryId, folderId, pageId } = request.params;
        return {
          page: await getPage(db, requireUser(request), pageId, {
            subCommunityId,
            categoryId,
            folderId: folderId ?? null,
          }),
        };
      },
    );
    app.get(
      `${prefix}/files/:fileId`,
      { ...member, schema: { params: ZWikiDocumentedFileParams } },
      async (request) => {
        const { subCommunityId, categoryId, folderId, fileId } = request.params;
        return {
          file: await getFile(db, requireUser(request), fileId, {
            subCommunityId,
            categoryId,
            folderId: folderId ?? null,
          }),
        };
      },
    );
  }

  // ---- Writing (editors) ----
  app.post(
    '/api/wiki/pages',
    { ...member, config: { rateLimit: writeLimit }, schema: { body: ZWikiPageInput } },
    async (request, reply) => {
      const page = await createPage(db, requireUser(request), request.body);
      return reply.code(201).send({ page });
    },
  );

  app.put(
    '/api/wiki/pages/:pageId',
    {
      ...member,
      config: { rateLimit: writeLimit },
      schema: { params: ZWikiPageParams, body: ZWikiPageInput },
    },
    async (request) => ({
      page: await updatePage(db, requireUser(request), request.params.pageId, request.body),
    }),
  );

  app.delete(
    '/api/wiki/pages/:pageId',
    { ...member, config: { rateLimit: writeLimit }, schema: { params: ZWikiPageParams } },
    async (request) => {
      await deletePage(db, requireUser(request), request.params.pageId);
      return { success: true as const, message: WIKI_MESSAGES.deleted };
    },
  );

  app.get('/api/wiki/bin', { ...member, schema: { querystring: ZWikiAreaQuery } }, async (request) => ({
    data: await listBin(db, requireUser(request), request.query.closedAreaId ?? null),
  }));

  app.post(
    '/api/wiki/bin/:pageId/restore',
    { ...member, config: { rateLimit: writeLimit }, schema: { params: ZWikiPageParams } },
    async (request) => ({ page: await restoreFromBin(db, requireUser(request), request.params.pageId) }),
  );

  app.get(
    '/api/wiki/pages/:pageId/revisions',
    { ...member, schema: { params: ZWikiPageParams } },
    async (request) => ({ data: await listRevisions(db, requireUser(request), request.params.pageId) }),
  );

  app.get(
    '/api/wiki/pages/:pageId/revisions/:revisionId',
    { ...member, schema: { params: ZWikiRevisionParams } },
    async (request) => ({
      revision: await getRevision(db, requireUser(request), request.params.pageId, request.params.revisionId),
    }),
  );

  app.post(
    '/api/wiki/pages/:pageId/revisions/:revisionId/restore',
    { ...member, config: { rateLimit: writeLimit }, schema: { params: ZWikiRevisionParams } },
    async (request) => ({
      page: await restoreRevision(db, requireUser(request), request.params.pageId, request.params.revisionId),
    }),
  );

  app.post(
    '/api/wiki/files',
    { preValidation: guardUpload(deps.limiter), config: { rateLimit: { max: 30, windowMs: 60 * 60_000 } } },
    async (request, reply) => {
      const user = requireUser(request);
      const file = await withUploadSlot(request, () =>
        withMultipart(
          request,
          config,
          async ({ files, fields }) => {
            const input = parseWithSchema(ZUploadFields, fields);
            const upload = files.find((f) => f.field === 'file');
            if (!upload || upload.size === 0) throw validationError({ file: [FILE_MESSAGES.missing] });
            const { closedAreaId, subCommunityId } = await resolvePlace(
              db,
              user,
              input.categoryId,
              input.folderId,
            );
            const mimeType = await sniffFile(upload.path);
            if (!mimeType) throw validationError({ file: [FILE_MESSAGES.wrongType] });
            const storageName = await storeWikiFile(config, mimeType, { path: upload.path });
            const now = Date.now();
            const row = await db
              .insertInto('wiki_files')
              .values({
                closed_area_id: closedAreaId,
                sub_community_id: subCommunityId,
                category_id: input.categoryId,
                folder_id: input.folderId,
                title: input.title,
                mime_type: mimeType,
                size: upload.size,
                storage_name: storageName,
                created_by: user.id,
                created_at: now,
                updated_at: now,
              })
              .returning('id')
              .executeTakeFirstOrThrow();
            return getFile(db, user, Number(row.id));
          },
          FILE_TEXTS,
          WIKI_FILE_MAX_BYTES,
        ),
      );
      return reply.code(201).send({ file });
    },
  );

  // A page's preview image: re-encoded by the upload platform (type by content, 10 MB), public for
  // the community wiki, the area's private uploads (members only) for an area's wiki.
  app.post(
    '/api/wiki/preview-images',
    { preValidation: guardUpload(deps.limiter), config: { rateLimit: { max: 60, windowMs: 60 * 60_000 } } },
    async (request, reply) => {
      const user = requireUser(request);
      const stored = await withUploadSlot(request, () =>
        withMultipart(request, config, async ({ files, fields }) => {
          const input = parseWithSchema(ZPreviewFields, fields);
          const { closedAreaId } = await resolvePlace(db, user, input.categoryId, null);
          const image = files.find((f) => f.field === 'image');
          if (!image || image.size === 0) throw validationError({ image: [UPLOAD_MESSAGES.missing] });
          return storeImage(config, image.path, {
            kind: 'posts',
            maxSize: 1600,
            compressedSize: 400,
            scope: closedAreaId === null ? null : { of: 'areas', id: closedAreaId },
          });
        }),
      );
      return reply.code(201).send({ url: stored.path });
    },
  );

  // ---- Structure (editors) and editors (admins) ----
  const write = { ...member, config: { rateLimit: writeLimit } };
  app.post(
    '/api/wiki/categories',
    { ...write, schema: { body: ZWikiCategoryInput } },
    async (request, reply) =>
      reply.code(201).send({ category: await createCategory(db, requireUser(request), request.body) }),
  );
  app.put(
    '/api/wiki/categories/:categoryId',
    { ...write, schema: { params: ZWikiCategoryParams, body: ZWikiCategoryUpdate } },
    async (request) => ({
      category: await updateCategory(db, requireUser(request), request.params.categoryId, request.body),
    }),
  );
  app.delete(
    '/api/wiki/categories/:categoryId',
    { ...write, schema: { params: ZWikiCategoryParams } },
    async (request) => {
      await deleteCategory(db, requireUser(request), request.params.categoryId);
      return { success: true as const };
    },
  );
  app.post('/api/wiki/folders', { ...write, schema: { body: ZWikiFolderInput } }, async (request, reply) =>
    reply.code(201).send({ folder: await createFolder(db, requireUser(request), request.body) }),
  );
  app.put(
    '/api/wiki/folders/:folderId',
    { ...write, schema: { params: ZWikiFolderParams, body: ZWikiFolderUpdate } },
    async (request) => ({
      folder: await updateFolder(db, requireUser(request), request.params.folderId, request.body),
    }),
  );
  app.delete(
    '/api/wiki/folders/:folderId',
    { ...write, schema: { params: ZWikiFolderParams } },
    async (request) => {
      await deleteFolder(db, requireUser(request), request.params.folderId);
      return { success: true as const };
    },
  );
  app.delete(
    '/api/wiki/files/:fileId',
    { ...write, schema: { params: ZWikiFileParams } },
    async (request) => {
      await deleteFile(db, config, requireUser(request), request.params.fileId);
      return { success: true as const };
    },
  );
  app.get(
    '/api/wiki/editors',
    { preValidation: requireAdminHook, schema: { querystring: ZWikiEditorQuery } },
    async (request) => {
      const { closedAreaId, q } = request.query;
      return {
        data:
          q === undefined ? await listEditors(db, closedAreaId) : await editorCandidates(db, closedAreaId, q),
      };
    },
  );
  app.put(
    '/api/wiki/editors',
    {
      preValidation: requireAdminHook,
      config: { rateLimit: writeLimit },
      schema: { body: ZWikiEditorInput },
    },
    async (request) => {
      await setEditor(db, request.body);
      return { success: true as const };
    },
  );
}
