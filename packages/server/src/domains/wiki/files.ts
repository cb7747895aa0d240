/**
 * Wiki files (docs/wiki.md): videos (MP4, WebM) and PDFs under DATA_DIR/private-uploads/wiki/, outside
 * the public folder, served by `GET /api/wiki/files/:fileId/content` after the reader's access is
 * checked on every request, with range requests (video seeking). The type is taken from the
 * content, never from the name or the sender's header.
 */
import { randomBytes } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { copyFile, mkdir, open, stat, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { TConfig } from '../../config.ts';
import { AppError } from '../../platform/errors.ts';

export type TWikiMimeType = 'video/mp4' | 'video/webm' | 'application/pdf';
const STORED_NAME = /^[0-9a-f]{32}\.(mp4|webm|pdf)$/;
const EXTENSIONS: Record<TWikiMimeType, string> = {
  'video/mp4': 'mp4',
  'video/webm': 'webm',
  'application/pdf': 'pdf',
};

export function wikiFileDir(config: TConfig): string {
  return path.join(config.dataDir, 'private-uploads', 'wiki');
}

/** The type of a file by its first bytes, or null for anything we do not accept. */
export function sniffWikiType(head: Buffer): TWikiMimeType | null {
  if (head.subarray(0, 5).toString('latin1') === '%PDF-') return 'application/pdf';
  if (head.length >= 12 && head.subarray(4, 8).toString('latin1') === 'ftyp') return 'video/mp4';
  if (head.length >= 4 && head.readUInt32BE(0) === 0x1a45dfa3 && head.includes('webm', 0, 'latin1'))
    return 'video/webm';
  return null;
}

export async function sniffFile(file: string): Promise<TWikiMimeType | null> {
  const handle = await open(file, 'r');
  try {
    const head = Buffer.alloc(64);
    const { bytesRead } = await handle.read(head, 0, 64, 0);
    return sniffWikiType(head.subarray(0, bytesRead));
  } finally {
    await handle.close();
  }
}

/** Stores bytes (seed) or a spooled upload under a random name; returns the name. */
export async function storeWikiFile(
  config: TConfig,
  mimeType: TWikiMimeType,
  source: { bytes: Buffer } | { path: string },
): Promise<string> {
  const dir = wikiFileDir(config);
  await mkdir(dir, { recursive: true });
  const name = `${randomBytes(16).toString('hex')}.${EXTENSIONS[mimeType]}`;
  if ('bytes' in source) await writeFile(path.join(dir, name), source.bytes, { flag: 'wx' });
  else await copyFile(source.path, path.join(dir, name));
  return name;
}

/**
 * Sends a stored wiki file: the whole file, or one byte range (206) for `Range: bytes=a-b`; a range
 * beyond the end is a 416. PDFs and videos open in the browser, with a restrictive CSP of their own
 * (PDFs may be framed by our own pages for the viewer).
 */
export async function sendWikiFile(
  request: FastifyRequest,
  reply: FastifyReply,
  config: TConfig,
  file: { storage_name: string; mime_type: string; title: string },
) {
  if (!STORED_NAME.test(file.storage_name)) throw new AppError('NOT_FOUND');
  const target = path.join(wikiFileDir(config), file.storage_name);
  const info = await stat(target).catch(() => null);
  if (!info?.isFile()) throw new AppError('NOT_FOUND');
  const size = info.size;
  reply
    .header('cache-control', 'private, max-age=3600')
    .header('accept-ranges', 'bytes')
    .header('x-content-type-options', 'nosniff')
    // PDFs open in the browser's viewer inside our page's frame (a sandbox would stop the viewer);
    // videos are never framed and get the strictest policy.
    .header(
      'content-security-policy',
      file.mime_type === 'application/pdf'
        ? "default-src 'none'; object-src 'self'; frame-ancestors 'self'"
        : "default-src 'none'; media-src 'self'; frame-ancestors 'none'; sandbox",
    )
    .header('x-frame-options', file.mime_type === 'application/pdf' ? 'SAMEORIGIN' : 'DENY')
    .header('content-disposition', `inline; filename*=UTF-8''${encodeURIComponent(file.title)}`)
    .type(file.mime_type);
  const range = request.headers.range;
  if (typeof range === 'string' && range.startsWith('bytes=')) {
    const match = /^bytes=(\d*)-(\d*)$/.exec(range.trim());
    let start = NaN;
    let end = size - 1;
    if (match && (match[1] || match[2])) {
      if (match[1] === '') {
        // The last N bytes.
        start = Math.max(0, size - Number(match[2]));
      } else {
        start = Number(match[1]);
        if (match[2] !== '') end = Math.min(Number(match[2]), size - 1);
      }
    }
    if (!Number.isSafeInteger(start) || start >= size || start > end) {
      return reply.code(416).header('content-range', `bytes */${size}`).send();
    }
    return reply
      .code(206)
      .header('content-range', `bytes ${start}-${end}/${size}`)
      .header('content-length', end - start + 1)
      .send(createReadStream(target, { start, end }));
  }
  return reply.header('content-length', size).send(createReadStream(target));
}

/** Removes a stored file (a deleted wiki file); one already gone is fine. */
export async function removeWikiFile(config: TConfig, storageName: string): Promise<void> {
  if (!STORED_NAME.test(storageName)) return;
  await unlink(path.join(wikiFileDir(config), storageName)).catch((error: NodeJS.ErrnoException) => {
    if (error.code !== 'ENOENT') throw error;
  });
}
