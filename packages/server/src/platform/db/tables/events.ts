/** Table types of the events domain. `DB` in ../schema.ts extends `EventsTables`. */
import type { Generated } from 'kysely';
import type { TEventCategory, TEventMemberStatus } from '@pflegepuls/shared';

export interface EventsTable {
  id: Generated<number>;
  /** Null = an event of the general community. */
  closed_area_id: number | null;
  /** Set: only the group's members see the event. */
  group_id: number | null;
  title: string;
  /** Plain text of the description (search, calendar files). */
  description: string | null;
  /** Sanitised HTML of the description. */
  description_html: Generated<string | null>;
  /** The address (null for online events). */
  location: string | null;
  starts_at: number;
  ends_at: number | null;
  created_by: number | null;
  created_at: number;
  updated_at: number;
  category: Generated<TEventCategory>;
  is_online: Generated<number>;
  online_url: Generated<string | null>;
  /** Set: the group is shown as organiser (its owners and moderators organise too). */
  organiser_group_id: Generated<number | null>;
  capacity: Generated<number | null>;
  attending_count: Generated<number>;
  waitlist_last: Generated<number>;
  cover_path: Generated<string | null>;
  cover_c_path: Generated<string | null>;
  cancelled_at: Generated<number | null>;
  cancel_reason: Generated<string | null>;
  sequence: Generated<number>;
  reminded_day_at: Generated<number | null>;
  reminded_hour_at: Generated<number | null>;
}

export interface EventMembersTable {
  id: Generated<number>;
  event_id: number;
  user_id: number;
  status: TEventMemberStatus;
  invited_by: number | null;
  created_at: number;
  waitlist_position: Generated<number | null>;
  answered_at: Generated<number | null>;
  checked_in_at: Generated<number | null>;
}

export interface EventMemberSettingsTable {
  user_id: number;
  /** Version of the calendar-feed token (an HMAC of member and version); renewing bumps it. */
  feed_version: number;
  reminders: number;
  updated_at: number;
}

export type EventsTables = {
  events: EventsTable;
  event_members: EventMembersTable;
  event_member_settings: EventMemberSettingsTable;
};
