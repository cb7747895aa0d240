/** Security headers of every answer: caching of member data, browser features, socket origins. */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, testDialect, type TTestApp } from '../test/harness.ts';
import { loginNewMember, openVisitor } from '../test/member.ts';

let t: TTestApp;
beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL: 'http://pflegepuls.test:8080' });
});
afterAll(() => t.close());

/** The directives of a Content-Security-Policy by name. */
function directives(csp: string): Map<string, string> {
  return new Map(
    csp.split(';').map((part) => {
      const [name, ...values] = part.trim().split(/\s+/);
      return [name!, values.join(' ')];
    }),
  );
}

describe(`security headers on ${testDialect}`, () => {
  it('marks JSON answers as not storable, above all a member’s', async () => {
    const { client } = await loginNewMember(t);
    for (const url of ['/api/user/me', '/api/feed', '/api/user/notifications/count']) {
      const response = await client.get(url);
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type'], url).toContain('application/json');
      expect(response.headers['cache-control'], url).toBe('no-store');
    }
    const visitor = await openVisitor(t);
    const refused = await visitor.get('/api/user/me');
    expect(refused.statusCode).toBe(401);
    expect(refused.headers['cache-control']).toBe('no-store');
    // Answers that set their own caching keep it (uploaded public images).
    mkdirSync(path.join(t.config.dataDir, 'uploads/posts'), { recursive: true });
    writeFileSync(path.join(t.config.dataDir, 'uploads/posts/oeffentlich.webp'), 'RIFF');
    const image = await visitor.get('/uploads/posts/oeffentlich.webp');
    expect(image.statusCode).toBe(200);
    expect(image.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('switches off browser features the app does not use', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/feed' });
    const policy = String(response.headers['permissions-policy']);
    for (const feature of ['camera', 'microphone', 'geolocation', 'payment', 'usb'])
      expect(policy, feature).toMatch(new RegExp(`(^|, )${feature}=\\(\\)`));
  });

  it('lets pages open WebSockets only to our own origin', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/feed' });
    const connect = directives(String(response.headers['content-security-policy'])).get('connect-src');
    expect(connect).toBe("'self' ws://pflegepuls.test:8080");
    const secure = await createTestApp({ PUBLIC_URL: 'https://pflegepuls.example' });
    try {
      const page = await secure.app.inject({ method: 'GET', url: '/feed' });
      expect(directives(String(page.headers['content-security-policy'])).get('connect-src')).toBe(
        "'self' wss://pflegepuls.example",
      );
    } finally {
      await secure.close();
    }
  });
});
