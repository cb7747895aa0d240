/** Table types of the events domain. `DB` in ../schema.ts extends `EventsTables`. */
import type { Generated } from 'kysely';

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

export type EventsTables = {
  events: EventsTable;
  event_members: EventMembersTable;
};
