import type { TCompletenessKey } from '@pflegepuls/shared/profile';

/** Tabs of /einstellungen, as `?bereich=` values (links from elsewhere use these). */
export const SETTINGS_TABS = [
  'profil',
  'lebenslauf',
  'job',
  'konto',
  'sitzungen',
  'privatsphaere',
  'benachrichtigungen',
  'daten',
] as const;
export type TSettingsTab = (typeof SETTINGS_TABS)[number];

/** Where a missing completeness part is filled in: picture and summary on "Profil", the rest in the CV. */
export function getSettingsPathFor(key: TCompletenessKey | string): string {
  const tab: TSettingsTab = key === 'picture' || key === 'summary' ? 'profil' : 'lebenslauf';
  return `/einstellungen?bereich=${tab}`;
}
