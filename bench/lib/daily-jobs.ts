/**
 * The server runs the day's notification jobs once a day, a minute after it starts
 * (domains/notifications): on the large seed that is some 80,000 Urocampus reminders and 150,000
 * digest mails, minutes of work that would land in whichever routes are under load then (server
 * CPU on SQLite, database CPU on PostgreSQL) on the first run of each day. The bench marks today's
 * runs as done before it starts the server, so every route measures itself. The jobs are not part
 * of the load; a run the server already claimed today stays as it is.
 */
import type { Kysely } from 'kysely';
import { getCalendarDay } from '@pflegepuls/shared';
import type { DB } from '../../packages/server/src/platform/db/index.ts';
import { DAILY_JOB_NAMES } from '../../packages/server/src/domains/notifications/daily.ts';

/** Marks today's daily jobs as run; the number of jobs that had not run today. */
export async function markDailyJobsRun(db: Kysely<DB>, now = Date.now()): Promise<number> {
  const day = getCalendarDay(now);
  const result = await db
    .insertInto('notification_job_runs')
    .values(
      DAILY_JOB_NAMES.map((name) => ({
        name,
        day,
        started_at: now,
        finished_at: now,
        statistics: JSON.stringify({ skippedByBench: 1 }),
      })),
    )
    .onConflict((oc) => oc.columns(['name', 'day']).doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0);
}
