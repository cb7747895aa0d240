/**
 * Where sponsored blocks go in a feed list (000 §9: after every SPONSORED_BLOCK_EVERY-th item) and
 * which sponsored item each block shows. Plain functions: the feed list imports them in its first
 * load, the block itself is lazy.
 */

/** The block number after the item at `index` (0-based), or null when no block follows it. */
export function sponsoredSlotAfter(index: number, every: number): number | null {
  if (every < 1 || (index + 1) % every !== 0) return null;
  return (index + 1) / every - 1;
}

/** Which of `count` sponsored items the block number `slot` shows: they take turns in order. */
export function sponsoredItemIndex(slot: number, count: number): number | null {
  return count > 0 ? slot % count : null;
}
