/** Group posts over HTTP: members only, Mein Feed, surveys (counted once, closing), pins, removal, notifications. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  FEED_MESSAGES,
  GROUP_MESSAGES,
  UROCAMPUS_AREA_ID,
  type TFeedPage,
  type TGroupDetail,
  type TGroupPostsPage,
  type TPostItem,
  type TSurvey,
} from '@pflegepuls/shared';
import { createTestApp, testDialect, type TTestApp } from '../../test/harness.ts';
import { call, ok, type TMember } from '../../test/member.ts';
import { areaMember, makeGroup, notificationsOf } from './test-helpers.ts';

let t: TTestApp;
let owner: TMember;
let mod: TMember;
let member: TMember;
let quiet: TMember;
let pinsOnly: TMember;
let stranger: TMember;
let group: TGroupDetail;
let channelId: number;

beforeAll(async () => {
  t = await createTestApp();
  [owner, mod, member, quiet, pinsOnly, stranger] = await Promise.all([
    areaMember(t),
    areaMember(t),
    areaMember(t),
    areaMember(t),
    areaMember(t),
    areaMember(t),
  ]);
  group = await makeGroup(t, owner, { title: 'Katheterpflege zu Hause' });
  for (const who of [mod, member, quiet, pinsOnly])
    await ok(t, who.client, 'POST', `/api/groups/${group.id}/join`, undefined, 200);
  await ok(
    t,
    owner.client,
    'PATCH',
    `/api/groups/${group.id}/members/${mod.userId}`,
    { role: 'moderator' },
    204,
  );
  await ok(t, quiet.client, 'PUT', `/api/groups/${group.id}/notifications`, { notify: 'none' }, 200);
  await ok(t, pinsOnly.client, 'PUT', `/api/groups/${group.id}/notifications`, { notify: 'pinned' }, 200);
  channelId = (await ok<{ data: Array<{ id: number }> }>(t, owner.client, 'GET', '/api/channels')).data[0]!
    .id;
});
afterAll(() => t.close());

async function post(who: TMember, body: string, extra: Record<string, unknown> = {}) {
  return (
    await ok<{ data: TPostItem }>(t, who.client, 'POST', '/api/posts', {
      body,
      channelId,
      groupId: group.id,
      ...extra,
    })
  ).data;
}

describe(`group posts on ${testDialect}`, () => {
  it('lets members post; only members read the post, and it ranks in their Mein Feed only', async () => {
    const created = await post(member, 'Wie oft wechselt ihr suprapubische Katheter?');
    expect(created).toMatchObject({
      groupId: group.id,
      groupTitle: 'Katheterpflege zu Hause',
      closedAreaId: UROCAMPUS_AREA_ID,
    });
    const refused = await call(t, stranger.client, 'POST', '/api/posts', {
      body: 'Hallo',
      channelId,
      groupId: group.id,
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(GROUP_MESSAGES.notGroupMember);
    expect((await call(t, stranger.client, 'GET', `/api/posts/${created.id}`)).statusCode).toBe(403);
    expect((await call(t, stranger.client, 'POST', `/api/posts/${created.id}/like`)).statusCode).toBe(403);
    expect((await call(t, stranger.client, 'GET', `/api/posts/${created.id}/comments`)).statusCode).toBe(403);

    const page = await ok<TGroupPostsPage>(t, owner.client, 'GET', `/api/groups/${group.id}/posts`);
    expect(page.data.map((p) => p.id)).toContain(created.id);
    const feedOf = async (who: TMember, tab = 'my') =>
      (await ok<TFeedPage>(t, who.client, 'GET', `/api/feed?closedAreaId=1&tab=${tab}`)).postsAndMoments.map(
        (i) => i.id,
      );
    expect(await feedOf(owner)).toContain(created.id);
    expect(await feedOf(stranger)).not.toContain(created.id);
    expect(await feedOf(stranger, 'discover')).not.toContain(created.id);
    expect(await feedOf(owner, 'discover')).not.toContain(created.id);

    // Likes and comments work as in the feed.
    expect(
      (await ok<{ data: { likesCount: number } }>(t, owner.client, 'POST', `/api/posts/${created.id}/like`))
        .data.likesCount,
    ).toBe(1);
    await ok(t, owner.client, 'POST', `/api/posts/${created.id}/comments`, {
      body: 'Alle sechs Wochen, bei uns nach Standard.',
    });
  });

  it('notifies members by their setting: all posts, only pins, none', async () => {
    const created = await post(owner, 'Neue Leitlinie zur Katheterpflege ist da.');
    const has = async (who: TMember, type: string) =>
      (await notificationsOf(t, who)).some((n) => n.messageType === type && n.group?.id === group.id);
    expect(await has(member, 'group_post')).toBe(true);
    const note = (await notificationsOf(t, member)).find((n) => n.messageType === 'group_post');
    expect(note).toMatchObject({
      messageText: expect.stringContaining('in „Katheterpflege zu Hause“ gepostet'),
      clickAction: { type: 'navigate', url: `/closed_area/1/groups/${group.id}` },
    });
    expect(await has(quiet, 'group_post')).toBe(false);
    expect(await has(pinsOnly, 'group_post')).toBe(false);
    // The author hears nothing of their own post (the owner's line names only the earlier author).
    const ownerNote = (await notificationsOf(t, owner)).find((n) => n.messageType === 'group_post');
    expect(ownerNote?.sender?.id).toBe(member.userId);
    expect(ownerNote?.messageText).not.toContain('weitere');

    // Pinning: admins only; members with "all" or "pinned" hear of it.
    const denied = await call(t, member.client, 'PUT', `/api/groups/${group.id}/pinned`, {
      postId: created.id,
    });
    expect(denied.statusCode).toBe(403);
    const pinned = (
      await ok<{ data: TGroupDetail }>(
        t,
        mod.client,
        'PUT',
        `/api/groups/${group.id}/pinned`,
        { postId: created.id },
        200,
      )
    ).data;
    expect(pinned.pinnedPostId).toBe(created.id);
    expect(await has(pinsOnly, 'group_post_pinned')).toBe(true);
    expect(await has(quiet, 'group_post_pinned')).toBe(false);
    const page = await ok<TGroupPostsPage>(t, member.client, 'GET', `/api/groups/${group.id}/posts`);
    expect(page.pinned?.id).toBe(created.id);
    expect(page.data.map((p) => p.id)).not.toContain(created.id);

    // A post of another place cannot be pinned here.
    const elsewhere = (
      await ok<{ data: TPostItem }>(t, owner.client, 'POST', '/api/posts', {
        body: 'Allgemein',
        channelId,
        closedAreaId: 1,
      })
    ).data;
    const wrong = await call(t, mod.client, 'PUT', `/api/groups/${group.id}/pinned`, {
      postId: elsewhere.id,
    });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().message).toBe(GROUP_MESSAGES.postNotInGroup);
  });

  it('lets moderators remove posts, members not', async () => {
    const created = await post(member, 'Ein Beitrag, der gehen muss.');
    expect(
      (await call(t, quiet.client, 'DELETE', `/api/groups/${group.id}/posts/${created.id}`)).statusCode,
    ).toBe(403);
    expect(
      (await call(t, mod.client, 'DELETE', `/api/groups/${group.id}/posts/${created.id}`)).statusCode,
    ).toBe(204);
    expect((await call(t, member.client, 'GET', `/api/posts/${created.id}`)).statusCode).toBe(404);
  });

  it('counts a survey vote once and shows results after voting', async () => {
    const created = await post(owner, 'Kurze Umfrage unter uns', {
      survey: {
        title: 'Welches Ableitungssystem nutzt ihr?',
        answers: ['Beinbeutel', 'Bettbeutel', 'Ventil'],
      },
    });
    const [a, b] = created.survey!.answers;
    expect(created.survey).toMatchObject({
      multipleChoice: false,
      isClosed: false,
      closesAt: null,
      totalVotes: null,
    });
    const vote = async (who: TMember, body: unknown, status = 200) =>
      (await ok<{ data: TSurvey }>(t, who.client, 'POST', `/api/posts/${created.id}/vote`, body, status))
        ?.data;
    const first = await vote(member, { answerId: a!.id });
    expect(first).toMatchObject({ totalVotes: 1, myAnswerId: a!.id, hasVoted: true });
    const again = await vote(member, { answerId: a!.id });
    expect(again?.totalVotes).toBe(1);
    const other = await call(t, member.client, 'POST', `/api/posts/${created.id}/vote`, { answerId: b!.id });
    expect(other.statusCode).toBe(409);
    expect(other.json().message).toBe(FEED_MESSAGES.alreadyVoted);
    const two = await call(t, quiet.client, 'POST', `/api/posts/${created.id}/vote`, {
      answerIds: [a!.id, b!.id],
    });
    expect(two.statusCode).toBe(422);
    expect(two.json().message).toBe(FEED_MESSAGES.surveySingleChoice);
    await Promise.all([vote(quiet, { answerId: b!.id }), vote(quiet, { answerId: b!.id })]);
    const seen = (await ok<{ data: TPostItem }>(t, owner.client, 'GET', `/api/posts/${created.id}`)).data
      .survey;
    // The author has not voted: results stay hidden until then.
    expect(seen?.totalVotes).toBeNull();
    const row = await t.database.db
      .selectFrom('posts')
      .select('survey_votes_count')
      .where('id', '=', created.id)
      .executeTakeFirstOrThrow();
    expect(row.survey_votes_count).toBe(2);
    expect(
      (await call(t, stranger.client, 'POST', `/api/posts/${created.id}/vote`, { answerId: a!.id }))
        .statusCode,
    ).toBe(403);
  });

  it('takes several answers in a multiple-choice survey, counted as one voter', async () => {
    const created = await post(owner, 'Mehrfachauswahl', {
      survey: {
        title: 'Was hilft bei nächtlichem Harndrang?',
        answers: ['Trinkplan', 'Toilettentraining', 'Beckenboden'],
        multipleChoice: true,
      },
    });
    const [a, , c] = created.survey!.answers;
    const result = (
      await ok<{ data: TSurvey }>(
        t,
        member.client,
        'POST',
        `/api/posts/${created.id}/vote`,
        { answerIds: [a!.id, c!.id] },
        200,
      )
    ).data;
    expect(result).toMatchObject({ multipleChoice: true, totalVotes: 1, myAnswerIds: [a!.id, c!.id] });
    expect(result.answers.map((x) => x.votesCount)).toEqual([1, 0, 1]);
    const changed = await call(t, member.client, 'POST', `/api/posts/${created.id}/vote`, {
      answerIds: [a!.id],
    });
    expect(changed.statusCode).toBe(409);
    const reread = (await ok<{ data: TPostItem }>(t, member.client, 'GET', `/api/posts/${created.id}`)).data
      .survey;
    expect(reread?.myAnswerIds).toEqual([a!.id, c!.id]);
  });

  it('refuses votes on a closed survey and closing dates in the past', async () => {
    const past = await call(t, owner.client, 'POST', '/api/posts', {
      body: 'Zu spät',
      channelId,
      groupId: group.id,
      survey: { title: 'Vorbei?', answers: ['Ja', 'Nein'], closesAt: Date.now() - 60_000 },
    });
    expect(past.statusCode).toBe(422);
    expect(past.json().message).toBe(FEED_MESSAGES.surveyClosesAtInvalid);
    const created = await post(owner, 'Bald vorbei', {
      survey: {
        title: 'Nutzt ihr Blasenscanner?',
        answers: ['Ja', 'Nein'],
        closesAt: Date.now() + 3_600_000,
      },
    });
    await t.database.db
      .updateTable('posts')
      .set({ survey_closes_at: Date.now() - 1 })
      .where('id', '=', created.id)
      .execute();
    const closed = await call(t, member.client, 'POST', `/api/posts/${created.id}/vote`, {
      answerId: created.survey!.answers[0]!.id,
    });
    expect(closed.statusCode).toBe(409);
    expect(closed.json().message).toBe(FEED_MESSAGES.surveyClosed);
    // A closed survey shows its results to everyone in the group.
    const seen = (await ok<{ data: TPostItem }>(t, member.client, 'GET', `/api/posts/${created.id}`)).data
      .survey;
    expect(seen).toMatchObject({ isClosed: true, totalVotes: 0 });
  });

  it('refuses bad group post input with 422', async () => {
    const empty = await call(t, member.client, 'POST', '/api/posts', {
      body: '',
      channelId,
      groupId: group.id,
    });
    expect(empty.statusCode).toBe(422);
    expect(empty.json().message).toBe(FEED_MESSAGES.bodyRequired);
    const long = await call(t, member.client, 'POST', '/api/posts', {
      body: 'x'.repeat(5001),
      channelId,
      groupId: group.id,
    });
    expect(long.statusCode).toBe(422);
    const noChannel = await call(t, member.client, 'POST', '/api/posts', {
      body: 'Hallo',
      groupId: group.id,
    });
    expect(noChannel.statusCode).toBe(422);
    const answers = await call(t, member.client, 'POST', '/api/posts', {
      body: 'Umfrage',
      channelId,
      groupId: group.id,
      survey: { title: 'Eine Antwort?', answers: ['Nur eine'] },
    });
    expect(answers.statusCode).toBe(422);
    expect(answers.json().message).toBe(FEED_MESSAGES.surveyAnswersTooFew);
    const missing = await call(t, member.client, 'POST', '/api/posts', {
      body: 'Hallo',
      channelId,
      groupId: 987654,
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe(GROUP_MESSAGES.invalidGroupId);
  });
});
