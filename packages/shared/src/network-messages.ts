/** API paths, limits and German texts of the network; no zod, so screens outside the network pages can use them. */
export const NETWORK_PATHS = {
  connections: '/api/network/connections',
  suggestions: '/api/network/suggestions',
  requests: '/api/network/requests',
  sentRequests: '/api/network/requests/sent',
  sendRequest: '/api/network/connection-requests',
  accept: '/api/network/requests/accept',
  reject: '/api/network/requests/reject',
  withdraw: '/api/network/requests/withdraw',
  remove: '/api/network/connections/remove',
  requestsCount: '/api/user/notifications/connection-requests/count',
} as const;

/** Suggestions within this distance count as "nearby" (beyond it only the profession can suggest). */
export const NEARBY_RADIUS_KM = 100;
/** After a rejection, the sender may ask the same member again only after this many days. */
export const REQUEST_COOLDOWN_DAYS = 30;

/** German texts of the network (000 §5, §8 word for word; the server's own errors are ours). */
export const NETWORK_MESSAGES = {
  // 000 §5
  requestIdMissingAccept: 'Die Anfrage-ID fehlt. Die Einladung kann nicht angenommen werden.',
  requestIdMissingReject: 'Die Anfrage-ID fehlt. Die Einladung kann nicht abgelehnt werden.',
  // 000 §8: load failures
  connectionsFailedTitle: 'Verbindung fehlgeschlagen',
  connectionsFailedText:
    'Deine Netzwerk-Verbindungen konnten nicht geladen werden. Bitte überprüfe deine Internetverbindung und versuche es erneut.',
  retry: 'Erneut versuchen',
  retrySucceeded: 'Verbindungen erfolgreich geladen',
  retryFailed: 'Fehler beim Laden der Verbindungen',
  discoverFailed: 'Entdeckungen konnten nicht geladen werden. Bitte überprüfe deine Internetverbindung.',
  invitationsFailed: 'Deine Einladungen konnten nicht geladen werden.',
  // 000 §8: error toasts
  acceptRequestFailed: 'Fehler beim Annehmen der Verbindungsanfrage',
  rejectRequestFailed: 'Fehler beim Ablehnen der Verbindungsanfrage',
  acceptInvitationFailed: 'Fehler beim Annehmen der Einladung',
  rejectInvitationFailed: 'Fehler beim Ablehnen der Einladung',
  // 000 §8: success toasts
  requestSent: (name: string) => `Verbindungsanfrage an ${name} gesendet`,
  connectionAdded: (name: string) => `${name} wurde zu deinem Netzwerk hinzugefügt`,
  requestRejected: (name: string) => `Verbindungsanfrage von ${name} abgelehnt`,
  invitationRejected: (name: string) => `Einladung von ${name} abgelehnt`,
  connectionRemoved: (name: string) => `Verbindung zu ${name} entfernt`,
  // Not in the spec: withdrawing a sent request.
  requestWithdrawn: (name: string) => `Verbindungsanfrage an ${name} zurückgezogen`,
  withdrawFailed: 'Die Verbindungsanfrage konnte nicht zurückgezogen werden.',
  withdraw: 'Zurückziehen',
  withdrawLabel: (name: string) => `Verbindungsanfrage an ${name} zurückziehen`,
  requestIdMissingWithdraw: 'Die Anfrage-ID fehlt. Die Anfrage kann nicht zurückgezogen werden.',
  // 000 §8: empty states
  noConnections: 'Du hast noch keine Verbindungen',
  noSuggestions: 'Keine Vorschläge in deiner Nähe verfügbar',
  noPendingRequests: 'Keine ausstehenden Verbindungsanfragen',
  noSentRequests: 'Keine gesendeten Anfragen vorhanden',
  noInvitations: 'Du hast keine ausstehenden Einladungen',
  // 000 §2 and §4: titles and labels
  titleDiscover: 'Entdecken',
  subtitleDiscover: 'Personen in deiner Nähe',
  titleRequests: 'Anfragen',
  titleConnections: 'Meine Verbindungen',
  tabReceived: 'Erhalten',
  tabSent: 'Gesendet',
  switchNetwork: 'Netzwerk',
  switchInvitations: 'Einladungen',
  switchDiscover: 'Entdecken',
  connect: 'Verbinden',
  requestSentLabel: 'Verbindungsanfrage gesendet',
  pending: 'Ausstehend',
  connected: 'Verbunden',
  accept: 'Annehmen',
  reject: 'Ablehnen',
  ignore: 'Ignorieren',
  remove: 'Entfernen',
  message: 'Nachricht',
  chatComingSoon: 'Chat kommt bald',
  removeConfirmTitle: 'Verbindung entfernen?',
  removeConfirmText: (name: string) =>
    `${name} wird aus deinem Netzwerk entfernt. Ihr könnt euch später wieder verbinden.`,
  cancel: 'Abbrechen',
  removeFailed: 'Die Verbindung konnte nicht entfernt werden.',
  sendFailed: 'Die Verbindungsanfrage konnte nicht gesendet werden.',
  mutualConnections: (count: number) =>
    count === 1 ? '1 gemeinsame Verbindung' : `${count} gemeinsame Verbindungen`,
  nearby: (km: number) => (km < 1 ? 'weniger als 1 km entfernt' : `${Math.round(km)} km entfernt`),
  similarProfession: 'Ähnlicher Beruf',
  match: (percent: number) => `${percent} % Übereinstimmung`,
  connectionsCount: (count: number) => (count === 1 ? '1 Verbindung' : `${count} Verbindungen`),
  // Server errors (ours)
  pageInvalid: 'Bitte gib gültige Werte für skip (ab 0) und take (1 bis 20) an.',
  userNameMissing: 'Bitte gib an, mit wem du dich verbinden möchtest.',
  userNotFound: 'Dieses Mitglied gibt es nicht.',
  requestToSelf: 'Du kannst dir nicht selbst eine Verbindungsanfrage senden.',
  alreadyConnected: (name: string) => `Du bist bereits mit ${name} verbunden.`,
  alreadyRequested: (name: string) => `Du hast ${name} bereits eine Verbindungsanfrage gesendet.`,
  requestNotFound: 'Diese Verbindungsanfrage gibt es nicht.',
  requestAnswered: 'Diese Verbindungsanfrage wurde bereits beantwortet.',
  requestPending: 'Zwischen euch ist bereits eine Verbindungsanfrage offen.',
  /** `date` as dd.mm.yyyy: the day the cooldown after a rejection ends. */
  requestCoolingDown: (name: string, date: string) =>
    `Du kannst ${name} ab dem ${date} wieder eine Verbindungsanfrage senden.`,
  notConnected: (name: string) => `Du bist nicht mit ${name} verbunden.`,
} as const;

/** Full name for toasts, falling back to the user name like the rest of the app. */
export function getNetworkDisplayName(person: { fullName: string; userName: string }): string {
  return person.fullName.trim() || person.userName;
}
