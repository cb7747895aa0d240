import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { TConfig } from '../config.ts';
import { AppError } from './errors.ts';
import { getCsrfToken } from './session.ts';
import { escapeHtml } from './html.ts';
import { decodeEntities } from './html-sanitizer.ts';
import { limitRequests, type TLimiter } from './limiter.ts';
import type { TPageHeads } from './page-heads.ts';

/**
 * Paths that never fall back to the SPA without an Accept header: the API, the server-side non-/api
 * endpoints, and the original client's non-/api calls (`/groups/…`, `/wiki/…`).
 */
const API_PREFIXES = ['/api/', '/user/', '/closed_areas/', '/matcher-sync/', '/dev/', '/groups/', '/wiki/'];

/** Unknown paths, per member or address; page loads of the SPA do not count. */
const NOT_FOUND_LIMIT = { name: 'not-found', max: 120, windowMs: 60_000 };

const NOT_BUILT_HTML = `<!doctype html><html lang="de"><head><meta charset="utf-8"><title>__PRODUCT_NAME__</title></head>
<body><h1>__PRODUCT_NAME__</h1><p>Die Weboberfläche ist noch nicht gebaut. Führe <code>npm run build</code> aus und starte den Server neu.</p>
<meta name="csrf-token" content="__CSRF_TOKEN__"><meta name="user-id" content="__USER_ID__"></body></html>`;

const MANIFEST_PATH = '/manifest.webmanifest';
/** Home screens show about 12 characters under an icon. */
const SHORT_NAME_MAX = 12;

/** The built manifest with PRODUCT_NAME as name and short name (docs/pwa.md). */
export function renderManifest(template: string, config: Pick<TConfig, 'productName'>): string {
  const name = config.productName;
  const shortName = name.length <= SHORT_NAME_MAX ? name : name.split(/\s+/)[0]!.slice(0, SHORT_NAME_MAX);
  // JSON.stringify(...).slice(1, -1): the name as the inside of a JSON string.
  return template
    .replaceAll('__PRODUCT_NAME__', JSON.stringify(name).slice(1, -1))
    .replaceAll('__PRODUCT_SHORT_NAME__', JSON.stringify(shortName).slice(1, -1));
}

/** The landing page starts the app after its first paint (public/boot.js); it preloads nothing. */
const LANDING_PATH = /^\/registrieren\/?$/;

/** One `<meta name content>` of the built index.html, its content unescaped. */
function readMeta(template: string, name: string): string {
  return decodeEntities(new RegExp(`<meta name="${name}" content="([^"]*)"`).exec(template)?.[1] ?? '');
}

/** "/a=x y;/b=z" (vite.config.ts) as a map from path to its list. */
function readPathLists(content: string): Map<string, string[]> {
  return new Map(
    content
      .split(';')
      .filter(Boolean)
      .map((item) => [
        item.slice(0, item.indexOf('=')),
        item
          .slice(item.indexOf('=') + 1)
          .split(' ')
          .filter(Boolean),
      ]),
  );
}

/**
 * The preloads of a page load, written into the HTML instead of added by /boot.js: the browser's
 * preload scanner finds them while the page's first bytes are parsed, before boot.js has loaded and
 * run, and boot.js no longer creates some twenty elements in its render-blocking task. The built
 * index.html names them in <meta> tags (vite.config.ts): the entry and its module preloads, the
 * chunks each entry path renders first and, for a member on the path without parameters, the API
 * answers its first paint shows (src/app/entry-data.ts).
 */
export function createStartLinks(template: string): (url: string, isMember: boolean) => string {
  const entry = readMeta(template, 'app-entry');
  const modules = readMeta(template, 'app-preload').split(',').filter(Boolean);
  const routeModules = readPathLists(readMeta(template, 'app-route-preload'));
  const routeData = readPathLists(readMeta(template, 'app-route-data'));
  return (url, isMember) => {
    const [pathname = '', query] = url.split('?');
    if (!entry || LANDING_PATH.test(pathname)) return '';
    const path = pathname.replace(/\/+$/, '');
    const scripts = [...new Set([entry, ...modules, ...(routeModules.get(path) ?? [])])];
    const data = isMember && query === undefined ? (routeData.get(path) ?? []) : [];
    return [
      ...scripts.map((href) => `<link rel="modulepreload" href="${escapeHtml(href)}">`),
      ...data.map(
        (href) => `<link rel="preload" href="${escapeHtml(href)}" as="fetch" crossorigin="anonymous">`,
      ),
    ].join('');
  };
}

/**
 * A page load of the SPA. A browser navigating asks for text/html, which settles paths that look
 * like server paths or files but are pages (`/user/marie.mitglied`, a profile); a client asking for
 * JSON gets the JSON 404 on any path; without either, server prefixes and file-like paths do.
 */
function wantsHtml(request: FastifyRequest): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  const url = request.url.split('?')[0]!;
  if (url.startsWith('/api/') || url === '/api') return false;
  const accept = request.headers.accept ?? '';
  if (accept.includes('text/html')) return true;
  if (accept.includes('application/json')) return false;
  if (API_PREFIXES.some((prefix) => url.startsWith(prefix))) return false;
  return !/\.[a-z0-9]{1,8}$/i.test(url);
}

/**
 * Serves the built SPA: hashed assets with long caching, and every other page path as index.html
 * rendered with the CSRF token, product name and the client's settings (history fallback). Unknown API paths get a JSON
 * 404, rate limited: an attacker could otherwise probe for valid URLs at full speed.
 */
export async function registerSpa(
  app: FastifyInstance,
  config: TConfig,
  limiter: TLimiter,
  pageHeads: TPageHeads,
) {
  const indexFile = path.join(config.webDistDir, 'index.html');
  const hasBuild = existsSync(indexFile);
  if (!hasBuild) app.log.warn(`Keine gebaute Weboberfläche in ${config.webDistDir} (npm run build).`);
  const template = hasBuild ? readFileSync(indexFile, 'utf8') : NOT_BUILT_HTML;
  // A member's page preloads who is there (index.html); a visitor's asks nobody.
  const visitorTemplate = template.replace(/<link rel="preload" href="\/api\/user\/me"[^>]*>\s*/, '');
  const startLinks = createStartLinks(template);

  if (hasBuild) {
    await app.register(fastifyStatic, {
      root: config.webDistDir,
      index: false,
      wildcard: false,
      // The build writes .br and .gz next to each asset; they are sent to clients that accept them.
      preCompressed: true,
      allowedPath: (pathName) => pathName !== '/index.html',
      // The manifest is a template: its route below fills in the product name.
      globIgnore: ['manifest.webmanifest*'],
      setHeaders: (res, filePath) => {
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        // The service worker is checked on every load, so a new version is found at once (docs/pwa.md).
        const isWorker = path.basename(filePath) === 'sw.js';
        res.header(
          'cache-control',
          immutable ? 'public, max-age=31536000, immutable' : isWorker ? 'no-cache' : 'public, max-age=3600',
        );
      },
    });
    const manifestFile = path.join(config.webDistDir, 'manifest.webmanifest');
    if (existsSync(manifestFile)) {
      const manifest = renderManifest(readFileSync(manifestFile, 'utf8'), config);
      app.get(MANIFEST_PATH, async (_request, reply) =>
        reply
          .header('cache-control', 'public, max-age=3600')
          .type('application/manifest+json')
          .send(manifest),
      );
    }
  }

  const renderIndex = async (request: FastifyRequest, reply: FastifyReply) => {
    const head = await pageHeads.render(request.url.split('?')[0]!, request.log);
    const html = (request.user ? template : visitorTemplate)
      .replaceAll('__CSRF_TOKEN__', escapeHtml(getCsrfToken(config, request, reply)))
      // 000 §3: the logged-in member's id; empty for a visitor, whose page then asks nobody who it is.
      .replaceAll('__USER_ID__', request.user ? String(request.user.id) : '')
      .replaceAll('__PRODUCT_NAME__', escapeHtml(config.productName))
      .replaceAll('__PRODUCT_SLUG__', escapeHtml(config.productSlug))
      .replaceAll('__NEW_AREA_FORM_URL__', escapeHtml(config.newAreaFormUrl))
      // Empty when MedKai is not set up: the menus then say so (docs/medkai.md).
      .replaceAll('__MEDKAI_URL__', escapeHtml(config.medkai?.url ?? ''))
      // Before boot.js, which the parser waits for; the links are built from the build's own lists.
      .replace(
        '<script src="/boot.js">',
        () => `${startLinks(request.url, Boolean(request.user))}<script src="/boot.js">`,
      )
      // Last, and as a function: the domain's HTML is final ("$&" or a placeholder in it stays as is).
      .replace('</head>', () => `${head}</head>`);
    return reply.header('cache-control', 'no-store').type('text/html; charset=utf-8').send(html);
  };

  app.get('/', renderIndex);
  const limitNotFound = limitRequests(limiter, NOT_FOUND_LIMIT);
  app.setNotFoundHandler(
    {
      // Page loads of the SPA are not 404s and do not count.
      preHandler: async (request: FastifyRequest) => {
        if (!wantsHtml(request)) await limitNotFound(request);
      },
    },
    (request, reply) => {
      if (wantsHtml(request)) return renderIndex(request, reply);
      throw new AppError('NOT_FOUND');
    },
  );
}
