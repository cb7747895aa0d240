/** Posts with images (multipart): re-encoded WebP files, limits, nothing stored for refused posts. */
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FEED_MESSAGES, UROCAMPUS_AREA_ID, type TPostItem } from '@pflegepuls/shared';
import type { TTestApp } from '../../test/harness.ts';
import { call, imageFile, postMultipart as sendMultipart, type TMember } from '../../test/member.ts';
import { openFeedTestApp } from './test-helpers.ts';

let t: TTestApp;
let alice: TMember;
let channelId: number;

beforeAll(async () => {
  ({ t, alice, channelId } = await openFeedTestApp());
});
afterAll(() => t.close());

/** POSTs a post with text fields and images in the field `images`. */
const postMultipart = (who: TMember, fields: Record<string, string>, files: Buffer[]) =>
  sendMultipart(
    t,
    who.client,
    '/api/posts',
    fields,
    files.map((file, i) => imageFile(file, 'images', `bild${i}.png`)),
  );

describe('posts with images (multipart)', () => {
  it('stores up to four images re-encoded as WebP and refuses a fifth or a non-image', async () => {
    const png = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#FFA940' } })
      .png()
      .toBuffer();
    const survey = JSON.stringify({ title: 'Mit Bild?', answers: ['Ja', 'Nein'] });
    const created = await postMultipart(
      alice,
      { body: 'Unser neuer Pausenraum', channelId: String(channelId), survey },
      [png, png],
    );
    expect(created.statusCode, created.body).toBe(201);
    const post = created.json().data as TPostItem;
    expect(post.images).toHaveLength(2);
    expect(post.survey?.title).toBe('Mit Bild?');
    for (const image of post.images) {
      expect(image.path).toMatch(/^\/uploads\/posts\/.+\.webp$/);
      expect(existsSync(path.join(t.config.dataDir, image.path))).toBe(true);
      expect(existsSync(path.join(t.config.dataDir, image.cPath))).toBe(true);
    }
    const five = await postMultipart(alice, { body: 'Zu viele', channelId: String(channelId) }, [
      png,
      png,
      png,
      png,
      png,
    ]);
    expect(five.statusCode).toBe(422);
    expect(five.json().message).toBe(FEED_MESSAGES.imagesTooMany);
    const notImage = await postMultipart(alice, { body: 'Kein Bild', channelId: String(channelId) }, [
      Buffer.from('hallo'),
    ]);
    expect(notImage.statusCode).toBe(422);
    const noChannel = await postMultipart(alice, { body: 'Ohne Kanal' }, [png]);
    expect(noChannel.statusCode).toBe(422);
    expect(noChannel.json().message).toBe(FEED_MESSAGES.channelRequired);
    // Refused posts store nothing: an unknown channel, a closed area without membership.
    const stored = () => readdirSync(path.join(t.config.dataDir, 'uploads/posts')).length;
    const before = stored();
    const unknownChannel = await postMultipart(alice, { body: 'Falscher Kanal', channelId: '999999' }, [png]);
    expect(unknownChannel.statusCode).toBe(422);
    const closed = await postMultipart(
      alice,
      { body: 'Nicht Mitglied', channelId: String(channelId), closedAreaId: String(UROCAMPUS_AREA_ID) },
      [png],
    );
    expect(closed.statusCode).toBe(403);
    // A refused second image takes the first one back with it.
    const halfImage = await postMultipart(alice, { body: 'Halb', channelId: String(channelId) }, [
      png,
      Buffer.from('kein Bild'),
    ]);
    expect(halfImage.statusCode).toBe(422);
    expect(stored()).toBe(before);
    // Deleting the post removes its files.
    const removed = await call(t, alice.client, 'DELETE', `/api/posts/${post.id}`);
    expect(removed.statusCode).toBe(204);
    for (const image of post.images) {
      expect(existsSync(path.join(t.config.dataDir, image.path))).toBe(false);
      expect(existsSync(path.join(t.config.dataDir, image.cPath))).toBe(false);
    }
  });
});
