import { TIME_ZONE } from '@pflegepuls/shared';
import type { TApp, TDeps } from '../../platform/types.ts';
import { escapeHtml } from '../../platform/html.ts';
import { isLoopbackAddress, isLoopbackHost, isLoopbackHostHeader } from '../../platform/loopback.ts';

/** Text with its http(s) links made clickable; everything else escaped. */
function linkify(text: string): string {
  return text
    .split(/(https?:\/\/[^\s<>"]+)/g)
    .map((part, i) => (i % 2 ? `<a href="${escapeHtml(part)}">${escapeHtml(part)}</a>` : escapeHtml(part)))
    .join('');
}

const STYLE = `body{font-family:system-ui,sans-serif;background:#f6f3ef;color:#262421;margin:0;padding:24px}
main{max-width:760px;margin:0 auto}h1{font-size:24px}article{background:#fff;border-radius:12px;padding:16px 20px;margin:16px 0;box-shadow:0 1px 3px #0001}
header{display:flex;justify-content:space-between;gap:12px;flex-wrap:wrap;font-size:14px;color:#6b6560}h2{font-size:17px;margin:8px 0}
pre{white-space:pre-wrap;font:inherit;margin:0}a{color:#b25f00}.badge{background:#FFA940;border-radius:999px;padding:2px 10px;color:#262421}`;

/**
 * `/dev/mails`: the outbox for local development, so reset and login links can be followed
 * without an SMTP server. Its links log anyone in as anyone, so it exists only outside production
 * while the server listens on loopback, and answers only a loopback socket that names loopback as
 * Host (a DNS-rebinding page reaches 127.0.0.1 under its own name); anything else gets the 404 of
 * an unknown path.
 */
export function registerDevRoutes(app: TApp, { config, database }: TDeps) {
  if (config.env === 'production' || !isLoopbackHost(config.host)) return;
  app.get('/dev/mails', async (request, reply) => {
    // The socket's address, never request.ip: X-Forwarded-For is the sender's to choose.
    if (!isLoopbackAddress(request.socket.remoteAddress) || !isLoopbackHostHeader(request.headers.host)) {
      return reply.callNotFound();
    }
    const mails = await database.db
      .selectFrom('mail_outbox')
      .select(['id', 'to_address', 'subject', 'text_body', 'transport', 'created_at', 'sent_at'])
      .orderBy('id', 'desc')
      .limit(50)
      .execute();
    const items = mails
      .map(
        (mail) => `<article><header><span>An: ${escapeHtml(mail.to_address)}</span>
<span>${new Date(mail.created_at).toLocaleString('de-DE', { timeZone: TIME_ZONE })} <span class="badge">${mail.transport === 'smtp' ? (mail.sent_at ? 'per SMTP gesendet' : 'wird gesendet') : 'Postausgang'}</span></span></header>
<h2>${escapeHtml(mail.subject)}</h2><pre>${linkify(mail.text_body ?? '(Inhalt nach dem Versand gelöscht)')}</pre></article>`,
      )
      .join('\n');
    return reply
      .header('cache-control', 'no-store')
      .type('text/html; charset=utf-8')
      .send(
        `<!doctype html><html lang="de"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>E-Mails – ${escapeHtml(config.productName)}</title><style>${STYLE}</style></head>
<body><main><h1>Versendete E-Mails (Entwicklung)</h1><p>Die letzten 50 E-Mails, neueste zuerst. Diese Seite gibt es nur außerhalb des Produktivbetriebs.</p>
${items || '<p>Noch keine E-Mails.</p>'}</main></body></html>`,
      );
  });
}
