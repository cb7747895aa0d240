import type { TDomain } from '../../platform/types.ts';
import { escapeHtml } from '../../platform/html.ts';

/**
 * The stand-in partner's page (development and tests only, never in production): shows what it
 * received and tells the app it has loaded, as the real partner does (docs/medkai.md).
 */
function renderStandIn(uid: string, hash: string): string {
  return `<!doctype html><html lang="de"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>MedKai (Platzhalter)</title><style>body{font-family:system-ui,sans-serif;margin:0;padding:24px;background:#fbf8f4;color:#262421}
code{display:block;word-break:break-all;background:#fff;border-radius:8px;padding:12px;margin:8px 0 16px}</style></head>
<body><main><h1>MedKai (Platzhalter)</h1><p>Diese Seite steht in der Entwicklung für den Partner-Dienst.</p>
<p>Mitglied:</p><code id="uid">${escapeHtml(uid)}</code><p>Empfangener Hash:</p><code id="medkai-hash">${escapeHtml(hash)}</code></main>
<script>window.parent.postMessage({ type: 'medkai:loaded' }, location.origin);</script></body></html>`;
}

/** MedKai: the member's hash lives in the users domain's `/api/user/me`; here only the stand-in partner. */
export const medkaiDomain: TDomain = {
  name: 'medkai',
  register(app, { config }) {
    if (config.env === 'production' || !config.medkai?.isStandIn) return;
    app.get('/dev/medkai-partner', async (request, reply) => {
      const query = request.query as Record<string, unknown>;
      return (
        reply
          .header('cache-control', 'no-store')
          // Framed by our own /medkai only; its one inline script is the partner's "loaded" message.
          .header(
            'content-security-policy',
            "default-src 'none'; script-src 'unsafe-inline'; style-src 'unsafe-inline'; frame-ancestors 'self'",
          )
          .header('x-frame-options', 'SAMEORIGIN')
          .type('text/html; charset=utf-8')
          .send(renderStandIn(String(query['uid'] ?? ''), String(query['medkaiHash'] ?? '')))
      );
    });
  },
};
