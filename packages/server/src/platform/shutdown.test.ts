/**
 * What a server answered 202 for (analytics events, heartbeats) is buffered for up to a second; a
 * SIGTERM must write the buffer before the process ends. Checked against the real server process,
 * since the signal handling lives in main.ts.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from './db/index.ts';
import { openTab, send, startServer, type TServer, type TTab } from '../test/server-process.ts';
import { testDialect } from '../test/harness.ts';

let server: TServer;
beforeAll(async () => {
  server = await startServer({ SEED: 'none' });
});
afterAll(() => server?.stop());

/** A request of the tab to the server under test. */
const post = (tab: TTab, path: string, body: unknown) => send(server.url, tab, 'POST', path, body);

describe(`shutdown on ${testDialect}`, () => {
  it('writes buffered analytics events and heartbeats on SIGTERM', async () => {
    const member = await openTab(server.url);
    const register = await post(member, '/api/user/register', {
      firstname: 'Schicht',
      lastname: 'Ende',
      email: 'schicht.ende@example.org',
      password: 'Nachtdienst-bis-Sechs',
      accept_terms: true,
    });
    expect(register.status).toBe(200);
    const { user } = (await register.json()) as { user: { id: number } };
    const visitor = await openTab(server.url);
    const start = await post(visitor, '/api/analytics/registration/session/start', { auth_method: 'email' });
    const { session_uuid: uuid } = (await start.json()) as { session_uuid: string };
    const types = ['page_load', 'modal_opened', 'form_submitted'];
    for (const event_type of types) {
      const response = await post(visitor, '/api/analytics/registration/session/event', {
        session_uuid: uuid,
        event_type,
        event_data: {},
      });
      expect(response.status).toBe(202);
    }

    expect((await post(member, '/user/create_online_status', {})).status).toBe(200);

    // Well inside the one-second batch: nothing above has been written yet unless shutdown does it.
    expect(await server.signal('SIGTERM')).toBe(0);

    const database = await openDatabase(server.databaseOptions);
    try {
      const events = await database.db
        .selectFrom('registration_events')
        .innerJoin('registration_sessions', 'registration_sessions.id', 'registration_events.session_id')
        .select('registration_events.event_type')
        .where('registration_sessions.uuid', '=', uuid)
        .orderBy('registration_events.id')
        .execute();
      expect(events.map((e) => e.event_type)).toEqual(types);
      const seen = await database.db
        .selectFrom('users')
        .select('last_seen_at')
        .where('id', '=', user.id)
        .executeTakeFirstOrThrow();
      expect(seen.last_seen_at).toBeGreaterThan(0);
      const days = await database.db
        .selectFrom('user_daily_activity')
        .select('day')
        .where('user_id', '=', user.id)
        .execute();
      expect(days).toHaveLength(1);
    } finally {
      await database.close();
    }
  });

  it('drains on SIGTERM: readiness answers 503 while requests are still served, then the process ends', async () => {
    const draining = await startServer({ SEED: 'none', SHUTDOWN_DRAIN_MS: '1500' });
    try {
      const ready = await fetch(`${draining.url}/api/ready`);
      expect(ready.status).toBe(200);
      expect(await ready.json()).toEqual({ status: 'ready' });
      const exited = draining.signal('SIGTERM');
      await expect
        .poll(async () => (await fetch(`${draining.url}/api/ready`)).status, { timeout: 1000, interval: 50 })
        .toBe(503);
      // The proxy may still send a request before its next check: it is answered.
      expect((await fetch(`${draining.url}/api/health`)).status).toBe(200);
      expect(await exited).toBe(0);
    } finally {
      await draining.stop();
    }
  });
});
