/** Table types of the wiki domain (migrations 0006, 0033). `DB` in ../schema.ts extends `WikiTables`. */
import type { Generated } from 'kysely';

export interface WikiSubCommunitiesTable {
  id: Generated<number>;
  /** Null = the general community's wiki (`/{product}-wiki`). */
  closed_area_id: number | null;
  title: string;
  description: string | null;
  position: Generated<number>;
  created_at: number;
}

export interface WikiCategoriesTable {
  id: Generated<number>;
  sub_community_id: number;
  title: string;
  description: string | null;
  icon: string | null;
  position: Generated<number>;
  created_at: number;
  updated_at: number;
}

export interface WikiFoldersTable {
  id: Generated<number>;
  category_id: number;
  /** Null = at the category's top level. */
  parent_id: number | null;
  title: string;
  description: string | null;
  created_at: number;
  updated_at: number;
}

export interface WikiPagesTable {
  id: Generated<number>;
  /** Null = the general community's wiki; copied from the sub-community for search and access. */
  closed_area_id: number | null;
  /** Null only for rows of the 0006 stub (none exist). */
  sub_community_id: number | null;
  category_id: number | null;
  folder_id: number | null;
  title: string;
  description: string | null;
  /** Sanitised HTML (sanitize.ts). */
  content_html: string | null;
  /** The content's plain text for the full-text index (capped). */
  content_text: string | null;
  icon: string | null;
  preview_image_url: string | null;
  content_type: string | null;
  /** JSON of the attribute groups (shared ZWikiAttributes). */
  attributes: string | null;
  /** app_info's type, for the free/paid filter. */
  app_type: string | null;
  created_by: number | null;
  updated_by: number | null;
  /** In the bin since; removed for good after WIKI_BIN_DAYS. */
  deleted_at: number | null;
  deleted_by: number | null;
  created_at: number;
  updated_at: number;
}

export interface WikiPageRevisionsTable {
  id: Generated<number>;
  page_id: number;
  title: string;
  description: string | null;
  content_html: string;
  icon: string | null;
  preview_image_url: string | null;
  content_type: string;
  attributes: string;
  created_by: number | null;
  created_at: number;
}

export interface WikiFilesTable {
  id: Generated<number>;
  closed_area_id: number | null;
  sub_community_id: number;
  category_id: number;
  folder_id: number | null;
  title: string;
  mime_type: string;
  size: number;
  /** File name under DATA_DIR/private-uploads/wiki/. */
  storage_name: string;
  created_by: number | null;
  created_at: number;
  updated_at: number;
}

export interface WikiEditorsTable {
  closed_area_id: number;
  user_id: number;
  created_at: number;
}

export type WikiTables = {
  wiki_sub_communities: WikiSubCommunitiesTable;
  wiki_categories: WikiCategoriesTable;
  wiki_folders: WikiFoldersTable;
  wiki_pages: WikiPagesTable;
  wiki_page_revisions: WikiPageRevisionsTable;
  wiki_files: WikiFilesTable;
  wiki_editors: WikiEditorsTable;
};
