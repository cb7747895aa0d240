import type { Generated } from 'kysely';

export interface NotificationsTable {
  id: Generated<number>;
  user_id: number;
  type: string;
  /** Unique per member: repeated events on the same item share it and update one row. */
  group_key: string;
  /** The latest actor; null for system notifications. */
  actor_id: number | null;
  /** Distinct actors (notification_actors rows). */
  actor_count: Generated<number>;
  event_count: Generated<number>;
  post_id: number | null;
  moment_id: number | null;
  comment_id: number | null;
  group_id: number | null;
  event_id: number | null;
  chat_id: number | null;
  request_id: number | null;
  closed_area_id: number | null;
  /** JSON: reaction, new member ids, admin debug data. */
  data: string | null;
  is_seen: Generated<number>;
  seen_at: number | null;
  /** When a web push last reached at least one of the receiver's devices (0028). */
  pushed_at: Generated<number | null>;
  created_at: number;
  updated_at: number;
}

export interface NotificationActorsTable {
  notification_id: number;
  actor_id: number;
  created_at: number;
}

export interface PushSubscriptionsTable {
  id: Generated<number>;
  user_id: number;
  endpoint: string;
  p256dh: string;
  auth: string;
  user_agent: string | null;
  created_at: number;
  last_success_at: number | null;
}

export interface NotificationDigestsTable {
  user_id: number;
  /** Notifications updated up to this time were in a digest already. */
  covered_until: number;
  last_sent_at: number;
}

export interface NotificationJobRunsTable {
  name: string;
  /** Europe/Berlin calendar date YYYY-MM-DD. */
  day: string;
  started_at: number;
  finished_at: number | null;
  statistics: string | null;
}

/** Table types of the notifications domain(s); `DB` in ../schema.ts extends this. */
export type NotificationsTables = {
  notifications: NotificationsTable;
  notification_actors: NotificationActorsTable;
  push_subscriptions: PushSubscriptionsTable;
  notification_digests: NotificationDigestsTable;
  notification_job_runs: NotificationJobRunsTable;
};
