/**
 * Demo pictures drawn from SVG and stored like uploads. They come out the same on every seed, and
 * drawing and encoding them was most of a demo seed (some 25 s for 250 portraits, paid again by
 * every e2e server). So the first seed on a machine keeps the encoded files in the system's temp
 * folder, keyed by the drawing, the storage options, the WebP qualities and the sharp/libvips
 * versions, and later seeds copy them.
 */
import { createHash, randomBytes } from 'node:crypto';
import { copyFile, mkdir, mkdtemp, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import type { TConfig } from '../config.ts';
import {
  copyStoredImage,
  storeImage,
  uploadFile,
  WEBP_QUALITY,
  type TStoredImage,
  type TUploadKind,
} from '../platform/uploads.ts';

const CACHE_DIR = path.join(tmpdir(), 'pflegepuls-drawn-pictures');

type TOptions = { kind: TUploadKind; maxSize: number; compressedSize: number };

/** Stores the picture an SVG draws (full size and compressed square), from the cache when it is there. */
export async function storeDrawnPicture(
  config: TConfig,
  svg: string,
  options: TOptions,
): Promise<TStoredImage> {
  const key = createHash('sha256')
    .update(JSON.stringify([svg, options, WEBP_QUALITY, sharp.versions]))
    .digest('hex');
  const base = path.join(CACHE_DIR, key);
  const size = await readFile(`${base}.json`, 'utf8').then(
    (text) => JSON.parse(text) as { width: number; height: number },
    () => null,
  );
  if (size) {
    return copyStoredImage(
      config,
      { full: `${base}.webp`, compressed: `${base}-c.webp`, ...size },
      options.kind,
    );
  }
  const dir = await mkdtemp(path.join(tmpdir(), 'pp-drawn-'));
  try {
    const file = path.join(dir, 'drawn.png');
    await sharp(Buffer.from(svg)).png().toFile(file);
    const stored = await storeImage(config, file, options);
    // The cache only saves time: a seed goes on without it.
    await keep(base, stored, config).catch(() => undefined);
    return stored;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** Copies a stored picture into the cache; its size file comes last (renamed into place), so an entry is whole. */
async function keep(base: string, stored: TStoredImage, config: TConfig) {
  await mkdir(CACHE_DIR, { recursive: true });
  const temp = `.${randomBytes(6).toString('hex')}`;
  for (const [url, target] of [
    [stored.path, `${base}.webp`],
    [stored.compressedPath, `${base}-c.webp`],
  ] as const) {
    await copyFile(uploadFile(config, url)!, target + temp);
    await rename(target + temp, target);
  }
  await writeFile(`${base}.json${temp}`, JSON.stringify({ width: stored.width, height: stored.height }));
  await rename(`${base}.json${temp}`, `${base}.json`);
}
