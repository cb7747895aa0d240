/** A realtime WebSocket (`/api/realtime`) for tests against a real port, with a tab's cookie. */
import type { TApp } from '../platform/types.ts';

/** A frame the server sent: `ready`, `notification`, `chat` … */
export type TFrame = { type: string; [key: string]: unknown };

/** Lets an app listen on a free loopback port and returns the port. */
export async function listen(app: TApp): Promise<number> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('kein Port');
  return address.port;
}

/** The realtime address of an app listening on `port`. */
export const realtimeUrl = (port: number) => `ws://127.0.0.1:${port}/api/realtime`;

/**
 * Opens the socket; collects every frame, and `next` waits for the first one that matches (for
 * `timeoutMs`, 2 s unless given). `closed` resolves with the close code.
 */
export function connectSocket<F extends TFrame = TFrame>(
  url: string,
  cookie: string,
  options: { headers?: Record<string, string>; timeoutMs?: number } = {},
) {
  const frames: F[] = [];
  const waiters: Array<{ match: (f: F) => boolean; resolve: (f: F) => void }> = [];
  // Node's WebSocket (undici) accepts headers as a non-standard init option.
  const socket = new WebSocket(url, { headers: { cookie, ...options.headers } } as unknown as string[]);
  const closed = new Promise<number>((resolve) =>
    socket.addEventListener('close', (event) => resolve(event.code)),
  );
  socket.addEventListener('message', (event) => {
    const frame = JSON.parse(String(event.data)) as F;
    frames.push(frame);
    for (const waiter of [...waiters])
      if (waiter.match(frame)) {
        waiters.splice(waiters.indexOf(waiter), 1);
        waiter.resolve(frame);
      }
  });
  const next = (match: (f: F) => boolean, timeoutMs = options.timeoutMs ?? 2000) =>
    new Promise<F>((resolve, reject) => {
      const found = frames.find(match);
      if (found) return resolve(found);
      const timer = setTimeout(
        () => reject(new Error(`kein passender Frame binnen ${timeoutMs} ms`)),
        timeoutMs,
      );
      waiters.push({ match, resolve: (f) => (clearTimeout(timer), resolve(f)) });
    });
  return { socket, frames, closed, next, close: () => socket.close() };
}
