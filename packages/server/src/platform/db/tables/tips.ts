/** Table types of the tips domain. `DB` in ../schema.ts extends `TipsTables`. */
import type { Generated } from 'kysely';

export interface TipsTable {
  id: Generated<number>;
  title: string;
  text: string;
  is_active: Generated<number>;
  /** Rotation order of the tip of the day. */
  position: number;
  created_at: number;
  updated_at: number;
}

export type TipsTables = {
  tips: TipsTable;
};
