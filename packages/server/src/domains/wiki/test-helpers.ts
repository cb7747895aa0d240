/** Wiki rows for tests (docs/wiki.md): a sub-community with one category, and pages in it. */
import type { Insertable, Kysely } from 'kysely';
import type { DB } from '../../platform/db/index.ts';
import type { WikiPagesTable } from '../../platform/db/tables/wiki.ts';

export type TWikiPlace = { closedAreaId: number | null; sub: number; category: number };

/** A sub-community titled `subTitle` with the category `categoryTitle`, in an area's wiki or the community's (null). */
export async function insertWikiPlace(
  db: Kysely<DB>,
  closedAreaId: number | null,
  subTitle: string,
  categoryTitle: string,
  now = Date.now(),
): Promise<TWikiPlace> {
  const sub = await db
    .insertInto('wiki_sub_communities')
    .values({ closed_area_id: closedAreaId, title: subTitle, description: null, created_at: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  const category = await db
    .insertInto('wiki_categories')
    .values({
      sub_community_id: sub.id,
      title: categoryTitle,
      description: null,
      icon: null,
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { closedAreaId, sub: Number(sub.id), category: Number(category.id) };
}

/** A page at the top of `place`'s category; `fields` may set any other column. */
export async function insertWikiPage(
  db: Kysely<DB>,
  place: TWikiPlace,
  fields: { title: string } & Partial<Insertable<WikiPagesTable>>,
  now = Date.now(),
): Promise<number> {
  const page = await db
    .insertInto('wiki_pages')
    .values({
      closed_area_id: place.closedAreaId,
      sub_community_id: place.sub,
      category_id: place.category,
      folder_id: null,
      description: null,
      content_html: '<p>…</p>',
      content_type: 'article',
      attributes: '[]',
      created_at: now,
      updated_at: now,
      ...fields,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(page.id);
}
