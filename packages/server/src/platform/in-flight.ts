import type { FastifyInstance } from 'fastify';

const DRAIN_TIMEOUT_MS = 3000;

declare module 'fastify' {
  interface FastifyInstance {
    /** Set at SIGTERM: the readiness check answers 503 so the proxy sends no new requests here. */
    lifecycle: { draining: boolean };
    /** Flushes to run after the in-flight wait at close (a decoration, so domain plugins share it). */
    closeFlushes: Array<() => Promise<unknown>>;
  }
}

/**
 * Counts requests whose handler may still run, and lets `app.close()` wait (bounded) for them, so a
 * request whose client went away does not hit a database that shutdown has closed. Registered
 * first, so every request that reaches onResponse was counted. Then it runs the flushes given to
 * `flushOnClose`, in order: they must come after the wait, and plain onClose hooks run
 * last-registered first, so a flush hook of a domain would run before this one.
 */
export function registerInFlightDrain(app: FastifyInstance) {
  let inFlight = 0;
  const finishers = new WeakMap<object, () => void>();
  const flushes: Array<() => Promise<unknown>> = [];
  app.decorate('closeFlushes', flushes);
  app.decorate('lifecycle', { draining: false });
  app.addHook('onRequest', async (request, reply) => {
    inFlight++;
    let isCounted = true;
    const finish = () => {
      if (!isCounted) return;
      isCounted = false;
      inFlight--;
    };
    finishers.set(request, finish);
    // A WebSocket's upgrade request never reaches onResponse (its reply is hijacked): it ends when
    // its socket closes. Without this every socket ever opened stayed counted, and each shutdown
    // waited the full DRAIN_TIMEOUT_MS for requests that did not exist.
    reply.raw.once('close', finish);
  });
  app.addHook('onResponse', async (request) => {
    finishers.get(request)?.();
  });
  app.addHook('onClose', async () => {
    const deadline = Date.now() + DRAIN_TIMEOUT_MS;
    while (inFlight > 0 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 25));
    await flushBufferedWrites(app);
  });
}

/** Runs the flushes given to `flushOnClose` now, in order (at close; tests that read what was buffered). */
export async function flushBufferedWrites(app: FastifyInstance): Promise<void> {
  for (const flush of app.closeFlushes) await flush();
}

/**
 * Writes what a batch writer holds when the app closes (SIGTERM), after the last in-flight handler
 * finished, so nothing answered 202 is left in memory; only a hard kill loses the current batch.
 */
export function flushOnClose(app: FastifyInstance, flush: () => Promise<unknown>) {
  if (!app.hasDecorator('closeFlushes')) throw new Error('flushOnClose braucht registerInFlightDrain');
  app.closeFlushes.push(flush);
}
