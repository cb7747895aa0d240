import { randomUUID } from 'node:crypto';
import type { Faker } from '@faker-js/faker';
import type { Insertable, Kysely } from 'kysely';
import { MOMENT_AVATAR_KEYS, MOMENT_REACTION_KEYS, UROCAMPUS_AREA_ID, DAY_MS } from '@pflegepuls/shared';
import { scoreFor } from '../domains/feed/list.ts';
import type { DB } from '../platform/db/index.ts';
import type { FeedItemsTable } from '../platform/db/tables/feed.ts';
import { DEMO_ACCOUNTS } from './demo-accounts.ts';
import { ANSWERS, BOT_POSTS, commentsFor, MOMENT_TEXTS, POST_TEXTS, SURVEYS } from './feed-texts.ts';

const SPAN_DAYS = 60;
const CHUNK = 200;

/** The two bot accounts (is_bot); they cannot log in (no password). */
const BOTS = [
  { user_name: 'pflegepuls.bot', first_name: 'Pflegepuls', last_name: 'Bot', position: 'Community-Bot' },
  { user_name: 'pflegepuls.news', first_name: 'Pflegepuls', last_name: 'News', position: 'Nachrichten-Bot' },
];
/** Generated members who work for Pflegepuls (is_team), besides the admin account. */
const TEAM_MEMBER_COUNT = 3;

async function insertChunked<T>(items: T[], insert: (chunk: T[]) => Promise<unknown>) {
  for (let i = 0; i < items.length; i += CHUNK) await insert(items.slice(i, i + CHUNK));
}

/** Random distinct members (deterministic through faker). */
function pickDistinct(faker: Faker, pool: number[], count: number, except: number): number[] {
  return faker.helpers.arrayElements(
    pool.filter((id) => id !== except),
    Math.min(count, pool.length - 1),
  );
}

/**
 * Demo posts (with surveys, comments, answers, likes, votes) and moments (with reactions and
 * comments, some by the moment's own author) over the last 60 days, some in Urocampus, and the
 * channels each member follows. Counters
 * and feed_items are written consistent with the rows. Runs after the members exist;
 * deterministic through `faker`.
 */
export async function seedFeed(db: Kysely<DB>, faker: Faker, options: { now: number }): Promise<void> {
  const { now } = options;
  const channels = await db.selectFrom('channels').select(['id', 'slug']).execute();
  const channelId = new Map(channels.map((c) => [c.slug, c.id]));

  // The bots "live" at the first seeded member's place, so every demo account has a place.
  const home = await db
    .selectFrom('users')
    .select(['plz', 'country', 'location_city', 'location_state', 'latitude', 'longitude'])
    .where('plz', 'is not', null)
    .orderBy('id')
    .limit(1)
    .executeTakeFirst();
  const bots = await db
    .insertInto('users')
    .values(
      BOTS.map((b) => ({
        email: `${b.user_name}@demo.pflegepuls.de`,
        password_hash: null,
        first_name: b.first_name,
        last_name: b.last_name,
        user_name: b.user_name,
        current_position: b.position,
        summary: 'Automatisches Konto von Pflegepuls.',
        is_bot: 1,
        is_team: 0,
        plz: home?.plz ?? null,
        country: home?.country ?? null,
        location_city: home?.location_city ?? null,
        location_state: home?.location_state ?? null,
        latitude: home?.latitude ?? null,
        longitude: home?.longitude ?? null,
        created_at: now - 400 * DAY_MS,
        updated_at: now,
      })),
    )
    .returning('id')
    .execute();
  const botIds = bots.map((b) => b.id);

  const people = await db
    .selectFrom('users')
    .select(['id', 'email', 'is_team'])
    .where('is_bot', '=', 0)
    .orderBy('id')
    .execute();
  const demoEmails = new Set<string>(DEMO_ACCOUNTS.map((a) => a.email));
  const generated = people.filter((p) => !demoEmails.has(p.email));
  const teamIds = generated.slice(0, TEAM_MEMBER_COUNT).map((p) => p.id);
  if (teamIds.length) await db.updateTable('users').set({ is_team: 1 }).where('id', 'in', teamIds).execute();
  const memberIds = people.map((p) => p.id);
  const accountId = (email: string) => people.find((p) => p.email === email)?.id;
  const marie = accountId('mitglied@demo.pflegepuls.de');
  const uwe = accountId('urocampus@demo.pflegepuls.de');
  const urocampusIds = (
    await db
      .selectFrom('closed_area_memberships')
      .select('user_id')
      .where('closed_area_id', '=', UROCAMPUS_AREA_ID)
      .execute()
  ).map((r) => r.user_id);
  // Commenters include the bots and the team, so the admin statistics can split comments by kind.
  const commenters = [...memberIds, ...botIds];

  const createdAt = () => now - faker.number.int({ min: 5 * 60_000, max: SPAN_DAYS * DAY_MS });

  // ---- Posts ----
  type TPlan = {
    authorId: number;
    channel: string;
    body: string;
    survey: (typeof SURVEYS)[number] | null;
    closedAreaId: number | null;
    at: number;
  };
  // Every text once (the documented accounts' own posts below are left out here), in random order.
  const ownTexts = new Set([
    POST_TEXTS['allgemein']![0]!,
    POST_TEXTS['intensivpflege']![5]!,
    SURVEYS[0]!.body,
  ]);
  const texts = faker.helpers
    .shuffle([
      ...Object.entries(POST_TEXTS).flatMap(([channel, bodies]) =>
        bodies.map((body) => ({ channel, body, survey: null as (typeof SURVEYS)[number] | null })),
      ),
      ...SURVEYS.map((survey) => ({ channel: 'allgemein', body: survey.body, survey })),
    ])
    .filter((text) => !ownTexts.has(text.body));
  const plans: TPlan[] = texts.map((text) => {
    const inArea = urocampusIds.length > 0 && faker.datatype.boolean({ probability: 0.1 });
    return {
      authorId: faker.helpers.arrayElement(inArea ? urocampusIds : memberIds),
      channel: text.channel,
      body: text.body,
      survey: text.survey,
      closedAreaId: inArea ? UROCAMPUS_AREA_ID : null,
      at: createdAt(),
    };
  });
  // The documented accounts have posts of their own; the bots post announcements.
  if (marie) {
    plans.push({
      authorId: marie,
      channel: 'allgemein',
      body: POST_TEXTS['allgemein']![0]!,
      survey: null,
      closedAreaId: null,
      at: now - 2 * DAY_MS,
    });
    plans.push({
      authorId: marie,
      channel: 'allgemein',
      body: SURVEYS[0]!.body,
      survey: SURVEYS[0]!,
      closedAreaId: null,
      at: now - 5 * DAY_MS,
    });
  }
  if (uwe) {
    plans.push({
      authorId: uwe,
      channel: 'intensivpflege',
      body: POST_TEXTS['intensivpflege']![5]!,
      survey: null,
      closedAreaId: UROCAMPUS_AREA_ID,
      at: now - DAY_MS,
    });
  }
  BOT_POSTS.forEach((body, i) =>
    plans.push({
      authorId: botIds[i % botIds.length]!,
      channel: 'allgemein',
      body,
      survey: null,
      closedAreaId: null,
      at: now - (i * 11 + 3) * DAY_MS,
    }),
  );
  plans.sort((a, b) => a.at - b.at);

  const likes: Array<{ post: number; user: number; at: number }> = [];
  const comments: Array<{
    post: number;
    user: number;
    body: string;
    at: number;
    answers: Array<{ user: number; body: string; at: number }>;
  }> = [];
  plans.forEach((plan, index) => {
    const pool = plan.closedAreaId ? urocampusIds : memberIds;
    const likeCount = faker.number.int({
      min: 0,
      max: faker.datatype.boolean({ probability: 0.15 }) ? 60 : 15,
    });
    for (const user of pickDistinct(faker, pool, likeCount, plan.authorId))
      likes.push({ post: index, user, at: plan.at + faker.number.int({ min: 60_000, max: 2 * DAY_MS }) });
    // Comments answer what the post says: a question gets answers, a story gets reactions.
    const fitting = faker.helpers.arrayElements(commentsFor(plan.body), faker.number.int({ min: 0, max: 5 }));
    // The author's replies under one post never repeat either.
    const replies = faker.helpers.shuffle([...ANSWERS]);
    for (const body of fitting) {
      const at = plan.at + faker.number.int({ min: 60_000, max: DAY_MS });
      const reply = faker.datatype.boolean({ probability: 0.3 }) ? replies.pop() : undefined;
      const answers = reply ? [{ user: plan.authorId, body: reply, at: at + 30 * 60_000 }] : [];
      comments.push({
        post: index,
        user: plan.closedAreaId ? faker.helpers.arrayElement(pool) : faker.helpers.arrayElement(commenters),
        body,
        at,
        answers,
      });
    }
  });
  const likesOf = new Map<number, number>();
  for (const l of likes) likesOf.set(l.post, (likesOf.get(l.post) ?? 0) + 1);
  const commentsOf = new Map<number, number>();
  for (const c of comments) commentsOf.set(c.post, (commentsOf.get(c.post) ?? 0) + 1 + c.answers.length);

  // Votes: computed before the insert so the counters go in with the rows.
  const votes: Array<{ post: number; user: number; answer: number; at: number }> = [];
  plans.forEach((plan, index) => {
    if (!plan.survey) return;
    const pool = plan.closedAreaId ? urocampusIds : memberIds;
    for (const user of pickDistinct(faker, pool, faker.number.int({ min: 3, max: 40 }), plan.authorId))
      votes.push({
        post: index,
        user,
        answer: faker.number.int({ min: 0, max: plan.survey.answers.length - 1 }),
        at: plan.at + 3_600_000,
      });
  });

  const postIds: number[] = [];
  await insertChunked(
    plans.map((plan, index) => ({ plan, index })),
    async (chunk) => {
      const rows = await db
        .insertInto('posts')
        .values(
          chunk.map(({ plan, index }) => ({
            uuid: randomUUID(),
            user_id: plan.authorId,
            channel_id: channelId.get(plan.channel)!,
            closed_area_id: plan.closedAreaId,
            body: plan.body,
            images: '[]',
            survey_title: plan.survey?.title ?? null,
            survey_votes_count: votes.filter((v) => v.post === index).length,
            likes_count: likesOf.get(index) ?? 0,
            comments_count: commentsOf.get(index) ?? 0,
            created_at: plan.at,
            updated_at: plan.at,
          })),
        )
        .returning('id')
        .execute();
      postIds.push(...rows.map((r) => r.id));
    },
  );

  const answerIds = new Map<number, number[]>();
  for (const [index, plan] of plans.entries()) {
    if (!plan.survey) continue;
    const counts = plan.survey.answers.map(
      (_, a) => votes.filter((v) => v.post === index && v.answer === a).length,
    );
    const rows = await db
      .insertInto('survey_answers')
      .values(
        plan.survey.answers.map((body, position) => ({
          post_id: postIds[index]!,
          position,
          body,
          votes_count: counts[position]!,
        })),
      )
      .returning('id')
      .execute();
    answerIds.set(
      index,
      rows.map((r) => r.id),
    );
  }
  await insertChunked(votes, (chunk) =>
    db
      .insertInto('survey_votes')
      .values(
        chunk.map((v) => ({
          post_id: postIds[v.post]!,
          user_id: v.user,
          answer_id: answerIds.get(v.post)![v.answer]!,
          created_at: v.at,
        })),
      )
      .execute(),
  );
  await insertChunked(likes, (chunk) =>
    db
      .insertInto('post_likes')
      .values(chunk.map((l) => ({ post_id: postIds[l.post]!, user_id: l.user, created_at: l.at })))
      .execute(),
  );
  for (const c of comments) {
    const row = await db
      .insertInto('post_comments')
      .values({ post_id: postIds[c.post]!, user_id: c.user, parent_id: null, body: c.body, created_at: c.at })
      .returning('id')
      .executeTakeFirstOrThrow();
    if (c.answers.length) {
      await db
        .insertInto('post_comments')
        .values(
          c.answers.map((a) => ({
            post_id: postIds[c.post]!,
            user_id: a.user,
            parent_id: row.id,
            body: a.body,
            created_at: a.at,
          })),
        )
        .execute();
    }
  }

  // ---- Moments ----
  type TMomentPlan = {
    authorId: number;
    content: string;
    avatar: string;
    closedAreaId: number | null;
    at: number;
  };
  const momentPlans: TMomentPlan[] = [];
  // Every moment text once; Marie's own one is hers alone.
  for (const content of faker.helpers.shuffle(MOMENT_TEXTS.filter((_, i) => i !== 11))) {
    const inArea = urocampusIds.length > 0 && faker.datatype.boolean({ probability: 0.12 });
    momentPlans.push({
      authorId: inArea ? faker.helpers.arrayElement(urocampusIds) : faker.helpers.arrayElement(memberIds),
      content,
      avatar: faker.helpers.arrayElement(MOMENT_AVATAR_KEYS),
      closedAreaId: inArea ? UROCAMPUS_AREA_ID : null,
      at: createdAt(),
    });
  }
  if (marie)
    momentPlans.push({
      authorId: marie,
      content: MOMENT_TEXTS[11]!,
      avatar: 'fuchs',
      closedAreaId: null,
      at: now - 3 * DAY_MS,
    });
  momentPlans.sort((a, b) => a.at - b.at);

  const reactions: Array<{ moment: number; user: number; type: string; at: number }> = [];
  const momentComments: Array<{ moment: number; user: number; body: string; at: number; answer: boolean }> =
    [];
  momentPlans.forEach((plan, index) => {
    const pool = plan.closedAreaId ? urocampusIds : memberIds;
    for (const user of pickDistinct(faker, pool, faker.number.int({ min: 0, max: 25 }), plan.authorId)) {
      // ❤️ is the like, so it is the most frequent reaction.
      const type = faker.datatype.boolean({ probability: 0.5 })
        ? 'heart'
        : faker.helpers.arrayElement(MOMENT_REACTION_KEYS);
      reactions.push({
        moment: index,
        user,
        type,
        at: plan.at + faker.number.int({ min: 60_000, max: DAY_MS }),
      });
    }
    for (const body of faker.helpers.arrayElements(
      commentsFor(plan.content),
      faker.number.int({ min: 0, max: 4 }),
    )) {
      const at = plan.at + faker.number.int({ min: 60_000, max: DAY_MS });
      momentComments.push({
        moment: index,
        user: faker.helpers.arrayElement(pool),
        body,
        at,
        answer: false,
      });
      // The author answers under their own moment (shown with the moment's avatar).
      if (faker.datatype.boolean({ probability: 0.25 }))
        momentComments.push({
          moment: index,
          user: plan.authorId,
          body: faker.helpers.arrayElement(ANSWERS),
          at: at + 20 * 60_000,
          answer: true,
        });
    }
  });
  const reactionCount = (index: number, type?: string) =>
    reactions.filter((r) => r.moment === index && (type === undefined || r.type === type)).length;

  const momentIds: number[] = [];
  await insertChunked(
    momentPlans.map((plan, index) => ({ plan, index })),
    async (chunk) => {
      const rows = await db
        .insertInto('moments')
        .values(
          chunk.map(({ plan, index }) => ({
            uuid: randomUUID(),
            user_id: plan.authorId,
            closed_area_id: plan.closedAreaId,
            content: plan.content,
            avatar_key: plan.avatar,
            heart_count: reactionCount(index, 'heart'),
            clap_count: reactionCount(index, 'clap'),
            laugh_count: reactionCount(index, 'laugh'),
            wow_count: reactionCount(index, 'wow'),
            sad_count: reactionCount(index, 'sad'),
            strong_count: reactionCount(index, 'strong'),
            reactions_count: reactionCount(index),
            comments_count: momentComments.filter((c) => c.moment === index).length,
            created_at: plan.at,
            updated_at: plan.at,
          })),
        )
        .returning('id')
        .execute();
      momentIds.push(...rows.map((r) => r.id));
    },
  );
  await insertChunked(reactions, (chunk) =>
    db
      .insertInto('moment_reactions')
      .values(
        chunk.map((r) => ({
          moment_id: momentIds[r.moment]!,
          user_id: r.user,
          type: r.type,
          created_at: r.at,
        })),
      )
      .execute(),
  );
  const lastTop = new Map<number, number>();
  for (const c of momentComments) {
    const parentId = c.answer ? (lastTop.get(c.moment) ?? null) : null;
    const row = await db
      .insertInto('moment_comments')
      .values({
        moment_id: momentIds[c.moment]!,
        user_id: c.user,
        parent_id: parentId,
        body: c.body,
        created_at: c.at,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    if (!c.answer) lastTop.set(c.moment, row.id);
  }

  // ---- The merged feed index ----
  const items: Array<Insertable<FeedItemsTable>> = [
    ...plans.map((plan, index) => ({
      kind: 'post' as const,
      ref_id: postIds[index]!,
      user_id: plan.authorId,
      area_id: plan.closedAreaId ?? 0,
      channel_id: channelId.get(plan.channel)!,
      created_at: plan.at,
      score: scoreFor(plan.at, likesOf.get(index) ?? 0),
    })),
    ...momentPlans.map((plan, index) => ({
      kind: 'moment' as const,
      ref_id: momentIds[index]!,
      user_id: plan.authorId,
      area_id: plan.closedAreaId ?? 0,
      channel_id: null,
      created_at: plan.at,
      score: scoreFor(plan.at, reactionCount(index)),
    })),
  ].sort((a, b) => a.created_at - b.created_at);
  await insertChunked(items, (chunk) => db.insertInto('feed_items').values(chunk).execute());

  // ---- Followed channels ("own channels" of Mein Feed): one or two per member ----
  const follows = memberIds.flatMap((userId) =>
    faker.helpers
      .arrayElements(channels, { min: 1, max: 2 })
      .map((c) => ({ user_id: userId, channel_id: c.id, created_at: now - 30 * DAY_MS })),
  );
  await insertChunked(follows, (chunk) => db.insertInto('channel_follows').values(chunk).execute());
}
