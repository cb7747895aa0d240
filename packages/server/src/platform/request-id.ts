import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyServerOptions } from 'fastify';

/** What a proxy's request id may look like before we take it over. */
const FORWARDED_ID = /^[A-Za-z0-9._-]{8,64}$/;

const ID_BYTES = 6;
/**
 * Random bytes for this many ids are drawn at once: one `getrandom` call per request was ~4 % of
 * a small request's server CPU under load (a CPU profile of `/api/user/me` in `npm run bench`).
 */
const POOL_IDS = 512;
let pool = Buffer.alloc(0);
let poolOffset = 0;

function randomId(): string {
  if (poolOffset >= pool.length) {
    pool = randomBytes(ID_BYTES * POOL_IDS);
    poolOffset = 0;
  }
  poolOffset += ID_BYTES;
  return pool.toString('hex', poolOffset - ID_BYTES, poolOffset);
}

/**
 * Every request gets an id: the proxy's `x-request-id` when we trust the proxy and it looks like
 * one, otherwise 12 random hex characters (unique across instances, unlike Fastify's counter).
 * Pino writes it as `reqId` on every log line of the request; 5xx answers carry it as "Fehler-ID".
 */
export function requestIdOptions(
  trustProxy: boolean,
): Pick<FastifyServerOptions, 'genReqId' | 'requestIdHeader'> {
  return {
    requestIdHeader: false,
    genReqId: (request) => {
      const forwarded = trustProxy ? request.headers['x-request-id'] : undefined;
      return typeof forwarded === 'string' && FORWARDED_ID.test(forwarded) ? forwarded : randomId();
    },
  };
}

/** Sends the id back on every answer, so a member's failed request can be found in the logs. */
export function registerRequestIdHeader(app: FastifyInstance) {
  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
}
