/**
 * Bench routes of the wiki (docs/wiki.md): a folder listing (folders, pages and files of a top
 * folder of the large seed), a page's detail with its breadcrumbs, and the wiki's own search. The
 * search bar over the same word is `search/bar` (routes/search.ts).
 */
import type { TBenchPrepareContext, TBenchRoute } from './types.ts';

let folder: { categoryId: number; folderId: number } | null = null;
let pageIds: number[] = [];

async function prepareWiki({ db }: TBenchPrepareContext) {
  if (folder) return;
  const top = await db
    .selectFrom('wiki_folders')
    .select(['id', 'category_id'])
    .where('parent_id', 'is not', null)
    .orderBy('id')
    .executeTakeFirst();
  if (top) folder = { categoryId: Number(top.category_id), folderId: Number(top.id) };
  pageIds = (
    await db
      .selectFrom('wiki_pages')
      .select('id')
      .where('deleted_at', 'is', null)
      .orderBy('id')
      .limit(1000)
      .execute()
  ).map((r) => Number(r.id));
}

export const wikiRoutes: TBenchRoute[] = [
  {
    name: 'wiki/folder',
    auth: true,
    prepare: prepareWiki,
    request: () => ({
      path: `/api/wiki/categories/${folder?.categoryId ?? 1}/contents?folderId=${folder?.folderId ?? 1}`,
    }),
  },
  {
    name: 'wiki/page',
    auth: true,
    prepare: prepareWiki,
    request: (client) => ({
      path: `/api/wiki/pages/${pageIds[client.requestCount % Math.max(1, pageIds.length)] ?? 1}`,
    }),
  },
  // The community wiki: the large seed's 50,000 pages are all there (seed-stages/wiki.ts), 5,000 of
  // them titled "Wundversorgung …", and every member reads it. 600 members in turn: the wiki's
  // search allows a member 120 searches a minute, like the search bar.
  { name: 'wiki/search', auth: true, members: 600, request: '/api/wiki/search?q=wundversorgung' },
];
