/** German texts of the events screens. */
import { TIME_ZONE } from '@pflegepuls/shared/time';

export const EVENT_TEXTS = {
  heading: 'Events',
  tabAll: 'Alle Events',
  tabMine: 'Meine Events',
  create: 'Event erstellen',
  edit: 'Event bearbeiten',
  upcoming: 'Demnächst',
  past: 'Vergangene Events',
  showPast: 'Vergangene Events anzeigen',
  more: 'Mehr laden',
  month: 'Monat',
  allMonths: 'Alle Monate',
  category: 'Kategorie',
  allCategories: 'Alle Kategorien',
  emptyAll: 'Hier gibt es noch keine Events. Erstelle das erste!',
  emptyMine: 'Du hast noch keine Events. Sag bei einem Event zu oder warte auf eine Einladung.',
  emptyFiltered: 'Keine Events für diese Auswahl.',
  emptyPast: 'Noch keine vergangenen Events.',
  loadFailed: 'Die Events konnten nicht geladen werden.',
  notArea: 'Die Events sind nur für Mitglieder dieses Bereichs.',
  back: 'Zu den Events',
  online: 'Online',
  cancelled: 'Abgesagt',
  places: (taken: number, capacity: number) => `${taken} von ${capacity} Plätzen`,
  participantsCount: (n: number) => (n === 1 ? '1 Zusage' : `${n} Zusagen`),
  attend: 'Zusagen',
  maybe: 'Vielleicht',
  decline: 'Absagen',
  yourAnswer: 'Deine Antwort',
  waitlistPosition: (n: number) => `Du stehst auf Platz ${n} der Warteliste.`,
  waitlistHint: 'Das Event ist voll: Mit deiner Zusage kommst du auf die Warteliste.',
  started: 'Das Event hat begonnen; Antworten sind nicht mehr möglich.',
  over: 'Das Event ist vorbei.',
  invitedHint: 'Du bist eingeladen. Kommst du?',
  organiser: 'Veranstaltet von',
  participants: 'Teilnehmende',
  showMap: 'Auf der Karte zeigen',
  join: 'Online teilnehmen',
  joinHidden: 'Den Link zur Teilnahme siehst du nach deiner Zusage.',
  addToCalendar: 'Zum Kalender hinzufügen (.ics)',
  attendance: 'Teilnahmebestätigung (PDF)',
  organiserTools: 'Für Veranstalter',
  invite: 'Mitglieder einladen',
  inviteTitle: 'Zum Event einladen',
  inviteSearch: 'Mitglieder suchen',
  inviteGroup: 'Ganze Gruppe einladen',
  inviteGroupButton: 'Gruppe einladen',
  inviteNone: 'Niemand gefunden.',
  invited: (n: number) => (n === 1 ? '1 Einladung verschickt' : `${n} Einladungen verschickt`),
  inviteButton: 'Einladen',
  message: 'Nachricht an alle',
  messageLabel: 'Nachricht an alle Teilnehmenden',
  messageSent: (n: number) => `Nachricht an ${n} Teilnehmende geschickt`,
  exportCsv: 'Teilnehmerliste (CSV)',
  checkIn: 'Check-in-Liste',
  checkInTitle: 'Check-in',
  checkedIn: 'Eingecheckt',
  cancelEvent: 'Event absagen',
  cover: 'Titelbild ändern',
  coverSaved: 'Titelbild gespeichert',
  cancelReason: 'Grund der Absage',
  cancelConfirm: 'Absagen und alle benachrichtigen',
  close: 'Schließen',
  send: 'Senden',
  save: 'Speichern',
  abort: 'Abbrechen',
  saved: 'Event gespeichert',
  createdToast: 'Event erstellt',
  failed: 'Das hat nicht geklappt. Bitte versuch es noch einmal.',
  actions: 'Aktionen',
  calendarFeed: 'Kalender abonnieren',
  calendarFeedHint:
    'Mit dieser geheimen Adresse zeigt deine Kalender-App alle Events, bei denen du zugesagt hast. Gib sie nicht weiter.',
  renewFeed: 'Neue Adresse erzeugen',
  renewed: 'Neue Adresse erzeugt; die alte funktioniert nicht mehr.',
  copy: 'Kopieren',
  copied: 'Adresse kopiert',
  reminders: 'Erinnerungen 24 Stunden und 1 Stunde vor Beginn',
  formTitle: 'Titel',
  formDescription: 'Beschreibung',
  formDescriptionHint: 'Absätze mit Leerzeilen; <b>fett</b>, <i>kursiv</i> und Links (https) sind erlaubt.',
  formCategory: 'Kategorie',
  formStart: 'Beginn',
  formEnd: 'Ende',
  formOnline: 'Online-Event',
  formAddress: 'Adresse',
  formOnlineUrl: 'Link zur Teilnahme (nur für Teilnehmende sichtbar)',
  formCapacity: 'Plätze (leer = unbegrenzt)',
  formGroup: 'Sichtbar für',
  formWholeArea: 'Alle im Bereich',
  formGroupOrganiser: 'Die Gruppe als Veranstalter zeigen',
} as const;

const DATE_TIME = new Intl.DateTimeFormat('de-DE', {
  timeZone: TIME_ZONE,
  weekday: 'short',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});
const TIME = new Intl.DateTimeFormat('de-DE', {
  timeZone: TIME_ZONE,
  hour: '2-digit',
  minute: '2-digit',
});
const DAY = new Intl.DateTimeFormat('de-DE', { timeZone: TIME_ZONE, day: '2-digit' });
const MONTH_SHORT = new Intl.DateTimeFormat('de-DE', { timeZone: TIME_ZONE, month: 'short' });
const MONTH_LONG = new Intl.DateTimeFormat('de-DE', {
  timeZone: TIME_ZONE,
  month: 'long',
  year: 'numeric',
});

/** "Mi., 2. Dezember 2026, 18:00 – 20:00 Uhr" (Europe/Berlin). */
export function formatEventTime(startsAt: number, endsAt: number | null): string {
  const start = DATE_TIME.format(startsAt);
  if (endsAt === null) return `${start} Uhr`;
  const sameDay =
    new Date(startsAt).toDateString() === new Date(endsAt).toDateString() && endsAt - startsAt < 86_400_000;
  return sameDay ? `${start} – ${TIME.format(endsAt)} Uhr` : `${start} Uhr – ${DATE_TIME.format(endsAt)} Uhr`;
}

export function dayOf(at: number) {
  return { day: DAY.format(at), month: MONTH_SHORT.format(at).replace('.', '') };
}

/** The next twelve months as `YYYY-MM` with their German names, for the month filter. */
export function nextMonths(now = Date.now()): Array<{ value: string; label: string }> {
  const d = new Date(now);
  return Array.from({ length: 12 }, (_, i) => {
    const at = Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + i, 15);
    const date = new Date(at);
    return {
      value: `${date.getUTCFullYear()}-${String(date.getUTCMonth() + 1).padStart(2, '0')}`,
      label: MONTH_LONG.format(at),
    };
  });
}

export const eventsPath = (areaId: number) => `/closed_area/${areaId}/events`;
export const eventPath = (areaId: number, eventId: number) => `/closed_area/${areaId}/events/${eventId}`;
