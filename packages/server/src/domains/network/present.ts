import type { TConnectionUser, TSuggestion } from '@pflegepuls/shared';
import { presentUserSummary } from '../users/summary.ts';
import type { TPersonRow } from './service.ts';
import type { TSuggestionItem } from './suggestions.ts';

/** A person on the network pages with their relation to the viewer (000 §3 "Connection user"). */
export function presentConnectionUser(
  row: TPersonRow,
  relation: {
    mutualConnections: number;
    requestId: number | null;
    hasSentRequest: boolean;
    isConnected: boolean;
    receivedRequest: boolean;
  },
  now: number,
): TConnectionUser {
  return {
    ...presentUserSummary(row, now),
    location: row.location_city,
    mutualConnections: relation.mutualConnections,
    requestId: relation.requestId,
    hasSentRequest: relation.hasSentRequest,
    isConnected: relation.isConnected,
    receivedRequest: relation.receivedRequest,
  };
}

/** A suggested person (000 §3 "Suggestion"); pending people are never suggested, so no request yet. */
export function presentSuggestion(item: TSuggestionItem, now: number): TSuggestion {
  return {
    ...presentUserSummary(item.row, now),
    location: item.row.location_city,
    suggestionReason: item.reason,
    distance: item.distance,
    matchPercentage: item.matchPercentage,
    mutualConnections: item.mutualConnections,
    hasSentRequest: false,
  };
}
