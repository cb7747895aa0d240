/**
 * Registers the browser for push notifications after sign-up (001 §7.1), keeps a granted
 * subscription known to the server and ends it on logout; the push code loads only then (most
 * members never granted push, so their first load carries none of it). Callers of the registration
 * must tolerate any failure; a refused permission or a browser without push simply leaves pushes off.
 */
import { useEffect } from 'react';
import { whenIdle } from '../../platform/idle.ts';

export async function registerPushNotifications(): Promise<void> {
  const { subscribeToPush } = await import('../notifications/push-subscription.ts');
  await subscribeToPush();
}

/**
 * Ends this browser's push subscription on logout, so the next member of a shared device gets no
 * pushes of the previous one. Never throws and gives up after `timeoutMs`: logging out must not wait.
 */
export async function unregisterPushNotifications(timeoutMs = 2000): Promise<void> {
  const unsubscribe = import('../notifications/push-subscription.ts').then((m) => m.unsubscribeFromPush());
  const timeout = new Promise<void>((resolve) => setTimeout(resolve, timeoutMs));
  await Promise.race([unsubscribe.catch(() => {}), timeout]);
}

/** While `enabled` (logged in): where push is granted, keeps the subscription known to the server. */
export function usePushSubscription(enabled = true): void {
  useEffect(() => {
    if (!enabled || typeof Notification === 'undefined' || Notification.permission !== 'granted') return;
    return whenIdle(
      () =>
        void import('../notifications/push-subscription.ts').then((push) =>
          push.refreshGrantedSubscription(),
        ),
    );
  }, [enabled]);
}
