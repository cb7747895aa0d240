/**
 * A company's pictures (docs/companies.md "Pictures"): logo, cover and the photo gallery, stored as
 * public uploads under /uploads/companies/ (profiles are public). Every picture is re-encoded by
 * the platform (platform/uploads.ts); a replaced or removed picture's files are deleted.
 */
import type { Kysely } from 'kysely';
import {
  COMPANY_COVER_HEIGHT,
  COMPANY_COVER_WIDTH,
  COMPANY_LOGO_SIZE,
  COMPANY_MESSAGES,
  COMPANY_PHOTO_MAX_SIZE,
  COMPANY_PHOTO_THUMB_SIZE,
  COMPANY_PHOTOS_MAX,
  type TCompanyPhoto,
} from '@pflegepuls/shared';
import type { TConfig } from '../../config.ts';
import type { DB } from '../../platform/db/index.ts';
import { AppError, validationError } from '../../platform/errors.ts';
import { removeUploads, storeFramedImage, storeImage, type TUploadedFile } from '../../platform/uploads.ts';

type TDb = Kysely<DB>;
export type TPictureSlot = 'logo' | 'cover';
const COLUMN = { logo: 'logo_path', cover: 'cover_path' } as const;

/** The multipart form's one picture (field `image`); 422 without one. */
function imageOf(files: TUploadedFile[]): TUploadedFile {
  const file = files.find((f) => f.field === 'image');
  if (!file) throw validationError({ image: [COMPANY_MESSAGES.imageMissing] });
  return file;
}

/**
 * Sets the company's logo or cover to `next` (null: removes it) and deletes the old file. The swap
 * is a compare-and-set on the old path, so two editors replacing the logo at once both end with
 * their old file deleted and exactly one picture stored.
 */
async function swapPicture(
  db: TDb,
  config: TConfig,
  companyId: number,
  slot: TPictureSlot,
  next: string | null,
) {
  const column = COLUMN[slot];
  for (;;) {
    const row = await db
      .selectFrom('companies')
      .select(column)
      .where('id', '=', companyId)
      .executeTakeFirst();
    if (!row) {
      if (next) await removeUploads(config, [next]);
      throw new AppError('NOT_FOUND', COMPANY_MESSAGES.companyNotFound);
    }
    const old = row[column];
    const result = await db
      .updateTable('companies')
      .set({ [column]: next, updated_at: Date.now() })
      .where('id', '=', companyId)
      .where(column, old === null ? 'is' : '=', old)
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) === 1) {
      if (old) await removeUploads(config, [old]);
      return;
    }
  }
}

/** Stores a new logo (a COMPANY_LOGO_SIZE square on white) or cover (a banner) and deletes the old one. */
export async function setPicture(
  db: TDb,
  config: TConfig,
  input: { companyId: number; slot: TPictureSlot; files: TUploadedFile[] },
) {
  const file = imageOf(input.files);
  const stored =
    input.slot === 'logo'
      ? await storeFramedImage(config, file.path, {
          kind: 'companies',
          width: COMPANY_LOGO_SIZE,
          height: COMPANY_LOGO_SIZE,
          fit: 'contain',
          background: '#ffffff',
        })
      : await storeFramedImage(config, file.path, {
          kind: 'companies',
          width: COMPANY_COVER_WIDTH,
          height: COMPANY_COVER_HEIGHT,
          fit: 'cover',
        });
  await swapPicture(db, config, input.companyId, input.slot, stored.path);
}

export async function removePicture(db: TDb, config: TConfig, companyId: number, slot: TPictureSlot) {
  await swapPicture(db, config, companyId, slot, null);
}

/** The galleries of some companies, in order, in one query. */
export async function photosOf(db: TDb, companyIds: number[]): Promise<Map<number, TCompanyPhoto[]>> {
  const map = new Map<number, TCompanyPhoto[]>();
  if (!companyIds.length) return map;
  const rows = await db
    .selectFrom('company_photos')
    .select(['id', 'company_id', 'path', 'thumbnail_path', 'width', 'height'])
    .where('company_id', 'in', companyIds)
    .orderBy('company_id')
    .orderBy('position')
    .orderBy('id')
    .execute();
  for (const row of rows) {
    const photo = {
      id: row.id,
      url: row.path,
      thumbnailUrl: row.thumbnail_path,
      width: row.width,
      height: row.height,
    };
    map.set(row.company_id, [...(map.get(row.company_id) ?? []), photo]);
  }
  return map;
}

async function photoCount(db: TDb, companyId: number) {
  const row = await db
    .selectFrom('company_photos')
    .select([(eb) => eb.fn.countAll<number>().as('n'), (eb) => eb.fn.max('position').as('last')])
    .where('company_id', '=', companyId)
    .executeTakeFirstOrThrow();
  return { count: Number(row.n), last: row.last === null ? -1 : Number(row.last) };
}

/**
 * Adds a photo at the end of the gallery. The limit is checked before storing and again after the
 * insert (two uploads at once may both have passed the first check: the later one is undone).
 */
export async function addPhoto(
  db: TDb,
  config: TConfig,
  input: { companyId: number; files: TUploadedFile[] },
) {
  const file = imageOf(input.files);
  if ((await photoCount(db, input.companyId)).count >= COMPANY_PHOTOS_MAX)
    throw validationError({ image: [COMPANY_MESSAGES.tooManyPhotos] });
  const stored = await storeImage(config, file.path, {
    kind: 'companies',
    maxSize: COMPANY_PHOTO_MAX_SIZE,
    compressedSize: COMPANY_PHOTO_THUMB_SIZE,
  });
  const files = [stored.path, stored.compressedPath];
  try {
    const row = await db
      .insertInto('company_photos')
      .values({
        company_id: input.companyId,
        position: (await photoCount(db, input.companyId)).last + 1,
        path: stored.path,
        thumbnail_path: stored.compressedPath,
        width: stored.width,
        height: stored.height,
        created_at: Date.now(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const kept = await db
      .selectFrom('company_photos')
      .select('id')
      .where('company_id', '=', input.companyId)
      .orderBy('id')
      .limit(COMPANY_PHOTOS_MAX)
      .execute();
    if (!kept.some((k) => k.id === row.id)) {
      await db.deleteFrom('company_photos').where('id', '=', row.id).execute();
      throw validationError({ image: [COMPANY_MESSAGES.tooManyPhotos] });
    }
  } catch (error) {
    await removeUploads(config, files);
    throw error;
  }
}

export async function removePhoto(db: TDb, config: TConfig, companyId: number, photoId: number) {
  const row = await db
    .deleteFrom('company_photos')
    .where('id', '=', photoId)
    .where('company_id', '=', companyId)
    .returning(['path', 'thumbnail_path'])
    .executeTakeFirst();
  if (!row) throw new AppError('NOT_FOUND', COMPANY_MESSAGES.photoNotFound);
  await removeUploads(config, [row.path, row.thumbnail_path]);
}

/** Puts the gallery in the given order; the list must name every photo of the company once (else 422). */
export async function orderPhotos(db: TDb, companyId: number, photoIds: number[]) {
  await db.transaction().execute(async (trx) => {
    const rows = await trx
      .selectFrom('company_photos')
      .select('id')
      .where('company_id', '=', companyId)
      .execute();
    const known = new Set(rows.map((r) => r.id));
    if (
      new Set(photoIds).size !== photoIds.length ||
      photoIds.length !== known.size ||
      photoIds.some((id) => !known.has(id))
    )
      throw validationError({ photoIds: [COMPANY_MESSAGES.photoOrderInvalid] });
    for (const [position, id] of photoIds.entries())
      await trx.updateTable('company_photos').set({ position }).where('id', '=', id).execute();
  });
}
