import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { flushBufferedWrites } from '../../platform/in-flight.ts';
import { createTestApp, TestClient, testDialect, type TTestApp } from '../../test/harness.ts';

let t: TTestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const PREFIX = '/api/analytics/registration/session';
const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1';

async function startSession(client: TestClient) {
  const response = await client.post(`${PREFIX}/start`, {
    auth_method: 'email',
    user_agent: IPHONE,
    referrer: 'https://www.instagram.com/',
  });
  expect(response.statusCode).toBe(200);
  return response.json().session_uuid as string;
}

async function flushedEvents(uuid: string) {
  await flushBufferedWrites(t.app);
  return t.database.db
    .selectFrom('registration_events')
    .innerJoin('registration_sessions', 'registration_sessions.id', 'registration_events.session_id')
    .select(['registration_events.event_type', 'registration_events.event_data'])
    .where('registration_sessions.uuid', '=', uuid)
    .orderBy('registration_events.id')
    .execute();
}

describe(`registration analytics on ${testDialect}`, () => {
  it('starts a session with device details', async () => {
    const client = await new TestClient(t.app).open();
    const uuid = await startSession(client);
    expect(uuid).toMatch(/^[0-9a-f-]{36}$/);
    const row = await t.database.db
      .selectFrom('registration_sessions')
      .selectAll()
      .where('uuid', '=', uuid)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      status: 'in_progress',
      auth_method: 'email',
      device_type: 'mobile',
      os: 'iOS',
      browser: 'Safari',
    });
  });

  it('gives each event its funnel step, and the session its step count, last step and auth method', async () => {
    const client = await new TestClient(t.app).open();
    const uuid = await startSession(client);
    const events = [
      { event_type: 'page_load', event_data: {} },
      { event_type: 'modal_opened', event_data: { mode: 'register' } },
      { event_type: 'field_focused', event_data: { field_id: 'firstName', mode: 'register' } },
      {
        event_type: 'field_changed',
        event_data: { field_id: 'firstName', mode: 'register', selected_value: 'Mia' },
      },
      { event_type: 'field_focused', event_data: { field_id: 'hackedField', mode: 'register' } },
      { event_type: 'validation_error', event_data: { field_id: 'form', error_message: 'Bitte ausfüllen' } },
      { event_type: 'form_submitted', event_data: { mode: 'login' } },
      { event_type: 'social_button_clicked', event_data: { provider: 'apple' } },
      { event_type: 'modal_closed', event_data: {} },
    ];
    for (const event of events) {
      expect((await client.post(`${PREFIX}/event`, { session_uuid: uuid, ...event })).statusCode).toBe(202);
    }
    // Abandoning flushes the buffered events first.
    expect(
      (await client.post(`${PREFIX}/abandon`, { session_uuid: uuid, reason: 'page_hidden' })).statusCode,
    ).toBe(200);
    const steps = await t.database.db
      .selectFrom('registration_events')
      .innerJoin('registration_sessions', 'registration_sessions.id', 'registration_events.session_id')
      .select('registration_events.step_id')
      .where('registration_sessions.uuid', '=', uuid)
      .orderBy('registration_events.id')
      .execute();
    expect(steps.map((row) => row.step_id)).toEqual([
      'landing',
      'dialog',
      'firstName',
      'firstName',
      'dialog',
      null,
      'login_submitted',
      'social_login',
      null,
    ]);
    const session = await t.database.db
      .selectFrom('registration_sessions')
      .select(['status', 'auth_method', 'steps_completed', 'last_step_id'])
      .where('uuid', '=', uuid)
      .executeTakeFirstOrThrow();
    // The Apple button tells how the visitor chose to sign in.
    expect(session).toEqual({
      status: 'abandoned',
      auth_method: 'apple',
      steps_completed: 5,
      last_step_id: 'social_login',
    });
  });

  it('stores events in batches and never the value of a masked field', async () => {
    const client = await new TestClient(t.app).open();
    const uuid = await startSession(client);
    const events = [
      { event_type: 'page_load', event_data: {} },
      {
        event_type: 'field_changed',
        event_data: { field_id: 'email', mode: 'register', selected_value: 'anna@example.org' },
      },
      {
        event_type: 'field_changed',
        event_data: { field_id: 'password', mode: 'register', selected_value: 'Geheim-123456' },
      },
      { event_type: 'field_changed', event_data: { field_id: 'plz', selected_value: '10115' } },
      { event_type: 'mode_switched', event_data: { from_mode: 'register', to_mode: 'login' } },
    ];
    for (const event of events) {
      const response = await client.post(`${PREFIX}/event`, { session_uuid: uuid, ...event });
      expect(response.statusCode).toBe(202);
    }
    const stored = await flushedEvents(uuid);
    expect(stored.map((e) => e.event_type)).toEqual(events.map((e) => e.event_type));
    const everything = JSON.stringify(
      await t.database.db.selectFrom('registration_events').selectAll().execute(),
    );
    expect(everything).not.toContain('Geheim-123456');
    expect(everything).not.toContain('10115');
    expect(JSON.parse(stored[2]!.event_data)).toEqual({
      field_id: 'password',
      mode: 'register',
      string_length: 13,
    });
    expect(JSON.parse(stored[1]!.event_data).selected_value).toBe('anna@example.org');
  });

  it('rejects unknown event types, unknown fields and oversized bodies', async () => {
    const client = await new TestClient(t.app).open();
    const uuid = await startSession(client);
    const unknownType = await client.post(`${PREFIX}/event`, {
      session_uuid: uuid,
      event_type: 'hacked',
      event_data: {},
    });
    expect(unknownType.statusCode).toBe(422);
    expect(unknownType.json().errors).toHaveProperty('event_type');
    const unknownField = await client.post(`${PREFIX}/event`, {
      session_uuid: uuid,
      event_type: 'page_load',
      event_data: { password: 'x' },
    });
    expect(unknownField.statusCode).toBe(422);
    const big = await client.post(`${PREFIX}/event`, {
      session_uuid: uuid,
      event_type: 'page_load',
      event_data: { error_message: 'x'.repeat(5000) },
    });
    expect(big.statusCode).toBe(413);
    expect(big.json().message).toBe('Die Anfrage ist zu groß.');
  });

  it('completes with the member who registered, once', async () => {
    const client = await new TestClient(t.app).open();
    const uuid = await startSession(client);
    const registered = await client.post('/api/user/register', {
      firstname: 'Funnel',
      lastname: 'Test',
      email: 'funnel@example.org',
      password: 'Funnel-Test-2026',
      accept_terms: true,
    });
    expect(registered.statusCode).toBe(200);
    expect((await client.post(`${PREFIX}/complete`, { session_uuid: uuid })).statusCode).toBe(200);
    const row = await t.database.db
      .selectFrom('registration_sessions')
      .selectAll()
      .where('uuid', '=', uuid)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ status: 'completed', user_id: registered.json().user.id });
    expect(
      (await client.post(`${PREFIX}/abandon`, { session_uuid: uuid, reason: 'page_hidden' })).statusCode,
    ).toBe(404);
  });

  it('records an abandonment with its reason', async () => {
    const client = await new TestClient(t.app).open();
    const uuid = await startSession(client);
    expect(
      (await client.post(`${PREFIX}/abandon`, { session_uuid: uuid, reason: 'page_hidden' })).statusCode,
    ).toBe(200);
    const row = await t.database.db
      .selectFrom('registration_sessions')
      .selectAll()
      .where('uuid', '=', uuid)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ status: 'abandoned', abandonment_reason: 'page_hidden' });
  });
});
