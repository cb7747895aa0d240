import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createRegistrationAnalytics } from './registration-analytics.ts';

const SESSION = '6f72167c-0d7a-47e6-9e74-0bbbb253a861';

type TCall = { path: string; body: Record<string, unknown>; keepalive: boolean };

function setup() {
  const calls: TCall[] = [];
  const send = vi.fn(async (path: string, body: unknown, options: { keepalive?: boolean } = {}) => {
    calls.push({ path, body: body as Record<string, unknown>, keepalive: options.keepalive ?? false });
    return (path.endsWith('/start') ? { success: true, session_uuid: SESSION } : { success: true }) as never;
  });
  return { calls, analytics: createRegistrationAnalytics(send as never) };
}

const events = (calls: TCall[]) =>
  calls.filter((call) => call.path.endsWith('/event')).map((call) => call.body);

beforeEach(() => {
  vi.useFakeTimers();
  vi.stubGlobal('window', globalThis);
  vi.stubGlobal('document', { referrer: 'https://example.org/' });
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('registration analytics client (001 §4.1, §7.1, §9)', () => {
  it('starts a session and sends page_load first, one event per request', async () => {
    const { calls, analytics } = setup();
    analytics.track('video_play');
    analytics.start();
    await vi.advanceTimersByTimeAsync(1500);
    expect(calls[0]).toMatchObject({
      path: '/api/analytics/registration/session/start',
      body: { auth_method: 'email', referrer: 'https://example.org/' },
    });
    expect(events(calls)).toEqual([
      { session_uuid: SESSION, event_type: 'page_load', event_data: {} },
      { session_uuid: SESSION, event_type: 'video_play', event_data: {} },
    ]);
  });

  it('sends only the length of masked fields and the value of the others, once per pause', async () => {
    const { calls, analytics } = setup();
    analytics.start();
    for (const value of ['g', 'ge', 'geheim12']) analytics.trackFieldChange('password', 'register', value);
    analytics.trackFieldChange('firstName', 'register', 'Marie');
    await vi.advanceTimersByTimeAsync(3000);
    const changes = events(calls).filter((event) => event.event_type === 'field_changed');
    expect(changes.map((event) => event.event_data)).toEqual([
      { field_id: 'password', mode: 'register', string_length: 8 },
      { field_id: 'firstName', mode: 'register', selected_value: 'Marie' },
    ]);
  });

  it('reports a field focus once per field and mode', async () => {
    const { calls, analytics } = setup();
    analytics.start();
    analytics.trackFieldFocus('email', 'login');
    analytics.trackFieldFocus('email', 'login');
    analytics.trackFieldFocus('email', 'register');
    await vi.advanceTimersByTimeAsync(1500);
    expect(events(calls).filter((event) => event.event_type === 'field_focused')).toHaveLength(2);
  });

  it('completes after a registration and never abandons afterwards', async () => {
    const { calls, analytics } = setup();
    analytics.start();
    await vi.advanceTimersByTimeAsync(10);
    analytics.track('registration_success');
    await analytics.complete();
    analytics.abandon('page_hidden');
    expect(calls.map((call) => call.path.split('/').pop())).toEqual(['start', 'event', 'event', 'complete']);
  });

  it('abandons with keepalive when the visitor leaves, sending what is queued', async () => {
    const { calls, analytics } = setup();
    analytics.start();
    await vi.advanceTimersByTimeAsync(1500);
    analytics.track('modal_opened', { mode: 'register' });
    analytics.abandon('page_hidden');
    const last = calls.slice(-2);
    expect(last.map((call) => [call.path.split('/').pop(), call.keepalive])).toEqual([
      ['event', true],
      ['abandon', true],
    ]);
    expect(last[1]!.body).toEqual({ session_uuid: SESSION, reason: 'page_hidden' });
  });
});
