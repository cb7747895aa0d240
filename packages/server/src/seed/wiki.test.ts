import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZWikiAttributes } from '@pflegepuls/shared';
import { createTestApp, type TTestApp } from '../test/harness.ts';
import { sniffWikiType } from '../domains/wiki/files.ts';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { wikiFileDir } from '../domains/wiki/files.ts';
import { seedWiki } from './wiki.ts';

let t: TTestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedWiki(t.database.db, { now: Date.now(), files: t.config });
});
afterAll(() => t.close());

describe('demo wiki', () => {
  it('has the community categories and valid typed attribute groups on every page', async () => {
    const categories = await t.database.db.selectFrom('wiki_categories').select('title').execute();
    expect(categories.map((c) => c.title)).toEqual(
      expect.arrayContaining([
        'Ausbildung und Studium',
        'Fachbücher',
        'Apps für die Pflege',
        'Kontinenzförderung',
      ]),
    );
    const pages = await t.database.db.selectFrom('wiki_pages').select(['title', 'attributes']).execute();
    expect(pages.length).toBeGreaterThanOrEqual(10);
    const groups = new Set<string>();
    for (const page of pages) {
      const parsed = ZWikiAttributes.safeParse(JSON.parse(page.attributes ?? '[]'));
      expect(parsed.success, page.title).toBe(true);
      for (const g of parsed.data ?? []) groups.add(g.group);
    }
    for (const group of ['course_info', 'book_info', 'app_info', 'podcast_info', 'youtube_channel'])
      expect(groups.has(group), group).toBe(true);
  });

  it('stores a PDF and a WebM video in the Urocampus wiki, recognised by content', async () => {
    const files = await t.database.db
      .selectFrom('wiki_files')
      .select(['mime_type', 'storage_name', 'size', 'closed_area_id'])
      .execute();
    expect(files.map((f) => f.mime_type).sort()).toEqual(['application/pdf', 'video/webm']);
    for (const file of files) {
      const bytes = await readFile(path.join(wikiFileDir(t.config), file.storage_name));
      expect(bytes.length).toBe(Number(file.size));
      expect(sniffWikiType(bytes)).toBe(file.mime_type);
      expect(Number(file.closed_area_id)).toBe(1);
    }
  });
});
