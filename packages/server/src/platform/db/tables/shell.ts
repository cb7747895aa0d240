/** Table types of the shell domain(s); `DB` in ../schema.ts extends this. */
import type { Generated } from 'kysely';

/** One row per member and Europe/Berlin day with a heartbeat (admin statistics). */
export interface UserDailyActivityTable {
  user_id: number;
  /** YYYY-MM-DD in Europe/Berlin. */
  day: string;
  first_seen_at: number;
  last_seen_at: number;
}

/** Closed areas; id 1 is the Urocampus (seeded by migration 0006). */
export interface ClosedAreasTable {
  id: Generated<number>;
  slug: string;
  name: string;
  /** The terms version a member accepts when joining (closed_area_memberships.accepted_terms_version). */
  terms_version: string;
  is_active: Generated<number>;
  created_at: number;
}

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

export interface ChatsTable {
  id: Generated<number>;
  created_at: number;
  last_message_at: number | null;
}

export interface ChatMembersTable {
  chat_id: number;
  user_id: number;
  /** Messages after this are unread for the member; null = nothing read yet. */
  last_read_at: number | null;
  created_at: number;
}

export interface ChatMessagesTable {
  id: Generated<number>;
  chat_id: number;
  /** Null once the sender's account is deleted. */
  sender_id: number | null;
  body: string;
  created_at: number;
}

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

export interface EventsTable {
  id: Generated<number>;
  /** Null = an event of the general community. */
  closed_area_id: number | null;
  group_id: number | null;
  title: string;
  description: string | null;
  location: string | null;
  starts_at: number;
  ends_at: number | null;
  created_by: number | null;
  created_at: number;
  updated_at: number;
}

export interface EventMembersTable {
  id: Generated<number>;
  event_id: number;
  user_id: number;
  status: 'invited' | 'attending' | 'declined';
  invited_by: number | null;
  created_at: number;
}

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

export interface JobAdsTable {
  id: Generated<number>;
  /** The job's id at its source (matcher sync). */
  uid: string;
  company_name: string;
  title: string;
  location: string | null;
  description: string | null;
  created_at: number;
}

export type ShellTables = {
  user_daily_activity: UserDailyActivityTable;
  closed_areas: ClosedAreasTable;
  tips: TipsTable;
  chats: ChatsTable;
  chat_members: ChatMembersTable;
  chat_messages: ChatMessagesTable;
  groups: GroupsTable;
  group_members: GroupMembersTable;
  events: EventsTable;
  event_members: EventMembersTable;
  wiki_pages: WikiPagesTable;
  job_ads: JobAdsTable;
};
