import { PROFILE_COMPLETENESS_WEIGHTS } from '@pflegepuls/shared';
import { describe, expect, it } from 'vitest';
import { getSettingsPathFor, SETTINGS_TABS } from './settings-tabs.ts';

describe('getSettingsPathFor', () => {
  it('sends picture and summary to the profile tab and every CV part to the CV tab', () => {
    expect(getSettingsPathFor('picture')).toBe('/einstellungen?bereich=profil');
    expect(getSettingsPathFor('summary')).toBe('/einstellungen?bereich=profil');
    for (const key of ['experience', 'education', 'languages', 'skills', 'trainings'] as const)
      expect(getSettingsPathFor(key)).toBe('/einstellungen?bereich=lebenslauf');
  });

  it('only links to tabs that exist, for every completeness part', () => {
    for (const key of Object.keys(PROFILE_COMPLETENESS_WEIGHTS)) {
      const tab = new URL(getSettingsPathFor(key), 'http://x').searchParams.get('bereich');
      expect(SETTINGS_TABS).toContain(tab);
    }
  });
});
