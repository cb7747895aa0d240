import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CHAT_MESSAGE_MAX,
  CHAT_MESSAGES as M,
  chatPath,
  ERROR_MESSAGES,
  type TChatDetail,
  type TChatList,
  type TChatMessage,
  type TChatMessagesPage,
} from '@pflegepuls/shared';
import { createTestApp, TEST_PASSWORD, testDialect, type TTestApp } from '../../test/harness.ts';
import { call, loginNewMember, openVisitor, type MemberClient } from '../../test/member.ts';

const UNREAD = '/api/chat/messages/unread';

let t: TTestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type TMember = { client: MemberClient; userId: number; userName: string };

/** A logged-in member with a name of their own (for search). */
async function member(firstName = 'Test', lastName = 'Pflegekraft'): Promise<TMember> {
  const { client, userId } = await loginNewMember(t);
  await t.database.db
    .updateTable('users')
    .set({ first_name: firstName, last_name: lastName })
    .where('id', '=', userId)
    .execute();
  const row = await t.database.db
    .selectFrom('users')
    .select('user_name')
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
  return { client, userId, userName: row.user_name };
}

function send(
  who: MemberClient | TMember,
  method: 'PUT' | 'PATCH' | 'DELETE',
  url: string,
  payload?: unknown,
) {
  return call(t, 'client' in who ? who.client : who, method, url, payload);
}

async function open(from: TMember, to: TMember): Promise<number> {
  const response = await from.client.post('/api/chat/open', { userName: to.userName });
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as { id: number }).id;
}

async function write(from: TMember, chatId: number, body: string, replyToId?: number): Promise<TChatMessage> {
  const response = await from.client.post(chatPath(chatId, '/messages'), { body, replyToId });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as TChatMessage;
}

describe(`chat on ${testDialect}`, () => {
  it('answers 401 to visitors on every endpoint', async () => {
    const visitor = await openVisitor(t);
    const gets = [
      UNREAD,
      '/api/chat/chats',
      chatPath(1),
      chatPath(1, '/messages'),
      '/api/chat/settings',
      '/api/chat/blocks/x',
    ];
    for (const url of gets) expect((await visitor.get(url)).statusCode, url).toBe(401);
    const posts: Array<[string, unknown]> = [
      ['/api/chat/open', { userName: 'x' }],
      [chatPath(1, '/messages'), { body: 'Hallo' }],
      [chatPath(1, '/read'), { messageId: 1 }],
      [chatPath(1, '/typing'), undefined],
      [chatPath(1, '/messages/1/report'), { reason: 'spam' }],
    ];
    for (const [url, body] of posts) {
      const response = await visitor.post(url, body);
      expect(response.statusCode, url).toBe(401);
      expect(response.json()).toEqual({ success: false, message: ERROR_MESSAGES.UNAUTHORIZED });
    }
    expect((await send(visitor, 'PATCH', chatPath(1, '/messages/1'), { body: 'x' })).statusCode).toBe(401);
    expect((await send(visitor, 'DELETE', chatPath(1, '/messages/1'))).statusCode).toBe(401);
    expect((await send(visitor, 'PUT', '/api/chat/blocks/x')).statusCode).toBe(401);
    expect((await send(visitor, 'PUT', '/api/chat/settings', { readReceipts: false })).statusCode).toBe(401);
  });

  it('opens one chat per pair, idempotently, also under concurrent opens from both sides', async () => {
    const anna = await member('Anna', 'Auer');
    const ben = await member('Ben', 'Brandt');
    const results = await Promise.all([
      anna.client.post('/api/chat/open', { userName: ben.userName }),
      ben.client.post('/api/chat/open', { userName: anna.userName }),
      anna.client.post('/api/chat/open', { userName: ben.userName }),
      ben.client.post('/api/chat/open', { userName: anna.userName }),
    ]);
    const answers = results.map((r) => r.json() as { id: number; isNew: boolean });
    expect(new Set(answers.map((a) => a.id)).size).toBe(1);
    expect(answers.filter((a) => a.isNew)).toHaveLength(1);
    expect((await anna.client.post('/api/chat/open', { userName: ben.userName })).json()).toEqual({
      id: answers[0]!.id,
      isNew: false,
    });
    const chats = await t.database.db
      .selectFrom('chat_members')
      .select('chat_id')
      .where('user_id', '=', anna.userId)
      .execute();
    expect(chats).toHaveLength(1);
  });

  it('refuses bad opens with German messages', async () => {
    const anna = await member();
    const self = await anna.client.post('/api/chat/open', { userName: anna.userName });
    expect(self.statusCode).toBe(422);
    expect(self.json().message).toBe(M.chatWithSelf);
    const missing = await anna.client.post('/api/chat/open', {});
    expect(missing.statusCode).toBe(422);
    expect(missing.json().message).toBe(M.userNameMissing);
    const unknown = await anna.client.post('/api/chat/open', { userName: 'niemand.hier' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(M.userNotFound);
  });

  it('sends, lists, edits, deletes and replies; the list shows the last message and unread counts', async () => {
    const anna = await member('Anna', 'Auer');
    const ben = await member('Ben', 'Brandt');
    const chatId = await open(anna, ben);
    // Before the first message only the opener lists the chat.
    expect(((await ben.client.get('/api/chat/chats')).json() as TChatList).chats).toEqual([]);
    const first = await write(anna, chatId, '  Hallo Ben, hast du am Samstag Frühdienst?  ');
    expect(first).toMatchObject({
      chatId,
      senderId: anna.userId,
      body: 'Hallo Ben, hast du am Samstag Frühdienst?',
    });
    const second = await write(anna, chatId, 'Ich würde gern tauschen.');
    expect((await ben.client.get(UNREAD)).json()).toEqual({ chatIds: [chatId], count: 1 });

    const benList = (await ben.client.get('/api/chat/chats')).json() as TChatList;
    expect(benList.chats).toHaveLength(1);
    expect(benList.chats[0]).toMatchObject({
      id: chatId,
      other: { userName: anna.userName, fullName: 'Anna Auer' },
      lastMessage: { id: second.id, body: 'Ich würde gern tauschen.' },
      unreadCount: 2,
    });

    const reply = await write(ben, chatId, 'Klar, gern!', first.id);
    expect(reply.replyTo).toEqual({
      id: first.id,
      senderId: anna.userId,
      body: 'Hallo Ben, hast du am Samstag Frühdienst?',
      isDeleted: false,
    });
    // Writing marks what came before as read.
    expect((await ben.client.get(UNREAD)).json()).toEqual({ chatIds: [], count: 0 });
    expect((await anna.client.get(UNREAD)).json()).toEqual({ chatIds: [chatId], count: 1 });

    const edited = await send(anna, 'PATCH', chatPath(chatId, `/messages/${second.id}`), {
      body: 'Ich würde gern mit dir tauschen.',
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({ body: 'Ich würde gern mit dir tauschen.', isDeleted: false });
    expect((edited.json() as TChatMessage).editedAt).toBeGreaterThan(0);

    const deleted = await send(anna, 'DELETE', chatPath(chatId, `/messages/${first.id}`));
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toMatchObject({ id: first.id, body: null, isDeleted: true, editedAt: null });

    const page = (await ben.client.get(chatPath(chatId, '/messages'))).json() as TChatMessagesPage;
    expect(page.hasMore).toBe(false);
    expect(page.messages.map((m) => [m.id, m.body])).toEqual([
      [first.id, null],
      [second.id, 'Ich würde gern mit dir tauschen.'],
      [reply.id, 'Klar, gern!'],
    ]);
    // The quote of a deleted message loses its text too.
    expect(page.messages[2]!.replyTo).toEqual({
      id: first.id,
      senderId: anna.userId,
      body: null,
      isDeleted: true,
    });

    // Only the sender edits or deletes; deleted messages stay deleted.
    const foreignEdit = await send(ben, 'PATCH', chatPath(chatId, `/messages/${second.id}`), {
      body: 'Nein',
    });
    expect(foreignEdit.statusCode).toBe(403);
    expect(foreignEdit.json().message).toBe(M.notYourMessage);
    expect((await send(ben, 'DELETE', chatPath(chatId, `/messages/${second.id}`))).statusCode).toBe(403);
    expect(
      (await send(anna, 'PATCH', chatPath(chatId, `/messages/${first.id}`), { body: 'x' })).statusCode,
    ).toBe(409);
    // A reply must quote a message of the same chat.
    const carl = await member('Carl', 'Cramer');
    const otherChat = await open(anna, carl);
    const foreignQuote = await anna.client.post(chatPath(otherChat, '/messages'), {
      body: 'Hm',
      replyToId: reply.id,
    });
    expect(foreignQuote.statusCode).toBe(422);
    expect(foreignQuote.json().message).toBe(M.replyNotFound);
  });

  it('validates bodies and queries with German 422s', async () => {
    const anna = await member();
    const ben = await member();
    const chatId = await open(anna, ben);
    const empty = await anna.client.post(chatPath(chatId, '/messages'), { body: '   ' });
    expect(empty.statusCode).toBe(422);
    expect(empty.json().message).toBe(M.bodyMissing);
    const long = await anna.client.post(chatPath(chatId, '/messages'), {
      body: 'a'.repeat(CHAT_MESSAGE_MAX + 1),
    });
    expect(long.statusCode).toBe(422);
    expect(long.json().message).toBe(M.bodyTooLong);
    expect(
      (await anna.client.post(chatPath(chatId, '/messages'), { body: 'a'.repeat(CHAT_MESSAGE_MAX) }))
        .statusCode,
    ).toBe(200);
    expect((await anna.client.post(chatPath(chatId, '/messages'), { body: 42 })).statusCode).toBe(422);
    expect((await anna.client.get(chatPath(chatId, '/messages?before=1&after=2'))).json().message).toBe(
      M.beforeAndAfter,
    );
    expect((await anna.client.get(chatPath(chatId, '/messages?before=abc'))).statusCode).toBe(422);
    expect((await anna.client.get('/api/chat/chats?cursor=nope')).json().message).toBe(M.cursorInvalid);
    expect((await anna.client.get('/api/chat/chats/abc')).statusCode).toBe(422);
    expect((await anna.client.post(chatPath(chatId, '/read'), { messageId: -1 })).statusCode).toBe(422);
    expect(
      (await anna.client.post(chatPath(chatId, '/messages/1/report'), { reason: 'boring' })).json().message,
    ).toBe(M.reportReasonMissing);
    expect((await send(anna, 'PUT', '/api/chat/settings', { readReceipts: 'ja' })).statusCode).toBe(422);
  });

  it('refuses a third member on every chat endpoint (404, nothing revealed)', async () => {
    const anna = await member();
    const ben = await member();
    const eve = await member();
    const chatId = await open(anna, ben);
    const message = await write(anna, chatId, 'Nur für Ben');
    const m = `/messages/${message.id}`;
    const answers = [
      await eve.client.get(chatPath(chatId)),
      await eve.client.get(chatPath(chatId, '/messages')),
      await eve.client.get(chatPath(chatId, `/messages?after=0`)),
      await eve.client.post(chatPath(chatId, '/messages'), { body: 'Hallo?' }),
      await eve.client.post(chatPath(chatId, '/read'), { messageId: message.id }),
      await eve.client.post(chatPath(chatId, '/typing')),
      await eve.client.post(chatPath(chatId, `${m}/report`), { reason: 'spam' }),
      await send(eve, 'PATCH', chatPath(chatId, m), { body: 'Geändert' }),
      await send(eve, 'DELETE', chatPath(chatId, m)),
      await send(eve, 'PUT', chatPath(chatId, `${m}/reaction`), { emoji: '👍' }),
      await send(eve, 'DELETE', chatPath(chatId, `${m}/reaction`)),
    ];
    for (const answer of answers) {
      expect(answer.statusCode, answer.body).toBe(404);
      expect(answer.json().message).toBe(M.chatNotFound);
      expect(answer.body).not.toContain('Nur für Ben');
    }
    expect(((await eve.client.get('/api/chat/chats')).json() as TChatList).chats).toEqual([]);
    expect((await eve.client.get(UNREAD)).json()).toEqual({ chatIds: [], count: 0 });
    const stored = await t.database.db
      .selectFrom('chat_messages')
      .select(['body', 'deleted_at'])
      .where('id', '=', message.id)
      .executeTakeFirstOrThrow();
    expect(stored).toEqual({ body: 'Nur für Ben', deleted_at: null });
    // A message id of another chat is not found in mine.
    const carl = await member();
    const mine = await open(eve, carl);
    expect((await eve.client.post(chatPath(mine, '/read'), { messageId: message.id })).statusCode).toBe(404);
    expect((await send(eve, 'DELETE', chatPath(mine, m))).statusCode).toBe(404);
  });

  it('pages upward by keyset and catches up by id: every message exactly once while new ones arrive', async () => {
    const anna = await member();
    const ben = await member();
    const chatId = await open(anna, ben);
    const base = Date.now();
    await t.database.db
      .insertInto('chat_messages')
      .values(
        Array.from({ length: 75 }, (_, i) => ({
          chat_id: chatId,
          sender_id: i % 2 === 0 ? anna.userId : ben.userId,
          body: `Nachricht ${i + 1}`,
          // Equal times on purpose: the id alone orders.
          created_at: base + Math.floor(i / 10),
          edited_at: null,
          deleted_at: null,
          reply_to_id: null,
        })),
      )
      .execute();
    const seen: number[] = [];
    let page = (await ben.client.get(chatPath(chatId, '/messages'))).json() as TChatMessagesPage;
    const newestAtStart = page.messages.at(-1)!.id;
    seen.unshift(...page.messages.map((m) => m.id));
    let extra = 0;
    while (page.hasMore) {
      // New messages arrive between pages; they never shift the older pages.
      await write(anna, chatId, `Neu ${++extra}`);
      page = (
        await ben.client.get(chatPath(chatId, `/messages?before=${seen[0]}`))
      ).json() as TChatMessagesPage;
      seen.unshift(...page.messages.map((m) => m.id));
    }
    expect(seen).toHaveLength(75);
    expect(new Set(seen).size).toBe(75);
    expect([...seen].sort((a, b) => a - b)).toEqual(seen);
    // Catch-up after a dropped socket: everything after the last seen id, in pages, once.
    const caught: number[] = [];
    let after = newestAtStart;
    for (;;) {
      const next = (
        await ben.client.get(chatPath(chatId, `/messages?after=${after}&take=2`))
      ).json() as TChatMessagesPage;
      caught.push(...next.messages.map((m) => m.id));
      if (!next.hasMore) break;
      after = next.messages.at(-1)!.id;
    }
    expect(caught).toHaveLength(extra);
    expect(new Set([...seen, ...caught]).size).toBe(75 + extra);
  });

  it('lists chats by last activity with keyset paging and search by name', async () => {
    const me = await member('Mia', 'Mitte');
    const people = await Promise.all(
      ['Zoe Ziegler', 'Yusuf Yildiz', 'Xenia Xaver', 'Wilma Wagner', 'Volker Vogt'].map((n) => {
        const [first, last] = n.split(' ');
        return member(first, last);
      }),
    );
    const chatIds: number[] = [];
    for (const person of people) {
      const chatId = await open(person, me);
      await write(person, chatId, `Hallo Mia, hier ist ${person.userName}`);
      chatIds.push(chatId);
    }
    // Writing again moves a chat to the top.
    await write(me, chatIds[1]!, 'Hallo Yusuf!');
    const collected: number[] = [];
    let cursor: string | null = null;
    do {
      const query: string = cursor ? `?take=2&cursor=${cursor}` : '?take=2';
      const list = (await me.client.get(`/api/chat/chats${query}`)).json() as TChatList;
      collected.push(...list.chats.map((c) => c.id));
      cursor = list.nextCursor;
    } while (cursor);
    expect(collected).toEqual([chatIds[1], chatIds[4], chatIds[3], chatIds[2], chatIds[0]]);
    const yusuf = (await me.client.get('/api/chat/chats?q=yildiz')).json() as TChatList;
    expect(yusuf.chats.map((c) => c.id)).toEqual([chatIds[1]]);
    expect(yusuf.chats[0]!.lastMessage).toMatchObject({ senderId: me.userId, body: 'Hallo Yusuf!' });
    expect(((await me.client.get('/api/chat/chats?q=%25')).json() as TChatList).chats).toEqual([]);
  });

  it('marks read, tells the unread status, and shows read receipts only when both have them on', async () => {
    const anna = await member();
    const ben = await member();
    const chatId = await open(anna, ben);
    const message = await write(anna, chatId, 'Bist du schon da?');
    await write(anna, chatId, 'Ich warte am Eingang.');
    await t.deps.jobs.idle();
    // One grouped, unseen notification for the chat.
    const notifications = () =>
      t.database.db
        .selectFrom('notifications')
        .select(['type', 'is_seen', 'event_count'])
        .where('user_id', '=', ben.userId)
        .execute();
    expect(await notifications()).toEqual([{ type: 'direct_message', is_seen: 0, event_count: 2 }]);
    const read = await ben.client.post(chatPath(chatId, '/read'), { messageId: message.id });
    expect(read.statusCode).toBe(200);
    // Read up to the first message only: the chat stays unread, its notification is seen.
    expect(read.json()).toEqual({ chatIds: [chatId], count: 1 });
    expect(await notifications()).toEqual([{ type: 'direct_message', is_seen: 1, event_count: 2 }]);
    const detail = (await anna.client.get(chatPath(chatId))).json() as TChatDetail;
    expect(detail).toMatchObject({
      id: chatId,
      otherLastReadMessageId: message.id,
      isBlockedByMe: false,
      readReceipts: true,
    });
    expect(detail.other?.userName).toBe(ben.userName);
    // Ben turns receipts off: neither side sees them any more.
    expect((await send(ben, 'PUT', '/api/chat/settings', { readReceipts: false })).statusCode).toBe(200);
    expect((await ben.client.get('/api/chat/settings')).json()).toEqual({ readReceipts: false });
    expect(
      ((await anna.client.get(chatPath(chatId))).json() as TChatDetail).otherLastReadMessageId,
    ).toBeNull();
    await write(ben, chatId, 'Ja, gleich.');
    expect(
      ((await ben.client.get(chatPath(chatId))).json() as TChatDetail).otherLastReadMessageId,
    ).toBeNull();
  });

  it('blocks: no messages either way, the blocked member is not told, no connection requests', async () => {
    const anna = await member('Anna', 'Auer');
    const ben = await member('Ben', 'Brandt');
    const chatId = await open(anna, ben);
    const before = await write(ben, chatId, 'Hallo Anna');
    const blocked = await send(anna, 'PUT', `/api/chat/blocks/${ben.userName}`);
    expect(blocked.statusCode, blocked.body).toBe(200);
    expect(blocked.json().message).toBe(M.blocked('Ben Brandt'));
    expect((await anna.client.get(`/api/chat/blocks/${ben.userName}`)).json()).toEqual({ isBlocked: true });
    expect((await ben.client.get(`/api/chat/blocks/${anna.userName}`)).json()).toEqual({ isBlocked: false });
    for (const [from, body] of [
      [ben, 'Warum antwortest du nicht?'],
      [anna, 'Tschüss'],
    ] as const) {
      const answer = await from.client.post(chatPath(chatId, '/messages'), { body });
      expect(answer.statusCode).toBe(403);
      expect(answer.json().message).toBe(M.cannotDeliver);
    }
    expect((await ben.client.post(chatPath(chatId, '/typing'))).statusCode).toBe(403);
    expect(
      (await send(ben, 'PATCH', chatPath(chatId, `/messages/${before.id}`), { body: 'x' })).statusCode,
    ).toBe(403);
    // Ben's view does not say he is blocked.
    const benView = (await ben.client.get(chatPath(chatId))).json() as TChatDetail;
    expect(benView.isBlockedByMe).toBe(false);
    const request = await ben.client.post('/api/network/connection-requests', { userName: anna.userName });
    expect(request.statusCode).toBe(409);
    expect(request.json().message).toBe(ERROR_MESSAGES.CONFLICT);
    expect((await send(anna, 'DELETE', `/api/chat/blocks/${ben.userName}`)).statusCode).toBe(200);
    await write(ben, chatId, 'Wieder da?');
    expect((await send(anna, 'PUT', `/api/chat/blocks/${anna.userName}`)).json().message).toBe(M.blockSelf);
  });

  it('stores a report with the text as it was; own messages and repeats are refused', async () => {
    const anna = await member();
    const ben = await member();
    const chatId = await open(anna, ben);
    const message = await write(ben, chatId, 'Kauf jetzt billige Uhren!');
    const report = await anna.client.post(chatPath(chatId, `/messages/${message.id}/report`), {
      reason: 'spam',
      details: 'Werbung',
    });
    expect(report.statusCode, report.body).toBe(200);
    expect(report.json()).toEqual({ success: true, message: M.reported });
    expect(
      (await anna.client.post(chatPath(chatId, `/messages/${message.id}/report`), { reason: 'spam' }))
        .statusCode,
    ).toBe(409);
    expect(
      (await ben.client.post(chatPath(chatId, `/messages/${message.id}/report`), { reason: 'spam' }))
        .statusCode,
    ).toBe(403);
    await send(ben, 'DELETE', chatPath(chatId, `/messages/${message.id}`));
    const stored = await t.database.db
      .selectFrom('chat_message_reports')
      .selectAll()
      .where('message_id', '=', message.id)
      .executeTakeFirstOrThrow();
    expect(stored).toMatchObject({
      reporter_id: anna.userId,
      reason: 'spam',
      details: 'Werbung',
      body_snapshot: 'Kauf jetzt billige Uhren!',
      status: 'open',
    });
  });

  it('counts unread chats, not messages; a member’s own and foreign chats never count', async () => {
    const me = await member();
    const other = await member();
    const third = await member();
    const one = await open(other, me);
    await write(other, one, 'Eins');
    await write(other, one, 'Zwei');
    const two = await open(third, me);
    await write(third, two, 'Drei');
    const mine = await open(me, third);
    expect(mine).toBe(two);
    const foreign = await open(other, third);
    await write(other, foreign, 'Nicht für dich');
    expect((await me.client.get(UNREAD)).json()).toEqual({
      chatIds: [one, two].sort((a, b) => a - b),
      count: 2,
    });
    await write(me, two, 'Antwort');
    expect((await me.client.get(UNREAD)).json()).toEqual({ chatIds: [one], count: 1 });
    expect((await third.client.get(UNREAD)).json()).toEqual({
      chatIds: [two, foreign].sort((a, b) => a - b),
      count: 2,
    });
  });

  it('account deletion empties the member’s messages; the other side keeps the conversation', async () => {
    const anna = await member('Anna', 'Auer');
    const ben = await member('Ben', 'Brandt');
    const chatId = await open(anna, ben);
    await write(anna, chatId, 'Mein Geheimnis');
    await write(ben, chatId, 'Bens Antwort');
    const exported = await anna.client.get('/api/user/export');
    expect(exported.statusCode).toBe(200);
    expect(exported.body).toContain('Mein Geheimnis');
    const deleted = await anna.client.post('/api/user/delete', { password: TEST_PASSWORD, confirm: true });
    expect(deleted.statusCode, deleted.body).toBe(200);
    const page = (await ben.client.get(chatPath(chatId, '/messages'))).json() as TChatMessagesPage;
    expect(page.messages.map((m) => [m.senderId, m.body, m.isDeleted])).toEqual([
      [null, null, true],
      [ben.userId, 'Bens Antwort', false],
    ]);
    const list = (await ben.client.get('/api/chat/chats')).json() as TChatList;
    expect(list.chats[0]).toMatchObject({ id: chatId, other: null });
    const stored = await t.database.db
      .selectFrom('chat_messages')
      .select('body')
      .where('chat_id', '=', chatId)
      .execute();
    expect(stored.map((r) => r.body)).not.toContain('Mein Geheimnis');
    expect((await ben.client.post(chatPath(chatId, '/messages'), { body: 'Hallo?' })).statusCode).toBe(403);
  });

  it('sets, replaces and removes one reaction per member; both see them; bad emoji and blocks refused', async () => {
    const anna = await member();
    const ben = await member();
    const chatId = await open(anna, ben);
    const message = await write(anna, chatId, 'Ich habe die Prüfung bestanden!');
    const url = chatPath(chatId, `/messages/${message.id}/reaction`);
    expect((await send(ben, 'PUT', url, { emoji: '👍' })).json()).toMatchObject({
      reactions: [{ userId: ben.userId, emoji: '👍' }],
    });
    await send(ben, 'PUT', url, { emoji: '❤️' });
    await send(anna, 'PUT', url, { emoji: '🙏' });
    const page = (await anna.client.get(chatPath(chatId, '/messages'))).json() as TChatMessagesPage;
    // Two reactions in the same millisecond have no order of their own: compared as a set.
    expect(page.messages[0]!.reactions).toHaveLength(2);
    expect(page.messages[0]!.reactions).toEqual(
      expect.arrayContaining([
        { userId: ben.userId, emoji: '❤️' },
        { userId: anna.userId, emoji: '🙏' },
      ]),
    );
    const removed = await send(ben, 'DELETE', url);
    expect((removed.json() as TChatMessage).reactions).toEqual([{ userId: anna.userId, emoji: '🙏' }]);
    const bad = await send(ben, 'PUT', url, { emoji: '💩' });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().message).toBe(M.reactionInvalid);
    await send(anna, 'PUT', `/api/chat/blocks/${ben.userName}`);
    expect((await send(ben, 'PUT', url, { emoji: '👍' })).statusCode).toBe(403);
  });
});
