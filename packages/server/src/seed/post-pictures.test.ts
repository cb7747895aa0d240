/** The demo posts' drawn pictures: each belongs to exactly one demo text and is stored like an upload. */
import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, insertUser, testDialect, type TTestApp } from '../test/harness.ts';
import { POST_TEXTS } from './feed-texts.ts';
import { POST_PICTURES, seedPostPictures } from './post-pictures.ts';

const allTexts = Object.values(POST_TEXTS).flat();

describe(`demo post pictures on ${testDialect}`, () => {
  let t: TTestApp;
  beforeAll(async () => {
    t = await createTestApp();
  }, 120_000);
  afterAll(() => t.close());

  it('belong to exactly one demo post text each', () => {
    for (const picture of POST_PICTURES)
      expect(allTexts.filter((text) => text.startsWith(picture.postStart))).toHaveLength(1);
  });

  it('are set on their community posts as WebP files with a thumbnail', async () => {
    const { db } = t.database;
    const author = await insertUser(t.database);
    const channel = await db.selectFrom('channels').select('id').orderBy('id').executeTakeFirstOrThrow();
    const now = Date.now();
    const bodies = [
      ...POST_PICTURES.map((p) => allTexts.find((text) => text.startsWith(p.postStart))!),
      'Ohne Bild.',
    ];
    await db
      .insertInto('posts')
      .values(
        bodies.map((body) => ({
          uuid: randomUUID(),
          user_id: author.id,
          channel_id: channel.id,
          closed_area_id: null,
          group_id: null,
          body,
          survey_title: null,
          survey_closes_at: null,
          created_at: now,
          updated_at: now,
        })),
      )
      .execute();

    expect(await seedPostPictures(db, t.config)).toBe(POST_PICTURES.length);
    const rows = await db.selectFrom('posts').select(['body', 'images']).orderBy('id').execute();
    expect(JSON.parse(rows.at(-1)!.images)).toEqual([]);
    for (const row of rows.slice(0, -1)) {
      const [image, ...rest] = JSON.parse(row.images) as Array<{ path: string; cPath: string }>;
      expect(rest).toEqual([]);
      expect(image!.path).toMatch(/^\/uploads\/posts\/[0-9a-f]{32}\.webp$/);
      expect(image!.cPath).toBe(image!.path.replace('.webp', '-c.webp'));
      const meta = await sharp(path.join(t.config.dataDir, image!.path)).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual(['webp', 1200, 800]);
      expect(existsSync(path.join(t.config.dataDir, image!.cPath))).toBe(true);
    }
  });
});
