/**
 * Runs `work` when the browser is next idle, at most `timeoutMs` later: start-up work that no first
 * paint shows (the presence heartbeat, the live connection, the push subscription) then does not
 * lengthen the tasks that build the first page on a slow phone. Returns a cancel function.
 */
export function whenIdle(work: () => void, timeoutMs = 2_000): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(() => work(), { timeout: timeoutMs });
    return () => window.cancelIdleCallback(id);
  }
  const id = window.setTimeout(work, 1);
  return () => window.clearTimeout(id);
}
