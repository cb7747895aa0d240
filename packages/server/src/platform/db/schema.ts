import type { Generated } from 'kysely';

/**
 * Table types for Kysely. Conventions that hold on both dialects:
 * - timestamps are epoch milliseconds in BIGINT columns (`*_at`);
 * - flags are INTEGER 0/1 (`is_*`), turned into booleans by presenters;
 * - ids are 64-bit integers, read back as JS numbers.
 */
export interface UsersTable {
  id: Generated<number>;
  email: string;
  password_hash: string | null;
  first_name: string;
  last_name: string;
  user_name: string;
  current_position: string | null;
  summary: string | null;
  is_admin: Generated<number>;
  is_urocampus_member: Generated<number>;
  is_team: Generated<number>;
  is_bot: Generated<number>;
  plz: string | null;
  country: string | null;
  location_city: string | null;
  location_state: string | null;
  latitude: number | null;
  longitude: number | null;
  created_at: number;
  updated_at: number;
}

export interface SessionsTable {
  id: string;
  user_id: number;
  created_at: number;
  last_active_at: number;
  expires_at: number;
  is_persistent: number;
  user_agent: string | null;
  ip: string | null;
}

export interface PostalCodesTable {
  id: Generated<number>;
  country: string;
  code: string;
  place: string;
  state: string | null;
  state_code: string | null;
  province: string | null;
  community: string | null;
  latitude: number | null;
  longitude: number | null;
}

export interface DB {
  users: UsersTable;
  sessions: SessionsTable;
  postal_codes: PostalCodesTable;
}
