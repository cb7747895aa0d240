import { describe, expect, it } from 'vitest';
import { createAppTheme } from '../app/theme.ts';
import { getDrawerOverlayZIndex, getDrawerZIndex } from './drawer-stack.tsx';

describe('drawer stack z-indexes (000 §9)', () => {
  it('starts at 2000000040 and adds 10 per level', () => {
    expect(getDrawerZIndex(0)).toBe(2_000_000_040);
    expect(getDrawerZIndex(2)).toBe(2_000_000_060);
  });

  it('puts menus, dialogs, sheets and tooltips from a drawer above it and below the next level', () => {
    for (const level of [0, 1, 5]) {
      for (const zIndex of Object.values(getDrawerOverlayZIndex(level))) {
        expect(zIndex).toBeGreaterThan(getDrawerZIndex(level));
        expect(zIndex).toBeLessThan(getDrawerZIndex(level + 1));
      }
    }
  });

  it('shows toasts above every drawer level, in both colour modes', () => {
    for (const mode of ['light', 'dark'] as const)
      expect(createAppTheme(mode).zIndex.snackbar).toBeGreaterThan(getDrawerZIndex(99));
  });
});
