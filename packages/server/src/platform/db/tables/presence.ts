/** Table types of the presence domain. `DB` in ../schema.ts extends `PresenceTables`. */

/** One row per member and Europe/Berlin day with a heartbeat (admin statistics). */
export interface UserDailyActivityTable {
  user_id: number;
  /** YYYY-MM-DD in Europe/Berlin. */
  day: string;
  first_seen_at: number;
  last_seen_at: number;
}

export type PresenceTables = {
  user_daily_activity: UserDailyActivityTable;
};
