import { describe, expect, it } from 'vitest';
import { getMountedSections, isAdminSection } from './sections.ts';

describe('which sections are mounted (001 §2.4)', () => {
  it('keeps users, moments and notifications once opened, in the menu order', () => {
    expect(getMountedSections(['notifications', 'users'], 'moments')).toEqual([
      'users',
      'moments',
      'notifications',
    ]);
    expect(getMountedSections(['users', 'moments'], 'user-connections')).toEqual([
      'users',
      'moments',
      'user-connections',
    ]);
  });

  it('mounts the other four only while they show', () => {
    expect(
      getMountedSections(['onboarding-analytics', 'registration-analytics', 'matcher-sync'], 'users'),
    ).toEqual(['users']);
    expect(getMountedSections(['user-connections'], 'onboarding-analytics')).toEqual([
      'onboarding-analytics',
    ]);
  });

  it('knows the eight sections and nothing else', () => {
    expect(isAdminSection('matcher-sync')).toBe(true);
    expect(isAdminSection('settings')).toBe(false);
    expect(isAdminSection(undefined)).toBe(false);
  });
});
