/** MedKai (docs/medkai.md): the member's signed hash, its rotation, who sees it, and the frame CSP. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TMedkaiConfig } from '../../config.ts';
import { createTestApp, testDialect, type TTestApp } from '../../test/harness.ts';
import { loginNewMember, openVisitor } from '../../test/member.ts';
import { createMedkaiHash, verifyMedkaiHash } from './hash.ts';

const OLD_SECRET = 'alt-alt-alt-alt-alt-alt-alt-alt-alt-alt';
const NEW_SECRET = 'neu-neu-neu-neu-neu-neu-neu-neu-neu-neu';
const PARTNER = 'https://scanner.medkai.example';

function medkai(secret: string, version: number, previous?: string): TMedkaiConfig {
  return {
    url: `${PARTNER}/scan`,
    origin: PARTNER,
    secret: { version, value: secret },
    previousSecret: previous ? { version: version - 1, value: previous } : null,
    isStandIn: false,
  };
}

/** The directives of a Content-Security-Policy by name. */
function directives(header: unknown): Map<string, string> {
  return new Map(
    String(header)
      .split(';')
      .map((part) => {
        const [name, ...values] = part.trim().split(/\s+/);
        return [name!, values.join(' ')];
      }),
  );
}

describe('medkaiHash', () => {
  it('is stable per member and secret and differs between members and secrets', () => {
    const config = medkai(OLD_SECRET, 1);
    expect(createMedkaiHash(config, 7)).toBe(createMedkaiHash(medkai(OLD_SECRET, 1), 7));
    expect(createMedkaiHash(config, 7)).toMatch(/^v1\.[0-9a-f]{64}$/);
    expect(createMedkaiHash(config, 7)).not.toBe(createMedkaiHash(config, 8));
    expect(createMedkaiHash(config, 7).slice(3)).not.toBe(
      createMedkaiHash(medkai(NEW_SECRET, 1), 7).slice(3),
    );
  });

  it('verifies against the previous secret during a rotation, and no longer after it', () => {
    const before = createMedkaiHash(medkai(OLD_SECRET, 1), 7);
    const during = medkai(NEW_SECRET, 2, OLD_SECRET);
    expect(createMedkaiHash(during, 7)).toMatch(/^v2\./);
    expect(verifyMedkaiHash(during, 7, before)).toBe(true);
    expect(verifyMedkaiHash(during, 7, createMedkaiHash(during, 7))).toBe(true);
    expect(verifyMedkaiHash(during, 8, before)).toBe(false);
    const after = medkai(NEW_SECRET, 2);
    expect(verifyMedkaiHash(after, 7, before)).toBe(false);
    // A hash that names the current version but was made with the old secret does not pass.
    expect(verifyMedkaiHash(during, 7, before.replace(/^v1/, 'v2'))).toBe(false);
    expect(verifyMedkaiHash(during, 7, 'v2.kaputt')).toBe(false);
  });
});

describe(`MedKai over HTTP on ${testDialect}`, () => {
  let t: TTestApp;
  beforeAll(async () => {
    t = await createTestApp({
      PUBLIC_URL: 'http://pflegepuls.test:8080',
      MEDKAI_URL: `${PARTNER}/scan`,
      MEDKAI_SECRET: NEW_SECRET,
    });
  });
  afterAll(() => t.close());

  it('gives the member its own hash and never another member’s', async () => {
    const a = await loginNewMember(t);
    const b = await loginNewMember(t);
    const meA = a.client.get('/api/user/me');
    const answerA = (await meA).json<{ medkaiHash: string; userName: string }>();
    expect(answerA.medkaiHash).toBe(createMedkaiHash(t.config.medkai!, a.userId));
    const answerB = (await b.client.get('/api/user/me')).json<{ medkaiHash: string }>();
    expect(answerB.medkaiHash).toBe(createMedkaiHash(t.config.medkai!, b.userId));
    const hex = answerA.medkaiHash.split('.')[1]!;
    for (const url of [
      `/api/users/${answerA.userName}/profile`,
      '/api/user/me',
      `/api/search?q=${encodeURIComponent(answerA.userName.slice(0, 4))}`,
      '/feed',
      '/medkai',
    ]) {
      const response = await b.client.get(url);
      expect(response.statusCode, url).toBeLessThan(500);
      expect(response.body, url).not.toContain(hex);
    }
  });

  it('lets only the /medkai page frame the partner, and only the partner', async () => {
    const visitor = await openVisitor(t);
    const page = await visitor.get('/medkai');
    expect(directives(page.headers['content-security-policy']).get('frame-src')).toBe(PARTNER);
    expect(String(page.headers['permissions-policy'])).toContain(`camera=("${PARTNER}")`);
    for (const url of ['/feed', '/medkai/x', '/api/user/me', '/']) {
      const response = await visitor.get(url);
      expect(directives(response.headers['content-security-policy']).get('frame-src'), url).toBe("'none'");
      expect(String(response.headers['permissions-policy']), url).toContain('camera=()');
    }
    // A real partner: no stand-in.
    expect((await visitor.get('/dev/medkai-partner')).statusCode).toBe(404);
  });

  it('says nothing of a partner where MedKai is switched off', async () => {
    const off = await createTestApp({ MEDKAI_URL: 'none' });
    try {
      const { client } = await loginNewMember(off);
      expect((await client.get('/api/user/me')).json<{ medkaiHash: unknown }>().medkaiHash).toBeNull();
      const page = await client.get('/medkai');
      expect(directives(page.headers['content-security-policy']).get('frame-src')).toBe("'none'");
    } finally {
      await off.close();
    }
  });

  it('serves the stand-in partner outside production when no partner is configured', async () => {
    const dev = await createTestApp({ PUBLIC_URL: 'http://127.0.0.1:3999' });
    try {
      expect(dev.config.medkai?.url).toBe('http://127.0.0.1:3999/dev/medkai-partner');
      const visitor = await openVisitor(dev);
      const standIn = await visitor.get('/dev/medkai-partner?uid=5&medkaiHash=v1.abc%3Cb%3E');
      expect(standIn.statusCode).toBe(200);
      expect(standIn.body).toContain('<code id="medkai-hash">v1.abc&#60;b&#62;</code>');
      expect(directives(standIn.headers['content-security-policy']).get('frame-ancestors')).toBe("'self'");
    } finally {
      await dev.close();
    }
  });
});
