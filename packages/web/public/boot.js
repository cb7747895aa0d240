// Runs before the first paint (render-blocking, so it stays tiny and does no I/O of its own).
// 1. On the landing page it shows the static landing shell from index.html, so the page paints
//    from the HTML alone, and starts the app's JavaScript only after that first paint: on a slow
//    phone the page is readable before 150 KiB of script compete with it for the network.
// 2. It marks Apple platforms, where the shell offers "Mit Apple anmelden" (001 §2.1).
// 3. It remembers a click on a shell button made before the app is ready; the app replays it.
// 4. It starts the app's entry script. Its module preloads and, for a member, the API answers the
//    first page shows are links the server writes into the page (platform/spa.ts); on the landing
//    page, which preloads nothing before its first paint, boot.js adds the module preloads itself.
// 5. PWA (docs/pwa.md): it keeps the browser's install prompt, which comes once and early, for the
//    menu's install card, registers the service worker after the page has loaded and reports a
//    new version waiting to take over; the app reads both from `window.__pwa` on 'pwa-change'.
// The built index.html names the app's entry, its module preloads and the chunks of the page each
// entry path shows first in <meta> tags (see vite.config.ts); in development Vite's own <script>
// tag loads the app and (1) does nothing.
(function boot() {
  const root = document.documentElement;
  const isLanding = /^\/registrieren\/?$/.test(location.pathname);
  if (isLanding) root.setAttribute('data-route', 'landing');

  const platform = (navigator.userAgentData && navigator.userAgentData.platform) || navigator.platform || '';
  if (
    /mac|iphone|ipad|ipod|ios/i.test(platform) ||
    /iphone|ipad|ipod|macintosh|mac os x/i.test(navigator.userAgent)
  ) {
    root.setAttribute('data-apple', '');
  }

  document.addEventListener(
    'click',
    (event) => {
      if (root.hasAttribute('data-landing-ready') || !(event.target instanceof Element)) return;
      const button = event.target.closest('button[data-landing-action]');
      if (button) window.__landingPendingAction = button.getAttribute('data-landing-action');
    },
    true,
  );

  const pwa = (window.__pwa = { installPrompt: null, waitingWorker: null });
  const notify = () => window.dispatchEvent(new Event('pwa-change'));
  window.addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault();
    pwa.installPrompt = event;
    notify();
  });
  if ('serviceWorker' in navigator && document.querySelector('meta[name="app-entry"]')) {
    window.addEventListener('load', () => {
      navigator.serviceWorker
        .register('/sw.js')
        .then((registration) => {
          // Only an update waits for a controller; the first worker takes over on its own.
          const offer = (worker) => {
            if (!worker || !navigator.serviceWorker.controller) return;
            pwa.waitingWorker = worker;
            notify();
          };
          offer(registration.waiting);
          registration.addEventListener('updatefound', () => {
            const worker = registration.installing;
            worker.addEventListener('statechange', () => {
              if (worker.state === 'installed') offer(worker);
            });
          });
        })
        .catch(() => {});
    });
  }

  const path = location.pathname.replace(/\/+$/, '');
  /** This path's list in a meta of the form "/a=x y;/b=z" (values may hold "=", never " " or ";"). */
  const forPath = (name) => {
    const meta = document.querySelector(`meta[name="${name}"]`);
    const item = (meta ? meta.content.split(';') : []).find((i) => i.slice(0, i.indexOf('=')) === path);
    return item
      ? item
          .slice(item.indexOf('=') + 1)
          .split(' ')
          .filter(Boolean)
      : [];
  };
  let hasStarted = false;
  const startApp = () => {
    const entry = document.querySelector('meta[name="app-entry"]');
    if (hasStarted || !entry) return;
    hasStarted = true;
    // The entry first: it is the largest file and everything waits for it.
    const script = document.createElement('script');
    script.type = 'module';
    script.src = entry.content;
    document.head.append(script);
    if (!isLanding) return;
    const preloads = document.querySelector('meta[name="app-preload"]');
    const hrefs = (preloads ? preloads.content.split(',') : [])
      .filter(Boolean)
      .concat(forPath('app-route-preload'));
    for (const href of hrefs)
      document.head.append(Object.assign(document.createElement('link'), { rel: 'modulepreload', href }));
  };
  if (!isLanding) return startApp();
  // After the first paint; the timeout covers tabs that do not paint (opened in the background).
  requestAnimationFrame(() => setTimeout(startApp, 0));
  setTimeout(startApp, 300);
})();
