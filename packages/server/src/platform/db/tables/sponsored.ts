import type { Generated } from 'kysely';

/** A sponsored block of the feed (0010); managed by the admin area later. */
export interface SponsoredItemsTable {
  id: Generated<number>;
  /** null = the general community; otherwise only members of that closed area. */
  closed_area_id: number | null;
  sponsor_name: string;
  title: string;
  body: string;
  /** https only (checked by the shared schema when written). */
  link_url: string;
  link_label: string;
  /** Path under /uploads; null = no image. */
  image_path: string | null;
  is_active: Generated<number>;
  starts_at: number;
  /** null = no end. */
  ends_at: number | null;
  /** Rotation order in the feed, lowest first. */
  position: Generated<number>;
  created_at: number;
}

export type SponsoredTables = {
  sponsored_items: SponsoredItemsTable;
};
