/**
 * The browser's realtime channel: one WebSocket to `/api/realtime` while the member is logged in,
 * reconnecting with exponential backoff. Messages only edit the query cache (the server stays the
 * source of truth), and each domain edits its own: its api module registers a handler with
 * `onRealtimeMessage` when it loads, so this file names no domain's keys, and a domain whose code
 * is not loaded yet has nothing cached to refresh.
 */
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { TRealtimeMessage } from '@pflegepuls/shared';
import { REALTIME_CLOSE_RESTART } from '@pflegepuls/shared/realtime-close';
import { useEffect } from 'react';
import { whenIdle } from './idle.ts';

const RECONNECT_BASE_MS = 1000;
const RECONNECT_MAX_MS = 30_000;
/** A connection that lived this long resets the backoff. */
const STABLE_AFTER_MS = 10_000;

/** The delay before reconnect attempt `attempt` (0-based): doubling from 1 s up to 30 s, with jitter. */
export function getReconnectDelay(attempt: number, random = Math.random): number {
  const base = Math.min(RECONNECT_MAX_MS, RECONNECT_BASE_MS * 2 ** attempt);
  return Math.round(base * (0.75 + random() * 0.5));
}

/**
 * A domain's reaction to a message (`ready`: the tab (re)connected and may have missed any message
 * while it was away).
 */
export type TRealtimeCacheHandler = (message: TRealtimeMessage, queryClient: QueryClient) => void;

const cacheHandlers = new Set<TRealtimeCacheHandler>();

/**
 * Registers a domain's cache handler for every later message. Call it at the top level of the
 * domain's api module: it then runs before any of that domain's queries exist.
 */
export function onRealtimeMessage(handler: TRealtimeCacheHandler): void {
  cacheHandlers.add(handler);
}

/** Invalidates each key (by root: every query under it). */
export function invalidateKeys(queryClient: QueryClient, keys: ReadonlyArray<readonly unknown[]>): void {
  for (const queryKey of keys) void queryClient.invalidateQueries({ queryKey });
}

/** Opens the socket and keeps it open until `stop()`; `onMessage` gets every parsed message. */
export function connectRealtime(onMessage: (message: TRealtimeMessage) => void): () => void {
  let socket: WebSocket | null = null;
  let attempt = 0;
  let timer: ReturnType<typeof setTimeout> | null = null;
  let stopped = false;

  const open = () => {
    if (stopped) return;
    const url = new URL('/api/realtime', window.location.href);
    url.protocol = url.protocol === 'https:' ? 'wss:' : 'ws:';
    const openedAt = Date.now();
    socket = new WebSocket(url);
    socket.addEventListener('message', (event) => {
      try {
        onMessage(JSON.parse(String(event.data)) as TRealtimeMessage);
      } catch {
        // A malformed frame is ignored; the next refresh brings the truth anyway.
      }
    });
    socket.addEventListener('close', (event) => {
      socket = null;
      // 4401: the session is gone; the next login mounts the hook again.
      if (stopped || event.code === 4401) return;
      // A restarting instance asks to come back at once (another one takes the connection).
      if (event.code === REALTIME_CLOSE_RESTART || Date.now() - openedAt > STABLE_AFTER_MS) attempt = 0;
      timer = setTimeout(open, getReconnectDelay(attempt++));
    });
  };
  open();
  return () => {
    stopped = true;
    if (timer) clearTimeout(timer);
    socket?.close();
  };
}

type TListener = (message: TRealtimeMessage) => void;
const listeners = new Set<TListener>();
let stopShared: (() => void) | null = null;

/**
 * Adds a listener to the one shared socket of this tab (opened with the first listener, closed
 * with the last), so mounting `useRealtime` in several places never opens a second connection.
 */
export function listenToRealtime(listener: TListener): () => void {
  listeners.add(listener);
  stopShared ??= connectRealtime((message) => {
    for (const each of listeners) each(message);
  });
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0 && stopShared) {
      stopShared();
      stopShared = null;
    }
  };
}

/**
 * Keeps the realtime channel open while `enabled` and applies its messages to the query cache.
 * Mount it once in the member layout; other mounts share the same socket.
 */
export function useRealtime(enabled = true): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!enabled || typeof WebSocket === 'undefined') return;
    // Connects once the first page is built; what changed meanwhile is in the answers it shows.
    let stopListening: (() => void) | undefined;
    const cancel = whenIdle(() => {
      stopListening = listenToRealtime((message) => {
        for (const handler of cacheHandlers) handler(message, queryClient);
      });
    });
    return () => {
      cancel();
      stopListening?.();
    };
  }, [enabled, queryClient]);
}
