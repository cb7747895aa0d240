/**
 * Presence (001 §7.3): members send a heartbeat on load and every 30 s. The request path only
 * touches memory; `users.last_seen_at` and the member's `user_daily_activity` row are written at
 * most once per PRESENCE_WRITE_INTERVAL_MS per member, in batches (one statement per table per
 * batch), and once more at shutdown with the newest heartbeats.
 */
import { sql, type Kysely } from 'kysely';
import { ONLINE_WINDOW_MS, getCalendarDay } from '@pflegepuls/shared';
import { createBatchWriter } from '../../platform/batch-writer.ts';
import type { DB, TDialect } from '../../platform/db/index.ts';
import { isNotDeleted } from '../users/deletion.ts';

/** A member's heartbeat reaches the database at most this often. */
export const PRESENCE_WRITE_INTERVAL_MS = 60_000;
/** Memory entries of members without a heartbeat for this long are dropped. */
const FORGET_AFTER_MS = 2 * ONLINE_WINDOW_MS;
const SWEEP_INTERVAL_MS = 60_000;
/** Rows per statement; keeps parameters far below SQLite's and PostgreSQL's limits. */
const ROWS_PER_STATEMENT = 500;

export type TPresenceWrite = { userId: number; seenAt: number };

/** Writes one batch: `users.last_seen_at` with one CASE update, the day rows with one upsert. */
export async function writePresence(db: Kysely<DB>, dialect: TDialect, batch: TPresenceWrite[]) {
  const latest = new Map<number, number>();
  for (const { userId, seenAt } of batch) latest.set(userId, Math.max(seenAt, latest.get(userId) ?? 0));
  const rows = [...latest].map(([userId, seenAt]) => ({ userId, seenAt }));
  for (let i = 0; i < rows.length; i += ROWS_PER_STATEMENT) {
    const chunk = rows.slice(i, i + ROWS_PER_STATEMENT);
    await db.transaction().execute(async (trx) => {
      const cases = sql.join(
        chunk.map((r) => sql`WHEN ${r.userId} THEN ${r.seenAt}`),
        sql` `,
      );
      const cast = dialect === 'postgres' ? sql`::bigint` : sql``;
      // Never move a time backwards: another server process may have written a newer heartbeat.
      const newest = sql.raw(dialect === 'postgres' ? 'greatest' : 'max');
      // RETURNING: a member deleted since the heartbeat gets no day row (a removed row's foreign
      // key would fail the whole batch).
      const updated = await trx
        .updateTable('users')
        .set({ last_seen_at: sql<number>`${newest}(coalesce(last_seen_at, 0), CASE id ${cases} END${cast})` })
        .where(
          'id',
          'in',
          chunk.map((r) => r.userId),
        )
        // A heartbeat queued just before the member deleted the account is not written after it.
        .where(isNotDeleted)
        .returning('id')
        .execute();
      const existing = new Set(updated.map((r) => r.id));
      const days = chunk
        .filter((r) => existing.has(r.userId))
        .map((r) => ({
          user_id: r.userId,
          day: getCalendarDay(r.seenAt),
          first_seen_at: r.seenAt,
          last_seen_at: r.seenAt,
        }));
      if (!days.length) return;
      await trx
        .insertInto('user_daily_activity')
        .values(days)
        .onConflict((oc) =>
          oc.columns(['user_id', 'day']).doUpdateSet({
            last_seen_at: sql<number>`${newest}(user_daily_activity.last_seen_at, excluded.last_seen_at)`,
          }),
        )
        .execute();
    });
  }
}

/**
 * The in-memory presence of this server process. `seen` is what the heartbeat calls: a map
 * update, plus a batch entry when the member's last write is a minute old. `flush` writes what is
 * queued and the newer heartbeats of everyone still unwritten (shutdown).
 */
export function createPresenceTracker(options: {
  write: (batch: TPresenceWrite[]) => Promise<void>;
  onError: (error: unknown) => void;
}) {
  /** Per member: the newest heartbeat and the heartbeat last handed to the writer. */
  const members = new Map<number, { seenAt: number; writtenAt: number }>();
  const writer = createBatchWriter(options.write, options.onError);
  let lastSweepAt = 0;

  function sweep(now: number) {
    lastSweepAt = now;
    for (const [userId, entry] of members) {
      if (now - entry.seenAt <= FORGET_AFTER_MS) continue;
      // The member left: their last heartbeat is minutes past their last write, so write it now.
      if (entry.seenAt > entry.writtenAt) writer.add({ userId, seenAt: entry.seenAt });
      members.delete(userId);
    }
  }

  return {
    seen(userId: number, now = Date.now()) {
      const entry = members.get(userId);
      if (!entry) {
        members.set(userId, { seenAt: now, writtenAt: now });
        writer.add({ userId, seenAt: now });
      } else {
        entry.seenAt = now;
        if (now - entry.writtenAt >= PRESENCE_WRITE_INTERVAL_MS) {
          entry.writtenAt = now;
          writer.add({ userId, seenAt: now });
        }
      }
      if (now - lastSweepAt > SWEEP_INTERVAL_MS) sweep(now);
    },
    /** The newest heartbeat this process has seen from the member (memory only). */
    lastSeenAt(userId: number): number | null {
      return members.get(userId)?.seenAt ?? null;
    },
    async flush() {
      for (const [userId, entry] of members) {
        if (entry.seenAt > entry.writtenAt) {
          entry.writtenAt = entry.seenAt;
          writer.add({ userId, seenAt: entry.seenAt });
        }
      }
      await writer.flush();
    },
    /** Members held in memory (tests, diagnostics). */
    get size() {
      return members.size;
    },
  };
}

export type TPresenceTracker = ReturnType<typeof createPresenceTracker>;

/** The member's own activity days, for "download my data". */
export async function exportActivity(db: Kysely<DB>, userId: number) {
  const days = await db
    .selectFrom('user_daily_activity')
    .select(['day', 'first_seen_at', 'last_seen_at'])
    .where('user_id', '=', userId)
    .orderBy('day')
    .execute();
  return days.map((d) => ({ day: d.day, firstSeenAt: d.first_seen_at, lastSeenAt: d.last_seen_at }));
}

/** Account deletion: the activity log is personal data and goes with the account. */
export async function deleteActivity(trx: Kysely<DB>, userId: number) {
  await trx.deleteFrom('user_daily_activity').where('user_id', '=', userId).execute();
}
