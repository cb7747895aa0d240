import type { FastifyInstance } from 'fastify';

const DRAIN_TIMEOUT_MS = 3000;

/**
 * Counts requests whose handler may still run, and lets `app.close()` wait (bounded) for them, so a
 * request whose client went away does not hit a database that shutdown has closed. Registered
 * first, so every request that reaches onResponse was counted.
 */
export function registerInFlightDrain(app: FastifyInstance) {
  let inFlight = 0;
  app.addHook('onRequest', async () => {
    inFlight++;
  });
  app.addHook('onResponse', async () => {
    inFlight--;
  });
  app.addHook('onClose', async () => {
    const deadline = Date.now() + DRAIN_TIMEOUT_MS;
    while (inFlight > 0 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 25));
  });
}
