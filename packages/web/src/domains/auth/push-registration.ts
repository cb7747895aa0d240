/**
 * Registers the browser for push notifications after sign-up (001 §7.1) and ends the subscription
 * on logout; the push code loads only then. Callers of the registration must tolerate any failure;
 * a refused permission or a browser without push simply leaves pushes off.
 */
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
