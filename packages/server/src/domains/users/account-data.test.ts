import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NETWORK_MESSAGES, NETWORK_PATHS, type TMomentItem, type TPostItem } from '@pflegepuls/shared';
import { createTestApp, TEST_PASSWORD, testDialect, type TTestApp } from '../../test/harness.ts';
import { call, ok, type TMember } from '../../test/member.ts';
import { loginNewMember, openVisitor } from '../../test/member.ts';

/** What the feed, moments, network, notifications and chat domains add to the export and to deletion. */
let t: TTestApp;
let channelId: number;
beforeAll(async () => {
  t = await createTestApp();
  const channels = await ok<{ data: Array<{ id: number }> }>(
    t,
    (await loginNewMember(t)).client,
    'GET',
    '/api/channels',
  );
  channelId = channels.data[0]!.id;
});
afterAll(() => t.close());

type TPerson = TMember & { tag: string; userName: string; email: string };

/** A logged-in member with a unique tag that every text they write carries. */
async function createPerson(): Promise<TPerson> {
  const member = await loginNewMember(t);
  const row = await t.database.db
    .selectFrom('users')
    .select(['user_name', 'email'])
    .where('id', '=', member.userId)
    .executeTakeFirstOrThrow();
  return {
    ...member,
    tag: `Spur${randomBytes(4).toString('hex')}`,
    userName: row.user_name,
    email: row.email,
  };
}

/** `author` posts a survey and a moment; `peer` likes, votes, comments and reacts on them. */
async function writeContent(author: TPerson, peer: TPerson) {
  const post = (
    await ok<{ data: TPostItem }>(t, author.client, 'POST', '/api/posts', {
      body: `Beitrag ${author.tag}`,
      channelId,
      survey: { title: `Umfrage ${author.tag}`, answers: [`Ja ${author.tag}`, `Nein ${author.tag}`] },
    })
  ).data;
  const moment = (
    await ok<{ data: TMomentItem }>(t, author.client, 'POST', '/api/moments', {
      content: `Moment ${author.tag}`,
      avatarKey: 'eule',
    })
  ).data;
  await ok(t, peer.client, 'POST', `/api/posts/${post.id}/like`);
  await ok(t, peer.client, 'POST', `/api/posts/${post.id}/vote`, { answerId: post.survey!.answers[0]!.id });
  await ok(t, peer.client, 'POST', `/api/posts/${post.id}/comments`, { body: `Kommentar ${peer.tag}` });
  await ok(t, peer.client, 'POST', `/api/moments/${moment.id}/reactions`, { type: 'clap' });
  await ok(t, peer.client, 'POST', `/api/moments/${moment.id}/comments`, { body: `Antwort ${peer.tag}` });
  return { post, moment };
}

async function requestConnection(from: TPerson, to: TPerson): Promise<number> {
  const answer = await ok<{ requestId: number }>(
    t,
    from.client,
    'POST',
    NETWORK_PATHS.sendRequest,
    {
      userName: to.userName,
    },
    200,
  );
  return answer.requestId;
}

async function connect(a: TPerson, b: TPerson) {
  const requestId = await requestConnection(a, b);
  await ok(t, b.client, 'POST', NETWORK_PATHS.accept, { requestId }, 200);
}

/** Rows only this member has: push subscription, settings, digest state, a queued mail. */
async function writeAccountRows(person: TPerson) {
  const now = Date.now();
  await ok(t, person.client, 'PUT', `/api/channels/${channelId}/follow`, undefined, 200);
  await ok(t, person.client, 'PUT', `/api/channels/${channelId}/mute`, undefined, 200);
  await ok(
    t,
    person.client,
    'POST',
    '/api/push/subscribe',
    {
      endpoint: `https://fcm.googleapis.com/fcm/send/${person.tag}`,
      keys: { p256dh: `schluessel-${person.tag}`, auth: `geheim-${person.tag}` },
    },
    200,
  );
  const db = t.database.db;
  await db
    .insertInto('notification_preferences')
    .values({ user_id: person.userId, category: 'likes', email: 0, push: 0, updated_at: now })
    .execute();
  await db
    .insertInto('notification_digests')
    .values({ user_id: person.userId, covered_until: now, last_sent_at: now })
    .execute();
  await db
    .insertInto('mail_outbox')
    .values({
      to_address: person.email,
      subject: `Hallo ${person.tag}`,
      text_body: null,
      html_body: null,
      transport: 'outbox',
      created_at: now,
      sent_at: null,
      error: null,
    })
    .execute();
}

/** A chat of `members` with one message from each; returns its id. */
async function createChat(members: TPerson[]): Promise<number> {
  const db = t.database.db;
  const now = Date.now();
  const chat = await db
    .insertInto('chats')
    .values({ created_at: now, last_message_at: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  for (const person of members) {
    await db
      .insertInto('chat_members')
      .values({ chat_id: chat.id, user_id: person.userId, last_read_at: null, created_at: now })
      .execute();
    await db
      .insertInto('chat_messages')
      .values({
        chat_id: chat.id,
        sender_id: person.userId,
        body: `Nachricht ${person.tag}`,
        created_at: now,
      })
      .execute();
  }
  return chat.id;
}

/**
 * Two members with rows in every table, a shared friend, a member they both asked and one who
 * asked them both; `me` also has a chat of my own whose other side is gone.
 */
async function createCommunity() {
  const [me, other, friend, asked, admirer] = await Promise.all([
    createPerson(),
    createPerson(),
    createPerson(),
    createPerson(),
    createPerson(),
  ]);
  const mine = await writeContent(me, other);
  const theirs = await writeContent(other, me);
  await connect(me, friend);
  await connect(other, friend);
  await requestConnection(me, asked);
  await requestConnection(other, asked);
  await requestConnection(admirer, me);
  await requestConnection(admirer, other);
  await writeAccountRows(me);
  await writeAccountRows(other);
  const sharedChatId = await createChat([me, other]);
  const lonelyChatId = await createChat([me]);
  await t.deps.jobs.idle();
  return { me, other, friend, asked, admirer, mine, theirs, sharedChatId, lonelyChatId };
}

/** Counts the rows of a table that belong to a member by `column`. */
async function countRows(
  table:
    | 'post_likes'
    | 'channel_follows'
    | 'channel_mutes'
    | 'survey_votes'
    | 'moment_reactions'
    | 'push_subscriptions'
    | 'notifications'
    | 'notification_digests'
    | 'notification_preferences'
    | 'chat_members',
  userId: number,
): Promise<number> {
  const row = await t.database.db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll().as('n'))
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

async function countRequests(column: 'sender_id' | 'receiver_id', userId: number): Promise<number> {
  const row = await t.database.db
    .selectFrom('connection_requests')
    .select((eb) => eb.fn.countAll().as('n'))
    .where(column, '=', userId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

async function countSentRequestNotifications(actorId: number): Promise<number> {
  const row = await t.database.db
    .selectFrom('notifications')
    .select((eb) => eb.fn.countAll().as('n'))
    .where('type', '=', 'connection_request')
    .where('actor_id', '=', actorId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

async function getConnectionsCount(userId: number): Promise<number> {
  const row = await t.database.db
    .selectFrom('users')
    .select('connections_count')
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
  return row.connections_count;
}

describe(`account data of the content, network, notification and chat domains on ${testDialect}`, () => {
  it('exports every section with my rows and nothing of another member', async () => {
    const { me, other, friend, asked, admirer, mine, theirs, sharedChatId, lonelyChatId } =
      await createCommunity();

    const response = await me.client.get('/api/user/export');
    expect(response.statusCode).toBe(200);
    const data = response.json() as Record<string, unknown>;

    expect(data['posts']).toEqual([
      expect.objectContaining({
        id: mine.post.id,
        channel: 'allgemein',
        body: `Beitrag ${me.tag}`,
        survey: {
          title: `Umfrage ${me.tag}`,
          answers: [
            { id: mine.post.survey!.answers[0]!.id, body: `Ja ${me.tag}` },
            { id: mine.post.survey!.answers[1]!.id, body: `Nein ${me.tag}` },
          ],
        },
        likesCount: 1,
        commentsCount: 1,
      }),
    ]);
    expect(data['postComments']).toEqual([
      expect.objectContaining({ postId: theirs.post.id, parentId: null, body: `Kommentar ${me.tag}` }),
    ]);
    expect(data['postLikes']).toEqual([{ postId: theirs.post.id, likedAt: expect.any(Number) }]);
    expect(data['channelFollows']).toEqual([{ channel: 'allgemein', followedAt: expect.any(Number) }]);
    expect(data['channelMutes']).toEqual([{ channel: 'allgemein', mutedAt: expect.any(Number) }]);
    expect(data['surveyVotes']).toEqual([
      { postId: theirs.post.id, answerId: theirs.post.survey!.answers[0]!.id, votedAt: expect.any(Number) },
    ]);
    expect(data['moments']).toEqual([
      expect.objectContaining({
        id: mine.moment.id,
        content: `Moment ${me.tag}`,
        avatarKey: 'eule',
        reactions: { heart: 0, clap: 1, laugh: 0, wow: 0, sad: 0, strong: 0 },
        reactionsCount: 1,
        commentsCount: 1,
      }),
    ]);
    expect(data['momentReactions']).toEqual([
      { momentId: theirs.moment.id, type: 'clap', reactedAt: expect.any(Number) },
    ]);
    expect(data['momentComments']).toEqual([
      expect.objectContaining({ momentId: theirs.moment.id, body: `Antwort ${me.tag}` }),
    ]);

    expect(data['connections']).toEqual([
      { userName: friend.userName, name: expect.any(String), since: expect.any(Number) },
    ]);
    expect(data['sentConnectionRequests']).toEqual([
      expect.objectContaining({ userName: friend.userName, status: 'accepted' }),
      expect.objectContaining({ userName: asked.userName, status: 'pending', respondedAt: null }),
    ]);
    expect(data['receivedConnectionRequests']).toEqual([
      expect.objectContaining({ userName: admirer.userName, status: 'pending' }),
    ]);

    const notifications = data['notifications'] as Array<{ type: string }>;
    expect(notifications.map((n) => n.type).sort()).toEqual([
      'comment',
      'connection_accepted',
      'connection_request',
      'like',
      'moment_comment',
      'moment_reaction',
    ]);
    expect(notifications[0]).not.toHaveProperty('actorId');
    expect(data['pushSubscriptions']).toEqual([
      {
        endpointHost: 'fcm.googleapis.com',
        userAgent: 'lightMyRequest',
        createdAt: expect.any(Number),
        lastSuccessAt: null,
      },
    ]);
    expect(data['notificationDigest']).toEqual({
      coveredUntil: expect.any(Number),
      lastSentAt: expect.any(Number),
    });
    expect(data['notificationPreferences']).toMatchObject({
      categories: expect.arrayContaining([{ category: 'likes', email: false, push: false }]),
    });

    expect(data['chatMemberships']).toEqual([
      { chatId: sharedChatId, joinedAt: expect.any(Number), lastReadAt: null },
      { chatId: lonelyChatId, joinedAt: expect.any(Number), lastReadAt: null },
    ]);
    expect(data['chatMessages']).toEqual([
      expect.objectContaining({ chatId: sharedChatId, body: `Nachricht ${me.tag}` }),
      expect.objectContaining({ chatId: lonelyChatId, body: `Nachricht ${me.tag}` }),
    ]);

    // Nothing another member wrote or owns, no push keys or endpoint path, no e-mail of others.
    for (const secret of [other.tag, other.userName, other.email, friend.email, admirer.email]) {
      expect(response.body).not.toContain(secret);
    }
    expect(response.body).not.toContain(`/${me.tag}`);
    expect(response.body).not.toContain(`schluessel-${me.tag}`);
    expect(response.body).not.toContain(`geheim-${me.tag}`);
  });

  it('deletes my rows in every table, keeps my content anonymised and stops my login', async () => {
    const { me, other, friend, asked, theirs, sharedChatId, lonelyChatId } = await createCommunity();
    const db = t.database.db;
    expect(await getConnectionsCount(friend.userId)).toBe(2);

    const deleted = await call(t, me.client, 'POST', '/api/user/delete', {
      password: TEST_PASSWORD,
      confirm: true,
    });
    expect(deleted.statusCode, deleted.body).toBe(200);

    expect((await me.client.get('/api/user/me')).statusCode).toBe(401);
    const visitor = await openVisitor(t);
    const login = await visitor.post('/api/user/login', { email: me.email, password: TEST_PASSWORD });
    expect(login.statusCode).not.toBe(200);

    for (const person of [me, other]) {
      const isMe = person === me;
      expect(await countRows('push_subscriptions', person.userId)).toBe(isMe ? 0 : 1);
      expect(await countRows('channel_follows', person.userId)).toBe(isMe ? 0 : 1);
      expect(await countRows('channel_mutes', person.userId)).toBe(isMe ? 0 : 1);
      expect(await countRows('notification_digests', person.userId)).toBe(isMe ? 0 : 1);
      expect(await countRows('notification_preferences', person.userId)).toBe(isMe ? 0 : 1);
      expect(await countRows('chat_members', person.userId)).toBe(isMe ? 0 : 1);
      expect(await countRequests('sender_id', person.userId)).toBe(isMe ? 0 : 2);
      expect(await countRequests('receiver_id', person.userId)).toBe(isMe ? 0 : 1);
      // The requests I sent no longer offer "Annehmen" to anyone.
      expect(await countSentRequestNotifications(person.userId)).toBe(isMe ? 0 : 2);
      // Likes, votes and reactions stay with the anonymised row (docs/users.md).
      expect(await countRows('post_likes', person.userId)).toBe(1);
      expect(await countRows('survey_votes', person.userId)).toBe(1);
      expect(await countRows('moment_reactions', person.userId)).toBe(1);
    }
    expect(await countRows('notifications', me.userId)).toBe(0);
    expect(await countRows('notifications', other.userId)).toBeGreaterThan(0);
    const askedNotifications = await db
      .selectFrom('notifications')
      .select('actor_id')
      .where('user_id', '=', asked.userId)
      .execute();
    expect(askedNotifications).toEqual([{ actor_id: other.userId }]);

    const connections = await db
      .selectFrom('connections')
      .select(['user_id', 'connected_user_id'])
      .where((eb) => eb.or([eb('user_id', '=', me.userId), eb('connected_user_id', '=', me.userId)]))
      .execute();
    expect(connections).toEqual([]);
    expect(await getConnectionsCount(friend.userId)).toBe(1);
    expect(await getConnectionsCount(other.userId)).toBe(1);
    expect(await getConnectionsCount(me.userId)).toBe(0);

    const messages = await db
      .selectFrom('chat_messages')
      .select(['chat_id', 'sender_id', 'body'])
      .where('chat_id', 'in', [sharedChatId, lonelyChatId])
      .orderBy('id')
      .execute();
    expect(messages).toEqual([
      // The chat shows my messages as "Nachricht gelöscht"; their text is gone.
      { chat_id: sharedChatId, sender_id: null, body: '' },
      { chat_id: sharedChatId, sender_id: other.userId, body: `Nachricht ${other.tag}` },
    ]);
    expect(await db.selectFrom('chats').select('id').where('id', '=', lonelyChatId).execute()).toEqual([]);
    expect(
      await db.selectFrom('mail_outbox').select('id').where('to_address', '=', me.email).execute(),
    ).toEqual([]);
    expect(
      await db.selectFrom('mail_outbox').select('id').where('to_address', '=', other.email).execute(),
    ).toHaveLength(1);

    // My comment on their post stays, its author anonymised; their counters are unchanged.
    const post = (await ok<{ data: TPostItem }>(t, other.client, 'GET', `/api/posts/${theirs.post.id}`)).data;
    expect(post.likesCount).toBe(1);
    expect(post.commentsCount).toBe(1);
    const comments = await ok(t, other.client, 'GET', `/api/posts/${theirs.post.id}/comments`);
    expect(JSON.stringify(comments)).toContain('Gelöschtes Mitglied');
    expect(JSON.stringify(comments)).not.toContain(me.userName);
  });

  it('answers "not found" to connection requests to deleted members and bots', async () => {
    const [me, sender, bot] = await Promise.all([createPerson(), createPerson(), createPerson()]);
    const deleted = await call(t, me.client, 'POST', '/api/user/delete', {
      password: TEST_PASSWORD,
      confirm: true,
    });
    expect(deleted.statusCode, deleted.body).toBe(200);
    await t.database.db.updateTable('users').set({ is_bot: 1 }).where('id', '=', bot.userId).execute();

    for (const userName of [me.userName, `geloescht-${me.userId}`, bot.userName]) {
      const response = await call(t, sender.client, 'POST', NETWORK_PATHS.sendRequest, { userName });
      expect([userName, response.statusCode]).toEqual([userName, 404]);
      expect(response.json()).toEqual({ success: false, message: NETWORK_MESSAGES.userNotFound });
    }
    const requests = await t.database.db
      .selectFrom('connection_requests')
      .select('id')
      .where('sender_id', '=', sender.userId)
      .execute();
    expect(requests).toEqual([]);
  });
});
