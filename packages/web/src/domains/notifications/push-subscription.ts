/**
 * Web push in the browser: registers `/sw.js`, subscribes with the server's VAPID key and hands the
 * subscription to the server. Every step may fail (no support, permission denied, offline): the
 * functions then resolve to false and nothing else happens.
 */
import { getJson, postJson } from '../../platform/http.ts';

const SERVICE_WORKER_URL = '/sw.js';

/** Whether this browser can receive web pushes at all. */
export function isPushSupported(): boolean {
  return (
    typeof window !== 'undefined' &&
    'serviceWorker' in navigator &&
    'PushManager' in window &&
    'Notification' in window
  );
}

/** The VAPID key (URL-safe base64) as the bytes PushManager wants. */
export function decodeBase64Url(value: string): Uint8Array<ArrayBuffer> {
  const base64 = (value + '='.repeat((4 - (value.length % 4)) % 4)).replace(/-/g, '+').replace(/_/g, '/');
  const binary = atob(base64);
  const bytes = new Uint8Array(new ArrayBuffer(binary.length));
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

async function sendSubscription(registration: ServiceWorkerRegistration): Promise<boolean> {
  let subscription = await registration.pushManager.getSubscription();
  if (!subscription) {
    const { publicKey } = await getJson<{ publicKey: string }>('/api/push/public-key');
    subscription = await registration.pushManager.subscribe({
      userVisibleOnly: true,
      applicationServerKey: decodeBase64Url(publicKey),
    });
  }
  await postJson('/api/push/subscribe', subscription.toJSON());
  return true;
}

/**
 * Asks for permission (when not decided yet) and subscribes. Call it from a user action or right
 * after sign-up; resolves to whether pushes are on.
 */
export async function subscribeToPush(): Promise<boolean> {
  try {
    if (!isPushSupported()) return false;
    const permission =
      Notification.permission === 'default'
        ? await Notification.requestPermission()
        : Notification.permission;
    if (permission !== 'granted') return false;
    const registration = await navigator.serviceWorker.register(SERVICE_WORKER_URL);
    await navigator.serviceWorker.ready;
    return await sendSubscription(registration);
  } catch {
    return false;
  }
}

/**
 * Ends this browser's subscription, then the server's row. The browser's side goes first: a shared
 * ward device must not keep receiving the last member's pushes, whatever the server answers (a
 * row left behind is deleted at the push service's first 404/410).
 */
export async function unsubscribeFromPush(): Promise<void> {
  try {
    if (!isPushSupported()) return;
    const registration = await navigator.serviceWorker.getRegistration(SERVICE_WORKER_URL);
    const subscription = await registration?.pushManager.getSubscription();
    if (!subscription) return;
    const { endpoint } = subscription;
    await subscription.unsubscribe();
    await postJson('/api/push/unsubscribe', { endpoint });
  } catch {
    // Nothing to undo: a stale subscription is deleted by the server at its first 404/410.
  }
}

/**
 * Keeps an already granted push subscription known to the server (e.g. after another member used
 * this browser, or after the browser rotated it). Never asks for permission itself.
 */
export async function refreshGrantedSubscription(): Promise<void> {
  if (!isPushSupported() || Notification.permission !== 'granted') return;
  await navigator.serviceWorker
    .register(SERVICE_WORKER_URL)
    .then((registration) => sendSubscription(registration))
    .catch(() => false);
}
