import type { FastifyInstance } from 'fastify';
import type { TConfig } from '../config.ts';

/**
 * Browser features no page of ours uses, switched off for every page and anything it embeds
 * (web push needs no entry here; a file picker with `capture` is not `camera`).
 */
const DISABLED_FEATURES = [
  'camera',
  'microphone',
  'geolocation',
  'payment',
  'usb',
  'serial',
  'hid',
  'browsing-topics',
];
const PERMISSIONS_POLICY = DISABLED_FEATURES.map((feature) => `${feature}=()`).join(', ');

/** The MedKai page (docs/medkai.md): the only answer that may frame anything, and only the partner. */
function isMedkaiPage(url: string): boolean {
  const pathname = url.split('?')[0]!;
  return pathname === '/medkai' || pathname === '/medkai/';
}

/**
 * Security headers, computed once at start and set on every answer: no inline script, no framing
 * (of us or by us: only /medkai frames the MedKai partner's origin),
 * HSTS only where the site is served over HTTPS, sockets only to our own origin. JSON answers
 * without caching of their own are `no-store`: they carry member data, and a shared or back-button
 * cache must not keep it after a logout. (@fastify/helmet rebuilt these per request.)
 */
export function registerSecurityHeaders(app: FastifyInstance, config: TConfig) {
  // The realtime socket's origin: 'self' covers ws(s) of the page's origin only in newer browsers.
  const socketOrigin = new URL(config.publicUrl).origin.replace(/^http/, 'ws');
  const cspOf = (frameSource: string) =>
    [
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
      `frame-src ${frameSource}`,
      "object-src 'none'",
      "base-uri 'self'",
      "form-action 'self'",
      "frame-ancestors 'none'",
      ...(config.isSecure ? ['upgrade-insecure-requests'] : []),
    ].join('; ');
  const headers: Record<string, string> = {
    'content-security-policy': cspOf("'none'"),
    'x-content-type-options': 'nosniff',
    'x-frame-options': 'DENY',
    'referrer-policy': 'strict-origin-when-cross-origin',
    'cross-origin-opener-policy': 'same-origin',
    'cross-origin-resource-policy': 'same-origin',
    'x-permitted-cross-domain-policies': 'none',
    'permissions-policy': PERMISSIONS_POLICY,
    ...(config.isSecure ? { 'strict-transport-security': 'max-age=31536000; includeSubDomains' } : {}),
  };
  // The scanner in the partner's frame may ask for the camera; nothing else gains a feature.
  const medkaiHeaders = config.medkai && {
    ...headers,
    'content-security-policy': cspOf(config.medkai.origin),
    'permissions-policy': PERMISSIONS_POLICY.replace('camera=()', `camera=("${config.medkai.origin}")`),
  };
  app.addHook('onRequest', async (request, reply) => {
    reply.headers(medkaiHeaders && isMedkaiPage(request.url) ? medkaiHeaders : headers);
  });
  app.addHook('onSend', async (_request, reply, payload) => {
    const type = reply.getHeader('content-type');
    if (typeof type === 'string' && type.startsWith('application/json') && !reply.hasHeader('cache-control'))
      reply.header('cache-control', 'no-store');
    return payload;
  });
}
