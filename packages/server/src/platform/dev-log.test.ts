import { Writable } from 'node:stream';
import Fastify, { LogController, type FastifyBaseLogger } from 'fastify';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { isQuietPath, readableLogDestination, registerCompactRequestLog } from './dev-log.ts';

function memory() {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(...String(chunk).split('\n').filter(Boolean));
      done();
    },
  });
  return { lines, stream };
}

describe('development log', () => {
  it('writes one readable line per request and none for assets, files and the health check', async () => {
    const { lines, stream } = memory();
    const app = Fastify({
      loggerInstance: pino({ level: 'info' }, readableLogDestination(stream)) as FastifyBaseLogger,
      logController: new LogController({ disableRequestLogging: true }),
    });
    registerCompactRequestLog(app);
    app.get('/api/health', async () => ({ ok: true }));
    app.get('/api/feed', async () => ({ items: [] }));
    for (const url of [
      '/api/health',
      '/assets/index-abc.js',
      '/favicon.svg',
      '/api/feed?cursor=x',
      '/api/nix',
    ])
      await app.inject({ method: 'GET', url });
    await app.close();
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatch(/^\d\d:\d\d:\d\d INFO {2}GET \/api\/feed 200 \d+ ms$/);
    expect(lines[1]).toMatch(/INFO {2}GET \/api\/nix 404 \d+ ms$/);
  });

  it('tells quiet paths apart from pages and API calls', () => {
    expect(isQuietPath('/api/health')).toBe(true);
    expect(isQuietPath('/assets/member-x.js')).toBe(true);
    expect(isQuietPath('/feed')).toBe(false);
    expect(isQuietPath('/profile/marie.mitglied')).toBe(false);
    expect(isQuietPath('/profile/anna.meier')).toBe(false);
  });
});
