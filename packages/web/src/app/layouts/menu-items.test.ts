import { describe, expect, it } from 'vitest';
import { ADMIN_SECTION_TITLES, ADMIN_SECTIONS, getAdminSectionPath } from '../../domains/admin/sections.ts';
import { ADMIN_MENU_ITEMS, getDesktopMenuItems, getSideMenuItems } from './menu-items.tsx';

const labels = (items: Array<{ label: string }>) => items.map((item) => item.label);

describe('menu items (000 §2)', () => {
  it('lists the side drawer items in the spec order with their badges', () => {
    const items = getSideMenuItems({ kind: 'community' });
    expect(labels(items)).toEqual([
      'Nachrichten',
      'Moments',
      'Wiki',
      'Arbeitgeber-Feed',
      'MedKai',
      'Stellenanzeigen',
      'Arbeitgeberprofile',
      'Mein Netzwerk',
      'Mitteilungen',
      'Einstellungen',
    ]);
    expect(items.filter((item) => item.badge).map((item) => [item.label, item.badge])).toEqual([
      ['Nachrichten', 'chat'],
      ['Mein Netzwerk', 'connectionRequests'],
      ['Mitteilungen', 'notifications'],
    ]);
  });

  it('says in the menus that MedKai is not set up where no partner is configured', () => {
    // No document here, so no <meta name="medkai-url">: not set up.
    const medkai = getSideMenuItems({ kind: 'community' }).find((item) => item.label === 'MedKai');
    expect(medkai).toMatchObject({ to: '/medkai', hint: 'Hier nicht eingerichtet' });
  });

  it('swaps in the closed-area variants', () => {
    const items = getSideMenuItems({ kind: 'closedArea', closedAreaId: 1 });
    expect(labels(items)).toEqual([
      'Nachrichten',
      'Real Talk',
      'Wiki',
      'Arbeitgeber-Feed',
      'MedKai',
      'Stellenanzeigen',
      'Gruppen',
      'Events',
      'Mein Netzwerk',
      'Mitteilungen',
      'Einstellungen',
    ]);
    expect(items.find((item) => item.label === 'Real Talk')?.to).toBe('/closed_area/1/moments');
    expect(items.find((item) => item.label === 'Mitteilungen')?.to).toBe('/closed_area/1/benachrichtigungen');
  });

  it('orders the desktop menu as the spec and shows only the eight admin pages in the admin area', () => {
    expect(labels(getDesktopMenuItems({ kind: 'community' }))).toEqual([
      'Nachrichten',
      'Moments',
      'Arbeitgeber-Feed',
      'Wiki',
      'MedKai',
      'Mein Netzwerk',
      'Mitteilungen',
      'Stellenanzeigen',
      'Arbeitgeberprofile',
      'Einstellungen',
    ]);
    expect(labels(getDesktopMenuItems({ kind: 'closedArea', closedAreaId: 1 }))).toEqual([
      'Nachrichten',
      'Real Talk',
      'Arbeitgeber-Feed',
      'Wiki',
      'MedKai',
      'Mein Netzwerk',
      'Mitteilungen',
      'Stellenanzeigen',
      'Gruppen',
      'Events',
      'Einstellungen',
    ]);
    expect(getSideMenuItems({ kind: 'admin' })).toBe(ADMIN_MENU_ITEMS);
    expect(ADMIN_MENU_ITEMS.map((item) => item.to)).toEqual([
      '/admin-dashboard/users',
      '/admin-dashboard/moments',
      '/admin-dashboard/notifications',
      '/admin-dashboard/onboarding-analytics',
      '/admin-dashboard/registration-analytics',
      '/admin-dashboard/matcher-sync',
      '/admin-dashboard/user-connections',
      '/admin-dashboard/moderation',
    ]);
  });

  it('names the admin pages in German, as the dashboard titles them (docs/admin.md)', () => {
    expect(ADMIN_MENU_ITEMS.map((item) => [item.to, item.label])).toEqual(
      ADMIN_SECTIONS.map((section) => [getAdminSectionPath(section), ADMIN_SECTION_TITLES[section]]),
    );
    expect(labels(ADMIN_MENU_ITEMS)).toEqual([
      'Nutzerstatistik',
      'Moments-Statistik',
      'Benachrichtigungs-Statistik',
      'Onboarding-Analyse',
      'Registrierungs-Analyse',
      'Matcher-Sync',
      'Kontakte',
      'Meldungen',
    ]);
  });
});
