/** Route limits on the platform limiter: per route, per member or address, our 429. */
import { describe, expect, it } from 'vitest';
import { buildLimitedApp } from '../test/limited-app.ts';
import { createMemoryLimiter } from './limiter.ts';

describe('route limits', () => {
  it('count each route on its own and per address; over the limit a 429 with Retry-After', async () => {
    const app = await buildLimitedApp(createMemoryLimiter());
    const get = (url: string, ip: string) => app.inject({ method: 'GET', url, remoteAddress: ip });
    expect((await get('/a', '10.0.0.1')).statusCode).toBe(200);
    expect((await app.inject({ method: 'POST', url: '/a-b', remoteAddress: '10.0.0.1' })).statusCode).toBe(
      200,
    );
    expect((await get('/a', '10.0.0.2')).statusCode).toBe(200);
    const refused = await get('/a', '10.0.0.1');
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(50);
    expect(refused.json()).toEqual({
      success: false,
      message: 'Zu viele Anfragen. Bitte warte einen Moment und versuche es erneut.',
    });
    expect((await get('/a-free', '10.0.0.1')).statusCode).toBe(200);
    expect((await get('/a-free', '10.0.0.1')).statusCode).toBe(200);
    await app.close();
  });
});
