/**
 * The personal network (000 §2, 3, 4, 5, 7, 8): wire shapes of connections, requests and
 * suggestions, the request payloads, the API paths and every German text of the network pages.
 * The server validates with these schemas; the web app builds its requests and toasts from them.
 */
import { z } from 'zod';
import { CONNECTIONS_PAGE_SIZE } from './constants.ts';
import { ZUserSummary } from './users.ts';

export const NETWORK_PATHS = {
  connections: '/api/network/connections',
  suggestions: '/api/network/suggestions',
  requests: '/api/network/requests',
  sentRequests: '/api/network/requests/sent',
  sendRequest: '/api/network/connection-requests',
  accept: '/api/network/requests/accept',
  reject: '/api/network/requests/reject',
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
  requestIdMissingAccept: 'Request ID is missing. Cannot accept invitation.',
  requestIdMissingReject: 'Request ID is missing. Cannot reject invitation.',
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

// ---- Requests ----

/** `skip`/`take` of every network list (take at most CONNECTIONS_PAGE_SIZE, the spec's 20). */
export const ZNetworkPageQuery = z.object({
  skip: z.coerce
    .number({ error: NETWORK_MESSAGES.pageInvalid })
    .int({ error: NETWORK_MESSAGES.pageInvalid })
    .min(0, { error: NETWORK_MESSAGES.pageInvalid })
    .default(0),
  take: z.coerce
    .number({ error: NETWORK_MESSAGES.pageInvalid })
    .int({ error: NETWORK_MESSAGES.pageInvalid })
    .min(1, { error: NETWORK_MESSAGES.pageInvalid })
    .max(CONNECTIONS_PAGE_SIZE, { error: NETWORK_MESSAGES.pageInvalid })
    .default(CONNECTIONS_PAGE_SIZE),
});
export type TNetworkPageQuery = z.infer<typeof ZNetworkPageQuery>;

const ZUserName = z
  .string({ error: NETWORK_MESSAGES.userNameMissing })
  .trim()
  .min(1, { error: NETWORK_MESSAGES.userNameMissing })
  .max(200, { error: NETWORK_MESSAGES.userNotFound });

/** Body of sendConnectionRequest and removeConnection. */
export const ZNetworkUserNamePayload = z.object({ userName: ZUserName });
export type TNetworkUserNamePayload = z.infer<typeof ZNetworkUserNamePayload>;

/** Body of accept/reject; the message of a missing id depends on the action (000 §5). */
export function makeRequestIdPayload(missingMessage: string) {
  return z.object({
    requestId: z.coerce
      .number({ error: missingMessage })
      .int({ error: missingMessage })
      .positive({ error: missingMessage }),
  });
}
export const ZAcceptRequestPayload = makeRequestIdPayload(NETWORK_MESSAGES.requestIdMissingAccept);
export const ZRejectRequestPayload = makeRequestIdPayload(NETWORK_MESSAGES.requestIdMissingReject);
export type TRequestIdPayload = z.infer<typeof ZAcceptRequestPayload>;

// ---- Answers (000 §3) ----

/** A person on the network pages ("Connection user", 000 §3). */
export const ZConnectionUser = ZUserSummary.extend({
  location: z.string().nullable(),
  mutualConnections: z.number(),
  requestId: z.number().nullable(),
  hasSentRequest: z.boolean(),
  isConnected: z.boolean(),
  receivedRequest: z.boolean(),
});
export type TConnectionUser = z.infer<typeof ZConnectionUser>;

export const ZSuggestionReason = z.enum(['nearby', 'similar_profession']);
export type TSuggestionReason = z.infer<typeof ZSuggestionReason>;

/** A suggested person (000 §3); `distance` in km, null when either place is unknown. */
export const ZSuggestion = ZUserSummary.extend({
  location: z.string().nullable(),
  suggestionReason: ZSuggestionReason,
  distance: z.number().nullable(),
  matchPercentage: z.number().int().min(0).max(100),
  mutualConnections: z.number(),
  hasSentRequest: z.boolean(),
});
export type TSuggestion = z.infer<typeof ZSuggestion>;

export const ZConnectionsPage = z.object({
  connections: z.array(ZConnectionUser),
  count: z.number(),
  hasMore: z.boolean(),
});
export type TConnectionsPage = z.infer<typeof ZConnectionsPage>;

export const ZSuggestionsPage = z.object({ suggestions: z.array(ZSuggestion), hasMore: z.boolean() });
export type TSuggestionsPage = z.infer<typeof ZSuggestionsPage>;

export const ZInvitationsPage = z.object({
  invitations: z.array(ZConnectionUser),
  count: z.number(),
  hasMore: z.boolean(),
});
export type TInvitationsPage = z.infer<typeof ZInvitationsPage>;

export const ZSentRequestsPage = z.object({ sentRequests: z.array(ZConnectionUser), hasMore: z.boolean() });
export type TSentRequestsPage = z.infer<typeof ZSentRequestsPage>;

/**
 * Answer of every network action (000 §5: `success: true` or an error). `isConnected` is true when
 * sending a request accepted the other member's pending request instead.
 */
export const ZNetworkActionResult = z.object({
  success: z.literal(true),
  message: z.string(),
  requestId: z.number().optional(),
  isConnected: z.boolean().optional(),
});
export type TNetworkActionResult = z.infer<typeof ZNetworkActionResult>;

export const ZConnectionRequestsCount = z.object({ count: z.number() });
export type TConnectionRequestsCount = z.infer<typeof ZConnectionRequestsCount>;

/** Full name for toasts, falling back to the user name like the rest of the app. */
export function getNetworkDisplayName(person: { fullName: string; userName: string }): string {
  return person.fullName.trim() || person.userName;
}
