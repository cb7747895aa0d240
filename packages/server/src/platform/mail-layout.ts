/**
 * The one layout of the product's e-mails: a German text part and simple, inline-styled HTML (mail
 * clients ignore style sheets), with the product's name on top, an optional list and button, a
 * footer and the team's greeting. Every value is escaped here.
 */
import { escapeHtml } from './html.ts';
import type { TMail } from './mail.ts';

export type TMailLayout = {
  productName: string;
  to: string;
  subject: string;
  greeting: string;
  paragraphs: string[];
  /** Bullet points after the paragraphs. */
  list?: string[];
  action?: { label: string; url: string };
  footer: string;
};

const BUTTON_STYLE =
  'background:#FFA940;color:#262421;text-decoration:none;font-weight:bold;padding:12px 24px;border-radius:999px;display:inline-block';
const SMALL_STYLE = 'font-size:13px;color:#6b6560';

/** Builds one mail in the product's layout. */
export function composeMail(layout: TMailLayout): TMail {
  const { productName, action, list = [] } = layout;
  const text = [
    layout.greeting,
    '',
    ...layout.paragraphs.flatMap((p) => [p, '']),
    ...(list.length ? [...list.map((item) => `• ${item}`), ''] : []),
    ...(action ? [`${action.label}: ${action.url}`, ''] : []),
    layout.footer,
    '',
    `Dein ${productName}-Team`,
  ].join('\n');
  const html = `<!doctype html><html lang="de"><body style="margin:0;background:#f6f3ef;font-family:Arial,Helvetica,sans-serif;color:#262421">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:32px 16px">
<table role="presentation" width="100%" style="max-width:560px;background:#ffffff;border-radius:16px;padding:32px" cellpadding="0" cellspacing="0">
<tr><td style="font-size:22px;font-weight:bold;color:#FFA940;padding-bottom:16px">${escapeHtml(productName)}</td></tr>
<tr><td style="font-size:16px;line-height:1.5">
<p>${escapeHtml(layout.greeting)}</p>
${layout.paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join('\n')}
${list.length ? `<ul style="padding-left:20px">${list.map((item) => `<li>${escapeHtml(item)}</li>`).join('')}</ul>` : ''}
${action ? `<p style="padding:16px 0"><a href="${escapeHtml(action.url)}" style="${BUTTON_STYLE}">${escapeHtml(action.label)}</a></p><p style="${SMALL_STYLE}">Falls der Knopf nicht funktioniert, kopiere diesen Link in deinen Browser:<br>${escapeHtml(action.url)}</p>` : ''}
<p style="${SMALL_STYLE}">${escapeHtml(layout.footer)}</p>
<p>Dein ${escapeHtml(productName)}-Team</p>
</td></tr></table></td></tr></table></body></html>`;
  return { to: layout.to, subject: layout.subject, text, html };
}
