/** Table types of the companies domain beyond migration 0020 (tables/jobs.ts): the photo gallery (0024). */
import type { Generated } from 'kysely';

export interface CompanyPhotosTable {
  id: Generated<number>;
  company_id: number;
  /** Order in the gallery (0 first); rewritten as a whole when the team reorders. */
  position: number;
  path: string;
  thumbnail_path: string;
  width: number;
  height: number;
  created_at: number;
}

export type CompaniesTables = {
  company_photos: CompanyPhotosTable;
};
