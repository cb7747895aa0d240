import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  NOTIFICATION_MESSAGES as M,
  NOTIFICATION_TESTS_PER_MINUTE,
  UROCAMPUS_AREA_ID,
  type TNotification,
} from '@pflegepuls/shared';
import type { TDomainEvent } from '../../platform/events.ts';
import { createTestApp, insertUser, testDialect, type TTestApp } from '../../test/harness.ts';
import { joinClosedArea } from '../closed-areas/service.ts';
import { loginNewMember, openVisitor } from '../onboarding/test-member.ts';
import { runDailyNotificationJobs } from './daily.ts';
import { foldNotificationSpecs, recordNotification, specForEvent } from './generate.ts';

let t: TTestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function publish(event: TDomainEvent) {
  await t.deps.events.publish(event);
  await t.deps.jobs.idle();
}

async function member(first = 'Anna', last = 'Muster') {
  return insertUser(t.database, { first_name: first, last_name: last });
}

async function listOf(client: Awaited<ReturnType<typeof loginNewMember>>['client'], query = '') {
  const response = await client.get(`/api/user/notifications${query}`);
  expect(response.statusCode).toBe(200);
  return response.json() as {
    notifications: TNotification[];
    totalCount: number;
    unseenCount: number;
    nextCursor: string | null;
  };
}

describe(`notifications from domain events on ${testDialect}`, () => {
  const cases: Array<{
    name: string;
    event: (actor: number, me: number) => TDomainEvent;
    type: string;
    text: string;
    clickAction: (actorUserName: string) => TNotification['clickAction'];
    extra?: Partial<TNotification>;
  }> = [
    {
      name: 'post liked',
      event: (actorId, recipientId) => ({ type: 'post_liked', actorId, recipientId, postId: 11 }),
      type: 'like',
      text: 'Anna Muster hat deinen Beitrag geliked',
      clickAction: () => ({ type: 'navigate', url: '/post/11', params: { postId: 11 } }),
      extra: { post: { id: 11 }, moment: null },
    },
    {
      name: 'post commented',
      event: (actorId, recipientId) => ({
        type: 'post_commented',
        actorId,
        recipientId,
        postId: 12,
        commentId: 5,
      }),
      type: 'comment',
      text: 'Anna Muster hat deinen Beitrag kommentiert',
      clickAction: () => ({ type: 'navigate', url: '/post/12', params: { postId: 12 } }),
    },
    {
      name: 'comment answered',
      event: (actorId, recipientId) => ({
        type: 'comment_answered',
        actorId,
        recipientId,
        postId: 13,
        commentId: 6,
        answerId: 7,
      }),
      type: 'comment_answer',
      text: 'Anna Muster hat auf deinen Kommentar geantwortet',
      clickAction: () => ({ type: 'navigate', url: '/post/13', params: { postId: 13 } }),
    },
    {
      name: 'moment liked',
      event: (actorId, recipientId) => ({
        type: 'moment_liked',
        actorId,
        recipientId,
        momentId: 21,
        closedAreaId: null,
      }),
      type: 'moment_like',
      text: 'Anna Muster hat deinen Moment geliked',
      clickAction: () => ({ type: 'navigate', url: '/feed', params: { moment: 21 } }),
      extra: { moment: { id: 21 }, post: null },
    },
    {
      name: 'moment in a closed area liked',
      event: (actorId, recipientId) => ({
        type: 'moment_liked',
        actorId,
        recipientId,
        momentId: 24,
        closedAreaId: 3,
      }),
      type: 'moment_like',
      text: 'Anna Muster hat deinen Moment geliked',
      clickAction: () => ({ type: 'navigate', url: '/closed_area/3/feed', params: { moment: 24 } }),
      extra: { moment: { id: 24 }, post: null },
    },
    {
      name: 'moment reacted',
      event: (actorId, recipientId) => ({
        type: 'moment_reacted',
        actorId,
        recipientId,
        momentId: 22,
        closedAreaId: null,
        reaction: 'heart',
      }),
      type: 'moment_reaction',
      text: 'Anna Muster hat auf deinen Moment reagiert',
      clickAction: () => ({ type: 'navigate', url: '/feed', params: { moment: 22 } }),
    },
    {
      name: 'moment commented',
      event: (actorId, recipientId) => ({
        type: 'moment_commented',
        actorId,
        recipientId,
        momentId: 23,
        closedAreaId: null,
        commentId: 8,
      }),
      type: 'moment_comment',
      text: 'Anna Muster hat deinen Moment kommentiert',
      clickAction: () => ({ type: 'navigate', url: '/feed', params: { moment: 23 } }),
    },
    {
      name: 'connection requested',
      event: (actorId, recipientId) => ({
        type: 'connection_requested',
        actorId,
        recipientId,
        requestId: 31,
      }),
      type: 'connection_request',
      text: 'Anna Muster möchte sich mit dir vernetzen',
      clickAction: () => ({ type: 'navigate', url: '/netzwerk/einladungen', params: {} }),
      extra: { requestId: 31, requestStatus: null },
    },
    {
      name: 'connection accepted',
      event: (actorId, recipientId) => ({ type: 'connection_accepted', actorId, recipientId, requestId: 32 }),
      type: 'connection_accepted',
      text: 'Anna Muster hat deine Verbindungsanfrage angenommen',
      clickAction: (userName) => ({ type: 'navigate', url: `/profile/${userName}`, params: {} }),
      extra: { requestId: null },
    },
    {
      name: 'direct message',
      event: (actorId, recipientId) => ({ type: 'direct_message', actorId, recipientId, chatId: 41 }),
      type: 'direct_message',
      text: 'Anna Muster hat dir eine Nachricht geschickt',
      clickAction: (userName) => ({ type: 'navigate', url: '/chats', params: { userName } }),
    },
    {
      name: 'group invitation',
      event: (actorId, recipientId) => ({ type: 'group_invited', actorId, recipientId, groupId: 51 }),
      type: 'closed_area_group_invite',
      text: 'Anna Muster hat dich in eine Gruppe eingeladen',
      clickAction: () => ({ type: 'navigate', url: '/closed_area/1/groups/51', params: {} }),
      extra: { group: { id: 51, name: null } },
    },
    {
      name: 'event invitation',
      event: (actorId, recipientId) => ({ type: 'event_invited', actorId, recipientId, eventId: 61 }),
      type: 'event_invite',
      text: 'Anna Muster hat dich zu einem Event eingeladen',
      clickAction: () => ({ type: 'navigate', url: '/closed_area/1/events/61', params: {} }),
      extra: { event: { id: 61, title: null } },
    },
  ];

  for (const c of cases) {
    it(`${c.name} → ${c.type} with its click action`, async () => {
      const { client, userId } = await loginNewMember(t);
      const actor = await member();
      const actorRow = await t.database.db
        .selectFrom('users')
        .select('user_name')
        .where('id', '=', actor.id)
        .executeTakeFirstOrThrow();
      await publish(c.event(actor.id, userId));
      const list = await listOf(client);
      expect(list.totalCount).toBe(1);
      expect(list.unseenCount).toBe(1);
      const [n] = list.notifications;
      expect(n).toMatchObject({
        messageType: c.type,
        messageText: c.text,
        isUnseen: true,
        createdAtShort: 'gerade eben',
        senderId: actor.id,
        sender: {
          id: actor.id,
          username: actorRow.user_name,
          fullname: 'Anna Muster',
          profile_picture: null,
        },
        clickAction: c.clickAction(actorRow.user_name),
        newUrocampusMembers: [],
        ...c.extra,
      });
      expect(n).not.toHaveProperty('debugData');
    });
  }

  it('follows a real connection request through the network endpoints', async () => {
    const anna = await loginNewMember(t);
    const ben = await loginNewMember(t);
    const benName = (
      await t.database.db
        .selectFrom('users')
        .select('user_name')
        .where('id', '=', ben.userId)
        .executeTakeFirstOrThrow()
    ).user_name;
    const sent = await anna.client.post('/api/network/connection-requests', { userName: benName });
    expect(sent.statusCode).toBe(200);
    await t.deps.jobs.idle();
    const [request] = (await listOf(ben.client)).notifications;
    expect(request).toMatchObject({
      messageType: 'connection_request',
      requestStatus: 'pending',
      senderId: anna.userId,
    });
    expect(
      (await ben.client.post('/api/network/requests/accept', { requestId: request!.requestId })).statusCode,
    ).toBe(200);
    await t.deps.jobs.idle();
    expect((await listOf(ben.client)).notifications[0]).toMatchObject({
      id: request!.id,
      requestStatus: 'accepted',
    });
    const [accepted] = (await listOf(anna.client)).notifications;
    expect(accepted).toMatchObject({
      messageType: 'connection_accepted',
      senderId: ben.userId,
      requestStatus: null,
    });
  });

  it('never notifies members about their own actions (own comment under own moment)', async () => {
    const { client, userId } = await loginNewMember(t);
    await publish({
      type: 'moment_commented',
      actorId: userId,
      recipientId: userId,
      momentId: 99,
      closedAreaId: null,
      commentId: 1,
    });
    expect((await listOf(client)).totalCount).toBe(0);
  });

  it('names nobody but the actor in a moment notification', async () => {
    const { client, userId } = await loginNewMember(t);
    const actor = await member('Bernd', 'Beispiel');
    await publish({
      type: 'moment_commented',
      actorId: actor.id,
      recipientId: userId,
      momentId: 77,
      closedAreaId: null,
      commentId: 2,
    });
    const [n] = (await listOf(client)).notifications;
    expect(n!.moment).toEqual({ id: 77 });
    // The wire shape holds the actor and the moment id only: nothing about the (receiving) author.
    expect(JSON.stringify(n)).not.toContain(String(userId) + ',');
    expect(n!.sender!.id).toBe(actor.id);
  });

  it('groups repeated events on the same item into one row', async () => {
    const { client, userId } = await loginNewMember(t);
    const actors = [
      await member('Anna', 'Eins'),
      await member('Ben', 'Zwei'),
      await member('Cem', 'Drei'),
      await member('Dora', 'Vier'),
    ];
    for (const actor of actors)
      await publish({ type: 'post_liked', actorId: actor.id, recipientId: userId, postId: 500 });
    // The same member liking again (unlike + like) does not count twice.
    await publish({ type: 'post_liked', actorId: actors[3]!.id, recipientId: userId, postId: 500 });
    await publish({ type: 'post_liked', actorId: actors[0]!.id, recipientId: userId, postId: 501 });
    const list = await listOf(client);
    expect(list.totalCount).toBe(2);
    const grouped = list.notifications.find((n) => n.post?.id === 500)!;
    expect(grouped.messageText).toBe('Dora Vier und 3 weitere haben deinen Beitrag geliked');
    expect(list.notifications.find((n) => n.post?.id === 501)!.messageText).toBe(
      'Anna Eins hat deinen Beitrag geliked',
    );

    const two = await loginNewMember(t);
    await publish({
      type: 'post_commented',
      actorId: actors[0]!.id,
      recipientId: two.userId,
      postId: 9,
      commentId: 1,
    });
    await publish({
      type: 'post_commented',
      actorId: actors[1]!.id,
      recipientId: two.userId,
      postId: 9,
      commentId: 2,
    });
    expect((await listOf(two.client)).notifications[0]!.messageText).toBe(
      'Ben Zwei und 1 weitere Person haben deinen Beitrag kommentiert',
    );
  });

  it('makes a seen grouped row unseen again and moves it to the top on new activity', async () => {
    const { client, userId } = await loginNewMember(t);
    const anna = await member();
    const ben = await member('Ben', 'Zwei');
    await publish({ type: 'post_liked', actorId: anna.id, recipientId: userId, postId: 1 });
    await publish({ type: 'post_liked', actorId: anna.id, recipientId: userId, postId: 2 });
    const first = await listOf(client);
    const older = first.notifications.find((n) => n.post?.id === 1)!;
    await client.post('/api/user/notifications/seen', { ids: first.notifications.map((n) => n.id) });
    expect((await listOf(client)).unseenCount).toBe(0);
    await new Promise((resolve) => setTimeout(resolve, 5));
    await publish({ type: 'post_liked', actorId: ben.id, recipientId: userId, postId: 1 });
    const after = await listOf(client);
    expect(after.unseenCount).toBe(1);
    expect(after.notifications[0]!.id).toBe(older.id);
    expect(after.notifications[0]!.isUnseen).toBe(true);
    const chat = await loginNewMember(t);
    for (let i = 0; i < 3; i++)
      await publish({ type: 'direct_message', actorId: anna.id, recipientId: chat.userId, chatId: 4 });
    expect((await listOf(chat.client)).notifications[0]!.messageText).toBe(
      'Anna Muster hat dir 3 Nachrichten geschickt',
    );
  });
});

describe(`invitations and answers under moments on ${testDialect}`, () => {
  it('names the group and the event of an invitation', async () => {
    const { client, userId } = await loginNewMember(t);
    const actor = await member();
    const db = t.database.db;
    const now = Date.now();
    const group = await db
      .insertInto('groups')
      .values({
        closed_area_id: UROCAMPUS_AREA_ID,
        title: 'Praxisanleitung Station 4',
        description: null,
        created_by: actor.id,
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const event = await db
      .insertInto('events')
      .values({
        closed_area_id: UROCAMPUS_AREA_ID,
        group_id: group.id,
        title: 'Fortbildung Wundversorgung',
        description: null,
        location: null,
        starts_at: now + 86_400_000,
        ends_at: null,
        created_by: actor.id,
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await publish({ type: 'group_invited', actorId: actor.id, recipientId: userId, groupId: group.id });
    await publish({ type: 'event_invited', actorId: actor.id, recipientId: userId, eventId: event.id });
    const { notifications } = await listOf(client);
    expect(notifications.find((n) => n.messageType === 'closed_area_group_invite')).toMatchObject({
      group: { id: group.id, name: 'Praxisanleitung Station 4' },
      event: null,
      clickAction: { type: 'navigate', url: `/closed_area/1/groups/${group.id}`, params: {} },
    });
    expect(notifications.find((n) => n.messageType === 'event_invite')).toMatchObject({
      event: { id: event.id, title: 'Fortbildung Wundversorgung' },
      group: null,
    });
  });

  it('tells the answered member of an answer, never naming the moment’s author', async () => {
    const author = await loginNewMember(t);
    const commenter = await loginNewMember(t);
    const other = await loginNewMember(t);
    const db = t.database.db;
    await db
      .updateTable('users')
      .set({ first_name: 'Geheime', last_name: 'Autorin' })
      .where('id', '=', author.userId)
      .execute();
    await db
      .updateTable('users')
      .set({ first_name: 'Olaf', last_name: 'Offen' })
      .where('id', '=', other.userId)
      .execute();
    const authorName = (
      await db
        .selectFrom('users')
        .select('user_name')
        .where('id', '=', author.userId)
        .executeTakeFirstOrThrow()
    ).user_name;
    const created = await author.client.post('/api/moments', { content: 'Nachtdienst', avatarKey: 'eule' });
    expect(created.statusCode, created.body).toBe(201);
    const momentId = (created.json() as { data: { id: number } }).data.id;
    const comment = async (client: typeof author.client, body: string, parentId: number | null = null) => {
      const response = await client.post(`/api/moments/${momentId}/comments`, { body, parentId });
      expect(response.statusCode, response.body).toBe(201);
      await t.deps.jobs.idle();
      return (response.json() as { data: { id: number } }).data.id;
    };
    const top = await comment(commenter.client, 'Kenne ich');
    // The author answers: the commenter learns of an answer by 'Jemand', with no sender at all.
    await comment(author.client, 'Danke dir', top);
    const [answered] = (await listOf(commenter.client)).notifications;
    expect(answered).toMatchObject({
      messageType: 'comment_answer',
      messageText: 'Jemand hat auf deinen Kommentar geantwortet',
      sender: null,
      senderId: null,
      avatarUrl: null,
      moment: { id: momentId },
      post: null,
      clickAction: { type: 'navigate', url: '/feed', params: { moment: momentId } },
    });
    const body = JSON.stringify(answered);
    for (const secret of ['Geheime', 'Autorin', authorName]) expect(body).not.toContain(secret);

    // Another member's answer on the same comment names them (the author stays uncounted).
    await comment(other.client, 'Ich auch', top);
    const [grouped, ...rest] = (await listOf(commenter.client)).notifications;
    expect(rest).toHaveLength(0);
    expect(grouped).toMatchObject({
      id: answered!.id,
      messageText: 'Olaf Offen hat auf deinen Kommentar geantwortet',
      senderId: other.userId,
    });
    // The author answering again keeps the named member (and still names nobody else).
    await comment(author.client, 'Gern geschehen', top);
    const [again] = (await listOf(commenter.client)).notifications;
    expect(again).toMatchObject({
      id: answered!.id,
      messageText: 'Olaf Offen hat auf deinen Kommentar geantwortet',
      senderId: other.userId,
    });
    expect(JSON.stringify(again)).not.toContain('Geheime');
    // Answering one's own comment tells nobody; the author heard of both answers as comments.
    await comment(commenter.client, 'Nachtrag', top);
    expect((await listOf(commenter.client)).totalCount).toBe(1);
    const authorList = await listOf(author.client);
    expect(authorList.notifications.map((n) => n.messageType)).toEqual(['moment_comment']);

    // An answer to the author's own comment is one answer notification, not also a comment one.
    const own = await comment(author.client, 'Frage an alle');
    await comment(other.client, 'Antwort', own);
    const authorAfter = await listOf(author.client);
    expect(authorAfter.notifications[0]).toMatchObject({
      messageType: 'comment_answer',
      senderId: other.userId,
      moment: { id: momentId },
    });
    expect(authorAfter.totalCount).toBe(2);
  });

  it('opens a moment of a closed area in that area’s feed, answers included', async () => {
    const author = await loginNewMember(t);
    const commenter = await loginNewMember(t);
    const now = Date.now();
    await t.database.db
      .insertInto('closed_area_memberships')
      .values(
        [author.userId, commenter.userId].map((userId) => ({
          closed_area_id: UROCAMPUS_AREA_ID,
          user_id: userId,
          accepted_terms_version: 'v1',
          accepted_at: now,
          created_at: now,
        })),
      )
      .execute();
    const created = await author.client.post('/api/moments', {
      content: 'Frühdienst im Urocampus',
      avatarKey: 'eule',
      closedAreaId: UROCAMPUS_AREA_ID,
    });
    expect(created.statusCode, created.body).toBe(201);
    const momentId = (created.json() as { data: { id: number } }).data.id;
    expect((await commenter.client.post(`/api/moments/${momentId}/like`)).statusCode).toBe(200);
    const top = await commenter.client.post(`/api/moments/${momentId}/comments`, {
      body: 'Kenne ich',
      parentId: null,
    });
    expect(top.statusCode, top.body).toBe(201);
    const topId = (top.json() as { data: { id: number } }).data.id;
    const answer = await author.client.post(`/api/moments/${momentId}/comments`, {
      body: 'Danke dir',
      parentId: topId,
    });
    expect(answer.statusCode, answer.body).toBe(201);
    await t.deps.jobs.idle();

    const inArea = {
      type: 'navigate',
      url: `/closed_area/${UROCAMPUS_AREA_ID}/feed`,
      params: { moment: momentId },
    };
    const authorList = await listOf(author.client);
    expect(authorList.notifications.map((n) => n.messageType).sort()).toEqual([
      'moment_comment',
      'moment_like',
    ]);
    for (const n of authorList.notifications) expect(n.clickAction, n.messageType).toEqual(inArea);
    const [answered, ...rest] = (await listOf(commenter.client)).notifications;
    expect(rest).toHaveLength(0);
    expect(answered).toMatchObject({
      messageType: 'comment_answer',
      messageText: 'Jemand hat auf deinen Kommentar geantwortet',
      sender: null,
      moment: { id: momentId },
      clickAction: inArea,
    });
  });
});

describe(`bulk grouping for seeds on ${testDialect}`, () => {
  it('folds events into the same rows recordNotification leaves', async () => {
    const me = await member('Mia', 'Ziel');
    const a = await member('Anna', 'A');
    const b = await member('Ben', 'B');
    const events: Array<TDomainEvent & { at: number }> = [
      { type: 'post_liked', actorId: a.id, recipientId: me.id, postId: 1, at: 1000 },
      { type: 'post_liked', actorId: b.id, recipientId: me.id, postId: 1, at: 2000 },
      { type: 'post_liked', actorId: a.id, recipientId: me.id, postId: 1, at: 3000 },
      { type: 'direct_message', actorId: b.id, recipientId: me.id, chatId: 3, at: 4000 },
      { type: 'direct_message', actorId: b.id, recipientId: me.id, chatId: 3, at: 5000 },
      {
        type: 'moment_reacted',
        actorId: a.id,
        recipientId: me.id,
        momentId: 2,
        closedAreaId: null,
        reaction: 'hug',
        at: 6000,
      },
    ];
    const specs = events.map((e) => ({ spec: specForEvent(e)!, at: e.at }));
    for (const { spec, at } of specs) await recordNotification(t.database.db, spec, at);
    const stored = await t.database.db
      .selectFrom('notifications')
      .select(['group_key', 'actor_id', 'actor_count', 'event_count', 'created_at', 'updated_at', 'data'])
      .where('user_id', '=', me.id)
      .orderBy('group_key')
      .execute();
    const folded = foldNotificationSpecs(specs)
      .map((row) => ({
        group_key: row.spec.groupKey,
        actor_id: row.spec.actorId,
        actor_count: row.actors.length,
        event_count: row.eventCount,
        created_at: row.createdAt,
        updated_at: row.updatedAt,
        data: row.spec.data ? JSON.stringify(row.spec.data) : null,
      }))
      .sort((x, y) => x.group_key.localeCompare(y.group_key));
    expect(folded).toEqual(stored);
    expect(folded.find((r) => r.group_key === 'like:post:1')).toMatchObject({
      actor_id: a.id,
      actor_count: 2,
      event_count: 3,
    });
  });
});

describe(`notification endpoints on ${testDialect}`, () => {
  it('answers 401 to visitors on every endpoint', async () => {
    const visitor = await openVisitor(t);
    for (const url of [
      '/api/user/notifications',
      '/api/user/notifications?take=500',
      '/api/user/notifications/count',
      '/api/push/public-key',
    ]) {
      const response = await visitor.get(url);
      expect(response.statusCode, url).toBe(401);
      expect(response.json()).toEqual({ success: false, message: 'Bitte melde dich an.' });
    }
    for (const url of [
      '/api/user/notifications/seen',
      '/api/user/notifications/seen-all',
      '/api/user/notifications/test',
      '/api/push/subscribe',
      '/api/push/unsubscribe',
    ]) {
      expect((await visitor.post(url, { ids: [1] })).statusCode, url).toBe(401);
    }
  });

  it('needs the CSRF token to mark as seen', async () => {
    const { client } = await loginNewMember(t);
    expect((await client.post('/api/user/notifications/seen', { ids: [1] }, { csrf: null })).statusCode).toBe(
      419,
    );
  });

  it('validates paging and ids with German messages', async () => {
    const { client } = await loginNewMember(t);
    const take = await client.get('/api/user/notifications?take=50');
    expect(take.statusCode).toBe(422);
    expect(take.json().message).toBe(M.takeInvalid);
    const cursor = await client.get('/api/user/notifications?cursor=abc');
    expect(cursor.statusCode).toBe(422);
    expect(cursor.json().message).toBe(M.cursorInvalid);
    const ids = await client.post('/api/user/notifications/seen', { ids: 'alle' });
    expect(ids.statusCode).toBe(422);
    expect(ids.json().message).toBe(M.idsInvalid);
    const many = await client.post('/api/user/notifications/seen', {
      ids: Array.from({ length: 201 }, (_, i) => i + 1),
    });
    expect(many.statusCode).toBe(422);
    expect(many.json().message).toBe(M.idsTooMany);
  });

  it('pages by skip and by cursor with the same order and counts', async () => {
    const { client, userId } = await loginNewMember(t);
    const actor = await member();
    for (let i = 0; i < 25; i++) {
      await publish({ type: 'post_liked', actorId: actor.id, recipientId: userId, postId: 1000 + i });
    }
    const first = await listOf(client);
    expect(first.notifications).toHaveLength(20);
    expect(first.totalCount).toBe(25);
    expect(first.unseenCount).toBe(25);
    expect(first.notifications[0]!.post!.id).toBe(1024);
    expect(first.nextCursor).not.toBeNull();
    const bySkip = await listOf(client, '?skip=20&take=20');
    const byCursor = await listOf(client, `?cursor=${first.nextCursor}`);
    expect(bySkip.notifications.map((n) => n.id)).toEqual(byCursor.notifications.map((n) => n.id));
    expect(byCursor.notifications).toHaveLength(5);
    expect(byCursor.nextCursor).toBeNull();
    const ids = new Set([...first.notifications, ...byCursor.notifications].map((n) => n.id));
    expect(ids.size).toBe(25);
  });

  it('marks only the receiver’s own notifications as seen and counts them', async () => {
    const a = await loginNewMember(t);
    const b = await loginNewMember(t);
    const actor = await member();
    await publish({ type: 'post_liked', actorId: actor.id, recipientId: a.userId, postId: 1 });
    await publish({ type: 'post_liked', actorId: actor.id, recipientId: a.userId, postId: 2 });
    await publish({ type: 'post_liked', actorId: actor.id, recipientId: b.userId, postId: 3 });
    const aList = await listOf(a.client);
    const bList = await listOf(b.client);
    // b sends a's ids and its own: only its own change.
    const response = await b.client.post('/api/user/notifications/seen', {
      ids: [...aList.notifications.map((n) => n.id), bList.notifications[0]!.id],
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, unseenCount: 0 });
    expect((await a.client.get('/api/user/notifications/count')).json()).toEqual({ count: 2 });
    expect((await b.client.get('/api/user/notifications/count')).json()).toEqual({ count: 0 });
    // b cannot read a's notifications either: the list is always the caller's own.
    expect((await listOf(b.client)).notifications.map((n) => n.id)).toEqual([bList.notifications[0]!.id]);

    const one = await a.client.post('/api/user/notifications/seen', { ids: [aList.notifications[0]!.id] });
    expect(one.json()).toEqual({ success: true, unseenCount: 1 });
    const list = await listOf(a.client);
    expect(list.notifications.map((n) => n.isUnseen)).toEqual([false, true]);
    const all = await a.client.post('/api/user/notifications/seen-all');
    expect(all.json()).toEqual({ success: true, unseenCount: 0 });
    expect((await a.client.get('/api/user/notifications/count')).json()).toEqual({ count: 0 });
  });
});

describe(`test notification on ${testDialect}`, () => {
  it('sends the member a test notification that shows in their list', async () => {
    const { client, userId } = await loginNewMember(t);
    const response = await client.post('/api/user/notifications/test');
    expect(response.statusCode, response.body).toBe(200);
    // No push subscription: the notification is there, no device was pushed to.
    expect(response.json()).toEqual({ success: true, notificationId: expect.any(Number), pushCount: 0 });
    const { notificationId } = response.json() as { notificationId: number };
    const list = await listOf(client);
    expect(list.totalCount).toBe(1);
    expect(list.unseenCount).toBe(1);
    expect(list.notifications[0]).toMatchObject({
      id: notificationId,
      messageType: 'notification_test',
      messageText: M.testText,
      isUnseen: true,
      senderId: userId,
      clickAction: { type: 'none', url: null, params: {} },
      moment: null,
      post: null,
    });

    // Another test after reading it: the same row, unseen again and back on top.
    const actor = await member();
    await publish({ type: 'post_liked', actorId: actor.id, recipientId: userId, postId: 5 });
    await client.post('/api/user/notifications/seen-all');
    await new Promise((resolve) => setTimeout(resolve, 5));
    const again = await client.post('/api/user/notifications/test');
    expect(again.json()).toMatchObject({ notificationId });
    const after = await listOf(client);
    expect(after.totalCount).toBe(2);
    expect(after.unseenCount).toBe(1);
    expect(after.notifications[0]).toMatchObject({ id: notificationId, isUnseen: true });
  });

  it('needs the CSRF token', async () => {
    const { client } = await loginNewMember(t);
    const response = await client.post('/api/user/notifications/test', undefined, { csrf: null });
    expect(response.statusCode).toBe(419);
    expect((await listOf(client)).totalCount).toBe(0);
  });

  it(`allows ${NOTIFICATION_TESTS_PER_MINUTE} tests a minute per member, then 429 in German`, async () => {
    const { client } = await loginNewMember(t);
    for (let i = 0; i < NOTIFICATION_TESTS_PER_MINUTE; i++) {
      expect((await client.post('/api/user/notifications/test')).statusCode, `test ${i + 1}`).toBe(200);
    }
    const limited = await client.post('/api/user/notifications/test');
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({ success: false, message: M.testTooMany });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    // Counted per member: another member can still send theirs.
    const other = await loginNewMember(t);
    expect((await other.client.post('/api/user/notifications/test')).statusCode).toBe(200);
  });
});

describe(`daily notification jobs on ${testDialect}`, () => {
  const DAY = 24 * 60 * 60_000;

  it('tells Urocampus members about new members once a day, with debug data for admins only', async () => {
    const admin = await insertUser(t.database, { is_admin: 1 });
    const now = Date.now();
    const old = await loginNewMember(t);
    const joiner = await member('Nele', 'Neu');
    const db = t.database.db;
    await db
      .updateTable('users')
      .set({ is_urocampus_member: 1 })
      .where('id', 'in', [old.userId, joiner.id, admin.id])
      .execute();
    await joinClosedArea(db, joiner.id, UROCAMPUS_AREA_ID, now - 1000);
    const result = await runDailyNotificationJobs(db, { mailer: t.deps.mailer, config: t.config, now });
    expect(result.new_urocampus_members?.newMembers).toBeGreaterThanOrEqual(1);
    // A second run on the same day does nothing.
    expect(
      await runDailyNotificationJobs(db, { mailer: t.deps.mailer, config: t.config, now: now + 1000 }),
    ).toEqual({});
    const list = await listOf(old.client);
    const n = list.notifications.find((x) => x.messageType === 'closed_area_new_member')!;
    expect(n.newUrocampusMembers).toContainEqual({
      id: joiner.id,
      username: expect.any(String),
      fullname: 'Nele Neu',
    });
    expect(n.clickAction).toEqual({ type: 'navigate', url: '/closed_area/1', params: {} });
    expect(n.sender).toBeNull();
    expect(n).not.toHaveProperty('debugData');

    const adminClient = await openVisitor(t);
    await adminClient.post('/api/user/login', {
      email: admin.email,
      password: 'Pflege-Test-2026',
      remember: 'on',
    });
    const adminList = await listOf(adminClient);
    const adminN = adminList.notifications.find((x) => x.messageType === 'closed_area_new_member')!;
    expect(adminN.debugData).toMatchObject({ status: 'success', job_type: 'closed_area_new_member' });
    // The joiner is not told about their own arrival.
    const joinerRows = await db
      .selectFrom('notifications')
      .select('id')
      .where('user_id', '=', joiner.id)
      .execute();
    expect(joinerRows).toHaveLength(0);
  });

  it('reminds inactive Urocampus members once per absence and mails one digest', async () => {
    const db = t.database.db;
    const now = Date.now() + 10 * DAY;
    const away = await loginNewMember(t);
    const actor = await member();
    await db
      .updateTable('users')
      .set({ is_urocampus_member: 1, last_seen_at: now - 8 * DAY })
      .where('id', '=', away.userId)
      .execute();
    await publish({ type: 'post_liked', actorId: actor.id, recipientId: away.userId, postId: 3 });
    const first = await runDailyNotificationJobs(db, { mailer: t.deps.mailer, config: t.config, now });
    expect(first.urocampus_inactivity?.reminded).toBeGreaterThanOrEqual(1);
    const list = await listOf(away.client);
    const reminder = list.notifications.find((n) => n.messageType === '7_days_inactive_in_urocampus')!;
    expect(reminder.messageText).toBe('Du warst 7 Tage nicht im Urocampus. Schau vorbei, was es Neues gibt!');
    expect(reminder.clickAction.url).toBe('/closed_area/1');

    const email = (
      await db.selectFrom('users').select('email').where('id', '=', away.userId).executeTakeFirstOrThrow()
    ).email;
    const mails = await db.selectFrom('mail_outbox').selectAll().where('to_address', '=', email).execute();
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe('Du hast 2 neue Benachrichtigungen bei Pflegepuls');
    expect(mails[0]!.text_body).toContain('Anna Muster hat deinen Beitrag geliked');
    expect(mails[0]!.text_body).toContain('/benachrichtigungen');

    // Next day: same absence → no second reminder, and no digest for the same notifications.
    await runDailyNotificationJobs(db, { mailer: t.deps.mailer, config: t.config, now: now + DAY });
    const again = await listOf(away.client);
    expect(again.notifications.filter((n) => n.messageType === '7_days_inactive_in_urocampus')).toHaveLength(
      1,
    );
    expect(
      await db.selectFrom('mail_outbox').select('id').where('to_address', '=', email).execute(),
    ).toHaveLength(1);
  });

  it('sends no digest when the member switched it off', async () => {
    const db = t.database.db;
    const now = Date.now() + 40 * DAY;
    const away = await loginNewMember(t);
    const actor = await member();
    await db
      .updateTable('users')
      .set({ last_seen_at: now - 4 * DAY })
      .where('id', '=', away.userId)
      .execute();
    await db
      .insertInto('notification_preferences')
      .values({ user_id: away.userId, category: 'digest', email: 0, push: 0, updated_at: now })
      .execute();
    await publish({ type: 'post_liked', actorId: actor.id, recipientId: away.userId, postId: 3 });
    await runDailyNotificationJobs(db, { mailer: t.deps.mailer, config: t.config, now });
    const email = (
      await db.selectFrom('users').select('email').where('id', '=', away.userId).executeTakeFirstOrThrow()
    ).email;
    expect(
      await db.selectFrom('mail_outbox').select('id').where('to_address', '=', email).execute(),
    ).toHaveLength(0);
  });
});

describe(`who is notified on ${testDialect}`, () => {
  const DAY = 24 * 60 * 60_000;

  // Runs after the other daily tests: a run on a later day moves `since` past their days.
  it('notifies neither bots nor deleted accounts, live or from the daily jobs', async () => {
    const db = t.database.db;
    const now = Date.now() + 60 * DAY;
    const actor = await member();
    const bot = await member('Pflegepuls', 'Bot');
    const deleted = await member('Gelöscht', 'Konto');
    const active = await member('Aktiv', 'Mitglied');
    const joiner = await member('Nele', 'Neu');
    await db.updateTable('users').set({ is_bot: 1 }).where('id', '=', bot.id).execute();
    await db
      .insertInto('user_deletions')
      .values({ user_id: deleted.id, deleted_at: now - DAY })
      .execute();
    const receivers = [bot.id, deleted.id, active.id];
    await db
      .updateTable('users')
      .set({ is_urocampus_member: 1, last_seen_at: now - 8 * DAY })
      .where('id', 'in', [...receivers, joiner.id])
      .execute();
    await joinClosedArea(db, joiner.id, UROCAMPUS_AREA_ID, now - 1000);
    for (const recipientId of receivers)
      await publish({ type: 'post_liked', actorId: actor.id, recipientId, postId: 70 });
    await runDailyNotificationJobs(db, { mailer: t.deps.mailer, config: t.config, now });
    const rows = await db
      .selectFrom('notifications')
      .select(['user_id', 'type'])
      .where('user_id', 'in', receivers)
      .orderBy('type')
      .execute();
    expect(rows).toEqual([
      { user_id: active.id, type: '7_days_inactive_in_urocampus' },
      { user_id: active.id, type: 'closed_area_new_member' },
      { user_id: active.id, type: 'like' },
    ]);
  });
});
