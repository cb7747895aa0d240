/** Invitations and answers under moments: named groups and events, the anonymous moment author. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UROCAMPUS_AREA_ID, UROCAMPUS_TERMS_VERSION } from '@pflegepuls/shared';
import { createTestApp, testDialect, type TTestApp } from '../../test/harness.ts';
import { loginNewMember } from '../../test/member.ts';
import { createNotificationsTestHelpers } from './test-helpers.ts';

let t: TTestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
const { publish, member, listOf } = createNotificationsTestHelpers(() => t);

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
          accepted_terms_version: UROCAMPUS_TERMS_VERSION,
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
