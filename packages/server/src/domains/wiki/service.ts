/**
 * The wiki's reading and writing (docs/wiki.md). Every function gets the member and checks access
 * itself through policy.ts, so no route can forget it: a closed area's wiki only for its members.
 */
import { sql, type Kysely, type SelectQueryBuilder } from 'kysely';
import {
  DAY_MS,
  WIKI_BIN_DAYS,
  WIKI_CONTENT_TYPES,
  WIKI_LIST_LIMIT,
  WIKI_MESSAGES,
  ZWikiAttributes,
  type TWikiAttributeGroup,
  type TWikiContentType,
  type TWikiCrumb,
  type TWikiFile,
  type TWikiListPart,
  type TWikiListing,
  type TWikiOverview,
  type TWikiPage,
  type TWikiRevision,
  type TWikiRevisionItem,
  type ZWikiListQuery,
  type ZWikiPageInput,
} from '@pflegepuls/shared';
import type { z } from 'zod';
import type { DB } from '../../platform/db/index.ts';
import { AppError, validationError } from '../../platform/errors.ts';
import type { TSessionUser } from '../../platform/session.ts';
import { moderationStateOf, notModerated } from '../moderation/filters.ts';
import { assertCanEdit, assertCanRead, isEditor } from './policy.ts';
import { sanitizeWikiHtml, wikiSearchText } from './sanitize.ts';

type TDb = Kysely<DB>;
type TListQuery = z.infer<typeof ZWikiListQuery>;
type TPageInput = z.output<typeof ZWikiPageInput>;

const notFound = () => new AppError('NOT_FOUND', WIKI_MESSAGES.notFound);
const BIN_MS = WIKI_BIN_DAYS * DAY_MS;

function parseAttributes(json: string | null): TWikiAttributeGroup[] {
  if (!json) return [];
  const parsed = ZWikiAttributes.safeParse(JSON.parse(json));
  return parsed.success ? parsed.data : [];
}

/** A stored content type, or 'article' for anything unknown. */
export function contentTypeOf(value: string | null): TWikiContentType {
  return (WIKI_CONTENT_TYPES as readonly string[]).includes(value ?? '')
    ? (value as TWikiContentType)
    : 'article';
}

/** The wiki's root crumb: the area's wiki or the community's. */
async function rootCrumbs(db: TDb, closedAreaId: number | null): Promise<TWikiCrumb[]> {
  if (closedAreaId === null) return [{ kind: 'wiki', id: 0, title: 'Wiki' }];
  const area = await db
    .selectFrom('closed_areas')
    .select('name')
    .where('id', '=', closedAreaId)
    .executeTakeFirst();
  return [{ kind: 'wiki', id: closedAreaId, title: area ? `${area.name}-Wiki` : 'Wiki' }];
}

/** The category with its sub-community, or 404. */
async function findCategory(db: TDb, categoryId: number) {
  const row = await db
    .selectFrom('wiki_categories as c')
    .innerJoin('wiki_sub_communities as s', 's.id', 'c.sub_community_id')
    .select([
      'c.id',
      'c.title',
      'c.description',
      'c.sub_community_id',
      's.title as sub_title',
      's.closed_area_id',
    ])
    .where('c.id', '=', categoryId)
    .executeTakeFirst();
  if (!row) throw notFound();
  return row;
}

/** A folder and its ancestors, the folder last (one recursive query); empty for an unknown folder. */
async function folderChain(db: TDb, folderId: number) {
  const result = await sql<{
    id: number;
    parent_id: number | null;
    title: string;
    description: string | null;
    category_id: number;
    depth: number;
  }>`
    WITH RECURSIVE chain(id, parent_id, title, description, category_id, depth) AS (
      SELECT id, parent_id, title, description, category_id, 0 FROM wiki_folders WHERE id = ${folderId}
      UNION ALL
      SELECT f.id, f.parent_id, f.title, f.description, f.category_id, chain.depth + 1
      FROM wiki_folders f INNER JOIN chain ON f.id = chain.parent_id
      WHERE chain.depth < 50
    )
    SELECT id, parent_id, title, description, category_id, depth FROM chain ORDER BY depth DESC`.execute(db);
  return result.rows.map((r) => ({ ...r, id: Number(r.id), category_id: Number(r.category_id) }));
}

type TFolderChain = Awaited<ReturnType<typeof folderChain>>;

/** The breadcrumbs down to the end of `chain` (the folder's, or none for the category itself). */
async function crumbsFor(
  db: TDb,
  category: Awaited<ReturnType<typeof findCategory>>,
  chain: TFolderChain,
): Promise<TWikiCrumb[]> {
  const crumbs = await rootCrumbs(db, category.closed_area_id);
  crumbs.push({ kind: 'subCommunity', id: Number(category.sub_community_id), title: category.sub_title });
  crumbs.push({ kind: 'category', id: Number(category.id), title: category.title });
  for (const f of chain) crumbs.push({ kind: 'folder', id: f.id, title: f.title });
  return crumbs;
}

/** The chain of a folder (none for null). */
const chainOf = (db: TDb, folderId: number | null) =>
  folderId === null ? Promise.resolve([]) : folderChain(db, folderId);

/** A wiki's start: its sub-communities and their categories (two queries). */
export async function getOverview(
  db: TDb,
  user: TSessionUser,
  closedAreaId: number | null,
): Promise<TWikiOverview> {
  await assertCanRead(db, user, closedAreaId);
  if (closedAreaId !== null) {
    const area = await db
      .selectFrom('closed_areas')
      .select('id')
      .where('id', '=', closedAreaId)
      .executeTakeFirst();
    if (!area) throw notFound();
  }
  const subs = await db
    .selectFrom('wiki_sub_communities')
    .select(['id', 'title', 'description'])
    .where('closed_area_id', closedAreaId === null ? 'is' : '=', closedAreaId)
    .orderBy('position')
    .orderBy('id')
    .execute();
  const categories = subs.length
    ? await db
        .selectFrom('wiki_categories')
        .select(['id', 'title', 'description', 'icon', 'sub_community_id'])
        .where(
          'sub_community_id',
          'in',
          subs.map((s) => s.id),
        )
        .orderBy('position')
        .orderBy('id')
        .execute()
    : [];
  return {
    closedAreaId,
    canEdit: await isEditor(db, user, closedAreaId),
    subCommunities: subs.map((s) => ({
      id: Number(s.id),
      title: s.title,
      description: s.description,
      categories: categories
        .filter((c) => Number(c.sub_community_id) === Number(s.id))
        .map((c) => ({ id: Number(c.id), title: c.title, description: c.description, icon: c.icon })),
    })),
  };
}

function parseCursor(cursor: string | undefined): { id: number; title: string } | null {
  if (!cursor) return null;
  const at = cursor.indexOf(':');
  return { id: Number(cursor.slice(0, at)), title: cursor.slice(at + 1) };
}
const cursorOf = (row: { id: number; title: string }) => `${Number(row.id)}:${row.title}`;

type TListTable = 'wiki_folders' | 'wiki_pages' | 'wiki_files';

/**
 * The listings' one keyset query: after the cursor's (title, id), ordered by title then id, one row
 * more than a page to know whether there is a next one (indexes `wiki_*_list_idx`).
 */
async function keysetByTitle<TB extends TListTable, O extends { id: number; title: string }, T>(
  query: SelectQueryBuilder<DB, TB, O>,
  cursor: string | undefined,
  toItem: (row: O) => T,
): Promise<{ items: T[]; nextCursor: string | null }> {
  const after = parseCursor(cursor);
  const rows = await query
    .$if(after !== null, (q) =>
      q.where((eb) =>
        eb.or([
          eb(sql.ref('title'), '>', after!.title),
          eb.and([eb(sql.ref('title'), '=', after!.title), eb(sql.ref('id'), '>', after!.id)]),
        ]),
      ),
    )
    .orderBy(sql.ref('title'))
    .orderBy(sql.ref('id'))
    .limit(WIKI_LIST_LIMIT + 1)
    .execute();
  const more = rows.length > WIKI_LIST_LIMIT;
  const kept = more ? rows.slice(0, WIKI_LIST_LIMIT) : rows;
  return { items: kept.map(toItem), nextCursor: more ? cursorOf(kept[kept.length - 1]!) : null };
}

function listFolders(db: TDb, categoryId: number, folderId: number | null, cursor: string | undefined) {
  return keysetByTitle(
    db
      .selectFrom('wiki_folders')
      .select(['id', 'title', 'description'])
      .where('category_id', '=', categoryId)
      .where('parent_id', folderId === null ? 'is' : '=', folderId),
    cursor,
    (r) => ({ id: Number(r.id), title: r.title, description: r.description }),
  );
}

function listPages(
  db: TDb,
  user: TSessionUser,
  categoryId: number,
  folderId: number | null,
  query: TListQuery,
) {
  return keysetByTitle(
    db
      .selectFrom('wiki_pages')
      .select(['id', 'title', 'description', 'icon', 'preview_image_url', 'content_type', 'updated_at'])
      .where('category_id', '=', categoryId)
      .where('folder_id', folderId === null ? 'is' : '=', folderId)
      .where('deleted_at', 'is', null)
      // Hidden by moderation: listed for its author (and admins) only (docs/moderation.md).
      .where(notModerated('wiki_page', 'wiki_pages.id', user, 'wiki_pages.created_by'))
      .$if(query.appType !== undefined, (q) => q.where('app_type', '=', query.appType!))
      .$if(query.contentType !== undefined, (q) => q.where('content_type', '=', query.contentType!)),
    query.cursor,
    (r) => ({
      id: Number(r.id),
      title: r.title,
      description: r.description,
      icon: r.icon,
      previewImage: r.preview_image_url ? { url: r.preview_image_url } : null,
      contentType: contentTypeOf(r.content_type),
      updatedAt: Number(r.updated_at),
    }),
  );
}

function listFiles(db: TDb, categoryId: number, folderId: number | null, cursor: string | undefined) {
  return keysetByTitle(
    db
      .selectFrom('wiki_files')
      .select(['id', 'title', 'mime_type', 'size'])
      .where('category_id', '=', categoryId)
      .where('folder_id', folderId === null ? 'is' : '=', folderId),
    cursor,
    (r) => ({ id: Number(r.id), title: r.title, mimeType: r.mime_type, size: Number(r.size) }),
  );
}

/** A category's or folder's listing: folders, pages and files, each keyset-paginated by title. */
export async function getListing(
  db: TDb,
  user: TSessionUser,
  categoryId: number,
  query: TListQuery,
): Promise<TWikiListing | TWikiListPart> {
  const category = await findCategory(db, categoryId);
  await assertCanRead(db, user, category.closed_area_id);
  const folderId = query.folderId ?? null;
  // The folder's chain is both its breadcrumb trail and the check that it is in this category.
  const chain = await chainOf(db, folderId);
  const last = chain.at(-1);
  if (folderId !== null && (last?.id !== folderId || last.category_id !== categoryId)) throw notFound();
  const folder = last ? { id: last.id, title: last.title, description: last.description } : null;
  if (query.kind === 'folders') return { folders: await listFolders(db, categoryId, folderId, query.cursor) };
  if (query.kind === 'pages') return { pages: await listPages(db, user, categoryId, folderId, query) };
  if (query.kind === 'files') return { files: await listFiles(db, categoryId, folderId, query.cursor) };
  const [folders, pages, files, breadcrumbs, canEdit] = await Promise.all([
    listFolders(db, categoryId, folderId, undefined),
    listPages(db, user, categoryId, folderId, { ...query, cursor: undefined }),
    listFiles(db, categoryId, folderId, undefined),
    crumbsFor(db, category, chain),
    isEditor(db, user, category.closed_area_id),
  ]);
  return {
    closedAreaId: category.closed_area_id === null ? null : Number(category.closed_area_id),
    subCommunityId: Number(category.sub_community_id),
    category: { id: Number(category.id), title: category.title, description: category.description },
    folder,
    breadcrumbs,
    canEdit,
    folders,
    pages,
    files,
  };
}

/** A page row in the bin or gone is a 404 for readers. */
async function findPageRow(db: TDb, pageId: number) {
  const row = await db
    .selectFrom('wiki_pages')
    .selectAll()
    .where('id', '=', pageId)
    .where('deleted_at', 'is', null)
    .where('category_id', 'is not', null)
    .executeTakeFirst();
  if (!row) throw notFound();
  return row;
}

export type TPlace = { subCommunityId?: number; categoryId?: number; folderId?: number | null };

/** 404 when a documented call's path names a different place than where the entry is. */
function assertPlace(
  place: TPlace,
  row: { sub_community_id: number | null; category_id: number | null; folder_id: number | null },
) {
  if (place.subCommunityId !== undefined && Number(row.sub_community_id) !== place.subCommunityId)
    throw notFound();
  if (place.categoryId !== undefined && Number(row.category_id) !== place.categoryId) throw notFound();
  if (place.folderId !== undefined) {
    const folder = row.folder_id === null ? null : Number(row.folder_id);
    if (folder !== place.folderId) throw notFound();
  }
}

export async function getPage(
  db: TDb,
  user: TSessionUser,
  pageId: number,
  place: TPlace = {},
): Promise<TWikiPage> {
  const row = await findPageRow(db, pageId);
  await assertCanRead(db, user, row.closed_area_id === null ? null : Number(row.closed_area_id));
  assertPlace(place, row);
  // Hidden by moderation: its author and admins still read it, marked; deleted: admins only.
  const moderation = await moderationStateOf(db, 'wiki_page', Number(row.id));
  const isAuthor = row.created_by !== null && Number(row.created_by) === user.id;
  if (moderation !== null && !user.isAdmin && (moderation === 'deleted' || !isAuthor)) throw notFound();
  const category = await findCategory(db, Number(row.category_id));
  const folderId = row.folder_id === null ? null : Number(row.folder_id);
  const [breadcrumbs, canEdit] = await Promise.all([
    chainOf(db, folderId).then((chain) => crumbsFor(db, category, chain)),
    isEditor(db, user, category.closed_area_id),
  ]);
  return {
    id: Number(row.id),
    closedAreaId: row.closed_area_id === null ? null : Number(row.closed_area_id),
    subCommunityId: Number(row.sub_community_id),
    categoryId: Number(row.category_id),
    folderId,
    title: row.title,
    description: row.description,
    content: row.content_html ?? '',
    icon: row.icon,
    previewImage: row.preview_image_url ? { url: row.preview_image_url } : null,
    contentType: contentTypeOf(row.content_type),
    updatedAt: Number(row.updated_at),
    attributes: parseAttributes(row.attributes),
    breadcrumbs,
    canEdit,
    ...(moderation !== null ? { isHidden: true } : {}),
  };
}

export const fileUrl = (fileId: number) => `/api/wiki/files/${fileId}/content`;

export async function findReadableFile(db: TDb, user: TSessionUser, fileId: number, place: TPlace = {}) {
  const row = await db.selectFrom('wiki_files').selectAll().where('id', '=', fileId).executeTakeFirst();
  if (!row) throw notFound();
  await assertCanRead(db, user, row.closed_area_id === null ? null : Number(row.closed_area_id));
  assertPlace(place, row);
  return row;
}

export async function getFile(
  db: TDb,
  user: TSessionUser,
  fileId: number,
  place: TPlace = {},
): Promise<TWikiFile> {
  const row = await findReadableFile(db, user, fileId, place);
  const category = await findCategory(db, Number(row.category_id));
  const folderId = row.folder_id === null ? null : Number(row.folder_id);
  const [breadcrumbs, canEdit] = await Promise.all([
    chainOf(db, folderId).then((chain) => crumbsFor(db, category, chain)),
    isEditor(db, user, category.closed_area_id),
  ]);
  return {
    id: Number(row.id),
    closedAreaId: row.closed_area_id === null ? null : Number(row.closed_area_id),
    subCommunityId: Number(row.sub_community_id),
    categoryId: Number(row.category_id),
    folderId,
    title: row.title,
    size: Number(row.size),
    updatedAt: Number(row.updated_at),
    file: { mimeType: row.mime_type, url: fileUrl(Number(row.id)) },
    breadcrumbs,
    canEdit,
  };
}

// ---- Writing ----

function appTypeOf(attributes: TWikiAttributeGroup[]): string | null {
  const app = attributes.find((g) => g.group === 'app_info');
  return app && app.group === 'app_info' ? app.type : null;
}

/**
 * Where a page or an upload goes: the category (and folder) must exist (422 otherwise) and the
 * member must edit that wiki (403).
 */
export async function resolvePlace(db: TDb, user: TSessionUser, categoryId: number, folderId: number | null) {
  const category = await db
    .selectFrom('wiki_categories as c')
    .innerJoin('wiki_sub_communities as s', 's.id', 'c.sub_community_id')
    .select(['c.id', 'c.sub_community_id', 's.closed_area_id'])
    .where('c.id', '=', categoryId)
    .executeTakeFirst();
  if (!category) throw validationError({ categoryId: [WIKI_MESSAGES.notFound] });
  const closedAreaId = category.closed_area_id === null ? null : Number(category.closed_area_id);
  await assertCanEdit(db, user, closedAreaId);
  if (folderId !== null) {
    const folder = await db
      .selectFrom('wiki_folders')
      .select('category_id')
      .where('id', '=', folderId)
      .executeTakeFirst();
    if (!folder || Number(folder.category_id) !== categoryId)
      throw validationError({ folderId: [WIKI_MESSAGES.folderNotInCategory] });
  }
  return { closedAreaId, subCommunityId: Number(category.sub_community_id) };
}

function pageValues(input: TPageInput) {
  const html = sanitizeWikiHtml(input.content);
  return {
    title: input.title,
    description: input.description || null,
    content_html: html,
    content_text: wikiSearchText(html),
    icon: input.icon || null,
    preview_image_url: input.previewImageUrl,
    content_type: input.contentType,
    attributes: JSON.stringify(input.attributes),
    app_type: appTypeOf(input.attributes),
  };
}

type TRevisionValues = Omit<ReturnType<typeof pageValues>, 'content_type' | 'content_text'> & {
  content_type: string;
};

async function addRevision(db: TDb, pageId: number, userId: number, values: TRevisionValues, now: number) {
  await db
    .insertInto('wiki_page_revisions')
    .values({
      page_id: pageId,
      title: values.title,
      description: values.description,
      content_html: values.content_html,
      icon: values.icon,
      preview_image_url: values.preview_image_url,
      content_type: values.content_type,
      attributes: values.attributes,
      created_by: userId,
      created_at: now,
    })
    .execute();
}

export async function createPage(db: TDb, user: TSessionUser, input: TPageInput, now = Date.now()) {
  const place = await resolvePlace(db, user, input.categoryId, input.folderId);
  const values = pageValues(input);
  const id = await db.transaction().execute(async (trx) => {
    const row = await trx
      .insertInto('wiki_pages')
      .values({
        ...values,
        closed_area_id: place.closedAreaId,
        sub_community_id: place.subCommunityId,
        category_id: input.categoryId,
        folder_id: input.folderId,
        created_by: user.id,
        updated_by: user.id,
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await addRevision(trx, Number(row.id), user.id, values, now);
    return Number(row.id);
  });
  return getPage(db, user, id);
}

/** Saves a page (also a move: category and folder come with every save) and keeps a revision. */
export async function updatePage(
  db: TDb,
  user: TSessionUser,
  pageId: number,
  input: TPageInput,
  now = Date.now(),
) {
  const row = await findPageRow(db, pageId);
  await assertCanEdit(db, user, row.closed_area_id === null ? null : Number(row.closed_area_id));
  const place = await resolvePlace(db, user, input.categoryId, input.folderId);
  const values = pageValues(input);
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable('wiki_pages')
      .set({
        ...values,
        closed_area_id: place.closedAreaId,
        sub_community_id: place.subCommunityId,
        category_id: input.categoryId,
        folder_id: input.folderId,
        updated_by: user.id,
        updated_at: now,
      })
      .where('id', '=', pageId)
      .execute();
    await addRevision(trx, pageId, user.id, values, now);
  });
  return getPage(db, user, pageId);
}

/** Into the bin; pages in the bin longer than WIKI_BIN_DAYS are removed for good here too. */
export async function deletePage(db: TDb, user: TSessionUser, pageId: number, now = Date.now()) {
  const row = await findPageRow(db, pageId);
  await assertCanEdit(db, user, row.closed_area_id === null ? null : Number(row.closed_area_id));
  await db
    .updateTable('wiki_pages')
    .set({ deleted_at: now, deleted_by: user.id })
    .where('id', '=', pageId)
    .execute();
  await purgeBin(db, now);
}

export async function purgeBin(db: TDb, now = Date.now()) {
  await db
    .deleteFrom('wiki_pages')
    .where('deleted_at', '<', now - BIN_MS)
    .execute();
}

/** The bin of a wiki for its editors: pages deleted within WIKI_BIN_DAYS, latest first. */
export async function listBin(db: TDb, user: TSessionUser, closedAreaId: number | null, now = Date.now()) {
  await assertCanEdit(db, user, closedAreaId);
  const rows = await db
    .selectFrom('wiki_pages')
    .select(['id', 'title', 'deleted_at'])
    .where('closed_area_id', closedAreaId === null ? 'is' : '=', closedAreaId)
    .where('deleted_at', '>=', now - BIN_MS)
    .orderBy('deleted_at', 'desc')
    .orderBy('id', 'desc')
    .limit(200)
    .execute();
  return rows.map((r) => ({ id: Number(r.id), title: r.title, deletedAt: Number(r.deleted_at) }));
}

export async function restoreFromBin(db: TDb, user: TSessionUser, pageId: number, now = Date.now()) {
  const row = await db
    .selectFrom('wiki_pages')
    .select(['id', 'closed_area_id'])
    .where('id', '=', pageId)
    .where('deleted_at', '>=', now - BIN_MS)
    .executeTakeFirst();
  if (!row) throw notFound();
  await assertCanEdit(db, user, row.closed_area_id === null ? null : Number(row.closed_area_id));
  await db
    .updateTable('wiki_pages')
    .set({ deleted_at: null, deleted_by: null })
    .where('id', '=', pageId)
    .execute();
  return getPage(db, user, pageId);
}

async function editablePage(db: TDb, user: TSessionUser, pageId: number) {
  const row = await findPageRow(db, pageId);
  await assertCanEdit(db, user, row.closed_area_id === null ? null : Number(row.closed_area_id));
  return row;
}

const authorName = sql<string>`coalesce(u.first_name || ' ' || u.last_name, 'Unbekannt')`;

export async function listRevisions(
  db: TDb,
  user: TSessionUser,
  pageId: number,
): Promise<TWikiRevisionItem[]> {
  await editablePage(db, user, pageId);
  const rows = await db
    .selectFrom('wiki_page_revisions as r')
    .leftJoin('users as u', 'u.id', 'r.created_by')
    .select(['r.id', 'r.title', 'r.created_at', authorName.as('author')])
    .where('r.page_id', '=', pageId)
    .orderBy('r.id', 'desc')
    .limit(200)
    .execute();
  return rows.map((r) => ({
    id: Number(r.id),
    title: r.title,
    createdAt: Number(r.created_at),
    author: r.author,
  }));
}

async function findRevision(db: TDb, pageId: number, revisionId: number) {
  const row = await db
    .selectFrom('wiki_page_revisions as r')
    .leftJoin('users as u', 'u.id', 'r.created_by')
    .selectAll('r')
    .select(authorName.as('author'))
    .where('r.id', '=', revisionId)
    .where('r.page_id', '=', pageId)
    .executeTakeFirst();
  if (!row) throw new AppError('NOT_FOUND', WIKI_MESSAGES.revisionNotFound);
  return row;
}

export async function getRevision(
  db: TDb,
  user: TSessionUser,
  pageId: number,
  revisionId: number,
): Promise<TWikiRevision> {
  await editablePage(db, user, pageId);
  const row = await findRevision(db, pageId, revisionId);
  return {
    id: Number(row.id),
    title: row.title,
    createdAt: Number(row.created_at),
    author: row.author,
    description: row.description,
    content: row.content_html,
    attributes: parseAttributes(row.attributes),
  };
}

/** Restores an earlier revision exactly, as a new save (so the restore is in the history too). */
export async function restoreRevision(
  db: TDb,
  user: TSessionUser,
  pageId: number,
  revisionId: number,
  now = Date.now(),
) {
  await editablePage(db, user, pageId);
  const r = await findRevision(db, pageId, revisionId);
  const values = {
    title: r.title,
    description: r.description,
    content_html: r.content_html,
    content_text: wikiSearchText(r.content_html),
    icon: r.icon,
    preview_image_url: r.preview_image_url,
    content_type: r.content_type,
    attributes: r.attributes,
    app_type: appTypeOf(parseAttributes(r.attributes)),
  };
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable('wiki_pages')
      .set({ ...values, updated_by: user.id, updated_at: now })
      .where('id', '=', pageId)
      .execute();
    await addRevision(trx, pageId, user.id, values, now);
  });
  return getPage(db, user, pageId);
}
