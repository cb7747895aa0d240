import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { flushOnClose, registerInFlightDrain } from './in-flight.ts';

describe('closing the app with a request in flight', () => {
  it('flushes the batch writers only after the handler finished', async () => {
    const app = Fastify();
    registerInFlightDrain(app);
    const order: string[] = [];
    let enterHandler!: () => void;
    const handlerEntered = new Promise<void>((resolve) => (enterHandler = resolve));
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    app.get('/langsam', async () => {
      enterHandler();
      await released;
      // Like an analytics event: buffered now, answered 202, written by the next flush.
      order.push('handler');
      return { ok: true };
    });
    flushOnClose(app, async () => {
      order.push('flush');
    });
    await app.ready();

    const response = app.inject({ method: 'GET', url: '/langsam' });
    await handlerEntered;
    const closed = app.close();
    // Shutdown has begun; the handler goes on from here at its own pace.
    setImmediate(release);
    await closed;
    expect((await response).statusCode).toBe(200);
    expect(order).toEqual(['handler', 'flush']);
  });
});
