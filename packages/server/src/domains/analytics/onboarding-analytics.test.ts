import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { flushBufferedWrites } from '../../platform/in-flight.ts';
import { createTestApp, testDialect, type TTestApp } from '../../test/harness.ts';
import { loginNewMember, openVisitor, type MemberClient } from '../../test/member.ts';

const PREFIX = '/api/analytics/onboarding/session';
const ANDROID =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36';

let t: TTestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function startSession(client: MemberClient, mode = 'standard', totalSteps = 12) {
  const response = await client.post(`${PREFIX}/start`, {
    mode,
    total_steps: totalSteps,
    user_agent: ANDROID,
  });
  expect(response.statusCode).toBe(200);
  expect(response.json().success).toBe(true);
  return response.json().session_uuid as string;
}

function sessionRow(uuid: string) {
  return t.database.db
    .selectFrom('onboarding_sessions')
    .selectAll()
    .where('uuid', '=', uuid)
    .executeTakeFirstOrThrow();
}

async function sendEvents(client: MemberClient, uuid: string, events: Array<Record<string, unknown>>) {
  for (const event of events) {
    const response = await client.post(`${PREFIX}/event`, { session_uuid: uuid, ...event });
    expect(response.statusCode).toBe(202);
  }
}

async function flushedEvents(uuid: string) {
  await flushBufferedWrites(t.app);
  return t.database.db
    .selectFrom('onboarding_events')
    .innerJoin('onboarding_sessions', 'onboarding_sessions.id', 'onboarding_events.session_id')
    .select([
      'onboarding_events.step_id',
      'onboarding_events.event_type',
      'onboarding_events.field_id',
      'onboarding_events.event_data',
    ])
    .where('onboarding_sessions.uuid', '=', uuid)
    .orderBy('onboarding_events.id')
    .execute();
}

describe(`onboarding analytics on ${testDialect}`, () => {
  it('starts a session of the member with mode, steps and device', async () => {
    const { client, userId } = await loginNewMember(t);
    const uuid = await startSession(client, 'editShort', 7);
    expect(await sessionRow(uuid)).toMatchObject({
      user_id: userId,
      status: 'in_progress',
      mode: 'editShort',
      total_steps: 7,
      steps_completed: 0,
      device_type: 'mobile',
      os: 'Android',
      browser: 'Chrome',
      ended_at: null,
    });
  });

  it('stores events in batches, never the value of postal-code, phone, name or e-mail fields', async () => {
    const { client } = await loginNewMember(t);
    const uuid = await startSession(client);
    const changed = (field_id: string, selected_value: unknown) => ({
      step_id: 'personalInfo',
      event_type: 'field_changed',
      event_data: { field_id, has_value: true, value_type: 'string', is_array: false, selected_value },
    });
    await sendEvents(client, uuid, [
      { step_id: 'education', event_type: 'step_entered' },
      {
        step_id: 'education',
        event_type: 'field_changed',
        event_data: {
          field_id: 'education',
          has_value: true,
          value_type: 'string',
          selected_value: 'studium',
        },
      },
      { step_id: 'education', event_type: 'step_completed', event_data: { time_spent_seconds: 4.2 } },
      changed('plz', '80331'),
      changed('phone', '0151 9876543'),
      changed('firstName', 'Walpurga'),
      changed('email', 'walpurga@example.org'),
      { step_id: 'personalInfo', event_type: 'step_validation_error', event_data: { error_message: 'x' } },
      { step_id: 'education', event_type: 'step_back_navigation' },
      { step_id: 'education', event_type: 'step_completed', event_data: { time_spent_seconds: 1 } },
      { step_id: 'hasTraining', event_type: 'step_entered' },
    ]);
    const stored = await flushedEvents(uuid);
    expect(stored.map((e) => `${e.step_id}:${e.event_type}`)).toEqual([
      'education:step_entered',
      'education:field_changed',
      'education:step_completed',
      'personalInfo:field_changed',
      'personalInfo:field_changed',
      'personalInfo:field_changed',
      'personalInfo:field_changed',
      'personalInfo:step_validation_error',
      'education:step_back_navigation',
      'education:step_completed',
      'hasTraining:step_entered',
    ]);
    expect(JSON.parse(stored[1]!.event_data).selected_value).toBe('studium');
    expect(JSON.parse(stored[3]!.event_data)).toEqual({
      field_id: 'plz',
      has_value: true,
      value_type: 'string',
      is_array: false,
    });
    expect(stored[3]!.field_id).toBe('plz');
    const everything = JSON.stringify(
      await t.database.db.selectFrom('onboarding_events').selectAll().execute(),
    );
    // Not inside a longer number: a timestamp such as 1795880331000 holds "80331" by chance.
    for (const secret of ['80331', '9876543', 'Walpurga', 'walpurga@example\\.org']) {
      expect(everything).not.toMatch(new RegExp(`(?<![0-9])${secret}(?![0-9])`));
    }
    // Progress: distinct completed steps and the last step entered.
    expect(await sessionRow(uuid)).toMatchObject({ steps_completed: 1, last_step_id: 'hasTraining' });
  });

  it('completes a session once, noting a phone on file', async () => {
    const { client, userId } = await loginNewMember(t);
    await t.database.db
      .insertInto('user_onboarding')
      .values({ user_id: userId, phone: '0151 1111111', created_at: Date.now(), updated_at: Date.now() })
      .execute();
    const uuid = await startSession(client);
    await sendEvents(client, uuid, [{ step_id: 'phone', event_type: 'step_completed' }]);
    const response = await client.post(`${PREFIX}/complete`, { session_uuid: uuid });
    expect(response.statusCode).toBe(200);
    const row = await sessionRow(uuid);
    expect(row).toMatchObject({ status: 'completed', is_completed_with_phone: 1, steps_completed: 1 });
    expect(row.ended_at).toBeGreaterThanOrEqual(row.started_at);
    const again = await client.post(`${PREFIX}/abandon`, { session_uuid: uuid, reason: 'user_closed' });
    expect(again.statusCode).toBe(404);
  });

  it('records an abandonment with its reason and last step', async () => {
    const { client } = await loginNewMember(t);
    const uuid = await startSession(client);
    const response = await client.post(`${PREFIX}/abandon`, {
      session_uuid: uuid,
      last_step_id: 'personalInfo',
      reason: 'user_closed',
    });
    expect(response.statusCode).toBe(200);
    expect(await sessionRow(uuid)).toMatchObject({
      status: 'abandoned',
      abandonment_reason: 'user_closed',
      last_step_id: 'personalInfo',
      is_completed_with_phone: 0,
    });
  });

  it('keeps sessions to their member', async () => {
    const { client } = await loginNewMember(t);
    const uuid = await startSession(client);
    const { client: other } = await loginNewMember(t);
    await sendEvents(other, uuid, [{ step_id: 'education', event_type: 'step_entered' }]);
    expect(await flushedEvents(uuid)).toEqual([]);
    expect((await other.post(`${PREFIX}/complete`, { session_uuid: uuid })).statusCode).toBe(404);
    expect((await sessionRow(uuid)).status).toBe('in_progress');
  });

  it('rejects unknown steps, event types, event_data fields and oversized bodies', async () => {
    const { client } = await loginNewMember(t);
    const uuid = await startSession(client);
    const unknownType = await client.post(`${PREFIX}/event`, {
      session_uuid: uuid,
      step_id: 'education',
      event_type: 'hacked',
    });
    expect(unknownType.statusCode).toBe(422);
    expect(unknownType.json().errors).toHaveProperty('event_type');
    const unknownStep = await client.post(`${PREFIX}/event`, {
      session_uuid: uuid,
      step_id: 'admin',
      event_type: 'step_entered',
    });
    expect(unknownStep.json().errors).toHaveProperty('step_id');
    const unknownField = await client.post(`${PREFIX}/event`, {
      session_uuid: uuid,
      step_id: 'education',
      event_type: 'field_changed',
      event_data: { password: 'x' },
    });
    expect(unknownField.statusCode).toBe(422);
    const big = await client.post(`${PREFIX}/event`, {
      session_uuid: uuid,
      step_id: 'education',
      event_type: 'step_validation_error',
      event_data: { error_message: 'x'.repeat(5000) },
    });
    expect(big.statusCode).toBe(413);
    const badMode = await client.post(`${PREFIX}/start`, { mode: 'turbo', total_steps: 3 });
    expect(badMode.statusCode).toBe(422);
  });

  it('needs a logged-in member and a CSRF token', async () => {
    const visitor = await openVisitor(t);
    const anonymous = await visitor.post(`${PREFIX}/start`, { mode: 'standard', total_steps: 10 });
    expect(anonymous.statusCode).toBe(401);
    const { client } = await loginNewMember(t);
    const withoutToken = await client.post(
      `${PREFIX}/start`,
      { mode: 'standard', total_steps: 10 },
      { csrf: null },
    );
    expect(withoutToken.statusCode).toBe(419);
  });
});
