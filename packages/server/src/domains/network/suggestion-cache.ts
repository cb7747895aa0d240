/**
 * Each member's ordered suggestion candidates, kept in this process for SUGGESTION_CACHE_MS. The
 * list changes slowly (places and professions), so a member scrolling or coming back within a
 * minute pays for one candidate search, not one per page. Network actions forget the lists of
 * both members in this process; pages re-check every listed person against connections and
 * pending requests in SQL, so another instance's stale list can only show a page one short.
 */
import type { TSuggestionReason } from '@pflegepuls/shared';

export const SUGGESTION_CACHE_MS = 60_000;
const MAX_ENTRIES = 20_000;

export type TSuggestionMe = {
  id: number;
  latitude: number | null;
  longitude: number | null;
  current_position: string | null;
  detailed_education: string | null;
};

export type TSuggestionList = {
  at: number;
  me: TSuggestionMe;
  ordered: Array<{ id: number; reason: TSuggestionReason; distance: number | null }>;
  /** The search found fewer than it looked for: nothing more exists right now. */
  isExhausted: boolean;
};

/** One map per database handle, so two apps in one process (tests) never share lists. */
const caches = new WeakMap<object, Map<number, TSuggestionList>>();

function listsOf(db: object): Map<number, TSuggestionList> {
  let lists = caches.get(db);
  if (!lists) caches.set(db, (lists = new Map()));
  return lists;
}

/** The member's list if fresh and long enough for `needed` candidates. */
export function getCachedSuggestions(
  db: object,
  userId: number,
  needed: number,
  now: number,
): TSuggestionList | null {
  const list = listsOf(db).get(userId);
  if (!list || now - list.at > SUGGESTION_CACHE_MS) return null;
  return list.isExhausted || list.ordered.length >= needed ? list : null;
}

/** Keeps a member's list; the oldest entries go first when the map is full. */
export function cacheSuggestions(db: object, userId: number, list: TSuggestionList): void {
  const lists = listsOf(db);
  lists.delete(userId);
  lists.set(userId, list);
  if (lists.size > MAX_ENTRIES) lists.delete(lists.keys().next().value!);
}

/** Forgets the lists of members whose connections or requests changed. */
export function forgetSuggestions(db: object, ...userIds: number[]): void {
  const lists = listsOf(db);
  for (const id of userIds) lists.delete(id);
}
