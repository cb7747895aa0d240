/** The areas a member can switch between (000 §1, §2 "Area switcher", §4 "Area switching"). */
import { UROCAMPUS_AREA_ID } from '@pflegepuls/shared';

export type TAreaKind = 'community' | 'urocampus' | 'admin';

/** Where each area opens (000 §4). */
export const AREA_TARGETS: Record<TAreaKind, string> = {
  community: '/feed',
  urocampus: `/closed_area/${UROCAMPUS_AREA_ID}`,
  admin: '/admin-dashboard/users',
};

/**
 * The external form behind "Neuen Bereich" (000 §2: "opens an external form"). The operator points it
 * at their own request form (see docs/app-shell.md); until then it opens an e-mail to the operator.
 */
export const NEW_AREA_FORM_URL = 'mailto:bereiche@pflegepuls.de?subject=Neuen%20Bereich%20anfragen';
