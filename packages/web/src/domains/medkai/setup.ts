/**
 * Whether MedKai is set up here (docs/medkai.md): the server writes the partner's address into
 * `<meta name="medkai-url">`, empty when it is not configured. Tiny on purpose: the menus import it.
 */
import { readMeta } from '../../platform/meta.ts';

/** What the menus and the page say where no partner is configured. */
export const MEDKAI_NOT_SET_UP = 'Hier nicht eingerichtet';

/** The partner's page the frame loads, or null when MedKai is not set up. */
export function getMedkaiUrl(): string | null {
  return typeof document === 'undefined' ? null : readMeta('medkai-url');
}

/** True when a partner is configured. */
export function isMedkaiSetUp(): boolean {
  return getMedkaiUrl() !== null;
}
