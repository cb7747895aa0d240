/** Table types of the wiki domain. `DB` in ../schema.ts extends `WikiTables`. */
import type { Generated } from 'kysely';

export interface WikiPagesTable {
  id: Generated<number>;
  /** Null = the general community's wiki. */
  closed_area_id: number | null;
  title: string;
  description: string | null;
  content_html: string | null;
  created_at: number;
  updated_at: number;
}

export type WikiTables = {
  wiki_pages: WikiPagesTable;
};
