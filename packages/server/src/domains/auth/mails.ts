import type { TMail } from '../../platform/mail.ts';
import { composeMail } from '../../platform/mail-layout.ts';

export function passwordResetMail(o: {
  productName: string;
  to: string;
  firstName: string;
  url: string;
}): TMail {
  return composeMail({
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
  return composeMail({
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
  return composeMail({
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
