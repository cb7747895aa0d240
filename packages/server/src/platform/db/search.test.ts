import { Migrator } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertUser, openTestDatabase, testDialect } from '../../test/harness.ts';
import { getMigrations } from './migrations/index.ts';
import { migrateToLatest, type TDatabase } from './index.ts';
import { fullTextCandidates, MAX_CANDIDATES, searchTokens, USER_SEARCH } from './search.ts';

/** Migration 0022 re-indexes the rows that existed before it with the German normalisation. */
describe(`migration 0022 on ${testDialect}`, () => {
  let database: TDatabase;
  let close: () => Promise<void>;

  beforeAll(async () => {
    ({ database, close } = await openTestDatabase());
  });
  afterAll(() => close());

  async function find(query: string): Promise<number[]> {
    const [found] = await fullTextCandidates(
      database,
      [{ spec: USER_SEARCH, candidates: MAX_CANDIDATES }],
      searchTokens(query),
    );
    return found!.ids.sort((a, b) => a - b);
  }

  it('finds members who existed before it by every spelling', async () => {
    const migrator = new Migrator({
      db: database.db,
      provider: { getMigrations: async () => getMigrations(database.dialect) },
      ...(database.schema ? { migrationTableSchema: database.schema } : {}),
    });
    const before = await migrator.migrateTo('0021-events');
    expect(before.error).toBeUndefined();
    const { id } = await insertUser(database, { first_name: 'Jürgen', last_name: 'Weiß-Müller' });

    // 0022 runs first, later migrations after it.
    expect((await migrateToLatest(database))[0]).toBe('0022-search-german');
    for (const q of ['weiss-müller', 'juergen weissmueller', 'jurgen muller', 'JÜRGEN', 'weiß']) {
      expect(await find(q), q).toEqual([Number(id)]);
    }
    // And the triggers (SQLite) or the index expression (PostgreSQL) keep new rows the same way.
    const { id: later } = await insertUser(database, { first_name: 'Änne', last_name: 'Groß' });
    expect(await find('aenne gross')).toEqual([Number(later)]);
    await database.db.deleteFrom('users').where('id', '=', later).execute();
    expect(await find('aenne gross')).toEqual([]);
  });
});
