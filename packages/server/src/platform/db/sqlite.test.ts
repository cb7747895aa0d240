import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { Kysely, SqliteDialect, sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { openSqlite } from './sqlite.ts';

describe('openSqlite', () => {
  it('answers rows as plain objects keyed by column, through Kysely and when iterated', async () => {
    const sqlite = openSqlite(':memory:');
    const db = new Kysely<{ t: { id: number; name: string | null; flag: number } }>({
      dialect: new SqliteDialect({ database: sqlite }),
    });
    try {
      await sql`create table t (id integer primary key, name text, flag integer not null)`.execute(db);
      await db
        .insertInto('t')
        .values([
          { id: 1, name: 'Anna', flag: 1 },
          { id: 2, name: null, flag: 0 },
        ])
        .execute();

      const rows = await db.selectFrom('t').select(['id', 'name', 'flag']).orderBy('id').execute();
      expect(rows).toEqual([
        { id: 1, name: 'Anna', flag: 1 },
        { id: 2, name: null, flag: 0 },
      ]);
      expect(Object.keys(rows[0]!)).toEqual(['id', 'name', 'flag']);

      // Two columns of the same name: the later one wins, as with node:sqlite's own objects.
      const same = await sql<{ id: number }>`select 1 as id, 2 as id`.execute(db);
      expect(same.rows).toEqual([{ id: 2 }]);

      const streamed: unknown[] = [];
      for await (const row of db.selectFrom('t').select(['id', 'name']).orderBy('id').stream())
        streamed.push(row);
      expect(streamed).toEqual([
        { id: 1, name: 'Anna' },
        { id: 2, name: null },
      ]);

      // Writes without RETURNING report their changes; with RETURNING they answer rows.
      const update = await db.updateTable('t').set({ flag: 1 }).where('id', '=', 2).executeTakeFirst();
      expect(Number(update.numUpdatedRows)).toBe(1);
      const returned = await db.deleteFrom('t').where('id', '=', 1).returning(['id', 'name']).execute();
      expect(returned).toEqual([{ id: 1, name: 'Anna' }]);
    } finally {
      await db.destroy();
    }
  });

  it("holds the write lock from a transaction's start, so another process's write cannot void it", async () => {
    const folder = mkdtempSync(path.join(tmpdir(), 'pp-sqlite-'));
    const file = path.join(folder, 'shared.sqlite');
    const db = new Kysely<{ t: { id: number; n: number } }>({
      dialect: new SqliteDialect({ database: openSqlite(file) }),
    });
    // The other process (SERVER_PROCESSES, a backup): its own connection to the file, waiting briefly.
    const other = new DatabaseSync(file);
    other.exec('PRAGMA busy_timeout = 50');
    try {
      await sql`create table t (id integer primary key, n integer not null)`.execute(db);
      await db.insertInto('t').values({ id: 1, n: 0 }).execute();
      let otherWrote = true;
      await db.transaction().execute(async (trx) => {
        const { n } = await trx.selectFrom('t').select('n').where('id', '=', 1).executeTakeFirstOrThrow();
        // With a deferred `begin` this write commits, and the transaction's own write below then
        // fails with SQLITE_BUSY: its snapshot is stale, and waiting cannot help.
        try {
          other.exec('update t set n = n + 10 where id = 1');
        } catch (error) {
          expect(String(error)).toMatch(/locked|busy/i);
          otherWrote = false;
        }
        await trx
          .updateTable('t')
          .set({ n: n + 1 })
          .where('id', '=', 1)
          .execute();
      });
      expect(otherWrote).toBe(false);
      other.exec('update t set n = n + 10 where id = 1');
      expect((await db.selectFrom('t').select('n').executeTakeFirstOrThrow()).n).toBe(11);
    } finally {
      other.close();
      await db.destroy();
      rmSync(folder, { recursive: true, force: true });
    }
  });
});
