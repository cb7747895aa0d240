/**
 * The admin dashboard's German texts: the spec's English error catalogue (001 §8.3) in German with
 * the same meaning (mapping in docs/admin.md), and the period query's validation messages. No zod here,
 * so screens can import the texts and paths without the schemas.
 */
export const ADMIN_PATHS = {
  users: '/api/react-dashboard/users',
  userCohorts: '/api/react-dashboard/users/cohorts',
  moments: '/api/react-dashboard/moments-stats',
  notifications: '/api/react-dashboard/notifications',
  connections: '/api/react-dashboard/user-connections',
  onboardingDashboard: '/api/analytics/onboarding/dashboard',
  onboardingSessions: '/api/analytics/onboarding/admin/sessions',
  onboardingSession: '/api/analytics/onboarding/admin/sessions/:id',
  fieldSelections: '/api/analytics/onboarding/field-selections',
  registrationDashboard: '/api/analytics/registration/dashboard',
  registrationSessions: '/api/analytics/registration/admin/sessions',
  registrationSession: '/api/analytics/registration/admin/sessions/:id',
  auditLog: '/api/admin/audit-log',
} as const;

export const ADMIN_MESSAGES = {
  usersFailed: 'Nutzerstatistik konnte nicht geladen werden',
  momentsFailed: 'Moments-Statistik konnte nicht geladen werden',
  notificationsFailed: 'Benachrichtigungsstatistik konnte nicht geladen werden',
  connectionsFailed: 'Statistik der Kontakte konnte nicht geladen werden',
  matcherListFailed: 'Matcher-Sync-Benachrichtigungen konnten nicht geladen werden',
  matcherTriggerFailed: 'Synchronisierung konnte nicht gestartet werden',
  onboardingFailed: 'Onboarding-Analyse konnte nicht geladen werden. Bitte versuche es erneut.',
  registrationFailed: 'Registrierungs-Analyse konnte nicht geladen werden. Bitte versuche es erneut.',
  sessionsFailed: 'Fehler beim Laden der Sessions',
  sessionDetailFailed: 'Fehler beim Laden der Session-Details',
  noSelections: 'Keine Auswahl-Daten verfügbar',
  auditLogFailed: 'Das Einsichtsprotokoll konnte nicht geladen werden',
  customFallback: 'Im gewählten Zeitraum gibt es keine Daten – angezeigt wird die letzte Woche.',
  invalidDate: 'Bitte gib ein Datum im Format JJJJ-MM-TT an.',
  fromRequired: 'Bitte wähle ein Startdatum.',
  toRequired: 'Bitte wähle ein Enddatum.',
  endInFuture: 'Das Enddatum darf nicht in der Zukunft liegen.',
  startAfterEnd: 'Das Startdatum darf nicht nach dem Enddatum liegen.',
  rangeTooLong: 'Der Zeitraum darf höchstens zwei Jahre umfassen.',
  invalidPageSize: 'Erlaubt sind 10, 20, 50 oder 100 Einträge pro Seite.',
  invalidSessionId: 'Diese Session gibt es nicht.',
  sessionNotFound: 'Diese Session gibt es nicht.',
} as const;
