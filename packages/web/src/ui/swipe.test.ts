import { describe, expect, it } from 'vitest';
import {
  getSwipeDirection,
  getSwipeSpeed,
  isInSwipeBackEdge,
  shouldCloseDrawer,
  shouldSwipeBack,
} from './swipe.ts';

describe('getSwipeDirection', () => {
  it('locks nothing before 10 px of movement', () => {
    expect(getSwipeDirection(9, 0)).toBeUndefined();
    expect(getSwipeDirection(-9, 9)).toBeUndefined();
  });

  it('locks the axis that leads by a ratio of 1.5', () => {
    expect(getSwipeDirection(10, 0)).toBe('horizontal');
    expect(getSwipeDirection(15, 10)).toBe('horizontal');
    expect(getSwipeDirection(-15, 10)).toBe('horizontal');
    expect(getSwipeDirection(10, 15)).toBe('vertical');
    expect(getSwipeDirection(14, 10)).toBeNull();
  });
});

describe('shouldCloseDrawer', () => {
  it('closes on a drag over 140 px, however slow', () => {
    expect(shouldCloseDrawer(141, 10_000)).toBe(true);
    expect(shouldCloseDrawer(140, 10_000)).toBe(false);
  });

  it('closes at a speed over 0.3 px/ms', () => {
    expect(shouldCloseDrawer(31, 100)).toBe(true);
    expect(shouldCloseDrawer(30, 100)).toBe(false);
  });

  it('closes on a fast swipe over 50 px at more than 450 px/s', () => {
    // 0.3 px/ms is 300 px/s, so the speed rule already covers every fast swipe; both are kept as the spec names them.
    expect(shouldCloseDrawer(51, 110)).toBe(true);
    expect(shouldCloseDrawer(50, 1000)).toBe(false);
  });

  it('never closes on a drag in the opening direction', () => {
    expect(shouldCloseDrawer(-200, 10)).toBe(false);
    expect(shouldCloseDrawer(0, 0)).toBe(false);
  });
});

describe('swipe back', () => {
  it('starts only within 100 px of the edge', () => {
    expect(isInSwipeBackEdge(0)).toBe(true);
    expect(isInSwipeBackEdge(100)).toBe(true);
    expect(isInSwipeBackEdge(101)).toBe(false);
  });

  it('goes back after more than 50 px', () => {
    expect(shouldSwipeBack(20, 51)).toBe(true);
    expect(shouldSwipeBack(20, 50)).toBe(false);
    expect(shouldSwipeBack(150, 300)).toBe(false);
  });
});

describe('getSwipeSpeed', () => {
  it('is distance per millisecond', () => {
    expect(getSwipeSpeed(-90, 300)).toBeCloseTo(0.3);
    expect(getSwipeSpeed(90, 0)).toBe(0);
  });
});
