/**
 * Hidden and deleted content beyond posts and moments (docs/moderation.md): groups, events, job ads,
 * company profiles, chat messages and wiki pages leave every list, detail and search of other members after an
 * admin's "hide" or "delete"; the owner still sees a hidden item; admins see both. And member search
 * leaves out members who blocked me or whom I blocked.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  MODERATION_PATHS as P,
  type TChatMessage,
  type TModerationContentType,
  type TSearchResult,
  UROCAMPUS_AREA_ID,
} from '@pflegepuls/shared';
import { joinClosedArea } from '../closed-areas/service.ts';
import { testDialect, type TTestApp } from '../../test/harness.ts';
import { call, ok } from '../../test/member.ts';
import { areaMember, makeGroup } from '../groups/test-helpers.ts';
import { makeEvent } from '../events/test-helpers.ts';
import { insertWikiPage, insertWikiPlace } from '../wiki/test-helpers.ts';
import {
  admin,
  jobInput,
  makeCompany,
  member,
  openJobsTestApp,
  publishedAd,
  type TMember,
} from '../jobs/test-helpers.ts';

const actionsPath = (type: TModerationContentType, id: number) =>
  P.actions.replace(':type', type).replace(':id', String(id));

describe(`hidden content in every domain on ${testDialect}`, () => {
  let t: TTestApp;
  let boss: TMember;
  beforeAll(async () => {
    t = await openJobsTestApp();
    boss = await admin(t);
    // Admins see what they moderate; the area's own rules still apply to them (docs/closed-areas.md).
    await joinClosedArea(t.database.db, boss.userId, UROCAMPUS_AREA_ID);
  });
  afterAll(() => t.close());

  const act = (type: TModerationContentType, id: number, action: 'hide' | 'delete') =>
    ok(t, boss.client, 'POST', actionsPath(type, id), { action, rule: 'respect', reason: 'Werbung' });
  const status = async (who: TMember, url: string) => (await call(t, who.client, 'GET', url)).statusCode;
  /** The detail's "ausgeblendet" mark (groups and events answer `data`, companies `company`). */
  const hiddenMark = async (who: TMember, url: string) => {
    const body = (await ok<{ data?: { isHidden?: boolean }; company?: { isHidden?: boolean } }>(
      t,
      who.client,
      'GET',
      url,
    )) as { data?: { isHidden?: boolean }; company?: { isHidden?: boolean } };
    return (body.data ?? body.company)?.isHidden ?? false;
  };
  const withName = async (m: { client: TMember['client']; userId: number }): Promise<TMember> => {
    const row = await t.database.db
      .selectFrom('users')
      .select('user_name')
      .where('id', '=', m.userId)
      .executeTakeFirstOrThrow();
    return { ...m, userName: row.user_name };
  };
  const search = async (who: TMember, q: string) =>
    (await ok<{ results: TSearchResult[] }>(t, who.client, 'GET', `/api/search?q=${encodeURIComponent(q)}`))
      .results;

  it('groups: hidden ones leave lists, detail and search for others; the creator and admins keep them', async () => {
    const owner = await withName(await areaMember(t));
    const other = await withName(await areaMember(t));
    const group = await makeGroup(t, owner, { title: 'Wundmanagement Austausch' });
    await ok(t, other.client, 'POST', `/api/groups/${group.id}/join`, {}, 200);
    await ok(t, boss.client, 'POST', `/api/groups/${group.id}/join`, {}, 200);
    const channelId = (await ok<{ data: Array<{ id: number }> }>(t, other.client, 'GET', '/api/channels'))
      .data[0]!.id;
    const groupPost = (
      await ok<{ data: { id: number } }>(t, other.client, 'POST', '/api/posts', {
        body: 'Wer hat Erfahrung mit Alginat?',
        channelId,
        groupId: group.id,
      })
    ).data.id;
    const myFeed = async (who: TMember) =>
      (
        await ok<{ postsAndMoments: Array<{ id: number; type: string }> }>(
          t,
          who.client,
          'GET',
          `/api/feed?closedAreaId=${UROCAMPUS_AREA_ID}&tab=my&take=50`,
        )
      ).postsAndMoments
        .filter((i) => i.type === 'post')
        .map((i) => i.id);
    for (const who of [owner, other, boss]) expect(await myFeed(who)).toContain(groupPost);
    expect(await hiddenMark(owner, `/api/groups/${group.id}`)).toBe(false);
    await act('group', group.id, 'hide');
    expect(await hiddenMark(owner, `/api/groups/${group.id}`)).toBe(true);
    expect(await hiddenMark(boss, `/api/groups/${group.id}`)).toBe(true);
    // Its posts leave the members' Mein Feed too (the author's own included); creator and admins keep them.
    expect(await myFeed(other)).not.toContain(groupPost);
    expect(await myFeed(owner)).toContain(groupPost);
    expect(await myFeed(boss)).toContain(groupPost);
    const discover = (who: TMember) =>
      ok<{ data: Array<{ id: number }> }>(
        t,
        who.client,
        'GET',
        `/api/groups?closedAreaId=${UROCAMPUS_AREA_ID}&filter=discover_groups`,
      ).then((page) => page.data.map((g) => g.id));
    const mine = (who: TMember) =>
      ok<{ data: Array<{ id: number }> }>(t, who.client, 'GET', '/api/groups/all').then((page) =>
        page.data.map((g) => g.id),
      );
    expect(await discover(other)).not.toContain(group.id);
    expect(await mine(other)).not.toContain(group.id);
    expect(await status(other, `/api/groups/${group.id}`)).toBe(404);
    expect(await status(other, `/api/groups/${group.id}/members`)).toBe(404);
    expect((await search(other, 'Wundmanagement')).map((r) => `${r.type}:${r.id}`)).not.toContain(
      `group:${group.id}`,
    );
    // A creator's account deletion sets created_by to null: the group stays hidden for everyone.
    await t.database.db.updateTable('groups').set({ created_by: null }).where('id', '=', group.id).execute();
    expect(await discover(other)).not.toContain(group.id);
    expect(await status(other, `/api/groups/${group.id}`)).toBe(404);
    expect((await search(other, 'Wundmanagement')).map((r) => `${r.type}:${r.id}`)).not.toContain(
      `group:${group.id}`,
    );
    await t.database.db
      .updateTable('groups')
      .set({ created_by: owner.userId })
      .where('id', '=', group.id)
      .execute();
    // The creator still has it; admins see it.
    expect(await discover(owner)).toContain(group.id);
    // …marked in the creator's lists.
    const ownCards = await ok<{ data: Array<{ id: number; isHidden?: boolean }> }>(
      t,
      owner.client,
      'GET',
      `/api/groups?closedAreaId=${UROCAMPUS_AREA_ID}&filter=discover_groups`,
    );
    expect(ownCards.data.find((g) => g.id === group.id)?.isHidden).toBe(true);
    expect(await status(owner, `/api/groups/${group.id}`)).toBe(200);
    expect(await status(boss, `/api/groups/${group.id}`)).toBe(200);
    // Deleted: gone for the creator too, not for admins.
    await act('group', group.id, 'delete');
    expect(await status(owner, `/api/groups/${group.id}`)).toBe(404);
    expect(await myFeed(owner)).not.toContain(groupPost);
    expect(await myFeed(boss)).toContain(groupPost);
    expect(await mine(owner)).not.toContain(group.id);
    expect(await status(boss, `/api/groups/${group.id}`)).toBe(200);
  });

  it('events: hidden ones leave lists and detail for others; the creator and admins keep them', async () => {
    const owner = await withName(await areaMember(t));
    const other = await withName(await areaMember(t));
    const event = await makeEvent(t, owner, { title: 'Webinar Dekubitus' });
    const listed = (who: TMember) =>
      ok<{ data: Array<{ id: number }> }>(
        t,
        who.client,
        'GET',
        `/api/events?closedAreaId=${UROCAMPUS_AREA_ID}`,
      ).then((page) => page.data.map((e) => e.id));
    expect(await listed(other)).toContain(event.id);
    expect(await hiddenMark(owner, `/api/events/${event.id}`)).toBe(false);
    await act('event', event.id, 'hide');
    expect(await hiddenMark(owner, `/api/events/${event.id}`)).toBe(true);
    expect(await hiddenMark(boss, `/api/events/${event.id}`)).toBe(true);
    expect(await listed(other)).not.toContain(event.id);
    expect(await status(other, `/api/events/${event.id}`)).toBe(404);
    expect(await status(other, `/api/events/${event.id}/participants`)).toBe(404);
    expect(await listed(owner)).toContain(event.id);
    const ownEvents = await ok<{ data: Array<{ id: number; isHidden?: boolean }> }>(
      t,
      owner.client,
      'GET',
      `/api/events?closedAreaId=${UROCAMPUS_AREA_ID}`,
    );
    expect(ownEvents.data.find((e) => e.id === event.id)?.isHidden).toBe(true);
    expect(await status(owner, `/api/events/${event.id}`)).toBe(200);
    expect(await status(boss, `/api/events/${event.id}`)).toBe(200);
    await act('event', event.id, 'delete');
    expect(await listed(owner)).not.toContain(event.id);
    expect(await status(owner, `/api/events/${event.id}`)).toBe(404);
  });

  it('job ads and company profiles: hidden ones leave lists, detail and search; the company still sees them', async () => {
    const recruiter = await member(t);
    const other = await member(t);
    const company = await makeCompany(t, boss, { name: 'Klinik Sonnenhang', recruiter });
    const ad = await publishedAd(
      t,
      recruiter,
      company.id,
      jobInput(company.locations[0]!.id, { title: 'Praxisanleitung Geriatrie' }),
    );
    const jobIds = (who: TMember) =>
      ok<{ jobAds: Array<{ id: number }> }>(t, who.client, 'GET', '/api/jobs').then((page) =>
        page.jobAds.map((j) => j.id),
      );
    await ok(t, other.client, 'PUT', `/api/jobs/${ad.uid}/saved`, {}, 200);
    expect(await jobIds(other)).toContain(ad.id);
    await act('job_ad', ad.id, 'hide');
    expect(await jobIds(other)).not.toContain(ad.id);
    expect(await status(other, `/api/jobs/${ad.uid}`)).toBe(404);
    const saved = await ok<{ jobAds: Array<{ id: number }> }>(t, other.client, 'GET', '/api/jobs/saved');
    expect(saved.jobAds.map((j) => j.id)).not.toContain(ad.id);
    expect((await search(other, 'Praxisanleitung')).map((r) => `${r.type}:${r.id}`)).not.toContain(
      `job:${ad.id}`,
    );
    expect(await status(recruiter, `/api/jobs/${ad.uid}`)).toBe(200);
    const own = await ok<{ jobAds: Array<{ id: number }> }>(
      t,
      recruiter.client,
      'GET',
      `/api/company/${company.id}/job-ads`,
    );
    expect(own.jobAds.map((j) => j.id)).toContain(ad.id);
    expect(await status(boss, `/api/jobs/${ad.uid}`)).toBe(200);
    await act('job_ad', ad.id, 'delete');
    expect(await status(recruiter, `/api/jobs/${ad.uid}`)).toBe(404);
    expect(await status(boss, `/api/jobs/${ad.uid}`)).toBe(200);

    const companyIds = (who: TMember) =>
      ok<{ companies: Array<{ id: number }> }>(t, who.client, 'GET', '/api/companies?search=Sonnenhang').then(
        (page) => page.companies.map((c) => c.id),
      );
    expect(await companyIds(other)).toContain(company.id);
    expect(await hiddenMark(recruiter, `/api/company/${company.id}`)).toBe(false);
    const second = await publishedAd(
      t,
      recruiter,
      company.id,
      jobInput(company.locations[0]!.id, { title: 'Stationsleitung Geriatrie' }),
    );
    expect(await jobIds(other)).toContain(second.id);
    await act('company', company.id, 'hide');
    expect(await hiddenMark(recruiter, `/api/company/${company.id}`)).toBe(true);
    expect(await companyIds(other)).not.toContain(company.id);
    // The hidden company's ads go with it, from the list, the search and their address.
    expect(await jobIds(other)).not.toContain(second.id);
    expect(await status(other, `/api/jobs/${second.uid}`)).toBe(404);
    expect((await search(other, 'Stationsleitung')).map((r) => `${r.type}:${r.id}`)).not.toContain(
      `job:${second.id}`,
    );
    expect(await status(recruiter, `/api/jobs/${second.uid}`)).toBe(200);
    expect(await status(other, `/api/company/${company.id}`)).toBe(404);
    expect(await status(other, `/api/company/${company.id}/posts`)).toBe(404);
    expect(await status(recruiter, `/api/company/${company.id}`)).toBe(200);
    expect(await companyIds(boss)).toContain(company.id);
    const adminList = await ok<{ companies: Array<{ id: number; isHidden?: boolean }> }>(
      t,
      boss.client,
      'GET',
      '/api/companies?search=Sonnenhang',
    );
    expect(adminList.companies.find((c) => c.id === company.id)?.isHidden).toBe(true);
    await act('company', company.id, 'delete');
    expect(await status(recruiter, `/api/company/${company.id}`)).toBe(404);
    expect(await status(boss, `/api/company/${company.id}`)).toBe(200);
  });

  it('chat messages: a hidden message reads as deleted for the other member, marked for its sender', async () => {
    const sender = await member(t);
    const receiver = await member(t);
    const chat = await ok<{ id: number }>(
      t,
      sender.client,
      'POST',
      '/api/chat/open',
      { userName: receiver.userName },
      200,
    );
    const url = `/api/chat/chats/${chat.id}/messages`;
    const message = await ok<TChatMessage>(t, sender.client, 'POST', url, { body: 'Kauf meine Kurse!' }, 200);
    await act('chat_message', message.id, 'hide');
    const seen = async (who: TMember) =>
      (await ok<{ messages: TChatMessage[] }>(t, who.client, 'GET', url, undefined, 200)).messages.find(
        (m) => m.id === message.id,
      );
    expect(await seen(receiver)).toMatchObject({ body: null, isDeleted: true });
    expect(await seen(sender)).toMatchObject({ body: 'Kauf meine Kurse!', isDeleted: false, isHidden: true });
    const chats = await ok<{ chats: Array<{ id: number; lastMessage: TChatMessage | null }> }>(
      t,
      receiver.client,
      'GET',
      '/api/chat/chats',
      undefined,
      200,
    );
    expect(chats.chats.find((c) => c.id === chat.id)?.lastMessage).toMatchObject({ body: null });
    await act('chat_message', message.id, 'delete');
    expect(await seen(sender)).toMatchObject({ body: null, isDeleted: true });
  });

  it('wiki pages: reported by readers only; hidden ones leave listing, page and search for others', async () => {
    const author = await member(t);
    const other = await member(t);
    const outsider = await member(t);
    const wiki = async (closedAreaId: number | null, title: string) => {
      const place = await insertWikiPlace(
        t.database.db,
        closedAreaId,
        `Wissen ${title}`,
        `Kategorie ${title}`,
      );
      const page = await insertWikiPage(t.database.db, place, {
        title,
        description: 'Zum Nachschlagen',
        content_html: `<p>${title}</p>`,
        content_text: title,
        created_by: author.userId,
      });
      return { category: place.category, page };
    };
    const open = await wiki(null, 'Kompressionstherapie Grundlagen');
    const closed = await wiki(UROCAMPUS_AREA_ID, 'Blasentraining Anleitung');
    const report = (who: TMember, id: number) =>
      call(t, who.client, 'POST', P.reports, {
        contentType: 'wiki_page',
        contentId: id,
        reason: 'health_misinformation',
      });
    const first = await report(other, open.page);
    expect(first.statusCode, first.body).toBe(201);
    // A closed area's page is unknown to whoever may not read it.
    expect((await report(outsider, closed.page)).statusCode).toBe(404);

    const listed = (who: TMember) =>
      ok<{ data: { pages: { items: Array<{ id: number }> } } }>(
        t,
        who.client,
        'GET',
        `/api/wiki/categories/${open.category}/contents`,
      ).then((answer) => answer.data.pages.items.map((p) => p.id));
    const found = async (who: TMember) =>
      (await search(who, 'Kompressionstherapie')).map((r) => `${r.type}:${r.id}`);
    const pageUrl = `/api/wiki/pages/${open.page}`;
    expect(await listed(other)).toContain(open.page);
    expect(await found(other)).toContain(`wiki:${open.page}`);

    await act('wiki_page', open.page, 'hide');
    expect(await listed(other)).not.toContain(open.page);
    expect(await status(other, pageUrl)).toBe(404);
    expect(await found(other)).not.toContain(`wiki:${open.page}`);
    expect(await listed(author)).toContain(open.page);
    const own = await ok<{ page: { isHidden?: boolean } }>(t, author.client, 'GET', pageUrl);
    expect(own.page.isHidden).toBe(true);
    expect(await found(author)).toContain(`wiki:${open.page}`);
    expect(await status(boss, pageUrl)).toBe(200);

    await act('wiki_page', open.page, 'delete');
    expect(await status(author, pageUrl)).toBe(404);
    expect(await listed(author)).not.toContain(open.page);
    expect(await status(boss, pageUrl)).toBe(200);
  });

  it('withdraws the notifications about a hidden comment from everyone but its author', async () => {
    const poster = await member(t);
    const commenter = await member(t);
    const { data: channels } = await ok<{ data: Array<{ id: number }> }>(
      t,
      poster.client,
      'GET',
      '/api/channels',
    );
    const post = await ok<{ data: { id: number } }>(t, poster.client, 'POST', '/api/posts', {
      body: 'Wer hat Tipps für die erste Nachtschicht?',
      channelId: channels[0]!.id,
    });
    const comment = await ok<{ data: { id: number } }>(
      t,
      commenter.client,
      'POST',
      `/api/posts/${post.data.id}/comments`,
      { body: 'Schau auf meinen Shop, da gibt es alles!' },
    );
    await t.deps.jobs.idle();
    const unseen = async (who: TMember) =>
      (await ok<{ totalCount: number; unseenCount: number }>(t, who.client, 'GET', '/api/user/notifications'))
        .unseenCount;
    expect(await unseen(poster)).toBe(1);
    await act('post_comment', comment.data.id, 'hide');
    expect(await unseen(poster)).toBe(0);
    const list = await ok<{ totalCount: number }>(t, poster.client, 'GET', '/api/user/notifications');
    expect(list.totalCount).toBe(0);
  });

  it('member search and invitation pickers leave out members I blocked and members who blocked me', async () => {
    const me = await member(t);
    const blocked = await member(t);
    const blocker = await member(t);
    const names = await t.database.db
      .selectFrom('users')
      .select(['id', 'last_name'])
      .where('id', 'in', [blocked.userId, blocker.userId])
      .execute();
    for (const row of names)
      await t.database.db
        .updateTable('users')
        .set({ last_name: 'Zwiebelbaum' })
        .where('id', '=', row.id)
        .execute();
    const found = async () =>
      (await search(me, 'Zwiebelbaum')).filter((r) => r.type === 'user').map((r) => r.id);
    expect(await found()).toEqual(expect.arrayContaining([blocked.userId, blocker.userId]));
    await ok(t, me.client, 'PUT', P.block.replace(':userName', blocked.userName), {}, 200);
    await ok(t, blocker.client, 'PUT', P.block.replace(':userName', me.userName), {}, 200);
    expect(await found()).toEqual([]);
    // Nor do the group's invitation picker offer them.
    const group = await makeGroup(t, me, { title: 'Kaffeerunde', closedAreaId: null });
    const candidates = await ok<{ data: Array<{ id: number }> }>(
      t,
      me.client,
      'GET',
      `/api/groups/${group.id}/invite-candidates?q=Zwiebel`,
      undefined,
      200,
    );
    expect(candidates.data).toEqual([]);
  });
});
