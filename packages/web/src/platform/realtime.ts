/**
 * The browser's realtime channel: one WebSocket to `/api/realtime` while the member is logged in,
 * reconnecting with exponential backoff. Messages only invalidate queries (the server stays the
 * source of truth): notifications refresh the notification queries and badges, connection
 * notifications the network queries too.
 */
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { countQueryKeys } from '../domains/notifications/count-queries.ts';

const RECONNECT_BASE_MS = 1000;
const RECONNECT_MAX_MS = 30_000;
/** A connection that lived this long resets the backoff. */
const STABLE_AFTER_MS = 10_000;
/** What a (re)connected tab refreshes: it may have missed any message while it was away. */
const RESYNC_KEYS = [['notifications'], countQueryKeys.connectionRequests] as const;

export type TRealtimeMessage = { type: string; [key: string]: unknown };

/** The delay before reconnect attempt `attempt` (0-based): doubling from 1 s up to 30 s, with jitter. */
export function getReconnectDelay(attempt: number, random = Math.random): number {
  const base = Math.min(RECONNECT_MAX_MS, RECONNECT_BASE_MS * 2 ** attempt);
  return Math.round(base * (0.75 + random() * 0.5));
}

/** What a message means for the cache: the query keys to invalidate. */
export function getInvalidatedKeys(message: TRealtimeMessage): ReadonlyArray<readonly string[]> {
  if (message.type === 'notification') {
    const messageType = String(message['messageType'] ?? '');
    const keys: Array<readonly string[]> = [['notifications']];
    if (messageType.startsWith('connection_') || messageType === 'request') {
      keys.push(['network'], countQueryKeys.connectionRequests);
    }
    return keys;
  }
  if (message.type === 'notification_count') return [['notifications']];
  if (message.type === 'network') return [['network']];
  return [];
}

function applyMessage(queryClient: QueryClient, message: TRealtimeMessage) {
  if (typeof message['unseenCount'] === 'number') {
    queryClient.setQueryData(countQueryKeys.notifications, { count: message['unseenCount'] });
  }
  for (const queryKey of getInvalidatedKeys(message)) void queryClient.invalidateQueries({ queryKey });
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
      if (Date.now() - openedAt > STABLE_AFTER_MS) attempt = 0;
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
    return listenToRealtime((message) => {
      applyMessage(queryClient, message);
      if (message.type === 'ready') {
        for (const queryKey of RESYNC_KEYS) void queryClient.invalidateQueries({ queryKey });
      }
    });
  }, [enabled, queryClient]);
}
