import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlibConstants, gzip } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { pwaFiles } from './pwa/pwa-plugin.ts';
import { ENTRY_PAGE_DATA } from './src/app/entry-data.ts';
import {
  ADMIN_PAGE,
  ENTRY_PAGE_GROUPS,
  ENTRY_PAGE_MODULES,
  FIRST_PAINT_MODULES,
  PUBLIC_PAGES,
} from './src/app/entry-pages.ts';

const SHARED_INDEX = path.resolve(import.meta.dirname, '../shared/src/index.ts');
const MUI_HIGH_CONTRAST = /@mui\/material\/styles\/enhanceHighContrast\.m?js$/;
const BACKEND_URL = process.env.BACKEND_URL ?? 'http://127.0.0.1:3000';
/** Server-side paths that never belong to the SPA (kept in step with the server's SPA fallback). */
const PROXIED_PATHS = '^/(api|user|closed_areas|matcher-sync|dev)(/|$)';
const CSRF_META = /<meta name="csrf-token" content="([^"]*)"/;

/**
 * Dev only: Vite serves index.html itself, so the placeholders the server fills per request stay
 * empty and every POST would answer 419. This asks the server for its rendering of the same page
 * (with the browser's cookies), copies the CSRF token and forwards the cookie it is bound to.
 */
function serverRenderedIndex(): Plugin {
  return {
    name: 'pflegepuls-server-rendered-index',
    apply: 'serve',
    configureServer(server) {
      server.middlewares.use(async (req, res, next) => {
        const url = req.url ?? '/';
        const isPage =
          req.method === 'GET' &&
          (req.headers.accept ?? '').includes('text/html') &&
          !new RegExp(PROXIED_PATHS).test(url) &&
          !/\.[a-z0-9]{1,8}(\?|$)/i.test(url) &&
          !url.startsWith('/@');
        if (!isPage) return next();
        try {
          const raw = await readFile(path.join(server.config.root, 'index.html'), 'utf8');
          let html = await server.transformIndexHtml(url, raw);
          const backend = await fetch(`${BACKEND_URL}${url}`, {
            headers: { accept: 'text/html', cookie: req.headers.cookie ?? '' },
          });
          const token = CSRF_META.exec(await backend.text())?.[1] ?? '';
          html = html
            .replaceAll('__CSRF_TOKEN__', token)
            .replaceAll('__PRODUCT_NAME__', process.env.PRODUCT_NAME ?? 'Pflegepuls')
            .replaceAll('__PRODUCT_SLUG__', process.env.PRODUCT_SLUG ?? 'pflegepuls')
            .replaceAll('__NEW_AREA_FORM_URL__', process.env.NEW_AREA_FORM_URL ?? '');
          const cookies = backend.headers.getSetCookie();
          if (cookies.length > 0) res.setHeader('set-cookie', cookies);
          res.setHeader('content-type', 'text/html; charset=utf-8');
          res.setHeader('cache-control', 'no-store');
          res.end(html);
        } catch (error) {
          server.config.logger.warn(`Server unter ${BACKEND_URL} nicht erreichbar: ${String(error)}`);
          next();
        }
      });
    },
  };
}

/*
 * No plugin rewrites the shared package: zod stays out of the first load by module structure: shared modules
 * that the first load imports (constants, `*-messages.ts`, `error-codes.ts`, …) do not import zod;
 * schema modules do (through `zod.ts`, which also sets its German locale), and only lazy screens
 * import those. The web imports subpaths (`@pflegepuls/shared/feed-messages`), and the package
 * declares itself free of side effects except `zod.ts`, so a module nobody reads from is dropped.
 * The chunk groups below may therefore take zod-free shared modules along like any other module.
 * e2e/budget.test.ts fails the build's first load of /feed above its budget, zod included.
 */

type TBundleChunk = {
  type: 'chunk';
  fileName: string;
  imports: string[];
  facadeModuleId: string | null;
  moduleIds: string[];
};
type TBundleAsset = { type: 'asset' };

/** The chunk of `moduleId` and every chunk it imports statically, except those in `known`. */
function collectChunkFiles(
  bundle: Record<string, TBundleChunk | TBundleAsset>,
  moduleId: string,
  known: Set<string>,
) {
  const start = Object.values(bundle).find(
    (item): item is TBundleChunk =>
      item.type === 'chunk' && (item.facadeModuleId === moduleId || item.moduleIds.includes(moduleId)),
  );
  const files: string[] = [];
  const visit = (chunk: TBundleChunk | undefined) => {
    if (!chunk || known.has(chunk.fileName) || files.includes(chunk.fileName)) return;
    files.push(chunk.fileName);
    for (const file of chunk.imports) visit(bundle[file] as TBundleChunk | undefined);
  };
  visit(start);
  return files;
}

/**
 * Build only: the app's entry script, its module preloads, each entry path's page chunks and the API
 * answers its first paint shows (src/app/entry-data.ts) become <meta> tags. The server writes them
 * into each page as preload links (packages/server/src/platform/spa.ts), except on the landing page,
 * where /boot.js adds the module preloads after the first paint; boot.js starts the entry (see
 * public/boot.js). They go first in <head>: boot.js reads them at once.
 */
function startAppFromBoot(): Plugin {
  return {
    name: 'pflegepuls-start-app-from-boot',
    apply: 'build',
    enforce: 'post',
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        let entry = '';
        const preloads: string[] = [];
        const rest = html
          .replace(/\s*<script type="module"[^>]*\ssrc="([^"]+)"[^>]*><\/script>/, (_tag, src: string) => {
            entry = src;
            return '';
          })
          .replace(/\s*<link rel="modulepreload"[^>]*\shref="([^"]+)"[^>]*>/g, (_tag, href: string) => {
            preloads.push(href);
            return '';
          });
        if (!entry) throw new Error('index.html: kein Einstiegsskript gefunden');
        const bundle = (context.bundle ?? {}) as unknown as Record<string, TBundleChunk | TBundleAsset>;
        const known = new Set([entry, ...preloads].map((url) => url.replace(/^\//, '')));
        // "/feed=/assets/a.js /assets/b.js;/registrieren=…": attribute-safe without escaping.
        const routes = Object.entries(ENTRY_PAGE_MODULES)
          .map(([route, modules]) => {
            const files = modules.flatMap((module) =>
              collectChunkFiles(bundle, path.resolve(import.meta.dirname, 'src', module), known),
            );
            return `${route}=${[...new Set(files)].map((file) => `/${file}`).join(' ')}`;
          })
          .join(';');
        return {
          html: rest,
          tags: [
            { tag: 'meta', attrs: { name: 'app-entry', content: entry }, injectTo: 'head-prepend' },
            {
              tag: 'meta',
              attrs: { name: 'app-preload', content: preloads.join(',') },
              injectTo: 'head-prepend',
            },
            { tag: 'meta', attrs: { name: 'app-route-preload', content: routes }, injectTo: 'head-prepend' },
            // "/feed=/api/feed?tab=my&take=10 /api/channels;…": addresses hold no spaces or semicolons.
            {
              tag: 'meta',
              attrs: {
                name: 'app-route-data',
                content: Object.entries(ENTRY_PAGE_DATA)
                  .map(([route, urls]) => `${route}=${urls.join(' ')}`)
                  .join(';'),
              },
              injectTo: 'head-prepend',
            },
          ],
        };
      },
    },
  };
}

/*
 * Build only: the modules the first paint of /feed needs (FIRST_PAINT_MODULES in
 * src/app/entry-pages.ts), in a few chunks instead of some fifty.
 * Left alone, the bundler cuts a chunk for every set of pages that shares a module, so a cold /feed
 * fetched ~80 small files; each compresses on its own (no shared dictionary) and costs a request.
 * Merged by what a screen loads together, the same code is ~15 KiB smaller in gzip:
 *  - `app`: everything the entry imports statically (every page needs it);
 *  - `member`: the member layout, the feed page, the create button and what both shells share;
 *  - `phone-shell` / `desktop-shell`: the rest of each shell and the lazy parts its first paint
 *    shows (desktop: right panel and search bar), so a phone never loads the desktop's code.
 *  - `first-paint-rest`: what else a phone's first paint loads, modules the public pages share
 *    (MUI's IconButton, Link, …) and modules the entry's barrels reach but the entry does not keep;
 *    the one-time login page and the landing page's dialogs load it too (they share its modules).
 *  - `notifications-page`: /benachrichtigungen's own modules (ENTRY_PAGE_GROUPS), what its page
 *    reaches beyond the entry and the shells' first paint and the public pages don't use.
 * Other member pages load `member` too (they need the layout anyway; the feed's list comes along,
 * ~5 KiB). Lazy parts (dialogs, drawers, other pages) keep their own chunks. Two guards keep the
 * merge from costing other screens: nothing the public pages (and their lazy parts) use goes into
 * `member` or a shell, or the landing page would fetch the member area; and a shell group keeps
 * only modules that nothing outside it (or `member`) imports, or a phone page would fetch the
 * desktop shell.
 * Importers only the admin dashboard reaches (its charts and grids) are the exception: a module
 * they share with a shell (MUI's Toolbar, through the grid's pagination) stays in the shell's
 * chunk, which the dashboard then fetches (5 KiB, admins only), instead of becoming one more
 * script in every member's first load.
 */
const PUBLIC_PAGE_MODULES = Object.values(PUBLIC_PAGES);

/** Records the import graph while the build parses it; the chunk groups read it afterwards. */
function firstPaintChunkGroups() {
  const staticImports = new Map<string, readonly string[]>();
  const dynamicImports = new Map<string, readonly string[]>();
  const closure = (starts: readonly string[], known = new Set<string>(), withDynamic = false) => {
    const seen = new Set<string>();
    const visit = (id: string) => {
      if (seen.has(id) || known.has(id)) return;
      seen.add(id);
      for (const next of staticImports.get(id) ?? []) visit(next);
      if (withDynamic) for (const next of dynamicImports.get(id) ?? []) visit(next);
    };
    for (const start of starts) visit(path.resolve(import.meta.dirname, 'src', start));
    return seen;
  };
  let groups: Record<'member' | 'phone' | 'desktop' | 'rest' | 'notifications', Set<string>> | null = null;
  /** Computed once, on the first question: by then the graph is complete. */
  const getGroups = () => {
    if (!groups) {
      // What the entry imports is loaded already; through its barrels (MUI's `styles` index) the
      // graph reaches far more than anything uses, so the walk stops there.
      const initial = closure(['main.tsx']);
      const member = closure(FIRST_PAINT_MODULES.member, initial);
      const phone = closure(FIRST_PAINT_MODULES.phone, initial);
      const desktop = closure(FIRST_PAINT_MODULES.desktop, initial);
      for (const shared of phone) if (desktop.has(shared)) member.add(shared);
      for (const id of member) {
        phone.delete(id);
        desktop.delete(id);
      }
      const publicModules = closure(PUBLIC_PAGE_MODULES, initial, true);
      for (const set of [member, phone, desktop])
        for (const id of set) if (publicModules.has(id)) set.delete(id);
      const everyModule = new Set([...staticImports.keys(), ...dynamicImports.keys()]);
      const adminPage = path.resolve(import.meta.dirname, 'src', ADMIN_PAGE);
      const reachedWithoutAdmin = closure(['main.tsx'], new Set([adminPage]), true);
      const adminOnly = new Set([...everyModule].filter((id) => !reachedWithoutAdmin.has(id)));
      const importers = new Map<string, string[]>();
      for (const graph of [staticImports, dynamicImports])
        for (const [from, targets] of graph)
          for (const target of targets) importers.set(target, [...(importers.get(target) ?? []), from]);
      for (const shell of [phone, desktop])
        for (let changed = true; changed;) {
          changed = false;
          for (const id of shell) {
            const isInside = (from: string) => shell.has(from) || member.has(from) || adminOnly.has(from);
            if ((importers.get(id) ?? []).every(isInside)) continue;
            shell.delete(id);
            changed = true;
          }
        }
      // The rest of a phone's first paint: modules the public pages share and modules the walks
      // stopped at (reached through the entry's barrels, but not kept by the entry), one file
      // instead of some fifteen small ones. None of them imports a group's module (public pages
      // and the entry import neither), so no two chunks import each other; the desktop's rest
      // would (the build's cycle check said so), and stays split.
      const firstPaint = closure([...FIRST_PAINT_MODULES.member, ...FIRST_PAINT_MODULES.phone]);
      const rest = new Set([...firstPaint].filter((id) => !member.has(id) && !phone.has(id)));
      // An entry page's own modules: what its page reaches beyond the entry and both shells' first
      // paint (their chunks load anyway), and nothing the public pages use.
      const shellsFirstPaint = new Set([...firstPaint, ...closure(FIRST_PAINT_MODULES.desktop)]);
      const notifications = closure(
        ENTRY_PAGE_GROUPS.notifications,
        new Set([...initial, ...shellsFirstPaint]),
      );
      for (const id of notifications) if (publicModules.has(id)) notifications.delete(id);
      groups = { member, phone, desktop, rest, notifications };
    }
    return groups;
  };
  const plugin: Plugin = {
    name: 'pflegepuls-first-paint-chunks',
    apply: 'build',
    // A chunk group whose modules import another group's while that group imports them makes the
    // two chunks import each other, and a module may then run before what it uses exists (a start
    // failing with "reading '__emotion_real'"): the build fails instead.
    generateBundle(_options, bundle) {
      const imports = new Map<string, string[]>();
      for (const item of Object.values(bundle))
        if (item.type === 'chunk') imports.set(item.fileName, item.imports);
      const state = new Map<string, 'open' | 'done'>();
      const visit = (file: string, trail: string[]) => {
        if (state.get(file) === 'done') return;
        if (state.get(file) === 'open')
          throw new Error(`Chunks importieren einander: ${[...trail, file].join(' -> ')}`);
        state.set(file, 'open');
        for (const next of imports.get(file) ?? []) visit(next, [...trail, file]);
        state.set(file, 'done');
      };
      for (const file of imports.keys()) visit(file, []);
    },
    moduleParsed(info) {
      // The shared barrel only re-exports, and the package is free of side effects: an importer
      // keeps just the modules it reads from, which it names by subpath (tests and a few files
      // still import the barrel). Followed, the barrel would count every shared module as used by
      // the public pages and keep them all out of the groups.
      // MUI's high-contrast helper (re-exported by the styles barrel, called by nothing here)
      // imports fifteen components' class names, and through them InputBase and
      // TextareaAutosize. A group keeps every module it names, used or not: followed, it put 3.7 KiB
      // gzip of form inputs into a phone's first paint (`first-paint-rest`).
      const isLeaf = info.id === SHARED_INDEX || MUI_HIGH_CONTRAST.test(info.id);
      staticImports.set(info.id, isLeaf ? [] : info.importedIds);
      dynamicImports.set(info.id, info.dynamicallyImportedIds);
    },
  };
  // The closures hold the dependencies already.
  const exact = { includeDependenciesRecursively: false };
  const groupConfig = [
    { name: 'app', tags: ['$initial' as const], priority: 4 },
    { name: 'member', test: (id: string) => getGroups().member.has(id), priority: 3, ...exact },
    { name: 'first-paint-rest', test: (id: string) => getGroups().rest.has(id), priority: 3, ...exact },
    {
      name: 'notifications-page',
      test: (id: string) => getGroups().notifications.has(id),
      priority: 2,
      ...exact,
    },
    { name: 'phone-shell', test: (id: string) => getGroups().phone.has(id), priority: 2, ...exact },
    { name: 'desktop-shell', test: (id: string) => getGroups().desktop.has(id), priority: 2, ...exact },
  ];
  return { plugin, groupConfig };
}

const firstPaintChunks = firstPaintChunkGroups();

const COMPRESSIBLE = /\.(js|css|svg|webmanifest|json)$/;
const MIN_COMPRESS_BYTES = 1024;

/**
 * Build only: writes `.br` and `.gz` next to every text asset in dist, so the server can send them
 * as they are (@fastify/static `preCompressed: true`) instead of compressing per request.
 */
function precompressAssets(): Plugin {
  let outDir = '';
  return {
    name: 'pflegepuls-precompress-assets',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      const files = (await readdir(outDir, { recursive: true })).filter((file) => COMPRESSIBLE.test(file));
      await Promise.all(
        files.map(async (file) => {
          const full = path.join(outDir, file);
          if ((await stat(full)).size < MIN_COMPRESS_BYTES) return;
          const content = await readFile(full);
          const [br, gz] = await Promise.all([
            promisify(brotliCompress)(content, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 11 } }),
            promisify(gzip)(content, { level: 9 }),
          ]);
          await Promise.all([writeFile(`${full}.br`, br), writeFile(`${full}.gz`, gz)]);
        }),
      );
    },
  };
}

export default defineConfig({
  plugins: [
    react(),
    serverRenderedIndex(),
    startAppFromBoot(),
    pwaFiles(),
    precompressAssets(),
    firstPaintChunks.plugin,
  ],
  resolve: {
    // Emotion inserts styles while rendering (ui/emotion-insertion.ts).
    alias: {
      '@emotion/use-insertion-effect-with-fallbacks': path.resolve(
        import.meta.dirname,
        'src/ui/emotion-insertion.ts',
      ),
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    assetsInlineLimit: 0,
    rolldownOptions: {
      output: {
        codeSplitting: { groups: firstPaintChunks.groupConfig },
        // Lazy chunks by hash alone: the entry lists every chunk's file name for its preloads, and
        // names like "HourglassEmptyRounded-…" cost the first load bytes for nothing.
        chunkFileNames: 'assets/[hash].js',
      },
    },
  },
  server: {
    port: 5173,
    proxy: { [PROXIED_PATHS]: { target: BACKEND_URL, changeOrigin: false, ws: true } },
  },
});
