import { describe, expect, it } from 'vitest';
import { getClosedAreaIdFromPath } from './create-store.ts';
import { channelPath, getFeedParams } from './feed-params.ts';

describe('getFeedParams (000 §2 feed routes)', () => {
  it('reads tab and category from /feed', () => {
    expect(getFeedParams('/feed', new URLSearchParams(''), undefined)).toEqual({
      tab: 'my',
      category: null,
      closedAreaId: null,
      channel: null,
    });
    expect(getFeedParams('/feed', new URLSearchParams('tab=discover&category=moments'), undefined)).toEqual({
      tab: 'discover',
      category: 'moments',
      closedAreaId: null,
      channel: null,
    });
    expect(getFeedParams('/feed', new URLSearchParams('tab=x&category=<b>'), undefined)).toEqual({
      tab: 'my',
      category: null,
      closedAreaId: null,
      channel: null,
    });
  });

  it('makes /arbeitgeber-feed the employer list and reads the closed area id', () => {
    expect(getFeedParams('/arbeitgeber-feed/', new URLSearchParams(''), undefined).category).toBe('employer');
    expect(getFeedParams('/closed_area/1/feed', new URLSearchParams('tab=discover'), '1')).toEqual({
      tab: 'discover',
      category: null,
      closedAreaId: 1,
      channel: null,
    });
    expect(getFeedParams('/closed_area/abc', new URLSearchParams(''), 'abc').closedAreaId).toBeNull();
  });

  it("reads a channel's feed from ?channel=, not together with a category", () => {
    expect(getFeedParams('/feed', new URLSearchParams('channel=humor'), undefined).channel).toBe('humor');
    expect(getFeedParams('/feed', new URLSearchParams('channel=%20'), undefined).channel).toBeNull();
    expect(
      getFeedParams('/feed', new URLSearchParams('channel=humor&category=moments'), undefined).channel,
    ).toBeNull();
    expect(channelPath('humor', null)).toBe('/feed?channel=humor');
    expect(channelPath('humor', 1)).toBe('/closed_area/1/feed?channel=humor');
  });
});

describe('getClosedAreaIdFromPath', () => {
  it('finds the area of closed-area paths only', () => {
    expect(getClosedAreaIdFromPath('/closed_area/1/moments')).toBe(1);
    expect(getClosedAreaIdFromPath('/closed_area/12')).toBe(12);
    expect(getClosedAreaIdFromPath('/feed')).toBeNull();
    expect(getClosedAreaIdFromPath('/closed_area/x/moments')).toBeNull();
  });
});
