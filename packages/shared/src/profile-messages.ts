/** German messages, limits and labels of the profile; no zod, so screens without a form can use them. */
export const PROFILE_MESSAGES = {
  loadFailed: 'Das Profil konnte nicht geladen werden. Bitte versuche es noch einmal.',
  retry: 'Erneut versuchen',
  required: 'Dieses Feld ist erforderlich.',
  tooLong: (max: number) => `Höchstens ${max} Zeichen.`,
  monthInvalid: 'Bitte gib einen Monat im Format JJJJ-MM an.',
  endBeforeStart: 'Das Ende darf nicht vor dem Beginn liegen.',
  endRequired: 'Bitte gib das Ende an oder wähle „Aktuelle Position“.',
  yearInvalid: 'Bitte gib ein gültiges Jahr an.',
  levelInvalid: 'Bitte wähle ein Sprachniveau.',
  plzInvalid: 'Bitte gib eine gültige Postleitzahl ein.',
  plzUnknown: 'Diese Postleitzahl kennen wir nicht. Bitte überprüfe sie.',
  countryInvalid: 'Bitte wähle ein Land.',
  wrongPassword: 'Das Passwort ist nicht korrekt.',
  emailTaken: 'Diese E-Mail-Adresse ist bereits vergeben.',
  emailUnchanged: 'Das ist bereits deine E-Mail-Adresse.',
  passwordsDiffer: 'Die Passwörter stimmen nicht überein.',
  samePassword: 'Das neue Passwort muss sich vom aktuellen unterscheiden.',
  entryLimit: (max: number) => `Du kannst höchstens ${max} Einträge anlegen.`,
  duplicate: 'Diesen Eintrag hast du schon.',
  profileSaved: 'Profil gespeichert.',
  pictureSaved: 'Profilbild gespeichert.',
  pictureDeleted: 'Profilbild entfernt.',
  entrySaved: 'Eintrag gespeichert.',
  entryDeleted: 'Eintrag gelöscht.',
  emailChanged: 'Deine E-Mail-Adresse wurde geändert.',
  passwordChanged: 'Dein Passwort wurde geändert. Alle anderen Sitzungen wurden beendet.',
  sessionEnded: 'Sitzung beendet.',
  otherSessionsEnded: 'Alle anderen Sitzungen wurden beendet.',
  currentSession: 'Diese Sitzung kannst du hier nicht beenden. Melde dich dafür ab.',
  privacySaved: 'Einstellung gespeichert.',
  preferencesSaved: 'Benachrichtigungseinstellungen gespeichert.',
  quietTimeInvalid: 'Bitte gib eine Uhrzeit wie 22:00 an.',
  quietSameTime: 'Beginn und Ende der Ruhezeit dürfen nicht gleich sein.',
  accountDeleted: 'Dein Konto wurde gelöscht.',
  deleteConfirmRequired: 'Bitte bestätige die Löschung.',
} as const;

/** Shown for a member whose account was deleted; their content stays, anonymised (docs/users.md). */
export const DELETED_MEMBER_NAME = 'Gelöschtes Mitglied';

/** The summary text the original app pre-filled; it does not count for completeness (000 §5). */
export const PROFILE_SUMMARY_PLACEHOLDER = 'Erzähle etwas über dich und deine Erfahrung in der Pflege.';

/** At most this many entries per section, so a profile stays one bounded page. */
export const PROFILE_ENTRY_LIMIT = 30;
export const PROFILE_SUMMARY_MAX = 2000;
export const PROFILE_PICTURE_MAX_SIZE = 1024;
export const PROFILE_PICTURE_COMPRESSED_SIZE = 256;

/** Language levels, from basic to native (labels as members know them from CVs). */
export const LANGUAGE_LEVELS = ['basic', 'good', 'fluent', 'business', 'native'] as const;
export type TLanguageLevel = (typeof LANGUAGE_LEVELS)[number];
export const LANGUAGE_LEVEL_LABELS: Record<TLanguageLevel, string> = {
  basic: 'Grundkenntnisse',
  good: 'Gute Kenntnisse',
  fluent: 'Fließend',
  business: 'Verhandlungssicher',
  native: 'Muttersprache',
};

/** Notification categories a member can switch per channel. */
export const NOTIFICATION_PREFERENCE_CATEGORIES = [
  'likes',
  'comments',
  'network',
  'messages',
  'groups_events',
  'jobs',
  'system',
] as const;
export type TNotificationPreferenceCategory = (typeof NOTIFICATION_PREFERENCE_CATEGORIES)[number];
export const NOTIFICATION_PREFERENCE_LABELS: Record<TNotificationPreferenceCategory, string> = {
  likes: 'Likes und Reaktionen',
  comments: 'Kommentare und Antworten',
  network: 'Verbindungsanfragen und neue Verbindungen',
  messages: 'Nachrichten',
  groups_events: 'Gruppen und Events',
  jobs: 'Bewerbungen und Suchaufträge',
  system: 'Hinweise von Pflegepuls',
};
