/**
 * Route rate limits: member actions count per member, so the members of a hospital behind one
 * address do not use up each other's limits; visitors count per address.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, testDialect, TestClient, type TTestApp } from '../test/harness.ts';
import { loginNewMember } from '../test/member.ts';

let t: TTestApp;
/** The hospital's one public address. */
const SHARED_IP = '10.251.7.1';

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** A GET with the tab's cookies, sent from `ip`. */
function getFrom(ip: string, client: TestClient, url: string) {
  return t.app.inject({ method: 'GET', url, remoteAddress: ip, headers: { cookie: client.cookieHeader } });
}

describe(`rate limits of member actions on ${testDialect}`, () => {
  it('lets six members behind one address export their data; a member over the limit gets 429', async () => {
    const members = await Promise.all(Array.from({ length: 6 }, () => loginNewMember(t)));
    for (const { client } of members) {
      const response = await getFrom(SHARED_IP, client, '/api/user/export');
      expect(response.statusCode, response.body).toBe(200);
    }
    // The export allows five per hour and member: the first member has four left, then 429.
    const first = members[0]!.client;
    for (let i = 0; i < 4; i++)
      expect((await getFrom(SHARED_IP, first, '/api/user/export')).statusCode).toBe(200);
    const refused = await getFrom(SHARED_IP, first, '/api/user/export');
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // The same member from another address is still the same member.
    expect((await getFrom('10.251.7.2', first, '/api/user/export')).statusCode).toBe(429);
    // The others behind that address are not affected.
    expect((await getFrom(SHARED_IP, members[1]!.client, '/api/user/export')).statusCode).toBe(200);
  });

  it('still counts visitors per address', async () => {
    const visitor = await new TestClient(t.app).open();
    const statuses: number[] = [];
    // Unknown paths are limited per address (an attacker could search for valid URLs).
    for (let i = 0; i <= 120; i++) {
      const response = await t.app.inject({
        method: 'GET',
        url: `/api/unbekannt-${i}`,
        remoteAddress: '10.251.8.1',
        headers: { cookie: visitor.cookieHeader },
      });
      statuses.push(response.statusCode);
    }
    expect(statuses.slice(0, 120).every((status) => status === 404)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
  });
});
