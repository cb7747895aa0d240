/**
 * Chat attachments: one image or PDF per message, stored under
 * DATA_DIR/private-uploads/chats/<chat id>/ (never below the public /uploads folder) and streamed
 * only to the chat's two members by the chat routes. Images are checked and re-encoded like post
 * images (rotated, metadata dropped, WebP, at most 1600 px, plus a 480 px preview); PDFs are
 * recognised by their header and stored as they are. Names on disk are random.
 */
import { randomBytes } from 'node:crypto';
import { createReadStream, type ReadStream } from 'node:fs';
import { mkdir, open, stat, unlink, copyFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import type { Kysely } from 'kysely';
import { CHAT_MESSAGES as M } from '@pflegepuls/shared';
import type { TConfig } from '../../config.ts';
import type { DB } from '../../platform/db/index.ts';
import { AppError, validationError } from '../../platform/errors.ts';
import { notModerated } from '../moderation/filters.ts';

const IMAGE_FORMATS = new Set(['jpeg', 'png', 'webp', 'gif', 'heif']);
const MAX_INPUT_PIXELS = 40_000_000;
const FULL_SIZE = 1600;
const PREVIEW_SIZE = 480;
const STORED_NAME = /^[0-9a-f]{32}$/;

export type TStoredAttachment = {
  kind: 'image' | 'pdf';
  storedName: string;
  size: number;
  width: number | null;
  height: number | null;
};

function chatDir(config: TConfig, chatId: number): string {
  return path.join(config.dataDir, 'private-uploads', 'chats', String(Math.trunc(chatId)));
}

function filesOf(config: TConfig, chatId: number, kind: 'image' | 'pdf', storedName: string) {
  const dir = chatDir(config, chatId);
  return kind === 'pdf'
    ? { full: path.join(dir, `${storedName}.pdf`), preview: null }
    : { full: path.join(dir, `${storedName}.webp`), preview: path.join(dir, `${storedName}-p.webp`) };
}

async function startsWithPdfHeader(file: string): Promise<boolean> {
  const handle = await open(file, 'r');
  try {
    const buffer = Buffer.alloc(5);
    await handle.read(buffer, 0, 5, 0);
    return buffer.toString('latin1') === '%PDF-';
  } finally {
    await handle.close();
  }
}

/** Checks and stores a received file for `chatId`; anything but an image or a PDF is a 422. */
export async function storeChatAttachment(
  config: TConfig,
  chatId: number,
  file: string,
): Promise<TStoredAttachment> {
  const storedName = randomBytes(16).toString('hex');
  await mkdir(chatDir(config, chatId), { recursive: true });
  if (await startsWithPdfHeader(file)) {
    const target = filesOf(config, chatId, 'pdf', storedName).full;
    await copyFile(file, target);
    return { kind: 'pdf', storedName, size: (await stat(target)).size, width: null, height: null };
  }
  let format: string | undefined;
  try {
    format = (await sharp(file, { limitInputPixels: MAX_INPUT_PIXELS }).metadata()).format;
  } catch {
    throw validationError({ file: [M.attachmentType] });
  }
  if (!format || !IMAGE_FORMATS.has(format)) throw validationError({ file: [M.attachmentType] });
  const targets = filesOf(config, chatId, 'image', storedName);
  const input = () => sharp(file, { limitInputPixels: MAX_INPUT_PIXELS, animated: false }).rotate();
  try {
    const full = await input()
      .resize(FULL_SIZE, FULL_SIZE, { fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 82 })
      .toFile(targets.full);
    await input()
      .resize(PREVIEW_SIZE, PREVIEW_SIZE, { fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 78 })
      .toFile(targets.preview!);
    return { kind: 'image', storedName, size: full.size, width: full.width, height: full.height };
  } catch {
    await removeAttachmentFiles(config, chatId, 'image', storedName);
    throw validationError({ file: [M.attachmentType] });
  }
}

export async function removeAttachmentFiles(
  config: TConfig,
  chatId: number,
  kind: 'image' | 'pdf',
  storedName: string,
): Promise<void> {
  if (!STORED_NAME.test(storedName)) return;
  const files = filesOf(config, chatId, kind, storedName);
  for (const file of [files.full, files.preview]) if (file) await unlink(file).catch(() => {});
}

/**
 * The attachment `attachmentId` of `chatId` for streaming (the caller checked membership), or a
 * 404: an id of another chat, or of a message moderation took away from `viewerId`, is not found here.
 */
export async function openChatAttachment(
  db: Kysely<DB>,
  config: TConfig,
  { chatId, attachmentId, variant }: { chatId: number; attachmentId: number; variant: 'full' | 'preview' },
  viewerId: number,
): Promise<{ stream: ReadStream; size: number; type: string; fileName: string; kind: 'image' | 'pdf' }> {
  const row = await db
    .selectFrom('chat_attachments as a')
    .innerJoin('chat_messages as m', 'm.id', 'a.message_id')
    .select(['a.kind', 'a.stored_name', 'a.file_name'])
    .where('a.id', '=', attachmentId)
    .where('a.chat_id', '=', chatId)
    // A message moderation hid (but from its sender) or deleted has no attachment (docs/moderation.md).
    .where(notModerated('chat_message', 'm.id', { id: viewerId, isAdmin: false }, 'm.sender_id'))
    .executeTakeFirst();
  if (!row || !STORED_NAME.test(row.stored_name)) throw new AppError('NOT_FOUND', M.attachmentNotFound);
  const files = filesOf(config, chatId, row.kind, row.stored_name);
  const file = variant === 'preview' && files.preview ? files.preview : files.full;
  const info = await stat(file).catch(() => null);
  if (!info?.isFile()) throw new AppError('NOT_FOUND', M.attachmentNotFound);
  return {
    stream: createReadStream(file),
    size: info.size,
    type: row.kind === 'pdf' ? 'application/pdf' : 'image/webp',
    fileName: row.file_name,
    kind: row.kind,
  };
}

/** Removes the attachment rows and files of a message (when it is deleted). */
export async function removeMessageAttachments(
  db: Kysely<DB>,
  config: TConfig,
  chatId: number,
  messageId: number,
): Promise<void> {
  const rows = await db
    .selectFrom('chat_attachments')
    .select(['id', 'kind', 'stored_name'])
    .where('chat_id', '=', chatId)
    .where('message_id', '=', messageId)
    .execute();
  if (rows.length === 0) return;
  await db
    .deleteFrom('chat_attachments')
    .where(
      'id',
      'in',
      rows.map((row) => row.id),
    )
    .execute();
  for (const row of rows) await removeAttachmentFiles(config, chatId, row.kind, row.stored_name);
}
