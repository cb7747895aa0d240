import { sql } from 'kysely';
import { refreshAdminRollups } from '../../packages/server/src/domains/admin/rollups.ts';
import type { TSeedStage } from './types.ts';

/** The tables the admin statistics count. */
const COUNTED_TABLES = [
  'users',
  'user_daily_activity',
  'moments',
  'moment_reactions',
  'moment_comments',
  'connection_requests',
  'connections',
  'notifications',
] as const;

/**
 * The admin statistics' rollups as the server's `admin.rollups` job keeps them (docs/admin.md):
 * built once over the whole seed, as a server that has run all along would have them. Last, after
 * every stage that writes counted rows.
 */
export function createAdminRollupsStage(): TSeedStage {
  return {
    name: 'admin statistics rollups',
    count: 1,
    batchSize: 1,
    async prepare(ctx) {
      // Planner statistics and the visibility map first: without them PostgreSQL may scan whole
      // tables per day, and reads the table behind every covering index entry.
      if (ctx.dialect === 'postgres') {
        await sql`vacuum (analyze) ${sql.join(COUNTED_TABLES.map((t) => sql.id(t)))}`.execute(ctx.db);
      }
    },
    async insertBatch() {},
    // Not in a batch: on SQLite a batch is one transaction, and the rollups commit day by day.
    async finish(ctx) {
      if (!(await refreshAdminRollups(ctx.db, { now: ctx.now, dialect: ctx.dialect }))) {
        throw new Error('The admin statistics rollups are held by another run.');
      }
    },
  };
}
