/** Table types of the groups domain. `DB` in ../schema.ts extends `GroupsTables`. */
import type { Generated } from 'kysely';

export interface GroupsTable {
  id: Generated<number>;
  /** Null = a group of the general community. */
  closed_area_id: number | null;
  title: string;
  description: string | null;
  created_by: number | null;
  created_at: number;
  updated_at: number;
}

export interface GroupMembersTable {
  group_id: number;
  user_id: number;
  /** 'pending' = invited, not yet accepted. */
  status: 'member' | 'pending';
  invited_by: number | null;
  created_at: number;
}

export type GroupsTables = {
  groups: GroupsTable;
  group_members: GroupMembersTable;
};
