/**
 * The dashboard's eight sections (001 §2.4) by their address segment. Users, moments and
 * notifications stay mounted once opened and are only hidden when another section shows; the other
 * four are mounted for their own section alone.
 */
export const ADMIN_SECTIONS = [
  'users',
  'moments',
  'notifications',
  'onboarding-analytics',
  'registration-analytics',
  'matcher-sync',
  'user-connections',
  // Issue 24: the review queue (docs/moderation.md).
  'moderation',
] as const;
export type TAdminSection = (typeof ADMIN_SECTIONS)[number];

export const ADMIN_HOME = '/admin-dashboard/users';

/**
 * The sections' German names (the spec's English ones in docs/admin.md, "Oberfläche"); the menus'
 * ADMIN_MENU_ITEMS name them the same (menu-items.test.ts holds them together).
 */
export const ADMIN_SECTION_TITLES: Record<TAdminSection, string> = {
  users: 'Nutzerstatistik',
  moments: 'Moments-Statistik',
  notifications: 'Benachrichtigungs-Statistik',
  'onboarding-analytics': 'Onboarding-Analyse',
  'registration-analytics': 'Registrierungs-Analyse',
  'matcher-sync': 'Matcher-Sync',
  'user-connections': 'Kontakte',
  moderation: 'Meldungen',
};

const KEPT_MOUNTED: readonly TAdminSection[] = ['users', 'moments', 'notifications'];

/** True for a known section segment. */
export function isAdminSection(value: string | undefined): value is TAdminSection {
  return (ADMIN_SECTIONS as readonly string[]).includes(value ?? '');
}

/** The address of a section. */
export function getAdminSectionPath(section: TAdminSection): string {
  return `/admin-dashboard/${section}`;
}

/** Whether a section stays mounted (hidden) after the admin moved on. */
export function isKeptMounted(section: TAdminSection): boolean {
  return KEPT_MOUNTED.includes(section);
}

/**
 * The sections to render when `active` shows and `visited` were opened before: every kept-mounted
 * section opened so far, in the menu's order, and the active one.
 */
export function getMountedSections(
  visited: readonly TAdminSection[],
  active: TAdminSection,
): TAdminSection[] {
  return ADMIN_SECTIONS.filter(
    (section) => section === active || (isKeptMounted(section) && visited.includes(section)),
  );
}

/** The matcher screen has no period (it lists sync notifications). */
export function hasPeriod(section: TAdminSection): boolean {
  return section !== 'matcher-sync' && section !== 'moderation';
}
