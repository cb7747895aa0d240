/**
 * Editing the wiki's structure (docs/wiki.md): categories and nested folders (create, rename, move,
 * delete when empty), files (delete) and the editors an admin names per area.
 */
import { sql, type Kysely } from 'kysely';
import type { z } from 'zod';
import {
  WIKI_MESSAGES,
  type TWikiEditor,
  type TWikiFolderNode,
  type ZWikiCategoryInput,
  type ZWikiCategoryUpdate,
  type ZWikiEditorInput,
  type ZWikiFolderInput,
  type ZWikiFolderUpdate,
} from '@pflegepuls/shared';
import type { TConfig } from '../../config.ts';
import type { DB } from '../../platform/db/index.ts';
import { AppError, validationError } from '../../platform/errors.ts';
import type { TSessionUser } from '../../platform/session.ts';
import { removeWikiFile } from './files.ts';
import { assertCanEdit, assertCanRead } from './policy.ts';

type TDb = Kysely<DB>;
const notFound = () => new AppError('NOT_FOUND', WIKI_MESSAGES.notFound);
const areaOf = (value: number | null) => (value === null ? null : Number(value));

async function categoryArea(db: TDb, categoryId: number) {
  const row = await db
    .selectFrom('wiki_categories as c')
    .innerJoin('wiki_sub_communities as s', 's.id', 'c.sub_community_id')
    .select(['c.id', 'c.sub_community_id', 's.closed_area_id'])
    .where('c.id', '=', categoryId)
    .executeTakeFirst();
  return row
    ? { closedAreaId: areaOf(row.closed_area_id), subCommunityId: Number(row.sub_community_id) }
    : null;
}

export async function createCategory(
  db: TDb,
  user: TSessionUser,
  input: z.output<typeof ZWikiCategoryInput>,
  now = Date.now(),
) {
  const sub = await db
    .selectFrom('wiki_sub_communities')
    .select(['id', 'closed_area_id'])
    .where('id', '=', input.subCommunityId)
    .executeTakeFirst();
  if (!sub) throw validationError({ subCommunityId: [WIKI_MESSAGES.subCommunityNotFound] });
  await assertCanEdit(db, user, areaOf(sub.closed_area_id));
  const row = await db
    .insertInto('wiki_categories')
    .values({
      sub_community_id: input.subCommunityId,
      title: input.title,
      description: input.description || null,
      icon: input.icon || null,
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { id: Number(row.id), title: input.title };
}

export async function updateCategory(
  db: TDb,
  user: TSessionUser,
  categoryId: number,
  input: z.output<typeof ZWikiCategoryUpdate>,
  now = Date.now(),
) {
  const category = await categoryArea(db, categoryId);
  if (!category) throw notFound();
  await assertCanEdit(db, user, category.closedAreaId);
  await db
    .updateTable('wiki_categories')
    .set({
      title: input.title,
      description: input.description || null,
      icon: input.icon || null,
      updated_at: now,
    })
    .where('id', '=', categoryId)
    .execute();
  return { id: categoryId, title: input.title };
}

/** Whether a category or folder holds anything a reader sees (folders, pages outside the bin, files). */
async function isEmpty(db: TDb, where: { categoryId: number; folderId: number | null }) {
  const folderFilter = where.folderId;
  const [folder, page, file] = await Promise.all([
    db
      .selectFrom('wiki_folders')
      .select('id')
      .where('category_id', '=', where.categoryId)
      .$if(folderFilter !== null, (q) => q.where('parent_id', '=', folderFilter))
      .limit(1)
      .executeTakeFirst(),
    db
      .selectFrom('wiki_pages')
      .select('id')
      .where('category_id', '=', where.categoryId)
      .$if(folderFilter !== null, (q) => q.where('folder_id', '=', folderFilter))
      .where('deleted_at', 'is', null)
      .limit(1)
      .executeTakeFirst(),
    db
      .selectFrom('wiki_files')
      .select('id')
      .where('category_id', '=', where.categoryId)
      .$if(folderFilter !== null, (q) => q.where('folder_id', '=', folderFilter))
      .limit(1)
      .executeTakeFirst(),
  ]);
  return !folder && !page && !file;
}

export async function deleteCategory(db: TDb, user: TSessionUser, categoryId: number) {
  const category = await categoryArea(db, categoryId);
  if (!category) throw notFound();
  await assertCanEdit(db, user, category.closedAreaId);
  if (!(await isEmpty(db, { categoryId, folderId: null })))
    throw validationError({ categoryId: [WIKI_MESSAGES.notEmpty] });
  await db.transaction().execute(async (trx) => {
    // Pages in the bin go with their category.
    await trx.deleteFrom('wiki_pages').where('category_id', '=', categoryId).execute();
    await trx.deleteFrom('wiki_categories').where('id', '=', categoryId).execute();
  });
}

async function findFolder(db: TDb, folderId: number) {
  const row = await db
    .selectFrom('wiki_folders')
    .select(['id', 'category_id', 'parent_id'])
    .where('id', '=', folderId)
    .executeTakeFirst();
  if (!row) throw notFound();
  return {
    id: Number(row.id),
    categoryId: Number(row.category_id),
    parentId: row.parent_id === null ? null : Number(row.parent_id),
  };
}

/** 422 unless `parentId` is a folder of the category and (when moving `folderId`) not inside it. */
async function assertParent(db: TDb, categoryId: number, parentId: number | null, folderId: number | null) {
  if (parentId === null) return;
  let current: number | null = parentId;
  for (let depth = 0; current !== null && depth < 60; depth++) {
    if (current === folderId) throw validationError({ parentId: [WIKI_MESSAGES.folderCycle] });
    const row = await db
      .selectFrom('wiki_folders')
      .select(['category_id', 'parent_id'])
      .where('id', '=', current)
      .executeTakeFirst();
    if (!row || Number(row.category_id) !== categoryId)
      throw validationError({ parentId: [WIKI_MESSAGES.folderNotInCategory] });
    current = row.parent_id === null ? null : Number(row.parent_id);
  }
}

export async function createFolder(
  db: TDb,
  user: TSessionUser,
  input: z.output<typeof ZWikiFolderInput>,
  now = Date.now(),
) {
  const category = await categoryArea(db, input.categoryId);
  if (!category) throw validationError({ categoryId: [WIKI_MESSAGES.notFound] });
  await assertCanEdit(db, user, category.closedAreaId);
  await assertParent(db, input.categoryId, input.parentId, null);
  const row = await db
    .insertInto('wiki_folders')
    .values({
      category_id: input.categoryId,
      parent_id: input.parentId,
      title: input.title,
      description: input.description || null,
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { id: Number(row.id), title: input.title, description: input.description || null };
}

/**
 * Rename and move. Another category (of the same sub-community, so the wiki and its access stay
 * the same) takes the folder with its sub-folders, pages (those in the bin too) and files along.
 */
export async function updateFolder(
  db: TDb,
  user: TSessionUser,
  folderId: number,
  input: z.output<typeof ZWikiFolderUpdate>,
  now = Date.now(),
) {
  const folder = await findFolder(db, folderId);
  const category = await categoryArea(db, folder.categoryId);
  await assertCanEdit(db, user, category?.closedAreaId ?? null);
  const targetId = input.categoryId ?? folder.categoryId;
  if (targetId !== folder.categoryId) {
    const target = await categoryArea(db, targetId);
    if (!target) throw validationError({ categoryId: [WIKI_MESSAGES.notFound] });
    if (target.subCommunityId !== category?.subCommunityId)
      throw validationError({ categoryId: [WIKI_MESSAGES.folderOtherSubCommunity] });
  }
  await assertParent(db, targetId, input.parentId, folderId);
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable('wiki_folders')
      .set({
        title: input.title,
        description: input.description || null,
        parent_id: input.parentId,
        updated_at: now,
      })
      .where('id', '=', folderId)
      .execute();
    if (targetId === folder.categoryId) return;
    const subtree = (await folderSubtree(trx, folderId)).map((f) => f.id);
    await trx.updateTable('wiki_folders').set({ category_id: targetId }).where('id', 'in', subtree).execute();
    // By the old category first, so the list indexes (category, folder, …) find the rows.
    for (const table of ['wiki_pages', 'wiki_files'] as const)
      await trx
        .updateTable(table)
        .set({ category_id: targetId })
        .where('category_id', '=', folder.categoryId)
        .where('folder_id', 'in', subtree)
        .execute();
  });
  return { id: folderId, title: input.title, description: input.description || null };
}

/** A folder and all folders below it (one recursive query; the tree is at most 5,000 folders). */
async function folderSubtree(db: TDb, folderId: number) {
  const result = await sql<{ id: number }>`
    WITH RECURSIVE tree(id, depth) AS (
      SELECT id, 0 FROM wiki_folders WHERE id = ${folderId}
      UNION ALL
      SELECT f.id, tree.depth + 1 FROM wiki_folders f INNER JOIN tree ON f.parent_id = tree.id
      WHERE tree.depth < 60
    )
    SELECT id FROM tree`.execute(db);
  return result.rows.map((r) => ({ id: Number(r.id) }));
}

export async function deleteFolder(db: TDb, user: TSessionUser, folderId: number) {
  const folder = await findFolder(db, folderId);
  const category = await categoryArea(db, folder.categoryId);
  await assertCanEdit(db, user, category?.closedAreaId ?? null);
  if (!(await isEmpty(db, { categoryId: folder.categoryId, folderId })))
    throw validationError({ folderId: [WIKI_MESSAGES.notEmpty] });
  await db.transaction().execute(async (trx) => {
    // Pages in the bin move up, so restoring them finds a place.
    await trx
      .updateTable('wiki_pages')
      .set({ folder_id: folder.parentId })
      .where('folder_id', '=', folderId)
      .execute();
    await trx.deleteFrom('wiki_folders').where('id', '=', folderId).execute();
  });
}

export async function deleteFile(db: TDb, config: TConfig, user: TSessionUser, fileId: number) {
  const row = await db
    .selectFrom('wiki_files')
    .select(['id', 'closed_area_id', 'storage_name'])
    .where('id', '=', fileId)
    .executeTakeFirst();
  if (!row) throw notFound();
  await assertCanEdit(db, user, areaOf(row.closed_area_id));
  await db.deleteFrom('wiki_files').where('id', '=', fileId).execute();
  await removeWikiFile(config, row.storage_name);
}

/** Admins name or remove an editor of an area's wiki; the member must exist. */
export async function setEditor(db: TDb, input: z.output<typeof ZWikiEditorInput>, now = Date.now()) {
  const area = await db
    .selectFrom('closed_areas')
    .select('id')
    .where('id', '=', input.closedAreaId)
    .executeTakeFirst();
  if (!area) throw validationError({ closedAreaId: [WIKI_MESSAGES.notFound] });
  const member = await db.selectFrom('users').select('id').where('id', '=', input.userId).executeTakeFirst();
  if (!member) throw validationError({ userId: [WIKI_MESSAGES.userNotFound] });
  if (input.editor) {
    // Editors need read access: only the area's members can take the role.
    const membership = await db
      .selectFrom('closed_area_memberships')
      .select('user_id')
      .where('closed_area_id', '=', input.closedAreaId)
      .where('user_id', '=', input.userId)
      .executeTakeFirst();
    if (!membership) throw validationError({ userId: [WIKI_MESSAGES.editorNotMember] });
  }
  await db
    .deleteFrom('wiki_editors')
    .where('closed_area_id', '=', input.closedAreaId)
    .where('user_id', '=', input.userId)
    .execute();
  if (input.editor)
    await db
      .insertInto('wiki_editors')
      .values({ closed_area_id: input.closedAreaId, user_id: input.userId, created_at: now })
      .execute();
}

const fullName = sql<string>`u.first_name || ' ' || u.last_name`;

/** The editors an admin named for an area, by name (admins' screen). */
export async function listEditors(db: TDb, closedAreaId: number): Promise<TWikiEditor[]> {
  const rows = await db
    .selectFrom('wiki_editors as e')
    .innerJoin('users as u', 'u.id', 'e.user_id')
    .select(['u.id', 'u.email', fullName.as('name')])
    .where('e.closed_area_id', '=', closedAreaId)
    .orderBy('u.last_name')
    .orderBy('u.first_name')
    .orderBy('u.id')
    .limit(500)
    .execute();
  return rows.map((r) => ({ userId: Number(r.id), name: r.name, email: r.email }));
}

/** Escapes LIKE's wildcards (the pattern uses `\\` as its escape character). */
const likeText = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * Members of the area who are not editors yet, whose name or e-mail address contains `q`
 * (case-insensitive on both databases), at most 10.
 */
export async function editorCandidates(db: TDb, closedAreaId: number, q: string): Promise<TWikiEditor[]> {
  const pattern = `%${likeText(q.toLowerCase())}%`;
  const rows = await db
    .selectFrom('closed_area_memberships as m')
    .innerJoin('users as u', 'u.id', 'm.user_id')
    .select(['u.id', 'u.email', fullName.as('name')])
    .where('m.closed_area_id', '=', closedAreaId)
    .where('u.is_bot', '=', 0)
    .where((eb) =>
      eb.or([
        eb(sql`lower(${fullName})`, 'like', sql<string>`${pattern} escape '\\'`),
        eb(sql`lower(u.email)`, 'like', sql<string>`${pattern} escape '\\'`),
      ]),
    )
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('wiki_editors as e')
            .select('e.user_id')
            .where('e.closed_area_id', '=', closedAreaId)
            .whereRef('e.user_id', '=', 'u.id'),
        ),
      ),
    )
    .orderBy('u.last_name')
    .orderBy('u.first_name')
    .orderBy('u.id')
    .limit(10)
    .execute();
  return rows.map((r) => ({ userId: Number(r.id), name: r.name, email: r.email }));
}

/** All folders of a category, flat (the move dialogs build the tree); readers of that wiki only. */
export async function folderTree(
  db: TDb,
  user: TSessionUser,
  categoryId: number,
): Promise<TWikiFolderNode[]> {
  const category = await categoryArea(db, categoryId);
  if (!category) throw notFound();
  await assertCanRead(db, user, category.closedAreaId);
  const rows = await db
    .selectFrom('wiki_folders')
    .select(['id', 'title', 'parent_id'])
    .where('category_id', '=', categoryId)
    .orderBy('title')
    .orderBy('id')
    .limit(5_000)
    .execute();
  return rows.map((r) => ({
    id: Number(r.id),
    title: r.title,
    parentId: r.parent_id === null ? null : Number(r.parent_id),
  }));
}
