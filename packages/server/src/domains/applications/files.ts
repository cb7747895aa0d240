/**
 * Application attachments: PDFs only (CV, certificates), stored under
 * DATA_DIR/private-uploads/applications/<application id>/<random>.pdf, never below the public
 * /uploads folder, and streamed only to the applicant and the company's members by the routes.
 */
import { randomBytes } from 'node:crypto';
import { createReadStream, type ReadStream } from 'node:fs';
import { copyFile, mkdir, open, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { APPLICATION_MESSAGES as M } from '@pflegepuls/shared';
import type { TConfig } from '../../config.ts';
import { AppError, validationError } from '../../platform/errors.ts';
import type { TUploadedFile } from '../../platform/uploads.ts';

const STORED_NAME = /^[0-9a-f]{32}$/;

function applicationDir(config: Pick<TConfig, 'dataDir'>, applicationId: number): string {
  return path.join(config.dataDir, 'private-uploads', 'applications', String(Math.trunc(applicationId)));
}

async function isPdf(file: string): Promise<boolean> {
  const handle = await open(file, 'r');
  try {
    const buffer = Buffer.alloc(5);
    const { bytesRead } = await handle.read(buffer, 0, 5, 0);
    return bytesRead === 5 && buffer.toString('latin1') === '%PDF-';
  } finally {
    await handle.close();
  }
}

/** 422 unless every received file is a non-empty PDF (checked by its header, not its name). */
export async function assertPdfs(files: TUploadedFile[]): Promise<void> {
  for (const file of files) {
    if (file.size === 0 || !(await isPdf(file.path))) throw validationError({ files: [M.fileType] });
  }
}

/** Copies checked files into the application's folder; returns their random stored names. */
export async function storeApplicationFiles(
  config: TConfig,
  applicationId: number,
  files: TUploadedFile[],
): Promise<string[]> {
  if (files.length === 0) return [];
  const dir = applicationDir(config, applicationId);
  await mkdir(dir, { recursive: true });
  const names: string[] = [];
  for (const file of files) {
    const name = randomBytes(16).toString('hex');
    await copyFile(file.path, path.join(dir, `${name}.pdf`));
    names.push(name);
  }
  return names;
}

/** Removes an application's folder (deletion, withdrawal period over, account deletion). */
export async function removeApplicationFiles(
  config: Pick<TConfig, 'dataDir'>,
  applicationId: number,
): Promise<void> {
  await rm(applicationDir(config, applicationId), { recursive: true, force: true });
}

/** A stored file for streaming; 404 when it is gone. */
export async function openApplicationFile(
  config: TConfig,
  applicationId: number,
  storedName: string,
): Promise<{ stream: ReadStream; size: number }> {
  if (!STORED_NAME.test(storedName)) throw new AppError('NOT_FOUND', M.fileNotFound);
  const file = path.join(applicationDir(config, applicationId), `${storedName}.pdf`);
  const info = await stat(file).catch(() => null);
  if (!info?.isFile()) throw new AppError('NOT_FOUND', M.fileNotFound);
  return { stream: createReadStream(file), size: info.size };
}
