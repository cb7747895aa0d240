/** Settings use cases of the logged-in member: profile fields, picture and online-status privacy. */
import {
  PROFILE_MESSAGES,
  PROFILE_PICTURE_COMPRESSED_SIZE,
  PROFILE_PICTURE_MAX_SIZE,
  type ZProfileUpdate,
} from '@pflegepuls/shared';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { TConfig } from '../../config.ts';
import type { DB } from '../../platform/db/index.ts';
import { validationError } from '../../platform/errors.ts';
import { removeUploads, storeImage, UPLOAD_MESSAGES, type TUploadedFile } from '../../platform/uploads.ts';
import { lookupPostalCode } from '../onboarding/postal.ts';
import { compressedPicturePath } from './summary.ts';

/** Saves name, position, summary and place (looked up from the postal code; empty clears it). */
export async function updateProfileFields(
  db: Kysely<DB>,
  options: { userId: number; input: z.output<typeof ZProfileUpdate> },
): Promise<void> {
  const { input } = options;
  let place = {
    plz: null as string | null,
    country: null as string | null,
    location_city: null as string | null,
    location_state: null as string | null,
    latitude: null as number | null,
    longitude: null as number | null,
  };
  const stored = await db
    .selectFrom('users')
    .select(['plz', 'country'])
    .where('id', '=', options.userId)
    .executeTakeFirstOrThrow();
  // An unchanged place is not looked up again, so saving a name never depends on the postal data.
  const isPlaceUnchanged = input.plz !== '' && input.plz === stored.plz && input.country === stored.country;
  if (input.plz && !isPlaceUnchanged) {
    const match = await lookupPostalCode(db, { country: input.country, plz: input.plz });
    if (!match) throw validationError({ plz: [PROFILE_MESSAGES.plzUnknown] });
    place = {
      plz: match.code,
      country: match.country,
      location_city: match.city,
      location_state: match.state,
      latitude: match.latitude,
      longitude: match.longitude,
    };
  }
  await db
    .updateTable('users')
    .set({
      first_name: input.firstName,
      last_name: input.lastName,
      current_position: input.currentPosition,
      summary: input.summary,
      ...(isPlaceUnchanged ? {} : place),
      updated_at: Date.now(),
    })
    .where('id', '=', options.userId)
    .execute();
}

/** Removes a stored picture's files; a file already gone is fine. */
export async function removePictureFiles(config: TConfig, picturePath: string | null): Promise<void> {
  if (!picturePath?.startsWith('/uploads/avatars/')) return;
  await removeUploads(config, [picturePath, compressedPicturePath(picturePath)]);
}

/** Stores a new picture (re-encoded, metadata stripped) and removes the previous one's files. */
export async function updateProfilePicture(
  db: Kysely<DB>,
  config: TConfig,
  options: { userId: number; files: TUploadedFile[] },
): Promise<{ path: string; updatedAt: number }> {
  const file = options.files.find((f) => f.field === 'image');
  if (!file || file.size === 0) throw validationError({ image: [UPLOAD_MESSAGES.missing] });
  const stored = await storeImage(config, file.path, {
    kind: 'avatars',
    maxSize: PROFILE_PICTURE_MAX_SIZE,
    compressedSize: PROFILE_PICTURE_COMPRESSED_SIZE,
  });
  const previous = await db
    .selectFrom('users')
    .select('profile_picture_path')
    .where('id', '=', options.userId)
    .executeTakeFirstOrThrow();
  const now = Date.now();
  await db
    .updateTable('users')
    .set({ profile_picture_path: stored.path, profile_picture_updated_at: now, updated_at: now })
    .where('id', '=', options.userId)
    .execute();
  await removePictureFiles(config, previous.profile_picture_path);
  return { path: stored.path, updatedAt: now };
}

/** Removes the member's picture (initials again). */
export async function deleteProfilePicture(db: Kysely<DB>, config: TConfig, userId: number): Promise<void> {
  const previous = await db
    .selectFrom('users')
    .select('profile_picture_path')
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
  const now = Date.now();
  await db
    .updateTable('users')
    .set({ profile_picture_path: null, profile_picture_updated_at: null, updated_at: now })
    .where('id', '=', userId)
    .execute();
  await removePictureFiles(config, previous.profile_picture_path);
}

/** Shows or hides the member's online dot for others. */
export async function updatePrivacy(
  db: Kysely<DB>,
  options: { userId: number; hideOnlineStatus: boolean },
): Promise<void> {
  await db
    .updateTable('users')
    .set({ hide_online_status: options.hideOnlineStatus ? 1 : 0, updated_at: Date.now() })
    .where('id', '=', options.userId)
    .execute();
}
