/**
 * Company posts (issue 15, Arbeitgeber-Feed): writing as a company, who may edit and delete them,
 * the employer category of the feed and a company's own posts; anonymous, member, recruiter of the
 * same and of another company, admin.
 */
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  COMPANY_MESSAGES,
  COMPANY_POST_MESSAGES,
  FEED_MESSAGES,
  UROCAMPUS_AREA_ID,
  type TCompany,
  type TCompanyPostsPage,
  type TFeedPage,
  type TPostItem,
} from '@pflegepuls/shared';
import { testDialect, type TTestApp } from '../../test/harness.ts';
import { call, imageFile, ok, openVisitor, postMultipart } from '../../test/member.ts';
import { admin, member, type TMember } from '../jobs/test-helpers.ts';
import { openFeedTestApp } from './test-helpers.ts';

describe(`company posts on ${testDialect}`, () => {
  let t: TTestApp;
  let channelId: number;
  let boss: TMember;
  let recruiterA: TMember;
  let ownerA: TMember;
  let recruiterB: TMember;
  let plain: TMember;
  let companyA: TCompany;
  let companyB: TCompany;

  async function makeCompany(name: string, members: Array<[TMember, 'owner' | 'recruiter']>) {
    const { company } = await ok<{ company: TCompany }>(t, boss.client, 'POST', '/api/admin/companies', {
      name,
      facilityType: 'krankenhaus',
    });
    for (const [who, role] of members)
      await ok(t, boss.client, 'PUT', `/api/admin/companies/${company.id}/members`, {
        userName: who.userName,
        role,
      });
    return company;
  }

  const postAs = async (who: TMember, companyId: number | null, body: string) =>
    (await ok<{ data: TPostItem }>(t, who.client, 'POST', '/api/posts', { body, channelId, companyId })).data;

  beforeAll(async () => {
    ({ t, channelId } = await openFeedTestApp());
    boss = await admin(t);
    [recruiterA, ownerA, recruiterB, plain] = await Promise.all([member(t), member(t), member(t), member(t)]);
    companyA = await makeCompany('Klinikum Am Südpark', [
      [recruiterA, 'recruiter'],
      [ownerA, 'owner'],
    ]);
    companyB = await makeCompany('Pflegeheim Zum Lindenhof', [[recruiterB, 'recruiter']]);
    await ok(t, boss.client, 'PUT', `/api/admin/companies/${companyA.id}/verified`, { isVerified: true });
  }, 120_000);
  afterAll(() => t.close());

  it('answers 401 to visitors', async () => {
    const visitor = await openVisitor(t);
    for (const [method, url, payload] of [
      ['GET', `/api/company/${companyA.id}/posts`, undefined],
      ['POST', '/api/posts', { body: 'Hallo', channelId, companyId: companyA.id }],
    ] as const) {
      const response = await call(t, visitor, method, url, payload);
      expect(response.statusCode, url).toBe(401);
    }
  });

  it('lets the company team and admins post as the company, nobody else', async () => {
    const post = await postAs(recruiterA, companyA.id, 'Wir suchen Verstärkung für die Intensivstation.');
    expect(post.company).toEqual({
      id: companyA.id,
      name: 'Klinikum Am Südpark',
      logoUrl: null,
      isVerified: true,
    });
    expect(post.user.id).toBe(recruiterA.userId);
    expect(post.isOwn).toBe(true);
    expect(post.closedAreaId).toBeNull();

    const asAdmin = await postAs(boss, companyB.id, 'Tag der offenen Tür am Samstag.');
    expect(asAdmin.company).toMatchObject({ id: companyB.id, isVerified: false });

    for (const [who, companyId] of [
      [plain, companyA.id],
      [recruiterB, companyA.id],
      [recruiterA, companyB.id],
    ] as const) {
      const refused = await call(t, who.client, 'POST', '/api/posts', {
        body: 'Hallo',
        channelId,
        companyId,
      });
      expect(refused.statusCode).toBe(403);
      expect(refused.json().message).toBe(COMPANY_MESSAGES.notCompanyMember);
    }
    const missing = await call(t, boss.client, 'POST', '/api/posts', {
      body: 'Hallo',
      channelId,
      companyId: 999999,
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe(COMPANY_MESSAGES.companyNotFound);
    for (const extra of [{ closedAreaId: UROCAMPUS_AREA_ID }, { groupId: 1 }]) {
      const refused = await call(t, recruiterA.client, 'POST', '/api/posts', {
        body: 'Hallo',
        channelId,
        companyId: companyA.id,
        ...extra,
      });
      expect(refused.statusCode).toBe(422);
      expect(refused.json().message).toBe(COMPANY_POST_MESSAGES.companyPostCommunityOnly);
    }
    const invalid = await call(t, recruiterA.client, 'POST', '/api/posts', {
      body: 'Hallo',
      channelId,
      companyId: 'abc',
    });
    expect(invalid.statusCode).toBe(422);
    expect(invalid.json().message).toBe(FEED_MESSAGES.queryInvalid);
  });

  it('posts as the company with images (multipart)', async () => {
    const png = await sharp({ create: { width: 32, height: 24, channels: 3, background: '#3366CC' } })
      .png()
      .toBuffer();
    const send = (who: TMember) =>
      postMultipart(
        t,
        who.client,
        '/api/posts',
        {
          body: 'Unser neues Praxisanleiter-Team.',
          channelId: String(channelId),
          companyId: String(companyA.id),
        },
        [imageFile(png, 'images', 'team.png')],
      );
    const created = await send(ownerA);
    expect(created.statusCode, created.body).toBe(201);
    const post = (created.json() as { data: TPostItem }).data;
    expect(post.company?.id).toBe(companyA.id);
    expect(post.images).toHaveLength(1);
    expect((await send(recruiterB)).statusCode).toBe(403);
  });

  it('lets members of the company and admins edit and delete, nobody else (403)', async () => {
    const post = await postAs(recruiterA, companyA.id, 'Neue Dienstplanung ab Januar.');
    const edit = (who: TMember, body: string) =>
      call(t, who.client, 'PATCH', `/api/posts/${post.id}`, { body, channelId });

    for (const who of [plain, recruiterB]) {
      const refusedEdit = await edit(who, 'Übernommen');
      expect(refusedEdit.statusCode).toBe(403);
      expect(refusedEdit.json().message).toBe(COMPANY_POST_MESSAGES.notCompanyPost);
      const refusedDelete = await call(t, who.client, 'DELETE', `/api/posts/${post.id}`);
      expect(refusedDelete.statusCode).toBe(403);
      expect(refusedDelete.json().message).toBe(COMPANY_POST_MESSAGES.notCompanyPost);
    }
    // The colleague (owner) edits what the recruiter wrote; then an admin does.
    const byOwner = await edit(ownerA, 'Neue Dienstplanung ab Februar.');
    expect(byOwner.statusCode).toBe(200);
    expect((byOwner.json() as { data: TPostItem }).data).toMatchObject({
      body: 'Neue Dienstplanung ab Februar.',
      isOwn: true,
    });
    expect((await edit(boss, 'Neue Dienstplanung ab März.')).statusCode).toBe(200);

    // Others see it as the company's, not their own, and may like and comment on it.
    const seen = await ok<{ data: TPostItem }>(t, plain.client, 'GET', `/api/posts/${post.id}`);
    expect(seen.data).toMatchObject({ isOwn: false, company: { id: companyA.id } });
    expect((await call(t, plain.client, 'POST', `/api/posts/${post.id}/like`)).statusCode).toBe(200);
    const comment = await call(t, recruiterB.client, 'POST', `/api/posts/${post.id}/comments`, {
      body: 'Klingt gut!',
    });
    expect(comment.statusCode).toBe(201);
    const other = await ok<{ data: TPostItem }>(t, recruiterB.client, 'GET', `/api/posts/${post.id}`);
    expect(other.data.isOwn).toBe(false);

    expect((await call(t, ownerA.client, 'DELETE', `/api/posts/${post.id}`)).statusCode).toBe(204);
    expect((await call(t, plain.client, 'GET', `/api/posts/${post.id}`)).statusCode).toBe(404);

    const second = await postAs(recruiterA, companyA.id, 'Sommerfest für alle Teams.');
    expect((await call(t, boss.client, 'DELETE', `/api/posts/${second.id}`)).statusCode).toBe(204);
  });

  it('keeps a member’s own post theirs: a colleague of the company cannot edit it', async () => {
    const own = await postAs(recruiterA, null, 'Privat: mein erster Nachtdienst seit Jahren.');
    expect(own.company).toBeNull();
    const refused = await call(t, ownerA.client, 'PATCH', `/api/posts/${own.id}`, {
      body: 'x',
      channelId,
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(FEED_MESSAGES.notOwnPost);
  });

  it('shows company posts in the Arbeitgeber-Feed (keyset pages) and in the main feed', async () => {
    const texts = ['Azubi-Infotag im März.', 'Neue Kita direkt am Klinikum.', 'Wir übernehmen alle Azubis.'];
    const posts: TPostItem[] = [];
    for (const text of texts) posts.push(await postAs(recruiterA, companyA.id, text));
    const personal = await postAs(plain, null, 'Kein Arbeitgeber-Beitrag.');

    const seen: TPostItem[] = [];
    let cursor: string | null = null;
    for (let page = 0; page < 20; page++) {
      const query: string = cursor ? `&cursor=${encodeURIComponent(cursor)}` : '';
      const answer: TFeedPage = await ok<TFeedPage>(
        t,
        plain.client,
        'GET',
        `/api/feed?category=employer&take=2${query}`,
      );
      seen.push(...(answer.postsAndMoments as TPostItem[]));
      cursor = answer.nextCursor;
      if (!cursor) break;
    }
    expect(seen.every((item) => item.type === 'post' && item.company !== null)).toBe(true);
    expect(seen.map((p) => p.id)).not.toContain(personal.id);
    expect(new Set(seen.map((p) => p.id)).size).toBe(seen.length);
    // Newest first; the three of this test lead.
    expect(seen.slice(0, 3).map((p) => p.body)).toEqual([...texts].reverse());
    const times = seen.map((p) => p.created_at);
    expect([...times].sort((a, b) => b - a)).toEqual(times);

    // The tab does not change the Arbeitgeber-Feed; countOfNew counts company posts only.
    const discover = await ok<TFeedPage>(t, plain.client, 'GET', '/api/feed?category=employer&tab=discover');
    expect(discover.postsAndMoments[0]!.id).toBe(posts.at(-1)!.id);
    const counted = await ok<TFeedPage>(
      t,
      plain.client,
      'GET',
      `/api/feed?category=employer&take=1&newestSeen=${posts[0]!.created_at - 1}`,
    );
    expect(counted.countOfNew).toBe(3);

    // Trending names the company, not the writer.
    await ok(t, plain.client, 'POST', `/api/posts/${posts[1]!.id}/like`);
    const trending = await ok<{ data: Array<{ id: number; companyName: string | null }> }>(
      t,
      plain.client,
      'GET',
      '/api/feed/trending',
    );
    expect(trending.data.find((p) => p.id === posts[1]!.id)?.companyName).toBe('Klinikum Am Südpark');
    expect(
      trending.data.every((p) => p.companyName === null || p.companyName === 'Klinikum Am Südpark'),
    ).toBe(true);

    // Mein Feed shows them like any other post.
    const main = await ok<TFeedPage>(t, plain.client, 'GET', '/api/feed?take=50');
    expect(main.postsAndMoments.map((item) => item.id)).toEqual(
      expect.arrayContaining(posts.map((p) => p.id)),
    );

    const bad = await call(t, plain.client, 'GET', '/api/feed?category=employer&cursor=kaputt');
    expect(bad.statusCode).toBe(422);
  });

  it('lists a company’s own posts for its profile, newest first, by keyset', async () => {
    const mine = await postAs(recruiterB, companyB.id, 'Pflegeheim sucht Nachtwache (m/w/d).');
    const all: TPostItem[] = [];
    let cursor: string | null = null;
    for (let page = 0; page < 20; page++) {
      const query: string = cursor ? `&cursor=${encodeURIComponent(cursor)}` : '';
      const answer: TCompanyPostsPage = await ok<TCompanyPostsPage>(
        t,
        plain.client,
        'GET',
        `/api/company/${companyA.id}/posts?take=2${query}`,
      );
      all.push(...answer.posts);
      cursor = answer.nextCursor;
      if (!cursor) break;
    }
    expect(all.length).toBeGreaterThanOrEqual(4);
    expect(all.every((p) => p.company?.id === companyA.id)).toBe(true);
    expect(new Set(all.map((p) => p.id)).size).toBe(all.length);
    expect(all.map((p) => p.id)).not.toContain(mine.id);

    const b = await ok<TCompanyPostsPage>(t, recruiterA.client, 'GET', `/api/company/${companyB.id}/posts`);
    expect(b.posts[0]).toMatchObject({ id: mine.id, isOwn: false });
    const asTeam = await ok<TCompanyPostsPage>(
      t,
      recruiterB.client,
      'GET',
      `/api/company/${companyB.id}/posts`,
    );
    expect(asTeam.posts[0]!.isOwn).toBe(true);

    const missing = await call(t, plain.client, 'GET', '/api/company/999999/posts');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe(COMPANY_MESSAGES.companyNotFound);
    for (const url of [
      '/api/company/abc/posts',
      `/api/company/${companyA.id}/posts?take=0`,
      `/api/company/${companyA.id}/posts?cursor=kaputt`,
    ]) {
      expect((await call(t, plain.client, 'GET', url)).statusCode, url).toBe(422);
    }
  });
});
