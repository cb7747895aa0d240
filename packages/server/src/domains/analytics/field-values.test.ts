import { Migrator } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateToLatest, type TDatabase } from '../../platform/db/index.ts';
import { getMigrations } from '../../platform/db/migrations/index.ts';
import { insertUser, openTestDatabase, testDialect } from '../../test/harness.ts';
import { lastFieldValues, saveFieldValues } from './field-values.ts';

const change = (session_id: number, field_id: string, value: string, occurred_at: number) => ({
  session_id,
  event_type: 'field_changed',
  field_id,
  event_data: JSON.stringify({ field_id, selected_value: value }),
  occurred_at,
});

describe('lastFieldValues', () => {
  it('keeps the latest change per session and field; of equal times the later in the list', () => {
    const rows = lastFieldValues([
      change(1, 'gender', 'w', 10),
      change(1, 'gender', 'm', 30),
      change(1, 'gender', 'd', 20),
      change(1, 'education', 'a', 5),
      change(1, 'education', 'b', 5),
      change(2, 'gender', 'w', 1),
      { ...change(2, 'education', 'x', 9), event_type: 'step_completed' },
    ]);
    const value = (r: (typeof rows)[number]) =>
      `${r.session_id}/${r.field_id}=${(JSON.parse(r.event_data) as { selected_value: string }).selected_value}`;
    expect(rows.map(value).sort()).toEqual(['1/education=b', '1/gender=m', '2/gender=w']);
  });
});

/** Migration 0031 gives the sessions that existed before it their last value per field. */
describe(`onboarding field values on ${testDialect}`, () => {
  let database: TDatabase;
  let close: () => Promise<void>;
  let sessionId: number;

  beforeAll(async () => {
    ({ database, close } = await openTestDatabase());
  });
  afterAll(() => close());

  const values = async () =>
    (
      await database.db
        .selectFrom('onboarding_field_values')
        .select(['field_id', 'event_data', 'occurred_at'])
        .where('session_id', '=', sessionId)
        .orderBy('field_id')
        .execute()
    ).map((r) => [r.field_id, JSON.parse(r.event_data).selected_value, Number(r.occurred_at)]);

  it('fills them from the events of existing sessions', async () => {
    const migrator = new Migrator({
      db: database.db,
      provider: { getMigrations: async () => getMigrations(database.dialect) },
      ...(database.schema ? { migrationTableSchema: database.schema } : {}),
    });
    expect((await migrator.migrateTo('0030-session-filter-indexes')).error).toBeUndefined();
    const { id: userId } = await insertUser(database);
    ({ id: sessionId } = await database.db
      .insertInto('onboarding_sessions')
      .values({
        uuid: 'b4c3f2a0-0000-4000-8000-000000000031',
        user_id: userId,
        status: 'in_progress',
        mode: 'standard',
        total_steps: 14,
        last_step_id: null,
        user_agent: null,
        device_type: 'mobile',
        browser: null,
        os: null,
        abandonment_reason: null,
        started_at: 1000,
        last_event_at: null,
        ended_at: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow());
    const events = [
      change(sessionId, 'gender', 'w', 2000),
      change(sessionId, 'gender', 'm', 4000),
      change(sessionId, 'gender', 'd', 3000),
      change(sessionId, 'education', 'a', 2000),
      change(sessionId, 'education', 'b', 2000),
    ];
    await database.db
      .insertInto('onboarding_events')
      .values(events.map((e) => ({ ...e, step_id: e.field_id })))
      .execute();

    expect(await migrateToLatest(database)).toContain('0031-funnel-choices');
    expect(await values()).toEqual([
      ['education', 'b', 2000],
      ['gender', 'm', 4000],
    ]);
  });

  it('takes a later change and keeps a newer value over an older change', async () => {
    await saveFieldValues(database.db, [
      change(sessionId, 'education', 'c', 5000),
      change(sessionId, 'gender', 'w', 3500),
    ]);
    expect(await values()).toEqual([
      ['education', 'c', 5000],
      ['gender', 'm', 4000],
    ]);
  });
});
