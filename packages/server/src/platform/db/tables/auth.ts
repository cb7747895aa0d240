/** Table types of the auth domain: sessions and one-time tokens. `DB` in ../schema.ts extends `AuthTables`. */
import type { Generated } from 'kysely';

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

export type TTokenPurpose = 'password_reset' | 'one_time_login';

export interface AuthTokensTable {
  id: Generated<number>;
  user_id: number;
  purpose: TTokenPurpose;
  token_hash: string;
  created_at: number;
  expires_at: number;
  used_at: number | null;
}

export type AuthTables = {
  sessions: SessionsTable;
  auth_tokens: AuthTokensTable;
};
