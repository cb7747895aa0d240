import type { TMail } from '../../platform/mail.ts';
import { escapeHtml } from '../../platform/html.ts';

type TLayout = {
  productName: string;
  to: string;
  subject: string;
  greeting: string;
  paragraphs: string[];
  action?: { label: string; url: string };
  footer: string;
};

/** One German mail as text and simple, inline-styled HTML (mail clients ignore style sheets). */
function compose(layout: TLayout): TMail {
  const { productName, action } = layout;
  const text = [
    layout.greeting,
    '',
    ...layout.paragraphs.flatMap((p) => [p, '']),
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
${action ? `<p style="padding:16px 0"><a href="${escapeHtml(action.url)}" style="background:#FFA940;color:#262421;text-decoration:none;font-weight:bold;padding:12px 24px;border-radius:999px;display:inline-block">${escapeHtml(action.label)}</a></p><p style="font-size:13px;color:#6b6560">Falls der Knopf nicht funktioniert, kopiere diesen Link in deinen Browser:<br>${escapeHtml(action.url)}</p>` : ''}
<p style="font-size:13px;color:#6b6560">${escapeHtml(layout.footer)}</p>
<p>Dein ${escapeHtml(productName)}-Team</p>
</td></tr></table></td></tr></table></body></html>`;
  return { to: layout.to, subject: layout.subject, text, html };
}

export function passwordResetMail(o: {
  productName: string;
  to: string;
  firstName: string;
  url: string;
}): TMail {
  return compose({
    productName: o.productName,
    to: o.to,
    subject: `Passwort zurücksetzen – ${o.productName}`,
    greeting: `Hallo ${o.firstName},`,
    paragraphs: [
      `du hast angefragt, dein Passwort bei ${o.productName} zurückzusetzen.`,
      'Über den folgenden Link legst du ein neues Passwort fest. Der Link ist 30 Minuten gültig und funktioniert nur einmal.',
    ],
    action: { label: 'Neues Passwort festlegen', url: o.url },
    footer:
      'Wenn du das nicht warst, kannst du diese E-Mail ignorieren. Dein bisheriges Passwort bleibt gültig.',
  });
}

export function oneTimeLoginMail(o: {
  productName: string;
  to: string;
  firstName: string;
  url: string;
  /** Sent unasked because password logins for the address are throttled. */
  isThrottled?: boolean;
}): TMail {
  return compose({
    productName: o.productName,
    to: o.to,
    subject: `Dein Anmeldelink – ${o.productName}`,
    greeting: `Hallo ${o.firstName},`,
    paragraphs: o.isThrottled
      ? [
          `mit deiner E-Mail-Adresse gab es bei ${o.productName} in kurzer Zeit sehr viele fehlgeschlagene Anmeldeversuche. Die Anmeldung mit Passwort ist deshalb für bis zu eine Stunde gesperrt.`,
          'Mit dem folgenden Link meldest du dich trotzdem ohne Passwort an. Er ist 10 Minuten gültig und funktioniert nur einmal; danach kannst du dir auf der Anmeldeseite jederzeit einen neuen Anmeldelink schicken lassen.',
        ]
      : [
          `mit dem folgenden Link meldest du dich ohne Passwort bei ${o.productName} an.`,
          'Der Link ist 10 Minuten gültig und funktioniert nur einmal.',
        ],
    action: { label: 'Jetzt anmelden', url: o.url },
    footer: o.isThrottled
      ? 'Wenn du das nicht selbst warst, versucht jemand, dein Passwort zu erraten. Wähle nach der Anmeldung in den Einstellungen am besten ein neues, langes Passwort.'
      : 'Wenn du keinen Anmeldelink angefordert hast, kannst du diese E-Mail ignorieren.',
  });
}

export function welcomeMail(o: { productName: string; to: string; firstName: string; url: string }): TMail {
  return compose({
    productName: o.productName,
    to: o.to,
    subject: `Willkommen bei ${o.productName}!`,
    greeting: `Hallo ${o.firstName},`,
    paragraphs: [
      `schön, dass du da bist! ${o.productName} ist die Community für Pflege- und Gesundheitsfachkräfte: tausche dich mit Kolleginnen und Kollegen aus, teile deinen Alltag und finde Jobs, die zu dir passen.`,
      'Vervollständige als Nächstes dein Profil, damit andere dich finden und dir passende Angebote gezeigt werden.',
    ],
    action: { label: `Zu ${o.productName}`, url: o.url },
    footer: 'Du erhältst diese E-Mail, weil mit dieser Adresse ein Konto angelegt wurde.',
  });
}
