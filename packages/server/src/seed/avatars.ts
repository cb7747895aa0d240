/**
 * Profile pictures of the demo members, drawn at seed time (no download): an illustrated portrait
 * per member from DiceBear's "notionists" style (CC0), seeded by the user name so every run draws the
 * same face, then stored like an uploaded picture (re-encoded, full size and avatar square).
 */
import { createAvatar } from '@dicebear/core';
import { notionists } from '@dicebear/collection';
import type { Kysely } from 'kysely';
import { PROFILE_PICTURE_COMPRESSED_SIZE, PROFILE_PICTURE_MAX_SIZE } from '@pflegepuls/shared';
import type { TConfig } from '../config.ts';
import type { DB } from '../platform/db/index.ts';
import { storeDrawnPicture } from './drawn-pictures.ts';

/** Soft backgrounds that sit well next to the theme's orange. */
const BACKGROUNDS = ['ffe3c2', 'd8ecf3', 'e4e0f5', 'dcefdc', 'f6dede', 'f1ebd9'];

/** The style's mouths that smile or look neutral (others stick out a tongue or grimace). */
const FRIENDLY_LIPS = (['03', '04', '13', '14', '17', '21', '22', '23', '25'] as const).map(
  (n) => `variant${n}` as const,
);

/** How many in ten demo members show a picture; the others keep their initials, as in real life. */
const WITH_PICTURE_OF_TEN = 8;

/** A stable small number of a name. */
function nameHash(name: string): number {
  let hash = 7;
  for (const char of name) hash = (Math.imul(hash, 31) + char.charCodeAt(0)) >>> 0;
  return hash;
}

/** The SVG portrait of a member: women without beards, men with one now and then. */
export function portraitSvg(userName: string, female: boolean): string {
  return createAvatar(notionists, {
    seed: userName,
    size: 512,
    backgroundColor: [BACKGROUNDS[nameHash(userName) % BACKGROUNDS.length]!],
    beardProbability: female ? 0 : 30,
    // Calm portraits for a professional network: smiling or neutral mouths, no gestures, shirt
    // prints or sunglasses.
    lips: FRIENDLY_LIPS,
    gestureProbability: 0,
    bodyIconProbability: 0,
    glassesProbability: 0,
  }).toString();
}

/**
 * Gives most demo members a portrait. `isFemale` tells from a member's row which face fits (the
 * seed knows the names it generated). Members with a picture already are left alone.
 */
export async function seedAvatars(
  db: Kysely<DB>,
  config: TConfig,
  isFemale: (user: { first_name: string; current_position: string | null }) => boolean,
  now: number,
): Promise<number> {
  const users = await db
    .selectFrom('users')
    .select(['id', 'user_name', 'first_name', 'current_position'])
    .where('profile_picture_path', 'is', null)
    .where('email', 'like', '%@demo.pflegepuls.de')
    .orderBy('id')
    .execute();
  let stored = 0;
  for (const user of users) {
    if (nameHash(user.user_name) % 10 >= WITH_PICTURE_OF_TEN) continue;
    const picture = await storeDrawnPicture(config, portraitSvg(user.user_name, isFemale(user)), {
      kind: 'avatars',
      maxSize: PROFILE_PICTURE_MAX_SIZE,
      compressedSize: PROFILE_PICTURE_COMPRESSED_SIZE,
    });
    await db
      .updateTable('users')
      .set({ profile_picture_path: picture.path, profile_picture_updated_at: now })
      .where('id', '=', user.id)
      .execute();
    stored++;
  }
  return stored;
}
