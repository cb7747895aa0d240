import type { AddressInfo } from 'node:net';
import websocket from '@fastify/websocket';
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

describe('closing the app after WebSockets', () => {
  it('does not wait for sockets that closed long ago, nor long for open ones', async () => {
    const app = Fastify();
    registerInFlightDrain(app);
    await app.register(websocket);
    app.get('/socket', { websocket: true }, (socket) => socket.send('hallo'));
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as AddressInfo;
    const open = () =>
      new Promise<WebSocket>((resolve) => {
        const socket = new WebSocket(`ws://127.0.0.1:${port}/socket`);
        socket.addEventListener('message', () => resolve(socket), { once: true });
      });
    const gone = await open();
    const closed = new Promise((resolve) => gone.addEventListener('close', resolve));
    gone.close();
    await closed;
    const stillOpen = await open();
    const reconnectHint = new Promise((resolve) => stillOpen.addEventListener('close', resolve));

    const started = Date.now();
    await app.close();
    await reconnectHint;
    // Before, both upgrade requests stayed counted and close waited its whole 3 s.
    expect(Date.now() - started).toBeLessThan(1000);
  });
});
