/**
 * Registers the browser for push notifications after sign-up (001 §7.1). Web push arrives with
 * the notifications domain; until then this is a no-op. Callers must tolerate any failure.
 */
export async function registerPushNotifications(): Promise<void> {}
