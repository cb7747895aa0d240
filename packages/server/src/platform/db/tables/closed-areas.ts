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
  /** Sponsor branding (0016): a short subtitle, the sponsor's name, logo path and accent colour #RRGGBB. */
  tagline: string | null;
  sponsor_name: string | null;
  logo_url: string | null;
  accent_color: string | null;
}

/** Every published terms version of an area (0016); closed_areas.terms_version names the current one. */
export interface ClosedAreaTermsTable {
  id: Generated<number>;
  closed_area_id: number;
  version: string;
  title: string;
  body: string;
  published_at: number;
}

/** Which member accepted which terms version of an area, and when (0016). */
export interface ClosedAreaTermsAcceptancesTable {
  id: Generated<number>;
  closed_area_id: number;
  user_id: number;
  version: string;
  accepted_at: number;
}

/** Tiles of an area's home (000 §3 tile types), in `position` order. */
export interface ClosedAreaTilesTable {
  id: Generated<number>;
  closed_area_id: number;
  type: string;
  title: string;
  body: string | null;
  url: string | null;
  link_label: string | null;
  position: number;
  is_active: Generated<number>;
  created_at: number;
  updated_at: number;
}

/** Area admins: see the sponsor statistics of their area (global admins see every area's). */
export interface ClosedAreaAdminsTable {
  closed_area_id: number;
  user_id: number;
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
  closed_area_terms: ClosedAreaTermsTable;
  closed_area_terms_acceptances: ClosedAreaTermsAcceptancesTable;
  closed_area_tiles: ClosedAreaTilesTable;
  closed_area_admins: ClosedAreaAdminsTable;
};
