/**
 * Registration funnel analytics (001 §4.1, §7.1, §9). One session per page load of the landing
 * page; events are queued and sent about once a second, each as its own POST (the contract takes
 * one event per body), and flushed with `keepalive` when the page goes away. Analytics never
 * disturbs the visitor: failures are only logged, and masked fields only report their length.
 */
import type { TRegistrationEventData } from '@pflegepuls/shared/analytics';
import {
  ANALYTICS_MAX_BODY_BYTES,
  maskEventData,
  type TRegistrationEventType,
} from '@pflegepuls/shared/analytics-events';
import { postJson } from '../../platform/http.ts';

const BASE = '/api/analytics/registration/session';
const FLUSH_INTERVAL_MS = 1000;
/** Typing produces one field_changed per pause, not one per key stroke. */
const FIELD_CHANGE_DEBOUNCE_MS = 800;
const MAX_TEXT_LENGTH = 500;

type TEvent = { event_type: TRegistrationEventType; event_data: TRegistrationEventData };
type TSend = typeof postJson;

export type TRegistrationAnalytics = {
  /** Starts the session (once per page load) and records page_load. */
  start(): void;
  /** Queues an event; dropped after the session ended. */
  track(eventType: TRegistrationEventType, data?: TRegistrationEventData): void;
  /** field_focused, once per field and mode. */
  trackFieldFocus(fieldId: string, mode: string): void;
  /** field_changed after the visitor pauses typing; masked fields send only the length. */
  trackFieldChange(fieldId: string, mode: string, value: string): void;
  /** Sends what is queued and marks the session completed (after a successful registration). */
  complete(): Promise<void>;
  /** Sends what is queued and marks the session abandoned (the visitor leaves). */
  abandon(reason: string): void;
  /** Begins a new session, e.g. when the page comes back from the back-forward cache. */
  restart(): void;
};

function clip(value: string): string {
  return value.length > MAX_TEXT_LENGTH ? value.slice(0, MAX_TEXT_LENGTH) : value;
}

function clipData(data: TRegistrationEventData): TRegistrationEventData {
  const result: TRegistrationEventData = { ...data };
  for (const key of [
    'from_mode',
    'to_mode',
    'provider',
    'mode',
    'selected_value',
    'error_message',
  ] as const) {
    const value = result[key];
    if (typeof value === 'string') result[key] = clip(value);
  }
  if (result.field_id) result.field_id = result.field_id.slice(0, 64);
  return result;
}

function logFailure(what: string, error: unknown) {
  console.warn(`[analytics] ${what} fehlgeschlagen`, error);
}

/** Creates a registration analytics client; `send` is replaceable for tests. */
export function createRegistrationAnalytics(send: TSend = postJson): TRegistrationAnalytics {
  let sessionUuid: string | null = null;
  let isStarted = false;
  let isEnded = false;
  let queue: TEvent[] = [];
  let flushTimer: number | undefined;
  let sending: Promise<void> = Promise.resolve();
  const focused = new Set<string>();
  const pendingChanges = new Map<string, { timer: number; event: TEvent }>();

  const postEvent = (event: TEvent, keepalive: boolean) => {
    const body = { session_uuid: sessionUuid, ...event };
    if (new Blob([JSON.stringify(body)]).size > ANALYTICS_MAX_BODY_BYTES) return Promise.resolve();
    return send(`${BASE}/event`, body, { keepalive }).then(
      () => undefined,
      (error: unknown) => logFailure(event.event_type, error),
    );
  };

  const flush = (keepalive = false) => {
    window.clearTimeout(flushTimer);
    flushTimer = undefined;
    if (!sessionUuid || queue.length === 0) return;
    const batch = queue;
    queue = [];
    if (keepalive) {
      // The page is going away: send everything now, order no longer matters more than arrival.
      for (const event of batch) void postEvent(event, true);
      return;
    }
    // One after another, so the server records them in the order they happened.
    sending = sending.then(async () => {
      for (const event of batch) await postEvent(event, false);
    });
  };

  const scheduleFlush = () => {
    if (flushTimer === undefined) flushTimer = window.setTimeout(() => flush(), FLUSH_INTERVAL_MS);
  };

  const enqueue = (event: TEvent) => {
    if (isEnded) return;
    queue.push(event);
    scheduleFlush();
  };

  const flushPendingChanges = () => {
    for (const { timer, event } of pendingChanges.values()) {
      window.clearTimeout(timer);
      queue.push(event);
    }
    pendingChanges.clear();
  };

  const reset = () => {
    window.clearTimeout(flushTimer);
    flushTimer = undefined;
    for (const { timer } of pendingChanges.values()) window.clearTimeout(timer);
    pendingChanges.clear();
    focused.clear();
    queue = [];
    sessionUuid = null;
    isStarted = false;
    isEnded = false;
  };

  const client: TRegistrationAnalytics = {
    start() {
      if (isStarted) return;
      isStarted = true;
      // page_load leads the session even when the video started before the session did.
      queue.unshift({ event_type: 'page_load', event_data: {} });
      scheduleFlush();
      send<{ success: boolean; session_uuid?: string }>(`${BASE}/start`, {
        auth_method: 'email',
        user_agent: navigator.userAgent.slice(0, 1000),
        referrer: document.referrer.slice(0, 2000),
      })
        .then((answer) => {
          if (!answer?.session_uuid) throw new Error('Antwort ohne session_uuid');
          sessionUuid = answer.session_uuid;
          flush();
        })
        .catch((error: unknown) => {
          logFailure('session/start', error);
          isEnded = true;
          queue = [];
        });
    },

    track(eventType, data = {}) {
      enqueue({ event_type: eventType, event_data: maskEventData(clipData(data)) });
    },

    trackFieldFocus(fieldId, mode) {
      const key = `${mode}:${fieldId}`;
      if (focused.has(key)) return;
      focused.add(key);
      client.track('field_focused', { field_id: fieldId, mode });
    },

    trackFieldChange(fieldId, mode, value) {
      if (isEnded) return;
      const key = `${mode}:${fieldId}`;
      const event: TEvent = {
        event_type: 'field_changed',
        event_data: maskEventData(clipData({ field_id: fieldId, mode, selected_value: value })),
      };
      const pending = pendingChanges.get(key);
      if (pending) window.clearTimeout(pending.timer);
      const timer = window.setTimeout(() => {
        pendingChanges.delete(key);
        enqueue(event);
      }, FIELD_CHANGE_DEBOUNCE_MS);
      pendingChanges.set(key, { timer, event });
    },

    async complete() {
      if (isEnded || !sessionUuid) return;
      flushPendingChanges();
      flush();
      isEnded = true;
      await sending;
      await send(`${BASE}/complete`, { session_uuid: sessionUuid }, { keepalive: true }).catch(
        (error: unknown) => logFailure('session/complete', error),
      );
    },

    abandon(reason) {
      if (isEnded || !sessionUuid) return;
      flushPendingChanges();
      flush(true);
      isEnded = true;
      void send(`${BASE}/abandon`, { session_uuid: sessionUuid, reason }, { keepalive: true }).catch(
        (error: unknown) => logFailure('session/abandon', error),
      );
    },

    restart() {
      reset();
      client.start();
    },
  };
  return client;
}

let shared: TRegistrationAnalytics | null = null;

/** The page's registration analytics client. */
export function getRegistrationAnalytics(): TRegistrationAnalytics {
  shared ??= createRegistrationAnalytics();
  return shared;
}
