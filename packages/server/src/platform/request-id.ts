import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyServerOptions } from 'fastify';

/** What a proxy's request id may look like before we take it over. */
const FORWARDED_ID = /^[A-Za-z0-9._-]{8,64}$/;

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
      return typeof forwarded === 'string' && FORWARDED_ID.test(forwarded)
        ? forwarded
        : randomBytes(6).toString('hex');
    },
  };
}

/** Sends the id back on every answer, so a member's failed request can be found in the logs. */
export function registerRequestIdHeader(app: FastifyInstance) {
  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
}
