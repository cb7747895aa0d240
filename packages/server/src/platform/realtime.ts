/**
 * The realtime bus: messages to a member's open tabs. In process by default; with REDIS_URL over
 * Redis pub/sub, so a message published on one instance reaches tabs connected to any other.
 * The notifications domain owns the transport to the browser (WebSocket) and subscribes here.
 */
import { EventEmitter } from 'node:events';

/** A message to one member's tabs; `type` tells the client which caches to refresh. */
export type TRealtimeMessage = { type: string; [key: string]: unknown };
export type TRealtimeListener = (message: TRealtimeMessage) => void;

export interface TRealtimeBus {
  publish(userId: number, message: TRealtimeMessage): Promise<void>;
  /** Listens to one member's messages; returns the function that stops listening. */
  subscribe(userId: number, listener: TRealtimeListener): () => void;
  close(): Promise<void>;
}

/** One process: an event emitter keyed by member. */
export function createInProcessRealtimeBus(): TRealtimeBus {
  const emitter = new EventEmitter();
  emitter.setMaxListeners(0);
  return {
    async publish(userId, message) {
      emitter.emit(String(userId), message);
    },
    subscribe(userId, listener) {
      emitter.on(String(userId), listener);
      return () => emitter.off(String(userId), listener);
    },
    async close() {
      emitter.removeAllListeners();
    },
  };
}
