import type { ANALYTICS_AUTH_MODES, TAuthMode } from '@pflegepuls/shared/analytics-events';

export type TAnalyticsAuthMode = (typeof ANALYTICS_AUTH_MODES)[number];

type TModeCopy = {
  title: string;
  subtitle: string;
  submit: string;
  submitting: string;
};

/** Titles and button labels per dialog mode (001 §2.2: submit and busy labels are the spec's). */
export const AUTH_MODE_COPY: Record<TAuthMode, TModeCopy> = {
  login: {
    title: 'Willkommen zurück',
    subtitle: 'Melde dich mit deiner E-Mail-Adresse und deinem Passwort an.',
    submit: 'Anmelden',
    submitting: 'Anmelden...',
  },
  register: {
    title: 'Konto erstellen',
    subtitle: 'Werde Teil der Community und vernetze dich mit Kolleginnen und Kollegen aus der Pflege.',
    submit: 'Registrieren',
    submitting: 'Registrieren...',
  },
  'password-reset': {
    title: 'Passwort vergessen?',
    subtitle:
      'Kein Problem. Gib die E-Mail-Adresse deines Kontos ein. Wir schicken dir einen Link, mit dem du ein neues Passwort festlegen kannst.',
    submit: 'Senden',
    submitting: 'Sende E-Mail...',
  },
  'one-time-login': {
    title: 'Einmal-Login',
    subtitle:
      'Du hast eine Nachricht zum Einmal-Login bekommen? Gib deine E-Mail-Adresse ein. Wir senden dir einen Link, mit dem du dich ohne Passwort anmeldest. Der Link ist nur kurze Zeit gültig und funktioniert genau einmal.',
    submit: 'Senden',
    submitting: 'Sende E-Mail...',
  },
  'new-password': {
    title: 'Neues Passwort festlegen',
    subtitle: 'Wähle ein neues Passwort für dein Konto. Danach kannst du dich wie gewohnt anmelden.',
    submit: 'Passwort ändern',
    submitting: 'Speichern...',
  },
};

/** The mode's name in analytics events: `password-reset` → `password_reset` (001 §4.3). */
export function toAnalyticsMode(mode: TAuthMode): TAnalyticsAuthMode {
  return mode.replaceAll('-', '_') as TAnalyticsAuthMode;
}
