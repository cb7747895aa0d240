/*
 * The app's service worker (docs/pwa.md), built into dist/sw.js by pwa/pwa-plugin.ts, which fills in
 * the cache version and the app shell's files.
 * - Caches the app shell (entry scripts, styles, boot.js, icons, the offline page) in a cache named
 *   by the build, and hashed assets on first use; an update deletes the older caches.
 * - Pages always come from the network (they carry the member's id and CSRF token); without
 *   network a page load gets the German offline page. API answers, uploads and everything else
 *   the member's data is in never pass through a cache.
 * - A new version waits until the app asks it to take over ("Neue Version verfügbar – neu laden").
 * - Web push (notifications domain): shows each push and, on a click, focuses an open tab of the
 *   app and sends it to the notification's URL, or opens a new window there.
 */
const CACHE_PREFIX = 'pflegepuls-shell-';
const CACHE = CACHE_PREFIX + '__CACHE_VERSION__';
const OFFLINE_PAGE = '/offline.html';
/** Filled in by the build: the app shell's files. */
const SHELL_FILES = __SHELL_FILES__;

self.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(CACHE)
      .then((cache) => cache.addAll(SHELL_FILES))
      // The first worker takes over at once; a later one waits for the member's "neu laden".
      .then(() => (self.registration.active ? undefined : self.skipWaiting())),
  );
});

self.addEventListener('message', (event) => {
  if (event.data && event.data.type === 'skip-waiting') self.skipWaiting();
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((keys) =>
        Promise.all(
          keys
            .filter((key) => key.startsWith(CACHE_PREFIX) && key !== CACHE)
            .map((key) => caches.delete(key)),
        ),
      )
      .then(() => self.clients.claim()),
  );
});

/** Static files of the build: hashed assets and the shell's own files. Nothing else is cached. */
function isStaticFile(url) {
  return url.pathname.startsWith('/assets/') || SHELL_FILES.includes(url.pathname);
}

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  if (request.mode === 'navigate') {
    event.respondWith(fetch(request).catch(() => caches.match(OFFLINE_PAGE, { cacheName: CACHE })));
    return;
  }
  if (!isStaticFile(url)) return;
  event.respondWith(
    caches.open(CACHE).then((cache) =>
      cache.match(request, { ignoreSearch: true }).then(
        (cached) =>
          cached ||
          fetch(request).then((response) => {
            if (response.ok && url.pathname.startsWith('/assets/')) cache.put(request, response.clone());
            return response;
          }),
      ),
    ),
  );
});

/** The push's JSON payload; a plain-text push becomes its body. */
function readPushData(event) {
  if (!event.data) return {};
  try {
    return event.data.json();
  } catch {
    return { body: event.data.text() };
  }
}

self.addEventListener('push', (event) => {
  const data = readPushData(event);
  const title = data.title || 'Pflegepuls';
  event.waitUntil(
    self.registration.showNotification(title, {
      body: data.body || '',
      icon: data.icon || '/icons/icon-192.png',
      badge: '/icons/icon-192.png',
      tag: data.tag,
      lang: 'de',
      data: { url: data.url || '/benachrichtigungen' },
    }),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const target = new URL(
    (event.notification.data && event.notification.data.url) || '/benachrichtigungen',
    self.location.origin,
  );
  // Only this app's pages: a push can never send the member elsewhere.
  const url =
    target.origin === self.location.origin ? target.href : self.location.origin + '/benachrichtigungen';
  event.waitUntil(
    self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then((windows) => {
      for (const client of windows) {
        if (new URL(client.url).origin === self.location.origin && 'focus' in client) {
          return client.focus().then((focused) => ('navigate' in focused ? focused.navigate(url) : focused));
        }
      }
      return self.clients.openWindow(url);
    }),
  );
});
