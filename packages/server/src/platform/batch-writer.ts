const FLUSH_INTERVAL_MS = 1000;
const FLUSH_AT = 200;

/**
 * Buffers items and hands them to `write` in one batch per second (or per 200 items), one batch
 * at a time, so a burst of requests costs a handful of writes instead of one each. `flush` writes
 * what is buffered now (shutdown, tests); failures go to `onError` and never to the caller of `add`.
 */
export function createBatchWriter<T>(
  write: (batch: T[]) => Promise<void>,
  onError: (error: unknown) => void,
) {
  let buffer: T[] = [];
  let timer: NodeJS.Timeout | null = null;
  let flushing: Promise<void> = Promise.resolve();

  function flush(): Promise<void> {
    if (timer) clearTimeout(timer);
    timer = null;
    const batch = buffer;
    buffer = [];
    if (batch.length) flushing = flushing.then(() => write(batch)).catch(onError);
    return flushing;
  }

  return {
    add(item: T) {
      buffer.push(item);
      if (buffer.length >= FLUSH_AT) void flush();
      else timer ??= setTimeout(() => void flush(), FLUSH_INTERVAL_MS);
    },
    flush,
  };
}
