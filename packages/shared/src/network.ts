/**
 * The personal network (000 §2, 3, 4, 5, 7, 8): wire shapes of connections, requests and
 * suggestions, the request payloads, the API paths and every German text of the network pages.
 * The server validates with these schemas; the web app builds its requests and toasts from them.
 */
import { z } from './zod.ts';
import { CONNECTIONS_PAGE_SIZE } from './constants.ts';
import { ZUserSummary } from './users.ts';
import { NETWORK_MESSAGES } from './network-messages.ts';

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
export const ZWithdrawRequestPayload = makeRequestIdPayload(NETWORK_MESSAGES.requestIdMissingWithdraw);
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
