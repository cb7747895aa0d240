/**
 * The realtime bus: messages to a member's open tabs. In process by default; with REDIS_URL over
 * Redis pub/sub, so a message published on one instance reaches tabs connected to any other.
 * The notifications domain owns the transport to the browser (WebSocket) and subscribes here.
 */
import { EventEmitter } from 'node:events';
import { Redis } from 'ioredis';
import type { TRealtimeMessage } from '@pflegepuls/shared';

/** The end of one login's session: closes its sockets on every instance, never sent to a tab. */
export type TSessionEndedMessage = { type: 'session_ended'; sessionId: string };
/** What travels on the bus: a message for the member's tabs, or the end of one of their sessions. */
export type TBusMessage = TRealtimeMessage | TSessionEndedMessage;
export type TRealtimeListener = (message: TBusMessage) => void;

export interface TRealtimeBus {
  publish(userId: number, message: TBusMessage): Promise<void>;
  /** Listens to one member's messages; returns the function that stops listening. */
  subscribe(userId: number, listener: TRealtimeListener): () => void;
  /** Resolves once messages to the member published anywhere reach this instance's listeners. */
  whenSubscribed(userId: number): Promise<void>;
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
    async whenSubscribed() {},
    async close() {
      emitter.removeAllListeners();
    },
  };
}

/**
 * The channel prefix for a Redis database. Pub/sub channels are global to a Redis server, not per
 * database like keys, so two communities (or test clusters) on one Redis with different database
 * numbers in REDIS_URL would otherwise hear each other's messages. Database 0 keeps the old name.
 */
export function realtimeChannelPrefix(database: number | undefined): string {
  return database ? `pp:realtime:${database}:` : 'pp:realtime:';
}

/**
 * Redis pub/sub: publishing goes to Redis, and each instance subscribes to the channel of a
 * member only while one of that member's tabs is connected to it. Messages are JSON.
 */
export function createRedisRealtimeBus(redisUrl: string): TRealtimeBus {
  const publisher = new Redis(redisUrl, { maxRetriesPerRequest: 3 });
  // A connection in subscriber mode can do nothing else, hence a second one.
  const subscriber = new Redis(redisUrl, { maxRetriesPerRequest: null });
  const channelPrefix = realtimeChannelPrefix(publisher.options.db);
  const local = createInProcessRealtimeBus();
  const listenerCounts = new Map<number, number>();
  const subscriptions = new Map<number, Promise<void>>();

  subscriber.on('message', (channel: string, payload: string) => {
    const userId = Number(channel.slice(channelPrefix.length));
    try {
      void local.publish(userId, JSON.parse(payload) as TBusMessage);
    } catch {
      // A foreign or broken payload on our channel is dropped, never thrown into the subscriber.
    }
  });

  return {
    async publish(userId, message) {
      await publisher.publish(`${channelPrefix}${userId}`, JSON.stringify(message));
    },
    subscribe(userId, listener) {
      const stop = local.subscribe(userId, listener);
      const count = listenerCounts.get(userId) ?? 0;
      listenerCounts.set(userId, count + 1);
      if (count === 0) {
        subscriptions.set(
          userId,
          subscriber.subscribe(`${channelPrefix}${userId}`).then(
            () => undefined,
            () => undefined,
          ),
        );
      }
      let stopped = false;
      return () => {
        if (stopped) return;
        stopped = true;
        stop();
        const left = (listenerCounts.get(userId) ?? 1) - 1;
        if (left > 0) listenerCounts.set(userId, left);
        else {
          listenerCounts.delete(userId);
          subscriptions.delete(userId);
          void subscriber.unsubscribe(`${channelPrefix}${userId}`).catch(() => {});
        }
      };
    },
    async whenSubscribed(userId) {
      await subscriptions.get(userId);
    },
    async close() {
      await local.close();
      subscriber.disconnect();
      publisher.disconnect();
    },
  };
}

/** The bus for this configuration: Redis pub/sub with REDIS_URL, else in process. */
export function createRealtimeBus(redisUrl: string | undefined): TRealtimeBus {
  return redisUrl ? createRedisRealtimeBus(redisUrl) : createInProcessRealtimeBus();
}
