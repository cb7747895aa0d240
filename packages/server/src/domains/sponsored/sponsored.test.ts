import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ERROR_MESSAGES,
  SPONSORED_MESSAGES,
  UROCAMPUS_AREA_ID,
  ZSponsoredItemInput,
  type TSponsoredAnswer,
  CLOSED_AREA_MESSAGES,
} from '@pflegepuls/shared';
import { createTestApp, testDialect, type TTestApp } from '../../test/harness.ts';
import { joinClosedArea } from '../closed-areas/service.ts';
import { loginNewMember, openVisitor } from '../../test/member.ts';
import { createSponsoredCache, listSponsored } from './service.ts';

let t: TTestApp;
const HOUR = 3_600_000;
const now = Date.now();

function row(
  title: string,
  extra: Partial<{
    closed_area_id: number | null;
    is_active: number;
    starts_at: number;
    ends_at: number | null;
    position: number;
  }> = {},
) {
  return {
    closed_area_id: null,
    sponsor_name: `Sponsor ${title}`,
    title,
    body: `Text ${title}`,
    link_url: `https://example.org/${title}`,
    link_label: 'Mehr erfahren',
    image_path: null,
    is_active: 1,
    starts_at: now - HOUR,
    ends_at: null,
    position: 0,
    created_at: now,
    ...extra,
  };
}

beforeAll(async () => {
  t = await createTestApp();
  // Every fixture exists before the first request: the route caches each area's list for a minute.
  await t.database.db
    .insertInto('sponsored_items')
    .values([
      row('general-second', { position: 2 }),
      row('general-first', { position: 1 }),
      row('inactive', { is_active: 0 }),
      row('not-started', { starts_at: now + HOUR }),
      row('ended', { starts_at: now - 2 * HOUR, ends_at: now - HOUR }),
      row('ends-later', { position: 3, ends_at: now + HOUR }),
      row('urocampus', { closed_area_id: UROCAMPUS_AREA_ID }),
    ])
    .execute();
});
afterAll(() => t.close());

const titles = (answer: TSponsoredAnswer) => answer.data.map((item) => item.title);

describe(`GET /api/sponsored on ${testDialect}`, () => {
  it('answers 401 to visitors', async () => {
    const visitor = await openVisitor(t);
    const response = await visitor.get('/api/sponsored');
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ success: false, message: ERROR_MESSAGES.UNAUTHORIZED });
  });

  it('answers the active general items within their dates, in rotation order, without area items', async () => {
    const { client } = await loginNewMember(t);
    const response = await client.get('/api/sponsored');
    expect(response.statusCode).toBe(200);
    const answer = response.json() as TSponsoredAnswer;
    expect(titles(answer)).toEqual(['general-first', 'general-second', 'ends-later']);
    expect(answer.data[0]).toEqual({
      id: expect.any(Number),
      closedAreaId: null,
      sponsorName: 'Sponsor general-first',
      title: 'general-first',
      body: 'Text general-first',
      linkUrl: 'https://example.org/general-first',
      linkLabel: 'Mehr erfahren',
      image: null,
    });
  });

  it("answers 403 for a closed area's items to non-members and the area's items to members", async () => {
    const { client, userId } = await loginNewMember(t);
    const denied = await client.get(`/api/sponsored?closedAreaId=${UROCAMPUS_AREA_ID}`);
    expect(denied.statusCode).toBe(403);
    expect(denied.json().message).toBe(CLOSED_AREA_MESSAGES.notClosedAreaMember);
    await joinClosedArea(t.database.db, userId, UROCAMPUS_AREA_ID);
    const allowed = await client.get(`/api/sponsored?closedAreaId=${UROCAMPUS_AREA_ID}`);
    expect(allowed.statusCode).toBe(200);
    expect(titles(allowed.json())).toEqual(['urocampus']);
    // Members of the area still get only general items without the parameter.
    expect(titles((await client.get('/api/sponsored')).json())).not.toContain('urocampus');
  });

  it('answers 422 with the German message for a bad area id', async () => {
    const { client } = await loginNewMember(t);
    for (const bad of ['abc', '0', '-3', '1.5']) {
      const response = await client.get(`/api/sponsored?closedAreaId=${bad}`);
      expect(response.statusCode, bad).toBe(422);
      expect(response.json().message).toBe(SPONSORED_MESSAGES.queryInvalid);
    }
  });

  it('keeps an area list for the cache time and checks the dates on every read', async () => {
    const db = t.database.db;
    const { userId } = await loginNewMember(t);
    const cache = createSponsoredCache(60_000);
    const at = now + 10 * HOUR;
    await db
      .insertInto('sponsored_items')
      .values(row('cache-window', { ends_at: at + 30_000, starts_at: at - HOUR, position: 9 }))
      .execute();
    const first = await listSponsored(db, cache, userId, null, at);
    expect(first.map((i) => i.title)).toContain('cache-window');
    await db
      .insertInto('sponsored_items')
      .values(row('added-later', { starts_at: at - HOUR }))
      .execute();
    // Within the cache time: no new query, but the item whose end passed is gone.
    const cached = await listSponsored(db, cache, userId, null, at + 40_000);
    expect(cached.map((i) => i.title)).not.toContain('added-later');
    expect(cached.map((i) => i.title)).not.toContain('cache-window');
    // After it the list is read again.
    const fresh = await listSponsored(db, cache, userId, null, at + 61_000);
    expect(fresh.map((i) => i.title)).toContain('added-later');
  });
});

describe('ZSponsoredItemInput', () => {
  const valid = {
    closedAreaId: null,
    sponsorName: 'Beispiel GmbH',
    title: 'Titel',
    body: 'Text',
    linkUrl: 'https://example.org/angebot',
    linkLabel: 'Mehr erfahren',
    imagePath: null,
    isActive: true,
    startsAt: 1,
    endsAt: null,
    position: 0,
  };

  it('accepts https links only', () => {
    expect(ZSponsoredItemInput.safeParse(valid).success).toBe(true);
    for (const linkUrl of ['http://example.org/', 'javascript:alert(1)', 'example.org', '']) {
      const result = ZSponsoredItemInput.safeParse({ ...valid, linkUrl });
      expect(result.success, linkUrl).toBe(false);
      expect(result.error?.issues[0]?.message).toBe(SPONSORED_MESSAGES.linkHttps);
    }
  });

  it('rejects an end before the start', () => {
    const result = ZSponsoredItemInput.safeParse({ ...valid, startsAt: 10, endsAt: 5 });
    expect(result.error?.issues[0]?.message).toBe(SPONSORED_MESSAGES.datesInvalid);
  });
});
