import type { Kysely } from 'kysely';

/**
 * Issue 17: the funnels' session lists filtered by status and device at once ("abandoned on a
 * phone", the common question) read one index range for the page and the count. With only the
 * one-column indexes of 0029, the count of a year looked up some 64,000 rows of the large seed to
 * test their status (41 ms of server time per request on SQLite).
 */
export async function up(trx: Kysely<unknown>) {
  for (const table of ['onboarding_sessions', 'registration_sessions'] as const) {
    await trx.schema
      .createIndex(`${table}_status_device_started_idx`)
      .on(table)
      .columns(['status', 'device_type', 'started_at', 'id'])
      .execute();
  }
}
