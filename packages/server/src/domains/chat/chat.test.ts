import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERROR_MESSAGES } from '@pflegepuls/shared';
import { createTestApp, testDialect, type TTestApp } from '../../test/harness.ts';
import { loginNewMember, openVisitor } from '../../test/member.ts';

const UNREAD = '/api/chat/messages/unread';

let t: TTestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function chatOf(members: Array<{ userId: number; lastReadAt: number | null }>) {
  const now = Date.now();
  const chat = await t.database.db
    .insertInto('chats')
    .values({ created_at: now, last_message_at: null })
    .returning('id')
    .executeTakeFirstOrThrow();
  await t.database.db
    .insertInto('chat_members')
    .values(
      members.map((m) => ({
        chat_id: chat.id,
        user_id: m.userId,
        last_read_at: m.lastReadAt,
        created_at: now,
      })),
    )
    .execute();
  return chat.id;
}

async function message(chatId: number, senderId: number, at: number) {
  await t.database.db
    .insertInto('chat_messages')
    .values({ chat_id: chatId, sender_id: senderId, body: 'Hallo!', created_at: at })
    .execute();
}

describe(`GET ${UNREAD} on ${testDialect}`, () => {
  it('answers 401 to visitors', async () => {
    const visitor = await openVisitor(t);
    const response = await visitor.get(UNREAD);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ success: false, message: ERROR_MESSAGES.UNAUTHORIZED });
  });

  it('answers zero from the empty tables', async () => {
    const { client } = await loginNewMember(t);
    const response = await client.get(UNREAD);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ chatIds: [], count: 0 });
  });

  it("counts chats with others' messages after my last read, not my own or other people's chats", async () => {
    const me = await loginNewMember(t);
    const other = await loginNewMember(t);
    const third = await loginNewMember(t);
    const now = Date.now();
    const unread = await chatOf([
      { userId: me.userId, lastReadAt: now - 60_000 },
      { userId: other.userId, lastReadAt: null },
    ]);
    await message(unread, other.userId, now - 120_000);
    await message(unread, other.userId, now - 1000);
    await message(unread, other.userId, now - 500);
    const read = await chatOf([
      { userId: me.userId, lastReadAt: now },
      { userId: third.userId, lastReadAt: null },
    ]);
    await message(read, third.userId, now - 1000);
    const mine = await chatOf([
      { userId: me.userId, lastReadAt: null },
      { userId: third.userId, lastReadAt: null },
    ]);
    await message(mine, me.userId, now - 1000);
    const neverRead = await chatOf([
      { userId: me.userId, lastReadAt: null },
      { userId: third.userId, lastReadAt: null },
    ]);
    await message(neverRead, third.userId, now - 1000);
    const notMine = await chatOf([
      { userId: other.userId, lastReadAt: null },
      { userId: third.userId, lastReadAt: null },
    ]);
    await message(notMine, third.userId, now - 1000);

    const response = await me.client.get(UNREAD);
    expect(response.json()).toEqual({ chatIds: [unread, neverRead].sort((a, b) => a - b), count: 2 });
    // The third member sees my message in `mine`; their own messages never count for them.
    expect((await third.client.get(UNREAD)).json()).toEqual({ chatIds: [mine], count: 1 });
  });
});
