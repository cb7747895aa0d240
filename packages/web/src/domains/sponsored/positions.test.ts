import { SPONSORED_BLOCK_EVERY } from '@pflegepuls/shared';
import { describe, expect, it } from 'vitest';
import { sponsoredItemIndex, sponsoredSlotAfter } from './positions.ts';

describe('sponsored block positions', () => {
  it('puts a block after every 4th item, numbered from 0', () => {
    expect(SPONSORED_BLOCK_EVERY).toBe(4);
    const after = Array.from({ length: 13 }, (_, i) => sponsoredSlotAfter(i, SPONSORED_BLOCK_EVERY));
    expect(after).toEqual([null, null, null, 0, null, null, null, 1, null, null, null, 2, null]);
  });

  it('puts no block into lists shorter than the interval', () => {
    expect([0, 1, 2].map((i) => sponsoredSlotAfter(i, SPONSORED_BLOCK_EVERY))).toEqual([null, null, null]);
    expect(sponsoredSlotAfter(3, 0)).toBeNull();
  });

  it('rotates through the sponsored items in order', () => {
    expect([0, 1, 2, 3, 4, 5, 6].map((slot) => sponsoredItemIndex(slot, 3))).toEqual([0, 1, 2, 0, 1, 2, 0]);
    expect([0, 1, 2].map((slot) => sponsoredItemIndex(slot, 1))).toEqual([0, 0, 0]);
  });

  it('shows nothing when there are no sponsored items', () => {
    expect(sponsoredItemIndex(0, 0)).toBeNull();
    expect(sponsoredItemIndex(5, 0)).toBeNull();
  });
});
