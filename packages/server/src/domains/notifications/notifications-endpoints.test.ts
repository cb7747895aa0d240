/** The notification endpoints over HTTP (list, count, mark as seen) and the test notification. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NOTIFICATION_MESSAGES as M, NOTIFICATION_TESTS_PER_MINUTE } from '@pflegepuls/shared';
import { createTestApp, testDialect, type TTestApp } from '../../test/harness.ts';
import { loginNewMember, openVisitor } from '../../test/member.ts';
import { createNotificationsTestHelpers } from './test-helpers.ts';

let t: TTestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
const { publish, member, listOf } = createNotificationsTestHelpers(() => t);

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

    // Ties on updated_at: the id breaks them, and the cursor's page is still skip's.
    await t.database.db
      .updateTable('notifications')
      .set({ updated_at: 1_700_000_000_000 })
      .where('user_id', '=', userId)
      .execute();
    const tiedFirst = await listOf(client);
    const tiedBySkip = await listOf(client, '?skip=20&take=20');
    const tiedByCursor = await listOf(client, `?cursor=${tiedFirst.nextCursor}`);
    expect(tiedByCursor.notifications.map((n) => n.id)).toEqual(tiedBySkip.notifications.map((n) => n.id));
    expect(tiedByCursor.notifications).toHaveLength(5);
    expect(new Set([...tiedFirst.notifications, ...tiedByCursor.notifications].map((n) => n.id)).size).toBe(
      25,
    );
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
