/** The Redis-backed platform parts, shared between instances. Runs where REDIS_URL is set (CI). */
import { afterAll, describe, expect, it } from 'vitest';
import pino from 'pino';
import { randomBytes } from 'node:crypto';
import { createBullQueue } from './jobs.ts';
import { createRedisLimiter } from './limiter.ts';
import { createRedisRealtimeBus, type TBusMessage } from './realtime.ts';
import { openRedis } from './redis.ts';
import { buildLimitedApp } from '../test/limited-app.ts';

const redisUrl = process.env['REDIS_URL'];
const log = pino({ level: 'silent' });

describe.skipIf(!redisUrl)('on Redis', () => {
  const a = openRedis(redisUrl)!;
  const b = openRedis(redisUrl)!;
  afterAll(async () => {
    await a?.quit();
    await b?.quit();
  });

  it('shares rate-limit counters between instances', async () => {
    const limit = { name: `test-${randomBytes(4).toString('hex')}`, max: 3, windowMs: 60_000 };
    const first = createRedisLimiter(a);
    const second = createRedisLimiter(b);
    expect(await first.hit(limit, 'k')).toBe(0);
    expect(await second.hit(limit, 'k')).toBe(0);
    expect(await first.hit(limit, 'k')).toBe(0);
    expect(await second.peek(limit, 'k')).toBeGreaterThan(0);
    const wait = await second.hit(limit, 'k');
    expect(wait).toBeGreaterThan(50_000);
    expect(wait).toBeLessThanOrEqual(60_000);
    await first.reset(limit, 'k');
    expect(await second.hit(limit, 'k')).toBe(0);
  });

  it('shares route limits between instances', async () => {
    const url = `/probe-${randomBytes(4).toString('hex')}`;
    const first = await buildLimitedApp(createRedisLimiter(a), url);
    const second = await buildLimitedApp(createRedisLimiter(b), url);
    expect((await first.inject({ method: 'GET', url, remoteAddress: '10.0.0.1' })).statusCode).toBe(200);
    expect((await second.inject({ method: 'GET', url, remoteAddress: '10.0.0.1' })).statusCode).toBe(429);
    await Promise.all([first.close(), second.close()]);
  });

  it('runs a job queued by one instance on a worker of another', async () => {
    const producer = createBullQueue(redisUrl!, log);
    const consumer = createBullQueue(redisUrl!, log);
    const name = `test-${randomBytes(4).toString('hex')}`;
    const seen = new Promise<Record<string, unknown>>((resolve) => {
      consumer.register(name, async (data) => resolve(data));
      producer.register(name, async (data) => resolve(data));
    });
    await producer.enqueue(name, { hallo: 'welt' });
    await expect(seen).resolves.toEqual({ hallo: 'welt' });
    await producer.close();
    await consumer.close();
  });

  it('keeps the realtime messages of two Redis databases apart (pub/sub channels are server-wide)', async () => {
    const inDatabase = (db: number) => {
      const url = new URL(redisUrl!);
      url.pathname = `/${db}`;
      return createRedisRealtimeBus(url.toString());
    };
    const [mine, other, mineElsewhere] = [inDatabase(14), inDatabase(15), inDatabase(14)];
    const userId = 900_000 + Math.floor(Math.random() * 1000);
    const heardOther: TBusMessage[] = [];
    other.subscribe(userId, (message) => heardOther.push(message));
    const heard = new Promise<TBusMessage>((resolve) => mineElsewhere.subscribe(userId, resolve));
    await Promise.all([other.whenSubscribed(userId), mineElsewhere.whenSubscribed(userId)]);
    await mine.publish(userId, { type: 'notification_count', unseenCount: 3 });
    await expect(heard).resolves.toEqual({ type: 'notification_count', unseenCount: 3 });
    // Published to database 14 and already heard there: database 15's subscriber got nothing.
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(heardOther).toEqual([]);
    await Promise.all([mine.close(), other.close(), mineElsewhere.close()]);
  });
});
