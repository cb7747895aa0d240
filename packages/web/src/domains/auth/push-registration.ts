/**
 * Registers the browser for push notifications after sign-up (001 §7.1). Callers must tolerate any
 * failure; a refused permission or a browser without push simply leaves pushes off.
 */
export async function registerPushNotifications(): Promise<void> {
  const { subscribeToPush } = await import('../notifications/push-subscription.ts');
  await subscribeToPush();
}
