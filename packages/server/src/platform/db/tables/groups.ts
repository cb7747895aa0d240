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
  /** 0017: 'open' (anyone in the area joins), 'request' (admins approve), 'invite' (invitation only). */
  join_mode: Generated<'open' | 'request' | 'invite'>;
  /** 0017: the long "Über die Gruppe" text (description is the one-line summary). */
  about: string | null;
  /** 0017: members with status 'member', kept in the same transaction as every change. */
  members_count: Generated<number>;
  pinned_post_id: number | null;
}

export interface GroupMembersTable {
  group_id: number;
  user_id: number;
  /** 'pending' = invited, not yet accepted; 'requested' = asked to join (0017). */
  status: 'member' | 'pending' | 'requested';
  invited_by: number | null;
  created_at: number;
  /** 0017 */
  role: Generated<'owner' | 'moderator' | 'member'>;
  /** 0017: group post notifications: every post, only pinned posts, none. */
  notify: Generated<'all' | 'pinned' | 'none'>;
  /** 0017: when an invitation ('pending') lapses. */
  expires_at: number | null;
}

export type GroupsTables = {
  groups: GroupsTable;
  group_members: GroupMembersTable;
};
