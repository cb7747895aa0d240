import { Kysely, SqliteDialect, sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import type { DB } from './schema.ts';
import { executeCachedQuery } from './query-cache.ts';
import { openSqlite } from './sqlite.ts';

type TTestDb = { t: { id: number; owner: number; name: string } };

async function openTestDb() {
  const db = new Kysely<TTestDb>({ dialect: new SqliteDialect({ database: openSqlite(':memory:') }) });
  await sql`create table t (id integer primary key, owner integer not null, name text not null)`.execute(db);
  await db
    .insertInto('t')
    .values([
      { id: 1, owner: 10, name: 'a' },
      { id: 2, owner: 10, name: 'b' },
      { id: 3, owner: 20, name: 'c' },
    ])
    .execute();
  // The helper is typed for the app's schema; this test's table stands in for it.
  return db as unknown as Kysely<DB> & Kysely<TTestDb>;
}

describe('executeCachedQuery', () => {
  it('reuses a shape and answers every call with its own values', async () => {
    const db = await openTestDb();
    const find = (owner: number, ids: number[]) =>
      executeCachedQuery(db, 'test.find', { owner, ids }, (p) => {
        return (db as unknown as Kysely<TTestDb>)
          .selectFrom('t')
          .select(['id', 'name'])
          .where('owner', '=', p.owner)
          .where('id', 'in', p.ids)
          .where('name', '<>', 'zzz')
          .orderBy('id');
      });
    expect(await find(10, [1, 2, 3])).toEqual([
      { id: 1, name: 'a' },
      { id: 2, name: 'b' },
    ]);
    expect(await find(20, [1, 2, 3])).toEqual([{ id: 3, name: 'c' }]);
    // Another list length is another shape.
    expect(await find(10, [2])).toEqual([{ id: 2, name: 'b' }]);
    expect(await find(10, [1])).toEqual([{ id: 1, name: 'a' }]);
    await db.destroy();
  });

  it('takes sql templates and refuses a value baked into the text', async () => {
    const db = await openTestDb();
    const count = (owner: number) =>
      executeCachedQuery(
        db,
        'test.count',
        { owner },
        (p) => sql<{ n: number }>`select count(*) as n from t where owner = ${p.owner}`,
      );
    expect(await count(10)).toEqual([{ n: 2 }]);
    expect(await count(20)).toEqual([{ n: 1 }]);
    await expect(
      executeCachedQuery(
        db,
        'test.literal',
        { owner: 10 },
        (p) => sql`select count(*) as n from t where owner = ${sql.raw(String(p.owner))}`,
      ),
    ).rejects.toThrow(/outside a value position/);
    await db.destroy();
  });
});

describe('executeCachedQuery in tests', () => {
  it('fails when a key misses something the builder decides on', async () => {
    const db = await openTestDb();
    const byName = (name: string, limit: number) =>
      executeCachedQuery(db, 'test.limit', { name }, (p) =>
        (db as unknown as Kysely<TTestDb>)
          .selectFrom('t')
          .select('id')
          .where('name', '<>', p.name)
          .limit(sql.lit(limit)),
      );
    expect(await byName('a', 1)).toHaveLength(1);
    await expect(byName('a', 2)).rejects.toThrow(/the same key built different SQL/);
    await db.destroy();
  });
});
