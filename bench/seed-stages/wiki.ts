/**
 * The wiki of the large seed (docs/wiki.md): one community sub-community with 50 categories, each
 * with 10 top folders of 9 sub-folders (5,000 folders), and 50,000 pages, 10 per folder, with a
 * course_info or book_info group on every other page. Titles come from a small German word list
 * plus the page number, so the wiki search finds a bounded set per word.
 */
import { sql } from 'kysely';
import { resetIdSequence } from './helpers.ts';
import type { TSeedContext, TSeedStage } from './types.ts';

const PAGE_COUNT = 50_000;
const CATEGORY_COUNT = 50;
const TOP_FOLDERS = 10;
const SUB_FOLDERS = 9;
const PAGES_PER_FOLDER = 10;
const SUBJECTS = [
  'Wundversorgung',
  'Dekubitusprophylaxe',
  'Sturzprophylaxe',
  'Kontinenzförderung',
  'Schmerzmanagement',
  'Händehygiene',
  'Delirprävention',
  'Ernährungsmanagement',
  'Palliativpflege',
  'Medikamentengabe',
];

export function createWikiStage(): TSeedStage {
  let folderIds: Array<{ id: number; category_id: number }> = [];
  let subId = 0;
  return {
    name: 'wiki',
    count: PAGE_COUNT,
    independentBatches: true,
    async prepare(ctx: TSeedContext) {
      const scale = ctx.scale;
      const categories = Math.max(1, Math.round(CATEGORY_COUNT * scale));
      await ctx.insert('wiki_sub_communities', [
        { closed_area_id: null, title: 'Bench-Wiki', description: null, position: 1, created_at: ctx.now },
      ]);
      await resetIdSequence(ctx, 'wiki_sub_communities');
      const sub = await ctx.db
        .selectFrom('wiki_sub_communities')
        .select('id')
        .where('title', '=', 'Bench-Wiki')
        .executeTakeFirstOrThrow();
      subId = Number(sub.id);
      await ctx.insert(
        'wiki_categories',
        Array.from({ length: categories }, (_, i) => ({
          sub_community_id: subId,
          title: `Themenbereich ${i + 1}: ${SUBJECTS[i % SUBJECTS.length]}`,
          description: null,
          icon: null,
          position: i,
          created_at: ctx.now,
          updated_at: ctx.now,
        })),
      );
      await resetIdSequence(ctx, 'wiki_categories');
      const categoryIds = (
        await ctx.db
          .selectFrom('wiki_categories')
          .select('id')
          .where('sub_community_id', '=', subId)
          .orderBy('id')
          .execute()
      ).map((r) => Number(r.id));
      await ctx.insert(
        'wiki_folders',
        categoryIds.flatMap((category_id) =>
          Array.from({ length: TOP_FOLDERS }, (_, i) => ({
            category_id,
            parent_id: null,
            title: `Ordner ${i + 1}`,
            description: null,
            created_at: ctx.now,
            updated_at: ctx.now,
          })),
        ),
      );
      await resetIdSequence(ctx, 'wiki_folders');
      const tops = await ctx.db
        .selectFrom('wiki_folders')
        .select(['id', 'category_id'])
        .where('category_id', 'in', categoryIds)
        .orderBy('id')
        .execute();
      await ctx.insert(
        'wiki_folders',
        tops.flatMap((top) =>
          Array.from({ length: SUB_FOLDERS }, (_, i) => ({
            category_id: Number(top.category_id),
            parent_id: Number(top.id),
            title: `Unterordner ${i + 1}`,
            description: null,
            created_at: ctx.now,
            updated_at: ctx.now,
          })),
        ),
      );
      await resetIdSequence(ctx, 'wiki_folders');
      folderIds = (
        await ctx.db
          .selectFrom('wiki_folders')
          .select(['id', 'category_id'])
          .where('category_id', 'in', categoryIds)
          .orderBy('id')
          .execute()
      ).map((r) => ({ id: Number(r.id), category_id: Number(r.category_id) }));
    },
    async insertBatch(ctx, from, to) {
      const rows = [];
      for (let i = from; i < to; i++) {
        const folder = folderIds[Math.floor(i / PAGES_PER_FOLDER) % folderIds.length]!;
        const subject = SUBJECTS[i % SUBJECTS.length]!;
        const course = i % 2 === 0;
        rows.push({
          closed_area_id: null,
          sub_community_id: subId,
          category_id: folder.category_id,
          folder_id: folder.id,
          title: `${subject} Praxiswissen ${i + 1}`,
          description: `Kurz erklärt: ${subject} im Stationsalltag, Teil ${i + 1}`,
          content_html: `<h2>${subject}</h2><p>Was du im Alltag beachten solltest (Seite ${i + 1}).</p>`,
          content_text: `${subject} Was du im Alltag beachten solltest (Seite ${i + 1}).`,
          icon: null,
          preview_image_url: null,
          content_type: course ? 'course' : 'article',
          attributes: JSON.stringify(
            course
              ? [{ group: 'course_info', duration: `${(i % 24) + 1} Monate`, costs: 'keine' }]
              : [{ group: 'general_info', text: 'Stand 2026' }],
          ),
          app_type: null,
          created_by: null,
          updated_by: null,
          deleted_at: null,
          deleted_by: null,
          created_at: ctx.now - (i % 1000) * 60_000,
          updated_at: ctx.now - (i % 1000) * 60_000,
        });
      }
      await ctx.insert('wiki_pages', rows);
    },
    async finish(ctx) {
      await resetIdSequence(ctx, 'wiki_pages');
      if (ctx.dialect === 'postgres') await sql`analyze wiki_pages, wiki_folders`.execute(ctx.db);
    },
  };
}
