/** Moderation over HTTP (docs/moderation.md): reports on every content type, blocks, the queue, actions, appeals, identify. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CHAT_PATHS,
  ERROR_MESSAGES,
  MODERATION_MESSAGES as M,
  MODERATION_PATHS as P,
  NETWORK_PATHS,
  REPORTS_PER_HOUR,
  type TFeedPage,
  type TItemHistory,
  type TModerationContentType,
  type TQueuePage,
} from '@pflegepuls/shared';
import { createTestApp, insertUser, TEST_PASSWORD, testDialect, type TTestApp } from '../../test/harness.ts';
import { call, member, ok, openVisitor, type TMember } from '../../test/member.ts';
import { importPostalCodes } from '../../platform/geodata.ts';
import { GEODATA_DIR } from '../../test/harness.ts';
import { makeGroup, makeEvent, notificationsOf } from '../events/test-helpers.ts';
import { joinClosedArea } from '../closed-areas/service.ts';
import { connectionsCount, connectMembers, createMember, sendRequest } from '../network/test-helpers.ts';

const path = (template: string, params: Record<string, string | number>) =>
  template.replace(/:(\w+)/g, (_, key: string) => String(params[key]));

async function loginAdmin(t: TTestApp): Promise<TMember> {
  const user = await insertUser(t.database, { is_admin: 1 });
  const client = await openVisitor(t);
  const response = await client.post('/api/user/login', {
    email: user.email,
    password: TEST_PASSWORD,
    remember: 'on',
  });
  expect(response.statusCode).toBe(200);
  return { client, userId: user.id };
}

async function userNameOf(t: TTestApp, id: number) {
  const row = await t.database.db
    .selectFrom('users')
    .select('user_name')
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
  return row.user_name;
}

describe(`moderation on ${testDialect}`, () => {
  let t: TTestApp;
  let channelId: number;
  beforeAll(async () => {
    t = await createTestApp();
    await importPostalCodes(t.database.db, GEODATA_DIR);
    const someone = await member(t);
    channelId = (await ok<{ data: Array<{ id: number }> }>(t, someone.client, 'GET', '/api/channels'))
      .data[0]!.id;
  });
  afterAll(() => t.close());

  const post = async (who: TMember, body = 'Nachtdienst geschafft!') =>
    (await ok<{ data: { id: number } }>(t, who.client, 'POST', '/api/posts', { body, channelId })).data.id;
  const moment = async (who: TMember, content = 'Heute war hart.') =>
    (
      await ok<{ data: { id: number } }>(t, who.client, 'POST', '/api/moments', {
        content,
        avatarKey: 'fuchs',
      })
    ).data.id;
  const report = (
    who: TMember,
    contentType: TModerationContentType,
    contentId: number,
    reason = 'harassment',
  ) => call(t, who.client, 'POST', P.reports, { contentType, contentId, reason });
  const feedIds = async (who: TMember, query = '') =>
    (await ok<TFeedPage>(t, who.client, 'GET', `/api/feed?take=50${query}`)).postsAndMoments.map(
      (i) => `${i.type}:${i.id}`,
    );

  it('answers 401 to visitors and 403 to members on the admin routes, before validating', async () => {
    const visitor = await openVisitor(t);
    for (const [method, url] of [
      ['POST', P.reports],
      ['GET', P.blocks],
      ['GET', P.decisions],
      ['PUT', path(P.block, { userName: 'x' })],
      ['GET', P.queue],
      ['GET', path(P.item, { type: 'post', id: 1 })],
      ['POST', path(P.actions, { type: 'post', id: 1 })],
      ['GET', P.appeals],
      ['POST', P.identifyRequests],
      ['GET', P.identifyRequests],
      ['POST', path(P.refuseIdentify, { id: 1 })],
    ] as const) {
      const response = await call(t, visitor, method, url, method === 'GET' ? undefined : {});
      expect(response.statusCode, url).toBe(401);
      expect(response.json().message).toBe(ERROR_MESSAGES.UNAUTHORIZED);
    }
    const anna = await member(t);
    for (const [method, url] of [
      ['GET', `${P.queue}?status=nonsense`],
      ['POST', path(P.actions, { type: 'nonsense', id: 'x' })],
      ['GET', P.appeals],
      ['POST', path(P.decideAppeal, { id: 1 })],
      ['POST', P.identifyRequests],
      ['POST', path(P.approveIdentify, { id: 1 })],
      ['GET', P.identifyRequests],
      ['POST', path(P.refuseIdentify, { id: 'x' })],
      ['GET', `${P.queue}?area=-1`],
      ['GET', P.areas],
    ] as const) {
      const response = await call(t, anna.client, method, url, method === 'GET' ? undefined : {});
      expect(response.statusCode, url).toBe(403);
    }
  });

  it('reports every content type once, refuses repeats (409), own items and bad input (422)', async () => {
    const author = await member(t);
    const reporter = await member(t);
    await Promise.all([author, reporter].map((m) => joinClosedArea(t.database.db, m.userId, 1)));
    const postId = await post(author);
    const commentId = (
      await ok<{ data: { id: number } }>(t, author.client, 'POST', `/api/posts/${postId}/comments`, {
        body: 'Stimmt!',
      })
    ).data.id;
    const momentId = await moment(author);
    const momentCommentId = (
      await ok<{ data: { id: number } }>(t, author.client, 'POST', `/api/moments/${momentId}/comments`, {
        body: 'Danke',
      })
    ).data.id;
    const chat = await ok<{ id: number }>(
      t,
      author.client,
      'POST',
      '/api/chat/open',
      {
        userName: await userNameOf(t, reporter.userId),
      },
      200,
    );
    const message = await ok<{ id: number }>(
      t,
      author.client,
      'POST',
      `/api/chat/chats/${chat.id}/messages`,
      { body: 'Hallo' },
      200,
    );
    const group = await makeGroup(t, author, { title: 'Nachtschicht-Team' });
    const event = await makeEvent(t, author);
    const admin = await loginAdmin(t);
    const company = await ok<{ company: { id: number } }>(t, admin.client, 'POST', '/api/admin/companies', {
      name: 'Klinikum Test',
      facilityType: 'krankenhaus',
    });
    const items: Array<[TModerationContentType, number]> = [
      ['post', postId],
      ['post_comment', commentId],
      ['moment', momentId],
      ['moment_comment', momentCommentId],
      ['profile', author.userId],
      ['chat_message', message.id],
      ['group', group.id],
      ['event', event.id],
      ['company', company.company.id],
    ];
    for (const [type, id] of items) {
      const first = await report(reporter, type, id);
      expect(first.statusCode, `${type} ${first.body}`).toBe(201);
      expect(first.json()).toEqual({ success: true, message: M.reportSent });
      const again = await report(reporter, type, id);
      expect(again.statusCode, type).toBe(409);
      expect(again.json().message).toBe(M.alreadyReported);
    }
    // Own items: 422; unknown items and others' chats: 404.
    const own = await report(author, 'post', postId);
    expect(own.statusCode).toBe(422);
    expect(own.json().message).toBe(M.ownItem);
    expect((await report(reporter, 'post', 999_999_999)).statusCode).toBe(404);
    const outsider = await member(t);
    const foreignChat = await report(outsider, 'chat_message', message.id);
    expect(foreignChat.statusCode).toBe(404);
    expect(foreignChat.json().message).toBe(M.itemNotFound);
    for (const body of [
      { contentType: 'wiki', contentId: 1, reason: 'spam' },
      { contentType: 'post', contentId: -1, reason: 'spam' },
      { contentType: 'post', contentId: postId, reason: 'boring' },
      { contentType: 'post', contentId: postId, reason: 'spam', text: 'x'.repeat(1001) },
      { contentType: 'post', contentId: 'abc', reason: 'spam' },
    ]) {
      const response = await call(t, outsider.client, 'POST', P.reports, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(422);
    }
    const rows = await t.database.db
      .selectFrom('moderation_reports')
      .select('id')
      .where('reporter_id', '=', outsider.userId)
      .execute();
    expect(rows).toEqual([]);
    // The queue groups per item and never names a moment's author.
    const queue = await ok<TQueuePage>(t, admin.client, 'GET', `${P.queue}?type=moment`);
    const entry = queue.items.find((i) => i.contentId === momentId)!;
    expect(entry).toMatchObject({
      contentType: 'moment',
      reportCount: 1,
      authorName: null,
      state: 'visible',
    });
    expect(entry.reasons).toEqual([{ reason: 'harassment', count: 1 }]);
    expect(JSON.stringify(queue)).not.toContain(await userNameOf(t, author.userId));
    const posts = await ok<TQueuePage>(t, admin.client, 'GET', `${P.queue}?type=post&reason=harassment`);
    expect(posts.items.find((i) => i.contentId === postId)?.authorName).toBe('Test Pflegekraft');
    // Reporter accuracy: nothing decided yet; after a hide, the reporter's next report shows 1 of 1 upheld.
    expect(posts.items.find((i) => i.contentId === postId)?.reporterAccuracy).toEqual({
      decided: 0,
      upheld: 0,
    });
    await ok(t, admin.client, 'POST', path(P.actions, { type: 'post', id: postId }), {
      action: 'hide',
      rule: 'respect',
      reason: 'Beleidigend',
    });
    const queued = await ok<TQueuePage>(t, admin.client, 'GET', `${P.queue}?type=post_comment`);
    expect(queued.items.find((i) => i.contentId === commentId)?.reporterAccuracy).toEqual({
      decided: 1,
      upheld: 1,
    });
  });

  it('limits reports per member and hour (429 with the German message)', async () => {
    const author = await member(t);
    const reporter = await member(t);
    const ids = [];
    for (let i = 0; i <= REPORTS_PER_HOUR; i++) ids.push(await post(author, `Beitrag ${i}`));
    for (const id of ids.slice(0, REPORTS_PER_HOUR))
      expect((await report(reporter, 'post', id)).statusCode).toBe(201);
    const over = await report(reporter, 'post', ids.at(-1)!);
    expect(over.statusCode).toBe(429);
    expect(over.json().message).toBe(M.tooManyReports);
  });

  it('blocks: the blocked member vanishes from feeds and cannot reach the blocker anywhere', async () => {
    const anna = await member(t);
    const ben = await member(t);
    await Promise.all([anna, ben].map((m) => joinClosedArea(t.database.db, m.userId, 1)));
    const annaName = await userNameOf(t, anna.userId);
    const benName = await userNameOf(t, ben.userId);
    const annaPost = await post(anna);
    const benPost = await post(ben);
    const benMoment = await moment(ben);
    await ok(t, ben.client, 'POST', `/api/posts/${annaPost}/comments`, { body: 'Erster!' });
    expect(await feedIds(anna)).toEqual(expect.arrayContaining([`post:${benPost}`, `moment:${benMoment}`]));

    const blocked = await call(t, anna.client, 'PUT', path(P.block, { userName: benName }));
    expect(blocked.statusCode).toBe(200);
    expect(blocked.json().message).toBe(M.blocked);
    const feed = await feedIds(anna);
    expect(feed).not.toContain(`post:${benPost}`);
    expect(feed).not.toContain(`moment:${benMoment}`);
    for (const query of ['&tab=discover', '&category=moments', '&category=posts']) {
      const ids = await feedIds(anna, query);
      expect(ids, query).not.toContain(`post:${benPost}`);
      expect(ids, query).not.toContain(`moment:${benMoment}`);
    }
    const moments = await ok<{ data: Array<{ id: number }> }>(t, anna.client, 'GET', '/api/moments');
    expect(moments.data.map((m) => m.id)).not.toContain(benMoment);
    const comments = await ok<{ data: Array<{ body: string }> }>(
      t,
      anna.client,
      'GET',
      `/api/posts/${annaPost}/comments`,
    );
    expect(comments.data).toEqual([]);
    // Others still see everything.
    const carla = await member(t);
    expect(await feedIds(carla)).toEqual(expect.arrayContaining([`post:${benPost}`, `moment:${benMoment}`]));

    // Ben cannot comment under Anna's post, message her, connect with her or invite her.
    const comment = await call(t, ben.client, 'POST', `/api/posts/${annaPost}/comments`, { body: 'Hallo?' });
    expect(comment.statusCode).toBe(404);
    const request = await call(t, ben.client, 'POST', '/api/network/connection-requests', {
      userName: annaName,
    });
    expect(request.statusCode, request.body).toBe(409);
    const chat = await call(t, ben.client, 'POST', '/api/chat/open', { userName: annaName });
    if (chat.statusCode === 200) {
      const sent = await call(t, ben.client, 'POST', `/api/chat/chats/${chat.json().id}/messages`, {
        body: 'Hi',
      });
      expect(sent.statusCode).toBeGreaterThanOrEqual(400);
    } else expect(chat.statusCode).toBeGreaterThanOrEqual(400);
    const group = await makeGroup(t, ben, { title: 'Bens Gruppe', joinMode: 'invite' });
    // Carla (no block) is invited, Anna silently not.
    const carlaArea = await member(t);
    await joinClosedArea(t.database.db, carlaArea.userId, 1);
    await ok(
      t,
      ben.client,
      'POST',
      `/api/groups/${group.id}/invitations`,
      { userIds: [anna.userId, carlaArea.userId] },
      200,
    );
    const event = await makeEvent(t, ben);
    await ok(
      t,
      ben.client,
      'POST',
      `/api/events/${event.id}/invite`,
      { userIds: [anna.userId, carlaArea.userId], groupId: null },
      200,
    );
    const invitations = await t.database.db
      .selectFrom('group_members')
      .select('user_id')
      .where('group_id', '=', group.id)
      .where('user_id', 'in', [anna.userId, carlaArea.userId])
      .execute();
    expect(invitations).toEqual([{ user_id: carlaArea.userId }]);
    const eventInvites = await t.database.db
      .selectFrom('event_members')
      .select('user_id')
      .where('event_id', '=', event.id)
      .where('user_id', 'in', [anna.userId, carlaArea.userId])
      .execute();
    expect(eventInvites).toEqual([{ user_id: carlaArea.userId }]);

    // Listed in settings and lifted.
    const list = await ok<{ blocks: Array<{ userName: string }> }>(t, anna.client, 'GET', P.blocks);
    expect(list.blocks.map((b) => b.userName)).toEqual([benName]);
    expect((await call(t, anna.client, 'DELETE', path(P.block, { userName: benName }))).statusCode).toBe(200);
    expect(await feedIds(anna)).toContain(`post:${benPost}`);
    const self = await call(t, anna.client, 'PUT', path(P.block, { userName: annaName }));
    expect(self.statusCode).toBe(422);
    expect(self.json().message).toBe(M.blockSelf);
  });

  it('mutes hide content only; an anonymous block hides the author’s moments without naming them', async () => {
    const anna = await member(t);
    const ben = await member(t);
    const benName = await userNameOf(t, ben.userId);
    const benPost = await post(ben);
    const benMoment = await moment(ben);
    const other = await moment(ben, 'Noch ein Moment');
    expect((await call(t, anna.client, 'PUT', path(P.mute, { userName: benName }))).statusCode).toBe(200);
    expect(await feedIds(anna)).not.toContain(`post:${benPost}`);
    expect((await call(t, anna.client, 'DELETE', path(P.mute, { userName: benName }))).statusCode).toBe(200);
    expect(await feedIds(anna)).toContain(`post:${benPost}`);

    const anonymous = await call(t, anna.client, 'PUT', path(P.blockMomentAuthor, { momentId: benMoment }));
    expect(anonymous.statusCode).toBe(200);
    expect(JSON.stringify(anonymous.json())).not.toContain(benName);
    const feed = await feedIds(anna);
    expect(feed).not.toContain(`moment:${benMoment}`);
    expect(feed).not.toContain(`moment:${other}`);
    // Posts stay: hiding them would tell who wrote the moment.
    expect(feed).toContain(`post:${benPost}`);
    const list = await ok<{ blocks: unknown[]; anonymousBlocks: number }>(t, anna.client, 'GET', P.blocks);
    expect(list).toMatchObject({ blocks: [], anonymousBlocks: 1 });
    expect(JSON.stringify(list)).not.toContain(benName);
  });

  it('an admin hides a moment; the author sees the statement and appeals; another admin restores it', async () => {
    const author = await member(t);
    const reporter = await member(t);
    const viewer = await member(t);
    const [first, second] = [await loginAdmin(t), await loginAdmin(t)];
    const momentId = await moment(author, 'Die Kollegin X ist unfähig.');
    expect((await report(reporter, 'moment', momentId)).statusCode).toBe(201);

    const bad = await call(t, first.client, 'POST', path(P.actions, { type: 'moment', id: momentId }), {
      action: 'suspend',
      rule: 'respect',
      reason: 'x',
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().message).toBe(M.daysInvalid);
    const missing = await call(t, first.client, 'POST', path(P.actions, { type: 'moment', id: momentId }), {
      action: 'hide',
      rule: 'respect',
    });
    expect(missing.statusCode).toBe(422);
    expect(missing.json().message).toBe(M.reasonTextMissing);

    const hidden = await ok<{ decisionId: number }>(
      t,
      first.client,
      'POST',
      path(P.actions, { type: 'moment', id: momentId }),
      {
        action: 'hide',
        rule: 'respect',
        reason: 'Herabwürdigung einer Kollegin.',
      },
    );
    // Gone for others, still there for the author.
    expect(await feedIds(viewer, '&category=moments')).not.toContain(`moment:${momentId}`);
    expect(await feedIds(reporter, '&category=moments')).not.toContain(`moment:${momentId}`);
    expect(await feedIds(author, '&category=moments')).toContain(`moment:${momentId}`);
    const own = await ok<TFeedPage>(t, author.client, 'GET', '/api/feed?category=moments&take=50');
    expect(own.postsAndMoments.find((i) => i.id === momentId)).toMatchObject({ isHidden: true });
    expect((await call(t, viewer.client, 'GET', `/api/moments/${momentId}`)).statusCode).toBe(404);
    expect((await call(t, author.client, 'GET', `/api/moments/${momentId}`)).statusCode).toBe(200);
    const ownList = await ok<{ data: Array<{ id: number; isHidden?: boolean }> }>(
      t,
      author.client,
      'GET',
      '/api/moments',
    );
    expect(ownList.data.map((m) => m.id)).toContain(momentId);
    const queue = await ok<TQueuePage>(t, first.client, 'GET', `${P.queue}?status=closed&type=moment`);
    expect(queue.items.find((i) => i.contentId === momentId)?.state).toBe('hidden');

    // Statement of reasons to the author; the outcome to the reporter.
    const authorNotes = await notificationsOf(t, author);
    expect(authorNotes.map((n) => n.messageText).join('\n')).toContain('ausgeblendet');
    const reporterNotes = await notificationsOf(t, reporter);
    expect(reporterNotes.map((n) => n.messageText).join('\n')).toContain('ausgeblendet');
    const decisions = await ok<{ decisions: Array<{ id: number; reason: string; rule: string }> }>(
      t,
      author.client,
      'GET',
      P.decisions,
    );
    expect(decisions.decisions).toEqual([
      expect.objectContaining({
        id: hidden.decisionId,
        reason: 'Herabwürdigung einer Kollegin.',
        rule: 'respect',
      }),
    ]);
    expect((await ok<{ decisions: unknown[] }>(t, reporter.client, 'GET', P.decisions)).decisions).toEqual(
      [],
    );

    // Appeal once; a stranger cannot.
    const appealUrl = path(P.appeal, { id: hidden.decisionId });
    expect((await call(t, reporter.client, 'POST', appealUrl, { text: 'Bitte prüfen' })).statusCode).toBe(
      404,
    );
    expect((await call(t, author.client, 'POST', appealUrl, { text: '' })).statusCode).toBe(422);
    expect((await call(t, author.client, 'POST', appealUrl, { text: 'Das war Satire.' })).statusCode).toBe(
      201,
    );
    const twice = await call(t, author.client, 'POST', appealUrl, { text: 'Nochmal' });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe(M.appealExists);

    // The deciding admin may not decide the appeal.
    const decideUrl = path(P.decideAppeal, { id: hidden.decisionId });
    const same = await call(t, first.client, 'POST', decideUrl, { outcome: 'granted', reason: 'Ok' });
    expect(same.statusCode).toBe(403);
    expect(same.json().message).toBe(M.appealSameAdmin);
    const appeals = await ok<{ appeals: Array<{ id: number; decidedByMe: boolean }> }>(
      t,
      second.client,
      'GET',
      P.appeals,
    );
    expect(appeals.appeals).toContainEqual(
      expect.objectContaining({ id: hidden.decisionId, decidedByMe: false }),
    );
    expect(
      (await call(t, second.client, 'POST', decideUrl, { outcome: 'granted', reason: 'Satire, erkennbar.' }))
        .statusCode,
    ).toBe(200);
    expect(await feedIds(viewer, '&category=moments')).toContain(`moment:${momentId}`);
    const again = await call(t, second.client, 'POST', decideUrl, {
      outcome: 'rejected',
      reason: 'Doch nicht',
    });
    expect(again.statusCode).toBe(409);
    const reporterAfter = await notificationsOf(t, reporter);
    expect(reporterAfter.map((n) => n.messageText).join('\n')).toContain('wiederhergestellt');
    const authorAfter = await notificationsOf(t, author);
    expect(authorAfter.map((n) => n.messageText).join('\n')).toContain('stattgegeben');

    const audit = await t.database.db
      .selectFrom('admin_audit_log')
      .select(['admin_id', 'action'])
      .where('subject_id', 'in', [String(momentId), String(hidden.decisionId)])
      .orderBy('id')
      .execute();
    expect(audit).toEqual([
      { admin_id: first.userId, action: 'moderation_hide' },
      { admin_id: second.userId, action: 'moderation_appeal_granted' },
    ]);

    // The item's history in the queue's detail: the report, the decision with its admin, the appeal.
    const itemUrl = path(P.item, { type: 'moment', id: momentId });
    expect((await call(t, reporter.client, 'GET', itemUrl)).statusCode).toBe(403);
    const history = await ok<TItemHistory>(t, second.client, 'GET', itemUrl);
    const names = async (id: number) =>
      t.database.db
        .selectFrom('users')
        .select(['first_name', 'last_name', 'user_name'])
        .where('id', '=', id)
        .executeTakeFirstOrThrow();
    const [firstName, secondName, authorName] = [
      await names(first.userId),
      await names(second.userId),
      await names(author.userId),
    ];
    expect(history.reports).toEqual([
      expect.objectContaining({ reason: 'harassment', status: 'closed', outcome: 'hide' }),
    ]);
    expect(history.decisions).toEqual([
      expect.objectContaining({
        id: hidden.decisionId,
        action: 'hide',
        rule: 'respect',
        reason: 'Herabwürdigung einer Kollegin.',
        adminName: `${firstName.first_name} ${firstName.last_name}`,
        appeal: expect.objectContaining({
          status: 'granted',
          text: 'Das war Satire.',
          decidedBy: `${secondName.first_name} ${secondName.last_name}`,
          reason: 'Satire, erkennbar.',
        }),
      }),
    ]);
    // The anonymous author stays anonymous here too.
    expect(JSON.stringify(history)).not.toContain(authorName.user_name);
    expect(JSON.stringify(history)).not.toMatch(/author|userName|userId/);
    const untouched = await moment(author, 'Nie gemeldet.');
    expect(
      (await call(t, second.client, 'GET', path(P.item, { type: 'moment', id: untouched }))).statusCode,
    ).toBe(404);
    const invalid = await call(t, second.client, 'GET', path(P.item, { type: 'nonsense', id: 'x' }));
    expect([400, 422]).toContain(invalid.statusCode);
  });

  it('deletes for everyone, suspends with the sessions ended and login refused', async () => {
    const author = await member(t);
    const admin = await loginAdmin(t);
    const postId = await post(author, 'Kauft billige Uhren!');
    await ok(t, admin.client, 'POST', path(P.actions, { type: 'post', id: postId }), {
      action: 'delete',
      rule: 'no_spam',
      reason: 'Werbung',
    });
    expect(await feedIds(author)).not.toContain(`post:${postId}`);
    expect((await call(t, author.client, 'GET', `/api/posts/${postId}`)).statusCode).toBe(404);
    await ok(t, admin.client, 'POST', path(P.actions, { type: 'profile', id: author.userId }), {
      action: 'suspend',
      rule: 'no_spam',
      reason: 'Wiederholte Werbung',
      days: 7,
    });
    expect((await call(t, author.client, 'GET', P.decisions)).statusCode).toBe(401);
    const email = (
      await t.database.db
        .selectFrom('users')
        .select('email')
        .where('id', '=', author.userId)
        .executeTakeFirstOrThrow()
    ).email;
    const login = await (
      await openVisitor(t)
    ).post('/api/user/login', { email, password: TEST_PASSWORD, remember: 'on' });
    expect(login.statusCode).toBe(403);
    expect(login.json().message).toContain('gesperrt');
  });

  it('holds posts with blocked terms and of new members under pre-moderation until an admin releases them', async () => {
    const admin = await loginAdmin(t);
    const bad = await call(t, admin.client, 'PUT', P.settings, { blockedTerms: ['x'], premoderation: [] });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().message).toBe(M.termsInvalid);
    await ok(t, admin.client, 'PUT', P.settings, { blockedTerms: ['Billig-Uhren'], premoderation: [] }, 200);
    expect(await ok(t, admin.client, 'GET', P.settings)).toEqual({
      blockedTerms: ['Billig-Uhren'],
      premoderation: [],
    });
    const author = await member(t);
    const viewer = await member(t);
    const held = await post(author, 'Jetzt BILLIG-UHREN kaufen!');
    const fine = await post(author, 'Guten Morgen, Station 3!');
    expect(await feedIds(viewer)).not.toContain(`post:${held}`);
    expect(await feedIds(viewer)).toContain(`post:${fine}`);
    expect(await feedIds(author)).toContain(`post:${held}`);
    const queue = await ok<TQueuePage>(t, admin.client, 'GET', `${P.queue}?type=post`);
    expect(queue.items.find((i) => i.contentId === held)).toMatchObject({
      heldReason: 'term',
      state: 'pending',
      reportCount: 0,
    });
    await ok(t, admin.client, 'POST', path(P.actions, { type: 'post', id: held }), {
      action: 'dismiss',
      rule: 'other',
      reason: 'Kein Verstoß.',
    });
    expect(await feedIds(viewer)).toContain(`post:${held}`);

    // Pre-moderation of the community (area 0) for members younger than 3 days.
    await ok(
      t,
      admin.client,
      'PUT',
      P.settings,
      { blockedTerms: [], premoderation: [{ areaKey: 0, minDays: 3 }] },
      200,
    );
    const newbie = await post(author, 'Hallo zusammen, ich bin neu hier.');
    expect(await feedIds(viewer)).not.toContain(`post:${newbie}`);
    await t.database.db
      .updateTable('users')
      .set({ created_at: Date.now() - 4 * 24 * 60 * 60_000 })
      .where('id', '=', author.userId)
      .execute();
    const veteran = await post(author, 'Jetzt schon vier Tage dabei.');
    expect(await feedIds(viewer)).toContain(`post:${veteran}`);
    await ok(t, admin.client, 'PUT', P.settings, { blockedTerms: [], premoderation: [] }, 200);
  });

  it('counts the month for the transparency report, as JSON and CSV, admins only', async () => {
    const admin = await loginAdmin(t);
    const month = new Intl.DateTimeFormat('sv-SE', {
      timeZone: 'Europe/Berlin',
      year: 'numeric',
      month: '2-digit',
    })
      .format(Date.now())
      .slice(0, 7);
    const figures = await ok<{
      reportsReceived: number;
      reportsByReason: Array<{ reason: string; count: number }>;
      decisions: number;
      medianHoursToDecision: number | null;
      actions: Array<{ action: string; count: number }>;
      appeals: { received: number; granted: number };
    }>(t, admin.client, 'GET', `${P.figures}?month=${month}`);
    const reports = await t.database.db.selectFrom('moderation_reports').select('reason').execute();
    expect(figures.reportsReceived).toBe(reports.length);
    expect(figures.reportsByReason.find((r) => r.reason === 'harassment')?.count).toBe(
      reports.filter((r) => r.reason === 'harassment').length,
    );
    expect(figures.actions.find((a) => a.action === 'hide')?.count).toBeGreaterThanOrEqual(1);
    expect(figures.appeals).toMatchObject({ received: 1, granted: 1 });
    expect(figures.medianHoursToDecision).not.toBeNull();
    const csv = await call(t, admin.client, 'GET', `${P.figures}?month=${month}&format=csv`);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.body).toContain('Belästigung oder Mobbing;');
    const empty = await ok<{ reportsReceived: number }>(t, admin.client, 'GET', `${P.figures}?month=2020-01`);
    expect(empty.reportsReceived).toBe(0);
    const bad = await call(t, admin.client, 'GET', `${P.figures}?month=2026-13`);
    expect(bad.statusCode).toBe(422);
    expect(bad.json().message).toBe(M.monthInvalid);
    const anna = await member(t);
    expect((await call(t, anna.client, 'GET', `${P.figures}?month=${month}`)).statusCode).toBe(403);
  });

  it('names a moment’s author only after a second admin approves, both in the audit log', async () => {
    const author = await member(t);
    const momentId = await moment(author, 'Ich tue mir etwas an.');
    const [first, second] = [await loginAdmin(t), await loginAdmin(t)];
    const short = await call(t, first.client, 'POST', P.identifyRequests, { momentId, reason: 'kurz' });
    expect(short.statusCode).toBe(422);
    expect(short.json().message).toBe(M.identifyReasonMissing);
    const created = await ok<{ requestId: number }>(t, first.client, 'POST', P.identifyRequests, {
      momentId,
      reason: 'Gefahr für das Leben der Person, Polizei angefragt.',
    });
    expect(JSON.stringify(created)).not.toContain(await userNameOf(t, author.userId));
    const approveUrl = path(P.approveIdentify, { id: created.requestId });
    const self = await call(t, first.client, 'POST', approveUrl);
    expect(self.statusCode).toBe(403);
    expect(self.json().message).toBe(M.identifySameAdmin);
    const approved = await ok<{ author: { userName: string } }>(
      t,
      second.client,
      'POST',
      approveUrl,
      undefined,
      200,
    );
    expect(approved.author.userName).toBe(await userNameOf(t, author.userId));
    expect((await call(t, second.client, 'POST', approveUrl)).statusCode).toBe(409);
    const audit = await t.database.db
      .selectFrom('admin_audit_log')
      .select(['admin_id', 'action'])
      .where('subject_type', '=', 'moment')
      .where('subject_id', '=', String(momentId))
      .orderBy('id')
      .execute();
    expect(audit).toEqual([
      { admin_id: first.userId, action: 'moderation_identify_requested' },
      { admin_id: second.userId, action: 'moderation_identify_approved' },
    ]);
    const notes = await notificationsOf(t, author);
    expect(notes.map((n) => n.messageText).join('\n')).toContain('festgestellt');
  });

  it('lists open identify requests without the author; a second admin refuses, on record', async () => {
    const author = await member(t);
    const momentId = await moment(author, 'Ich weiß nicht mehr weiter.');
    const [first, second] = [await loginAdmin(t), await loginAdmin(t)];
    const { requestId } = await ok<{ requestId: number }>(t, first.client, 'POST', P.identifyRequests, {
      momentId,
      reason: 'Behördliche Anfrage der Staatsanwaltschaft vom heutigen Tag.',
    });
    type TList = {
      requests: Array<{ id: number; momentId: number; requestedByMe: boolean; reason: string }>;
    };
    const mine = await ok<TList>(t, first.client, 'GET', P.identifyRequests);
    const open = mine.requests.find((r) => r.id === requestId);
    expect(open).toMatchObject({
      momentId,
      requestedByMe: true,
      reason: expect.stringContaining('Staatsanwalt'),
    });
    const theirs = await ok<TList>(t, second.client, 'GET', P.identifyRequests);
    expect(theirs.requests.find((r) => r.id === requestId)?.requestedByMe).toBe(false);
    const authorName = await userNameOf(t, author.userId);
    for (const answer of [mine, theirs]) {
      expect(JSON.stringify(answer)).not.toContain(authorName);
      expect(JSON.stringify(answer)).not.toMatch(new RegExp(`"(userId|authorId|userName)"`));
    }
    const refuseUrl = path(P.refuseIdentify, { id: requestId });
    const self = await call(t, first.client, 'POST', refuseUrl);
    expect(self.statusCode).toBe(403);
    expect(self.json().message).toBe(M.identifySameAdmin);
    expect((await call(t, second.client, 'POST', path(P.refuseIdentify, { id: 999_999 }))).statusCode).toBe(
      404,
    );
    const bad = await call(t, second.client, 'POST', path(P.refuseIdentify, { id: 'x' }));
    expect(bad.statusCode).toBe(422);
    expect(bad.json().message).toBe(M.idInvalid);
    const refused = await ok<{ message: string }>(t, second.client, 'POST', refuseUrl, undefined, 200);
    expect(refused.message).toBe(M.identifyRefused);
    expect((await call(t, second.client, 'POST', refuseUrl)).statusCode).toBe(409);
    const approveAfter = await call(t, second.client, 'POST', path(P.approveIdentify, { id: requestId }));
    expect(approveAfter.statusCode).toBe(409);
    expect(JSON.stringify(approveAfter.json())).not.toContain(authorName);
    const after = await ok<TList>(t, first.client, 'GET', P.identifyRequests);
    expect(after.requests.some((r) => r.id === requestId)).toBe(false);
    const audit = await t.database.db
      .selectFrom('admin_audit_log')
      .select(['admin_id', 'action'])
      .where('subject_type', '=', 'moment')
      .where('subject_id', '=', String(momentId))
      .orderBy('id')
      .execute();
    expect(audit).toEqual([
      { admin_id: first.userId, action: 'moderation_identify_requested' },
      { admin_id: second.userId, action: 'moderation_identify_refused' },
    ]);
    const notes = await notificationsOf(t, author);
    expect(notes.map((n) => n.messageText).join('\n')).not.toContain('festgestellt');
  });

  it('filters the queue by area: the community or one closed area, from the item’s content', async () => {
    const admin = await loginAdmin(t);
    const author = await member(t);
    const reporter = await member(t);
    await Promise.all([author, reporter].map((m) => joinClosedArea(t.database.db, m.userId, 1)));
    const inCommunity = await post(author, 'Gemeinschaft: wer kommt mit zum Stammtisch?');
    const inArea = (
      await ok<{ data: { id: number } }>(t, author.client, 'POST', '/api/posts', {
        body: 'Urocampus: Frage zum Katheterwechsel',
        channelId,
        closedAreaId: 1,
      })
    ).data.id;
    const areaComment = (
      await ok<{ data: { id: number } }>(t, author.client, 'POST', `/api/posts/${inArea}/comments`, {
        body: 'Nachtrag zum Katheter',
      })
    ).data.id;
    for (const [type, id] of [
      ['post', inCommunity],
      ['post', inArea],
      ['post_comment', areaComment],
    ] as const)
      expect((await report(reporter, type, id, 'spam')).statusCode).toBe(201);
    const keys = async (query: string) =>
      (await ok<TQueuePage>(t, admin.client, 'GET', `${P.queue}?reason=spam${query}`)).items.map(
        (i) => `${i.contentType}:${i.contentId}`,
      );
    const community = await keys('&area=0');
    expect(community).toContain(`post:${inCommunity}`);
    expect(community).not.toContain(`post:${inArea}`);
    expect(community).not.toContain(`post_comment:${areaComment}`);
    expect(await keys('&area=1')).toEqual([`post_comment:${areaComment}`, `post:${inArea}`]);
    expect(await keys('&area=1&type=post&sort=most')).toEqual([`post:${inArea}`]);
    expect(await keys('&area=999')).toEqual([]);
    for (const bad of ['-1', 'abc', '1.5']) {
      const response = await call(t, admin.client, 'GET', `${P.queue}?area=${bad}`);
      expect(response.statusCode, bad).toBe(422);
      expect(response.json().message).toBe(M.areaInvalid);
    }
    const { areas } = await ok<{ areas: Array<{ id: number; name: string }> }>(
      t,
      admin.client,
      'GET',
      P.areas,
    );
    expect(areas.map((a) => a.id)).toContain(1);
    expect((await call(t, await openVisitor(t), 'GET', P.areas)).statusCode).toBe(401);
  });

  it('a block ends the connection and pending requests between the two, both block buttons', async () => {
    const anna = await createMember(t);
    const ben = await createMember(t);
    const cara = await createMember(t);
    const dora = await createMember(t);
    await connectMembers(anna, ben);
    await connectMembers(anna, cara);
    await sendRequest(dora, anna);
    const annaCount = await connectionsCount(t, anna.id);
    const list = async (who: typeof anna, url: string) => JSON.stringify((await who.client.get(url)).json());
    expect(await list(anna, NETWORK_PATHS.connections)).toContain(ben.userName);
    expect(await list(anna, NETWORK_PATHS.requests)).toContain(dora.userName);

    // The moderation block (profile, cards) ends the connection both ways and lowers both counts.
    await ok(t, anna.client, 'PUT', path(P.block, { userName: ben.userName }), undefined, 200);
    expect(await list(anna, NETWORK_PATHS.connections)).not.toContain(ben.userName);
    expect(await list(ben, NETWORK_PATHS.connections)).not.toContain(anna.userName);
    expect(await connectionsCount(t, anna.id)).toBe(annaCount - 1);
    expect(await connectionsCount(t, ben.id)).toBe(0);
    expect(await list(anna, NETWORK_PATHS.connections)).toContain(cara.userName);

    // The chat's block button ends a pending request, in either direction.
    await ok(t, anna.client, 'PUT', path(CHAT_PATHS.block, { userName: dora.userName }), undefined, 200);
    expect(await list(anna, NETWORK_PATHS.requests)).not.toContain(dora.userName);
    expect(await list(dora, NETWORK_PATHS.sentRequests)).not.toContain(anna.userName);
    expect((await dora.client.post(NETWORK_PATHS.sendRequest, { userName: anna.userName })).statusCode).toBe(
      409,
    );
    const eve = await createMember(t);
    await sendRequest(anna, eve);
    await ok(t, anna.client, 'PUT', path(P.block, { userName: eve.userName }), undefined, 200);
    expect(await list(anna, NETWORK_PATHS.sentRequests)).not.toContain(eve.userName);
    expect(await list(eve, NETWORK_PATHS.requests)).not.toContain(anna.userName);

    // Lifting the block does not bring the connection back.
    await ok(t, anna.client, 'DELETE', path(P.block, { userName: ben.userName }), undefined, 200);
    expect(await list(anna, NETWORK_PATHS.connections)).not.toContain(ben.userName);
  });
});
