/** The areas a member can switch between (000 §1, §2 "Area switcher", §4 "Area switching"). */
import { UROCAMPUS_AREA_ID } from '@pflegepuls/shared/constants';
import { readMeta } from '../../platform/meta.ts';

export type TAreaKind = 'community' | 'urocampus' | 'admin';

/** Where each area opens (000 §4). */
export const AREA_TARGETS: Record<TAreaKind, string> = {
  community: '/feed',
  urocampus: `/closed_area/${UROCAMPUS_AREA_ID}`,
  admin: '/admin-dashboard/users',
};

/**
 * The external form behind "Neuen Bereich" (000 §2: "opens an external form"): the server's
 * NEW_AREA_FORM_URL (a `mailto:` to the operator until they set their form), rendered into the page.
 * Null when the page carries none (Vite's dev server), and then the tile is left out.
 */
export function getNewAreaFormUrl(): string | null {
  return readMeta('new-area-form-url');
}

/** Fallback accent of an area without its own (a dark teal; white text on it passes WCAG AA). */
export const DEFAULT_AREA_ACCENT = '#0F6E8C';

/** The area's accent colour when it is a plain `#RRGGBB`, else the default (data from the server). */
export function getAreaAccent(accentColor: string | null | undefined): string {
  return accentColor && /^#[0-9a-f]{6}$/i.test(accentColor) ? accentColor : DEFAULT_AREA_ACCENT;
}
