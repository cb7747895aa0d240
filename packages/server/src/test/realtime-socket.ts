/** A realtime WebSocket (`/api/realtime`) for tests against a real port, with a tab's cookie. */

/** A frame the server sent: `ready`, `notification`, `chat` … */
export type TFrame = { type: string; [key: string]: unknown };

/** Opens the socket; collects every frame, and `next` waits for the first one that matches. */
export function connectSocket(url: string, cookie: string) {
  const frames: TFrame[] = [];
  const waiters: Array<{ match: (f: TFrame) => boolean; resolve: (f: TFrame) => void }> = [];
  // Node's WebSocket (undici) accepts headers as a non-standard init option.
  const socket = new WebSocket(url, { headers: { cookie } } as unknown as string[]);
  socket.addEventListener('message', (event) => {
    const frame = JSON.parse(String(event.data)) as TFrame;
    frames.push(frame);
    for (const waiter of [...waiters])
      if (waiter.match(frame)) {
        waiters.splice(waiters.indexOf(waiter), 1);
        waiter.resolve(frame);
      }
  });
  const next = (match: (f: TFrame) => boolean, timeoutMs = 2000) =>
    new Promise<TFrame>((resolve, reject) => {
      const found = frames.find(match);
      if (found) return resolve(found);
      const timer = setTimeout(
        () => reject(new Error(`kein passender Frame binnen ${timeoutMs} ms`)),
        timeoutMs,
      );
      waiters.push({ match, resolve: (f) => (clearTimeout(timer), resolve(f)) });
    });
  return { socket, frames, next, close: () => socket.close() };
}
