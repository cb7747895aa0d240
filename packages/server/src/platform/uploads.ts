/**
 * Uploaded images: multipart parsing, checks, and storage under DATA_DIR/uploads, served at
 * /uploads/…. Every image is decoded and re-encoded by sharp (WebP, EXIF orientation applied,
 * all metadata such as GPS position and camera dropped), so what is stored is never the bytes a
 * member sent. File names are random, so they are cached for a year. Several instances must
 * share DATA_DIR/uploads (a network volume) until an object store takes its place.
 */
import { randomBytes } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import multipart from '@fastify/multipart';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import sharp from 'sharp';
import type { TConfig } from '../config.ts';
import { AppError, validationError } from './errors.ts';

export const UPLOAD_MAX_BYTES = 10 * 1024 * 1024;
const UPLOAD_MAX_FILES = 4;
const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp', 'gif', 'heif', 'avif']);
/** Decoding bombs: a tiny file that claims 30,000 × 30,000 pixels is refused before decoding. */
const MAX_INPUT_PIXELS = 40_000_000;

export const UPLOAD_MESSAGES = {
  notAnImage: 'Bitte wähle ein Bild (JPEG, PNG, WebP, GIF oder HEIC).',
  tooLarge: `Das Bild ist zu groß (höchstens ${UPLOAD_MAX_BYTES / 1024 / 1024} MB).`,
  tooMany: `Du kannst höchstens ${UPLOAD_MAX_FILES} Bilder hochladen.`,
  missing: 'Bitte wähle ein Bild aus.',
} as const;

export type TUploadKind = 'avatars' | 'posts';
export type TUploadedFile = { field: string; buffer: Buffer };
export type TMultipartBody = { files: TUploadedFile[]; fields: Record<string, string> };

/** Multipart bodies and the /uploads folder. */
export async function registerUploads(app: FastifyInstance, config: TConfig) {
  const root = path.join(config.dataDir, 'uploads');
  mkdirSync(root, { recursive: true });
  await app.register(multipart, {
    limits: { fileSize: UPLOAD_MAX_BYTES, files: UPLOAD_MAX_FILES, fields: 20, fieldSize: 64 * 1024 },
  });
  await app.register(fastifyStatic, {
    root,
    prefix: '/uploads/',
    decorateReply: false,
    index: false,
    setHeaders: (res) => res.header('cache-control', 'public, max-age=31536000, immutable'),
  });
}

/**
 * Reads a multipart request: files (as buffers) and text fields. Too many or too large files are a
 * 422 with a German message; a request that is not multipart is a 415.
 */
export async function readMultipart(request: FastifyRequest): Promise<TMultipartBody> {
  if (!request.isMultipart())
    throw new AppError('BAD_REQUEST', 'Bitte sende das Formular als multipart/form-data.');
  const files: TUploadedFile[] = [];
  const fields: Record<string, string> = {};
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        const buffer = await part.toBuffer();
        files.push({ field: part.fieldname, buffer });
      } else {
        fields[part.fieldname] = String(part.value);
      }
    }
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw validationError({ image: [UPLOAD_MESSAGES.tooLarge] });
    if (code === 'FST_FILES_LIMIT') throw validationError({ image: [UPLOAD_MESSAGES.tooMany] });
    throw error;
  }
  return { files, fields };
}

export type TStoredImage = { path: string; compressedPath: string; width: number; height: number };

/**
 * Checks that a buffer is an image, re-encodes it without metadata and stores it twice: at most
 * `maxSize` px on the longer side, and a `compressedSize` px square (`-c.webp`, for avatars and
 * thumbnails). Not an image → 422 on `field`.
 */
export async function storeImage(
  config: TConfig,
  buffer: Buffer,
  options: { kind: TUploadKind; prefix: string; maxSize: number; compressedSize: number; field?: string },
): Promise<TStoredImage> {
  const field = options.field ?? 'image';
  let format: string | undefined;
  try {
    format = (await sharp(buffer, { limitInputPixels: MAX_INPUT_PIXELS }).metadata()).format;
  } catch {
    throw validationError({ [field]: [UPLOAD_MESSAGES.notAnImage] });
  }
  if (!format || !ACCEPTED_FORMATS.has(format))
    throw validationError({ [field]: [UPLOAD_MESSAGES.notAnImage] });

  const dir = path.join(config.dataDir, 'uploads', options.kind);
  mkdirSync(dir, { recursive: true });
  const name = `${options.prefix}-${randomBytes(8).toString('hex')}`;
  const input = () => sharp(buffer, { limitInputPixels: MAX_INPUT_PIXELS, animated: false }).rotate();
  try {
    const full = await input()
      .resize(options.maxSize, options.maxSize, { fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 82 })
      .toBuffer({ resolveWithObject: true });
    const small = await input()
      .resize(options.compressedSize, options.compressedSize, { fit: 'cover', position: 'attention' })
      .webp({ quality: 78 })
      .toBuffer();
    await writeFile(path.join(dir, `${name}.webp`), full.data);
    await writeFile(path.join(dir, `${name}-c.webp`), small);
    return {
      path: `/uploads/${options.kind}/${name}.webp`,
      compressedPath: `/uploads/${options.kind}/${name}-c.webp`,
      width: full.info.width,
      height: full.info.height,
    };
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw validationError({ [field]: [UPLOAD_MESSAGES.notAnImage] });
  }
}

/**
 * Removes stored files by their `/uploads/…` paths (a deleted post's images, a replaced picture).
 * A file already gone is fine; a path outside the uploads folder is never touched.
 */
export async function removeUploads(config: TConfig, paths: string[]): Promise<void> {
  const root = path.join(config.dataDir, 'uploads');
  for (const file of paths) {
    if (!file.startsWith('/uploads/')) continue;
    const target = path.join(root, file.slice('/uploads/'.length));
    if (!target.startsWith(root + path.sep)) continue;
    await unlink(target).catch((error: NodeJS.ErrnoException) => {
      if (error.code !== 'ENOENT') throw error;
    });
  }
}
