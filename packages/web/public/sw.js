/*
 * Service worker for web push (notifications domain). Shows each push and, on a click, focuses an
 * open tab of the app and sends it to the notification's URL, or opens a new window there.
 */
self.addEventListener('install', () => self.skipWaiting());
self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()));

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
