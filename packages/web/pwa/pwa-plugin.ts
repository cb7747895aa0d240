/**
 * Build only (docs/pwa.md): the installable app's files, made from the sources at build time.
 * - Icons in every size Android, desktop Chromium and iOS ask for, rendered with sharp from the
 *   brand mark (`public/favicon.svg`): the rounded mark as it is ("any"), a full-bleed square with
 *   the line in the safe zone ("maskable") and a full-bleed apple-touch-icon (iOS rounds it itself).
 * - `manifest.webmanifest` with `__PRODUCT_NAME__` / `__PRODUCT_SHORT_NAME__`, which the server
 *   fills from PRODUCT_NAME (platform/spa.ts).
 * - `boot.js` minified in dist: it is copied from public/ with its comments, and it is part of
 *   every first load (it grew with the install prompt and the worker's registration).
 * - `sw.js` from `pwa/sw.js` with its cache version (a hash of the build's files) and the app
 *   shell's file list (the entry, its static imports and styles, boot.js, icons, the offline page).
 */
import { createHash } from 'node:crypto';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { minify, type Plugin } from 'vite';

const ICON_SIZES = [48, 72, 96, 128, 144, 152, 192, 256, 384, 512];
const MASKABLE_SIZES = [192, 512];
const APPLE_TOUCH_SIZE = 180;
const THEME_COLOR = '#FFA940';
const BACKGROUND_COLOR = '#FBF8F4';

/** The brand mark's square without rounded corners; `inset` shrinks the line into the safe zone. */
function toFullBleed(svg: string, inset: number): string {
  const rounded = svg.replace(/ rx="\d+"/, '');
  if (rounded === svg) throw new Error('favicon.svg: the rounded square (rx) was not found');
  const offset = (64 * (1 - inset)) / 2;
  return rounded.replace(
    /<path[^>]*\/>/,
    (line) => `<g transform="translate(${offset} ${offset}) scale(${inset})">${line}</g>`,
  );
}

function renderPng(svg: string, size: number): Promise<Buffer> {
  return sharp(Buffer.from(svg), { density: Math.max(72, (72 * size) / 64) })
    .resize(size, size)
    .png({ compressionLevel: 9 })
    .toBuffer();
}

type TIcon = { src: string; sizes: string; type: string; purpose?: string };

/** The manifest with placeholders for the product name (filled by the server per request). */
function buildManifest(icons: TIcon[]) {
  return {
    id: '/feed',
    name: '__PRODUCT_NAME__',
    short_name: '__PRODUCT_SHORT_NAME__',
    description: 'Die Community für Pflege- und Gesundheitsfachkräfte: Austausch, Wissen und Jobs.',
    lang: 'de',
    dir: 'ltr',
    start_url: '/feed',
    scope: '/',
    display: 'standalone',
    orientation: 'portrait',
    background_color: BACKGROUND_COLOR,
    theme_color: THEME_COLOR,
    icons: [{ src: '/favicon.svg', sizes: 'any', type: 'image/svg+xml' }, ...icons],
  };
}

export function pwaFiles(): Plugin {
  let root = '';
  let outDir = '';
  return {
    name: 'pflegepuls-pwa-files',
    apply: 'build',
    configResolved(config) {
      root = config.root;
      outDir = path.resolve(config.root, config.build.outDir);
    },
    // Before closeBundle, where the assets are compressed.
    async writeBundle() {
      const file = path.join(outDir, 'boot.js');
      const result = await minify('boot.js', await readFile(file, 'utf8'), { compress: true, mangle: true });
      if (result.errors.length > 0) throw new Error(`boot.js: ${result.errors[0]!.message}`);
      await writeFile(file, result.code);
    },
    async generateBundle(_options, bundle) {
      const mark = await readFile(path.join(root, 'public/favicon.svg'), 'utf8');
      const fullBleed = toFullBleed(mark, 1);
      const maskable = toFullBleed(mark, 0.8);
      const renders: Array<{ fileName: string; svg: string; size: number; icon?: TIcon }> = [
        ...ICON_SIZES.map((size) => ({
          fileName: `icons/icon-${size}.png`,
          svg: mark,
          size,
          icon: { src: `/icons/icon-${size}.png`, sizes: `${size}x${size}`, type: 'image/png' },
        })),
        ...MASKABLE_SIZES.map((size) => ({
          fileName: `icons/icon-maskable-${size}.png`,
          svg: maskable,
          size,
          icon: {
            src: `/icons/icon-maskable-${size}.png`,
            sizes: `${size}x${size}`,
            type: 'image/png',
            purpose: 'maskable',
          },
        })),
        { fileName: 'icons/apple-touch-icon.png', svg: fullBleed, size: APPLE_TOUCH_SIZE },
      ];
      const pngs = await Promise.all(renders.map((render) => renderPng(render.svg, render.size)));
      renders.forEach((render, index) =>
        this.emitFile({ type: 'asset', fileName: render.fileName, source: pngs[index]! }),
      );
      const icons = renders.flatMap((render) => (render.icon ? [render.icon] : []));
      this.emitFile({
        type: 'asset',
        fileName: 'manifest.webmanifest',
        source: JSON.stringify(buildManifest(icons), null, 2),
      });

      const shell = new Set(['/offline.html', '/boot.js', '/favicon.svg', '/icons/icon-192.png']);
      for (const output of Object.values(bundle)) {
        if (output.type !== 'chunk' || !output.isEntry) continue;
        for (const file of [output.fileName, ...output.imports, ...(output.viteMetadata?.importedCss ?? [])])
          shell.add(`/${file}`);
      }
      const files = [...shell].sort();
      const version = createHash('sha256')
        .update(Object.keys(bundle).sort().join('\n'))
        .update(await readFile(path.join(root, 'public/boot.js')))
        .update(await readFile(path.join(root, 'public/offline.html')))
        .digest('hex')
        .slice(0, 12);
      const worker = (await readFile(path.join(root, 'pwa/sw.js'), 'utf8'))
        .replace('__CACHE_VERSION__', version)
        .replace('__SHELL_FILES__', JSON.stringify(files));
      this.emitFile({ type: 'asset', fileName: 'sw.js', source: worker });
    },
  };
}
