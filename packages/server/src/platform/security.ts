import type { FastifyInstance } from 'fastify';
import type { TConfig } from '../config.ts';

/**
 * Browser features no page of ours uses, switched off for every page and anything it embeds
 * (web push needs no entry here; a file picker with `capture` is not `camera`).
 */
const PERMISSIONS_POLICY = [
  'camera',
  'microphone',
  'geolocation',
  'payment',
  'usb',
  'serial',
  'hid',
  'browsing-topics',
]
  .map((feature) => `${feature}=()`)
  .join(', ');

/**
 * Security headers, computed once at start and set on every answer: no inline script, no framing,
 * HSTS only where the site is served over HTTPS, sockets only to our own origin. JSON answers
 * without caching of their own are `no-store`: they carry member data, and a shared or back-button
 * cache must not keep it after a logout. (@fastify/helmet rebuilt these per request.)
 */
export function registerSecurityHeaders(app: FastifyInstance, config: TConfig) {
  // The realtime socket's origin: 'self' covers ws(s) of the page's origin only in newer browsers.
  const socketOrigin = new URL(config.publicUrl).origin.replace(/^http/, 'ws');
  const csp = [
    "default-src 'self'",
    "script-src 'self'",
    // MUI (emotion) injects style elements at run time; scripts stay strictly 'self'.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    "media-src 'self' blob:",
    `connect-src 'self' ${socketOrigin}`,
    "worker-src 'self'",
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
    ...(config.isSecure ? ['upgrade-insecure-requests'] : []),
  ].join('; ');
  const headers: Record<string, string> = {
    'content-security-policy': csp,
    'x-content-type-options': 'nosniff',
    'x-frame-options': 'DENY',
    'referrer-policy': 'strict-origin-when-cross-origin',
    'cross-origin-opener-policy': 'same-origin',
    'cross-origin-resource-policy': 'same-origin',
    'x-permitted-cross-domain-policies': 'none',
    'permissions-policy': PERMISSIONS_POLICY,
    ...(config.isSecure ? { 'strict-transport-security': 'max-age=31536000; includeSubDomains' } : {}),
  };
  app.addHook('onRequest', async (_request, reply) => {
    reply.headers(headers);
  });
  app.addHook('onSend', async (_request, reply, payload) => {
    const type = reply.getHeader('content-type');
    if (typeof type === 'string' && type.startsWith('application/json') && !reply.hasHeader('cache-control'))
      reply.header('cache-control', 'no-store');
    return payload;
  });
}
