/** Table types of the closed-areas domain. `DB` in ../schema.ts extends `ClosedAreasTables`. */
import type { Generated } from 'kysely';

/** Closed areas; id 1 is the Urocampus (seeded by migration 0006). */
export interface ClosedAreasTable {
  id: Generated<number>;
  slug: string;
  name: string;
  /** The terms version a member accepts when joining (closed_area_memberships.accepted_terms_version). */
  terms_version: string;
  is_active: Generated<number>;
  created_at: number;
}

/** Terms acceptances of closed areas (Urocampus is closed area 1). */
export interface ClosedAreaMembershipsTable {
  id: Generated<number>;
  closed_area_id: number;
  user_id: number;
  accepted_terms_version: string;
  accepted_at: number;
  created_at: number;
}

export type ClosedAreasTables = {
  closed_areas: ClosedAreasTable;
  closed_area_memberships: ClosedAreaMembershipsTable;
};
