/**
 * Uploaded images: multipart parsing, checks, and storage under DATA_DIR, served at /uploads/….
 * Every image is decoded and re-encoded by sharp (WebP, EXIF orientation applied, all metadata
 * such as GPS position and camera dropped), so what is stored is never the bytes a member sent.
 * File names are random (no user id), so public ones are cached for a year.
 *
 * Rules for upload routes (the body of a multipart request is read only by `withMultipart`):
 * - Everything that can refuse the request without its body runs first: `guardUpload` as
 *   preValidation (login, per-address ceiling), the route's own per-member limit, then
 *   `withUploadSlot` (at most UPLOADS_AT_ONCE uploads per member on this instance).
 * - `withMultipart` streams each file to a temporary file under DATA_DIR/tmp (never into memory)
 *   with the size limit enforced while streaming, and removes the temporary files afterwards.
 * - Images of closed content go to DATA_DIR/private-uploads/{areas|groups|events}/{id}/, outside the
 *   public folder: a closed area's posts for its members (served by the closed-areas domain), a
 *   group's posts for the group's members (groups domain), an event's cover for whoever may see the
 *   event (events domain), all at /uploads/private/….
 *
 * Several instances must share DATA_DIR (a network volume) until an object store takes its place.
 */
import { randomBytes } from 'node:crypto';
import { createReadStream, createWriteStream, mkdirSync } from 'node:fs';
import { copyFile, mkdir, readdir, stat, unlink } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import multipart from '@fastify/multipart';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import sharp from 'sharp';
import { z } from 'zod';
import type { TConfig } from '../config.ts';
import { AppError, validationError } from './errors.ts';
import { assertNoControlCharacters } from './input.ts';
import { enforceLimits, type TLimit, type TLimiter } from './limiter.ts';
import { requireUser } from './session.ts';

export const UPLOAD_MAX_BYTES = 10 * 1024 * 1024;
const UPLOAD_MAX_FILES = 4;
/** Uploads one member may run at once on one instance (each may hold up to 4 × 10 MB on disk). */
export const UPLOADS_AT_ONCE = 2;
/** A ceiling per address against scripted abuse; a hospital's members behind one NAT stay far below it. */
export const UPLOAD_IP_LIMIT: TLimit = { name: 'uploads-ip', max: 300, windowMs: 60_000 };
const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp', 'gif', 'heif', 'avif']);
/** Decoding bombs: a tiny file that claims 30,000 × 30,000 pixels is refused before decoding. */
const MAX_INPUT_PIXELS = 40_000_000;
const PRIVATE_PREFIX = '/uploads/private/';
/** Names of stored files: 128 random bits in hex, `-c` for the compressed copy. */
const STORED_NAME = /^[0-9a-f]{32}(-c)?\.webp$/;

export const UPLOAD_MESSAGES = {
  notAnImage: 'Bitte wähle ein Bild (JPEG, PNG, WebP, GIF oder HEIC).',
  tooLarge: `Das Bild ist zu groß (höchstens ${UPLOAD_MAX_BYTES / 1024 / 1024} MB).`,
  tooMany: `Du kannst höchstens ${UPLOAD_MAX_FILES} Bilder hochladen.`,
  missing: 'Bitte wähle ein Bild aus.',
  busy: 'Bei dir laufen gerade schon zwei Uploads. Bitte warte, bis einer fertig ist.',
  notMultipart: 'Bitte sende das Formular als multipart/form-data.',
  malformed: 'Das Formular konnte nicht gelesen werden. Bitte versuche es noch einmal.',
} as const;

export type TUploadKind = 'avatars' | 'posts' | 'companies';
/** Who alone may read a private file: a closed area's or a group's members, or an event's viewers. */
export type TUploadScope = { of: 'areas' | 'groups' | 'events'; id: number };
/** A received file, spooled to a temporary file that `withMultipart` removes afterwards. */
export type TUploadedFile = { field: string; path: string; size: number; fileName: string };
export type TMultipartBody = { files: TUploadedFile[]; fields: Record<string, string> };

declare module 'fastify' {
  interface FastifyInstance {
    /** Uploads running per member on this instance (`withUploadSlot`). */
    uploadsRunning: Map<number, number>;
  }
}

/**
 * Removes temporary files older than an hour: left behind by a crash (a running upload removes its
 * own; several instances may share the folder, so younger files are left alone).
 */
async function removeStaleTemporaryFiles(dir: string) {
  const names = await readdir(dir).catch(() => []);
  const before = Date.now() - 60 * 60_000;
  for (const name of names) {
    const file = path.join(dir, name);
    const info = await stat(file).catch(() => null);
    if (info?.isFile() && info.mtimeMs < before) await unlink(file).catch(() => {});
  }
}

/** Multipart bodies and the public /uploads folder. */
export async function registerUploads(app: FastifyInstance, config: TConfig) {
  const root = path.join(config.dataDir, 'uploads');
  mkdirSync(root, { recursive: true });
  await removeStaleTemporaryFiles(path.join(config.dataDir, 'tmp'));
  app.decorate('uploadsRunning', new Map<number, number>());
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
 * preValidation of upload routes: 401 for visitors, then the per-address ceiling, before a byte
 * of the body is read (a multipart body is only read by `withMultipart` in the handler).
 */
export function guardUpload(limiter: TLimiter) {
  return async (request: FastifyRequest) => {
    requireUser(request);
    await enforceLimits(limiter, [[UPLOAD_IP_LIMIT, request.ip]]);
  };
}

/**
 * Runs an upload in one of the member's UPLOADS_AT_ONCE slots; 429 when all are taken. Per
 * instance on purpose: what it protects is this process's memory and disk bandwidth.
 */
export async function withUploadSlot<T>(request: FastifyRequest, run: () => Promise<T>): Promise<T> {
  const { id } = requireUser(request);
  const running = request.server.uploadsRunning;
  const count = running.get(id) ?? 0;
  if (count >= UPLOADS_AT_ONCE) throw new AppError('RATE_LIMITED', UPLOAD_MESSAGES.busy);
  running.set(id, count + 1);
  try {
    return await run();
  } finally {
    const left = (running.get(id) ?? 1) - 1;
    if (left > 0) running.set(id, left);
    else running.delete(id);
  }
}

/** 400 unless the request is multipart/form-data with a boundary (busboy would throw a 500). */
function assertMultipart(request: FastifyRequest) {
  if (!request.isMultipart()) throw new AppError('BAD_REQUEST', UPLOAD_MESSAGES.notMultipart);
  const type = request.headers['content-type'] ?? '';
  if (!/;\s*boundary=("[^"]+"|[^;\s]+)/i.test(type))
    throw new AppError('BAD_REQUEST', UPLOAD_MESSAGES.malformed);
}

/** How limit errors name the files: images by default, or a route's own field and texts. */
export type TFileLimitTexts = { field: string; tooLarge: string; tooMany: string };
const IMAGE_LIMIT_TEXTS: TFileLimitTexts = {
  field: 'image',
  tooLarge: UPLOAD_MESSAGES.tooLarge,
  tooMany: UPLOAD_MESSAGES.tooMany,
};

/** A parser error as our answer: limits are 422 on the files' field, broken multipart a 400. */
function multipartError(error: unknown, texts: TFileLimitTexts): unknown {
  if (error instanceof AppError) return error;
  const code = (error as { code?: string }).code;
  if (code === 'FST_REQ_FILE_TOO_LARGE') return validationError({ [texts.field]: [texts.tooLarge] });
  if (code === 'FST_FILES_LIMIT') return validationError({ [texts.field]: [texts.tooMany] });
  // Busboy's own errors (malformed headers, a body that ends early) carry no code; neither do the
  // plugin's other limits with FST_ codes. File system errors (ENOSPC, …) stay a 500.
  if (code === undefined || code.startsWith('FST_'))
    return new AppError('BAD_REQUEST', UPLOAD_MESSAGES.malformed);
  return error;
}

/**
 * Reads a multipart request and hands its text fields and files to `use`; the files are spooled
 * to DATA_DIR/tmp while they arrive (bounded memory, size limit enforced while streaming) and
 * removed once `use` has finished. Too many or too large files are a 422, a malformed body or a
 * request that is not multipart a 400.
 */
export async function withMultipart<T>(
  request: FastifyRequest,
  config: TConfig,
  use: (body: TMultipartBody) => Promise<T>,
  texts: TFileLimitTexts = IMAGE_LIMIT_TEXTS,
  /** A route's own ceiling per file (the wiki's videos), instead of UPLOAD_MAX_BYTES. */
  fileSize?: number,
): Promise<T> {
  assertMultipart(request);
  const dir = path.join(config.dataDir, 'tmp');
  await mkdir(dir, { recursive: true });
  const files: TUploadedFile[] = [];
  const fields: Record<string, string> = {};
  try {
    try {
      for await (const part of request.parts(fileSize ? { limits: { fileSize } } : undefined)) {
        if (part.type === 'file') {
          const file = {
            field: part.fieldname,
            path: path.join(dir, randomBytes(16).toString('hex')),
            size: 0,
            // The sender's name for the file, for display only: no path, no control characters.
            fileName: (part.filename ?? '')
              .split(/[\\/]/)
              .pop()!
              // eslint-disable-next-line no-control-regex
              .replace(/[\u0000-\u001f\u007f]/g, '')
              .slice(0, 200),
          };
          files.push(file);
          await pipeline(part.file, createWriteStream(file.path, { flags: 'wx' }));
          if (part.file.truncated) throw validationError({ [texts.field]: [texts.tooLarge] });
          file.size = (await stat(file.path)).size;
        } else {
          // The one place text fields of a multipart form are collected.
          fields[part.fieldname] = String(part.value);
        }
      }
    } catch (error) {
      throw multipartError(error, texts);
    }
    assertNoControlCharacters(fields);
    return await use({ files, fields });
  } finally {
    await Promise.all(files.map((file) => unlink(file.path).catch(() => {})));
  }
}

export type TStoredImage = { path: string; compressedPath: string; width: number; height: number };

/** The WebP quality of stored pictures: full size, and the compressed square. */
export const WEBP_QUALITY = { full: 82, compressed: 78 } as const;

/** Where files of a closed area live on disk (never below the public /uploads folder). */
function privateRoot(config: TConfig): string {
  return path.join(config.dataDir, 'private-uploads');
}

/**
 * A new random name for a stored file of `kind`, and its folder (created) and URL folder: public
 * under /uploads/{kind}/, or with a `scope` for the members of that area or group only.
 */
async function newStoredName(config: TConfig, kind: TUploadKind, scope?: TUploadScope | null) {
  const scoped = scope ? `${scope.of}/${Math.trunc(scope.id)}/` : null;
  const dir = scoped
    ? path.join(privateRoot(config), scoped, kind)
    : path.join(config.dataDir, 'uploads', kind);
  await mkdir(dir, { recursive: true });
  const urlDir = scoped ? `${PRIVATE_PREFIX}${scoped}${kind}` : `/uploads/${kind}`;
  return { dir, urlDir, name: randomBytes(16).toString('hex') };
}

/** 422 on `field` unless the file is an image of an accepted format (decoded headers only). */
async function assertImage(file: string, field: string): Promise<void> {
  let format: string | undefined;
  try {
    format = (await sharp(file, { limitInputPixels: MAX_INPUT_PIXELS }).metadata()).format;
  } catch {
    throw validationError({ [field]: [UPLOAD_MESSAGES.notAnImage] });
  }
  if (!format || !ACCEPTED_FORMATS.has(format))
    throw validationError({ [field]: [UPLOAD_MESSAGES.notAnImage] });
}

/**
 * Checks that a received file is an image and stores it once, re-encoded without metadata, in a
 * fixed frame of `width` × `height` px (public, under /uploads/{kind}/): `cover` crops to fill the
 * frame (a banner), `contain` fits the whole picture on a `background` (a logo, flattened so that
 * transparent logos sit on it everywhere). Smaller pictures are scaled up to the frame, so every
 * stored file has the frame's size. Not an image → 422 on `field`.
 */
export async function storeFramedImage(
  config: TConfig,
  file: string,
  options: {
    kind: TUploadKind;
    width: number;
    height: number;
    fit: 'cover' | 'contain';
    background?: string;
    field?: string;
  },
): Promise<{ path: string; width: number; height: number }> {
  const field = options.field ?? 'image';
  await assertImage(file, field);
  const { urlDir, name } = await newStoredName(config, options.kind);
  const url = `${urlDir}/${name}.webp`;
  try {
    let image = sharp(file, { limitInputPixels: MAX_INPUT_PIXELS, animated: false }).rotate();
    if (options.background) image = image.flatten({ background: options.background });
    const stored = await image
      .resize(options.width, options.height, {
        fit: options.fit,
        position: options.fit === 'cover' ? 'attention' : 'centre',
        background: options.background ?? '#ffffff',
      })
      .webp({ quality: WEBP_QUALITY.full })
      .toFile(uploadFile(config, url)!);
    return { path: url, width: stored.width, height: stored.height };
  } catch (error) {
    await removeUploads(config, [url]);
    if (error instanceof AppError) throw error;
    throw validationError({ [field]: [UPLOAD_MESSAGES.notAnImage] });
  }
}

/**
 * Checks that a received file is an image, re-encodes it without metadata and stores it twice
 * under a random name: at most `maxSize` px on the longer side, and a `compressedSize` px square
 * (`-c.webp`, for avatars and thumbnails). With a `scope` it is stored for the members of that
 * area or group only (see the module comment). Not an image → 422 on `field`.
 */
export async function storeImage(
  config: TConfig,
  file: string,
  options: {
    kind: TUploadKind;
    maxSize: number;
    compressedSize: number;
    field?: string;
    scope?: TUploadScope | null;
  },
): Promise<TStoredImage> {
  const field = options.field ?? 'image';
  await assertImage(file, field);
  const { dir, urlDir, name } = await newStoredName(config, options.kind, options.scope);
  const input = () => sharp(file, { limitInputPixels: MAX_INPUT_PIXELS, animated: false }).rotate();
  try {
    const full = await input()
      .resize(options.maxSize, options.maxSize, { fit: 'inside', withoutEnlargement: true })
      .webp({ quality: WEBP_QUALITY.full })
      .toFile(path.join(dir, `${name}.webp`));
    await input()
      .resize(options.compressedSize, options.compressedSize, { fit: 'cover', position: 'attention' })
      .webp({ quality: WEBP_QUALITY.compressed })
      .toFile(path.join(dir, `${name}-c.webp`));
    return {
      path: `${urlDir}/${name}.webp`,
      compressedPath: `${urlDir}/${name}-c.webp`,
      width: full.width,
      height: full.height,
    };
  } catch (error) {
    await removeUploads(config, [`${urlDir}/${name}.webp`, `${urlDir}/${name}-c.webp`]);
    if (error instanceof AppError) throw error;
    throw validationError({ [field]: [UPLOAD_MESSAGES.notAnImage] });
  }
}

/**
 * Stores copies of a picture encoded by `storeImage` before (its two files, e.g. from the cache of
 * drawn demo pictures) under a new random name, public under /uploads/{kind}/.
 */
export async function copyStoredImage(
  config: TConfig,
  files: { full: string; compressed: string; width: number; height: number },
  kind: TUploadKind,
): Promise<TStoredImage> {
  const { dir, urlDir, name } = await newStoredName(config, kind);
  await copyFile(files.full, path.join(dir, `${name}.webp`));
  await copyFile(files.compressed, path.join(dir, `${name}-c.webp`));
  return {
    path: `${urlDir}/${name}.webp`,
    compressedPath: `${urlDir}/${name}-c.webp`,
    width: files.width,
    height: files.height,
  };
}

/** The file on disk behind an `/uploads/…` URL, or null for anything outside both folders. */
export function uploadFile(config: TConfig, url: string): string | null {
  const [root, rest] = url.startsWith(PRIVATE_PREFIX)
    ? [privateRoot(config), url.slice(PRIVATE_PREFIX.length)]
    : url.startsWith('/uploads/')
      ? [path.join(config.dataDir, 'uploads'), url.slice('/uploads/'.length)]
      : [null, ''];
  if (!root) return null;
  const target = path.join(root, rest);
  return target.startsWith(root + path.sep) ? target : null;
}

/** The path parameters of a private file's URL after its scope: `/:kind/:name`. */
export const PRIVATE_FILE_PARAMS = { kind: z.string().max(20), name: z.string().max(100) };

/**
 * Sends a private stored file, 404 when there is none. The caller has checked that the member
 * belongs to the area or group of `scope`, on every request, so a member who leaves loses access;
 * browsers may keep the file, proxies may not. Names other than our random ones are refused.
 */
export async function sendPrivateUpload(
  reply: FastifyReply,
  config: TConfig,
  scope: TUploadScope,
  file: { kind: string; name: string },
) {
  const target =
    file.kind === 'posts' && STORED_NAME.test(file.name)
      ? uploadFile(config, `${PRIVATE_PREFIX}${scope.of}/${scope.id}/${file.kind}/${file.name}`)
      : null;
  const info = target ? await stat(target).catch(() => null) : null;
  if (!target || !info?.isFile()) throw new AppError('NOT_FOUND');
  return reply
    .header('cache-control', 'private, max-age=86400')
    .header('content-length', info.size)
    .type('image/webp')
    .send(createReadStream(target));
}

/**
 * Removes stored files by their `/uploads/…` paths (a deleted post's images, a replaced picture).
 * A file already gone is fine; a path outside the uploads folders is never touched.
 */
export async function removeUploads(config: TConfig, paths: string[]): Promise<void> {
  for (const url of paths) {
    const target = uploadFile(config, url);
    if (!target) continue;
    await unlink(target).catch((error: NodeJS.ErrnoException) => {
      if (error.code !== 'ENOENT') throw error;
    });
  }
}
