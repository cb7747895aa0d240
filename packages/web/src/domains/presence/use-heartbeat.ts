import { HEARTBEAT_INTERVAL_MS } from '@pflegepuls/shared/constants';
import { useEffect } from 'react';
import { postJson } from '../../platform/http.ts';
import { whenIdle } from '../../platform/idle.ts';

/**
 * Tells the server the member is online: on load (once the first page is built) and every 30 s
 * (001 §7.3); failures are only logged.
 */
export function useHeartbeat(isLoggedIn: boolean): void {
  useEffect(() => {
    if (!isLoggedIn) return;
    const beat = () =>
      postJson('/user/create_online_status').catch((error: unknown) =>
        console.warn('[presence] Online-Status nicht gesendet', error),
      );
    const cancelFirst = whenIdle(() => void beat());
    const timer = window.setInterval(() => void beat(), HEARTBEAT_INTERVAL_MS);
    return () => {
      cancelFirst();
      window.clearInterval(timer);
    };
  }, [isLoggedIn]);
}
