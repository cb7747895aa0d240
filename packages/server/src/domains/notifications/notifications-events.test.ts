/** Notifications from domain events: one per event type, grouping, own actions, bulk folding for seeds. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TNotification } from '@pflegepuls/shared';
import type { TDomainEvent } from '../../platform/events.ts';
import { createTestApp, testDialect, type TTestApp } from '../../test/harness.ts';
import { loginNewMember } from '../../test/member.ts';
import { foldNotificationSpecs, recordNotification, specForEvent } from './generate.ts';
import { createNotificationsTestHelpers } from './test-helpers.ts';

let t: TTestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
const { publish, member, listOf } = createNotificationsTestHelpers(() => t);

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
