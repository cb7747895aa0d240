/**
 * The search inside one wiki (`GET /api/wiki/search`, docs/wiki.md "Wiki search"): the community's
 * pages or one area's, never the bin or another wiki's, with the search bar's rules for `q`.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CLOSED_AREA_MESSAGES,
  SEARCH_MAX_CHARS,
  SEARCH_MESSAGES,
  SEARCH_MIN_CHARS,
  UROCAMPUS_AREA_ID,
  WIKI_SEARCH_LIMIT,
  type TWikiSearchAnswer,
} from '@pflegepuls/shared';
import { MAX_CANDIDATES } from '../../platform/db/search.ts';
import { createTestApp, type TestClient, type TTestApp } from '../../test/harness.ts';
import { call, loginNewMember, ok, openVisitor, type TMember } from '../../test/member.ts';
import { areaMember } from '../events/test-helpers.ts';
import { insertWikiPage, insertWikiPlace, type TWikiPlace } from './test-helpers.ts';

let t: TTestApp;
let visitor: TestClient;
let outsider: TMember;
let reader: TMember;
let community: TWikiPlace;
let urocampus: TWikiPlace;
/** A second area's wiki that nobody of this test belongs to. */
let otherArea: TWikiPlace;
let otherAreaId: number;

async function insertArea(): Promise<number> {
  const now = Date.now();
  const area = await t.database.db
    .insertInto('closed_areas')
    .values({
      slug: `wiki-suche-${now}`,
      name: 'Wundcampus',
      terms_version: 'v1',
      created_at: now,
      tagline: null,
      sponsor_name: null,
      logo_url: null,
      accent_color: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(area.id);
}

beforeAll(async () => {
  t = await createTestApp();
  visitor = await openVisitor(t);
  outsider = await loginNewMember(t);
  reader = await areaMember(t);
  otherAreaId = await insertArea();
  community = await insertWikiPlace(t.database.db, null, 'Pflegewissen', 'Fachwissen');
  urocampus = await insertWikiPlace(t.database.db, UROCAMPUS_AREA_ID, 'Kontinenz', 'Wissen');
  otherArea = await insertWikiPlace(t.database.db, otherAreaId, 'Wunden', 'Wissen');
});
afterAll(() => t.close());

const searchUrl = (q: string, closedAreaId?: number) =>
  `/api/wiki/search?q=${encodeURIComponent(q)}${closedAreaId ? `&closedAreaId=${closedAreaId}` : ''}`;

async function search(member: TMember, q: string, closedAreaId?: number) {
  return (await ok<TWikiSearchAnswer>(t, member.client, 'GET', searchUrl(q, closedAreaId))).results;
}

describe('the search inside a wiki', () => {
  it('finds community pages by title and by words of their content, titles first, with the row fields', async () => {
    const longDescription = `Lagerung im Bett ${'und im Stuhl '.repeat(12)}mit Hilfsmitteln`;
    const byTitle = await insertWikiPage(t.database.db, community, {
      title: 'Dekubitusprophylaxe im Pflegeheim',
      description: longDescription,
      icon: '🛏️',
      content_type: 'course',
      content_text: 'Bewegungsplan für jeden Tag',
    });
    const byContent = await insertWikiPage(t.database.db, community, {
      title: 'Hautbeobachtung',
      description: null,
      content_text: 'Rötungen früh erkennen: Dekubitusprophylaxe beginnt mit dem Blick auf die Haut.',
    });
    const results = await search(outsider, 'Dekubitusprophylaxe');
    expect(results.map((r) => r.id)).toEqual([byTitle, byContent]);
    expect(results[0]).toEqual({
      id: byTitle,
      title: 'Dekubitusprophylaxe im Pflegeheim',
      description: expect.stringMatching(/^Lagerung im Bett und im Stuhl .*…$/),
      icon: '🛏️',
      contentType: 'course',
      categoryId: community.category,
      folderId: null,
      updatedAt: expect.any(Number),
      url: `/${t.config.productSlug}-wiki?page=${byTitle}`,
    });
    expect(results[0]!.description!.length).toBeLessThanOrEqual(120);
    // A word of the content alone, folded like the search bar (ü = ue, ß = ss).
    expect((await search(outsider, 'roetungen frueh')).map((r) => r.id)).toEqual([byContent]);
    expect((await search(outsider, 'Bewegungsplan')).map((r) => r.id)).toEqual([byTitle]);
  });

  it(`answers at most ${WIKI_SEARCH_LIMIT} pages, still ${WIKI_SEARCH_LIMIT} when moderation hides one of the best`, async () => {
    const ids: number[] = [];
    for (let i = 0; i < WIKI_SEARCH_LIMIT + 5; i++)
      ids.push(await insertWikiPage(t.database.db, community, { title: `Sturzprophylaxe Teil ${i + 1}` }));
    expect(await search(outsider, 'sturzprophylaxe')).toHaveLength(WIKI_SEARCH_LIMIT);
    // The first candidates read are as many as the answer holds; a hidden one makes the search read on.
    await t.database.db
      .insertInto('moderation_hidden')
      .values({
        content_type: 'wiki_page',
        content_id: ids[0]!,
        state: 'hidden',
        decision_id: 0,
        created_at: Date.now(),
      })
      .execute();
    const found = (await search(outsider, 'sturzprophylaxe')).map((r) => r.id);
    expect(found).toHaveLength(WIKI_SEARCH_LIMIT);
    expect(found).not.toContain(ids[0]);
  });

  it('does not find pages in the bin, nor pages hidden by moderation (but for their author)', async () => {
    const kept = await insertWikiPage(t.database.db, community, { title: 'Mundpflege bei Schluckstörungen' });
    await insertWikiPage(t.database.db, community, {
      title: 'Mundpflege alt',
      deleted_at: Date.now(),
      deleted_by: null,
    });
    const hidden = await insertWikiPage(t.database.db, community, {
      title: 'Mundpflege Entwurf',
      created_by: reader.userId,
    });
    await t.database.db
      .insertInto('moderation_hidden')
      .values({
        content_type: 'wiki_page',
        content_id: hidden,
        state: 'hidden',
        decision_id: 0,
        created_at: Date.now(),
      })
      .execute();
    expect((await search(outsider, 'mundpflege')).map((r) => r.id)).toEqual([kept]);
    expect((await search(reader, 'mundpflege')).map((r) => r.id).sort()).toEqual([kept, hidden].sort());
  });

  it('searches an area’s wiki for its members only, and never another wiki’s pages', async () => {
    const communityPage = await insertWikiPage(t.database.db, community, {
      title: 'Katheterpflege zu Hause',
    });
    const areaPage = await insertWikiPage(t.database.db, urocampus, {
      title: 'Katheterpflege im Urocampus',
      content_text: 'Geheimes Bereichswissen',
    });
    const otherPage = await insertWikiPage(t.database.db, otherArea, {
      title: 'Katheterpflege im Wundcampus',
    });

    const inArea = await search(reader, 'katheterpflege', UROCAMPUS_AREA_ID);
    expect(inArea.map((r) => r.id)).toEqual([areaPage]);
    expect(inArea[0]!.url).toBe(`/closed_area/${UROCAMPUS_AREA_ID}/wiki?page=${areaPage}`);
    // The community wiki's search holds only community pages, for area members too.
    expect((await search(reader, 'katheterpflege')).map((r) => r.id)).toEqual([communityPage]);
    expect((await search(outsider, 'katheterpflege')).map((r) => r.id)).toEqual([communityPage]);
    expect(await search(reader, 'bereichswissen')).toEqual([]);
    expect(otherPage).toBeGreaterThan(0);

    // Non-members get the wiki's 403, the same answer as the area wiki's overview.
    for (const [member, areaId] of [
      [outsider, UROCAMPUS_AREA_ID],
      [reader, otherAreaId],
    ] as const) {
      const denied = await call(t, member.client, 'GET', searchUrl('katheterpflege', areaId));
      expect(denied.statusCode).toBe(403);
      expect(denied.json()).toEqual({ success: false, message: CLOSED_AREA_MESSAGES.notClosedAreaMember });
      const overview = await call(t, member.client, 'GET', `/api/wiki?closedAreaId=${areaId}`);
      expect(overview.json()).toEqual(denied.json());
      expect(denied.body).not.toContain('Katheterpflege');
    }
  });

  it('finds an area wiki’s page when another wiki holds more matches than the search reads', async () => {
    for (let i = 0; i < MAX_CANDIDATES + 10; i++) {
      await insertWikiPage(t.database.db, community, { title: `Blasentraining Teil ${i + 1}` });
    }
    const areaPage = await insertWikiPage(t.database.db, urocampus, { title: 'Blasentraining nach Plan' });
    expect((await search(reader, 'blasentraining', UROCAMPUS_AREA_ID)).map((r) => r.id)).toEqual([areaPage]);
    // A word typed half-way takes the prefix tiers, with the same scope.
    expect((await search(reader, 'blasentr', UROCAMPUS_AREA_ID)).map((r) => r.id)).toEqual([areaPage]);
  });

  it('answers 403 to an area member whose accepted terms are outdated', async () => {
    const member = await areaMember(t);
    await t.database.db
      .updateTable('closed_area_memberships')
      .set({ accepted_terms_version: 'veraltet' })
      .where('user_id', '=', member.userId)
      .execute();
    const denied = await call(t, member.client, 'GET', searchUrl('katheterpflege', UROCAMPUS_AREA_ID));
    expect(denied.statusCode).toBe(403);
    expect(denied.json()).toEqual({ success: false, message: CLOSED_AREA_MESSAGES.termsOutdated });
  });

  it('answers 401 without a session, before looking at the query', async () => {
    for (const url of [
      searchUrl('katheterpflege'),
      searchUrl('k'),
      searchUrl('katheter', UROCAMPUS_AREA_ID),
    ]) {
      const response = await call(t, visitor, 'GET', url);
      expect(response.statusCode, url).toBe(401);
    }
  });

  it('answers 422 in German for a query of 1 or of 101 characters, like the search bar', async () => {
    const short = await call(t, outsider.client, 'GET', searchUrl('k'));
    expect(short.statusCode).toBe(422);
    const tooShort = SEARCH_MESSAGES.queryTooShort(SEARCH_MIN_CHARS);
    expect(short.json()).toEqual({ success: false, message: tooShort, errors: { q: [tooShort] } });
    const bar = await call(t, outsider.client, 'GET', '/api/search?q=k');
    expect(bar.json()).toEqual(short.json());

    const long = await call(t, outsider.client, 'GET', searchUrl('k'.repeat(SEARCH_MAX_CHARS + 1)));
    expect(long.statusCode).toBe(422);
    const tooLong = SEARCH_MESSAGES.queryTooLong(SEARCH_MAX_CHARS);
    expect(long.json()).toEqual({ success: false, message: tooLong, errors: { q: [tooLong] } });
    // 100 characters are fine; spaces around the query do not count.
    expect((await call(t, outsider.client, 'GET', searchUrl('k'.repeat(SEARCH_MAX_CHARS)))).statusCode).toBe(
      200,
    );
    expect((await call(t, outsider.client, 'GET', searchUrl('  k  '))).statusCode).toBe(422);

    const missing = await call(t, outsider.client, 'GET', '/api/wiki/search');
    expect(missing.statusCode).toBe(422);
    expect(missing.json()).toMatchObject({ message: tooShort });
    const badArea = await call(t, outsider.client, 'GET', `${searchUrl('katheter')}&closedAreaId=abc`);
    expect(badArea.statusCode).toBe(422);
  });
});
