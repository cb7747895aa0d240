/**
 * Demo groups (docs/groups.md): the Urocampus groups on continence and urology care and a few
 * community groups, with owners, moderators, members, posts, comments, likes and surveys with votes.
 * The Urocampus demo account (Uwe) owns "Katheter-Sprechstunde" (with one open join request), is a
 * member of four more groups and has one open invitation; the notifications of those are written
 * through the notifications domain's own `specForEvent`/`recordNotification`. Counters and
 * feed_items are consistent with the rows. Deterministic through `faker`; runs after the feed.
 */
import { randomUUID } from 'node:crypto';
import type { Faker } from '@faker-js/faker';
import type { Kysely } from 'kysely';
import { DAY_MS, GROUP_INVITATION_MS, UROCAMPUS_AREA_ID } from '@pflegepuls/shared';
import { groupStreamId, scoreFor } from '../domains/feed/list.ts';
import { recordNotification, specForEvent } from '../domains/notifications/generate.ts';
import type { DB } from '../platform/db/index.ts';
import type { TDomainEvent } from '../platform/events.ts';
import { GROUP_COMMENTS, SEED_GROUPS } from './group-texts.ts';

/** Groups (by index in SEED_GROUPS) the Urocampus demo account belongs to besides its own. */
const UWE_MEMBER_OF = [1, 2, 5, 8];
const UWE_OWNS = 0;
const UWE_INVITED_TO = 4;
const PINNED_IN = 8;

export async function seedGroups(db: Kysely<DB>, faker: Faker, options: { now: number }): Promise<void> {
  const { now } = options;
  const accounts = await db
    .selectFrom('users')
    .select(['id', 'email'])
    .where('email', 'in', [
      'urocampus@demo.pflegepuls.de',
      'mitglied@demo.pflegepuls.de',
      'admin@demo.pflegepuls.de',
    ])
    .execute();
  const idOf = (email: string) => accounts.find((a) => a.email === email)?.id;
  const uwe = idOf('urocampus@demo.pflegepuls.de');
  const marie = idOf('mitglied@demo.pflegepuls.de');
  const admin = idOf('admin@demo.pflegepuls.de');
  const communityPool = (
    await db.selectFrom('users').select('id').where('is_bot', '=', 0).orderBy('id').execute()
  )
    .map((r) => r.id)
    .filter((id) => id !== uwe && id !== marie && id !== admin);
  if (!uwe) return;
  const areaPool = (
    await db
      .selectFrom('closed_area_memberships')
      .select('user_id')
      .where('closed_area_id', '=', UROCAMPUS_AREA_ID)
      .execute()
  )
    .map((r) => r.user_id)
    .filter((id) => id !== uwe && id !== admin);
  const channels = new Map(
    (await db.selectFrom('channels').select(['id', 'slug']).execute()).map((c) => [c.slug, c.id]),
  );
  const events: Array<{ event: TDomainEvent; at: number }> = [];

  for (const [index, seed] of SEED_GROUPS.entries()) {
    const inArea = seed.area === 'urocampus';
    const pool = inArea ? areaPool : communityPool;
    const owner: number =
      index === UWE_OWNS ? uwe : !inArea && index === 10 && marie ? marie : faker.helpers.arrayElement(pool);
    const createdAt = now - faker.number.int({ min: 40, max: 120 }) * DAY_MS;
    const others: number[] = faker.helpers
      .arrayElements(
        pool.filter((id) => id !== owner),
        faker.number.int({ min: 7, max: 28 }),
      )
      .filter((id) => id !== uwe);
    const members: number[] = [owner, ...others];
    if (UWE_MEMBER_OF.includes(index)) members.push(uwe);
    if (inArea && admin && index % 3 === 1) members.push(admin);
    const moderator = others[0];

    const group = await db
      .insertInto('groups')
      .values({
        closed_area_id: inArea ? UROCAMPUS_AREA_ID : null,
        title: seed.title,
        description: seed.description,
        about: seed.about,
        join_mode: seed.joinMode,
        members_count: members.length,
        created_by: owner,
        created_at: createdAt,
        updated_at: createdAt,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('group_members')
      .values(
        members.map((userId, i) => ({
          group_id: group.id,
          user_id: userId,
          status: 'member' as const,
          role:
            userId === owner
              ? ('owner' as const)
              : userId === moderator
                ? ('moderator' as const)
                : ('member' as const),
          notify: faker.helpers.weightedArrayElement([
            { value: 'all' as const, weight: 6 },
            { value: 'pinned' as const, weight: 2 },
            { value: 'none' as const, weight: 1 },
          ]),
          invited_by: null,
          created_at: createdAt + i * 3 * 60 * 60_000,
        })),
      )
      .execute();
    const target = { closedAreaId: inArea ? UROCAMPUS_AREA_ID : null, community: !inArea };

    // Uwe's open invitation and the open request in Uwe's group.
    if (index === UWE_INVITED_TO) {
      const at = now - 5 * DAY_MS;
      await db
        .insertInto('group_members')
        .values({
          group_id: group.id,
          user_id: uwe,
          status: 'pending',
          invited_by: owner,
          expires_at: at + GROUP_INVITATION_MS,
          created_at: at,
        })
        .execute();
      events.push({
        event: { type: 'group_invited', actorId: owner, recipientId: uwe, groupId: group.id, ...target },
        at,
      });
    }
    if (index === UWE_OWNS) {
      const asker = faker.helpers.arrayElement(areaPool.filter((id) => !members.includes(id)));
      const at = now - 2 * DAY_MS;
      await db
        .insertInto('group_members')
        .values({ group_id: group.id, user_id: asker, status: 'requested', invited_by: null, created_at: at })
        .execute();
      for (const adminId of [owner, moderator].filter((id): id is number => id !== undefined)) {
        events.push({
          event: {
            type: 'group_join_requested',
            actorId: asker,
            recipientId: adminId,
            groupId: group.id,
            postId: null,
            ...target,
          },
          at,
        });
      }
    }

    // Posts, the survey last (newest), each by a member.
    const texts = [...seed.posts];
    const plans = texts.map((body, i) => ({
      body,
      author: i === 0 ? owner : faker.helpers.arrayElement(members),
      at: createdAt + (i + 1) * faker.number.int({ min: 2, max: 9 }) * DAY_MS,
      survey: null as (typeof seed)['survey'] | null,
    }));
    if (seed.survey) {
      plans.push({
        body: seed.survey.body,
        author: faker.helpers.arrayElement(members.filter((id) => id !== uwe)),
        at: now - faker.number.int({ min: 1, max: 6 }) * DAY_MS,
        survey: seed.survey,
      });
    }
    let firstPostId: number | null = null;
    for (const plan of plans) {
      const at = Math.min(plan.at, now - 60 * 60_000);
      const likers = faker.helpers.arrayElements(
        members.filter((id) => id !== plan.author),
        faker.number.int({ min: 0, max: Math.min(9, members.length - 1) }),
      );
      const commenters = faker.helpers.arrayElements(
        members.filter((id) => id !== plan.author),
        faker.number.int({ min: 0, max: 3 }),
      );
      const commentTexts = faker.helpers.arrayElements(GROUP_COMMENTS, commenters.length);
      const post = await db
        .insertInto('posts')
        .values({
          uuid: randomUUID(),
          user_id: plan.author,
          channel_id: channels.get(seed.channel) ?? channels.get('allgemein')!,
          closed_area_id: inArea ? UROCAMPUS_AREA_ID : null,
          group_id: group.id,
          body: plan.body,
          survey_title: plan.survey?.title ?? null,
          survey_multiple: plan.survey?.multiple ? 1 : 0,
          survey_closes_at: plan.survey?.closesInDays ? now + plan.survey.closesInDays * DAY_MS : null,
          likes_count: likers.length,
          comments_count: commenters.length,
          created_at: at,
          updated_at: at,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      firstPostId ??= post.id;
      await db
        .insertInto('feed_items')
        .values({
          kind: 'post',
          ref_id: post.id,
          user_id: plan.author,
          area_id: groupStreamId(group.id),
          channel_id: channels.get(seed.channel) ?? null,
          created_at: at,
          score: scoreFor(at, likers.length),
        })
        .execute();
      if (likers.length) {
        await db
          .insertInto('post_likes')
          .values(
            likers.map((userId, i) => ({
              post_id: post.id,
              user_id: userId,
              created_at: at + (i + 1) * 20 * 60_000,
            })),
          )
          .execute();
      }
      if (commenters.length) {
        await db
          .insertInto('post_comments')
          .values(
            commenters.map((userId, i) => ({
              post_id: post.id,
              user_id: userId,
              parent_id: null,
              body: commentTexts[i]!,
              created_at: at + (i + 1) * 45 * 60_000,
            })),
          )
          .execute();
      }
      if (plan.survey)
        await seedSurvey(db, faker, {
          postId: post.id,
          survey: plan.survey,
          voters: members,
          author: plan.author,
          at,
        });
      if (members.includes(uwe) && plan.author !== uwe && plan === plans.at(-1)) {
        events.push({
          event: {
            type: 'group_posted',
            actorId: plan.author,
            recipientId: uwe,
            groupId: group.id,
            postId: post.id,
            ...target,
          },
          at,
        });
      }
    }
    if (index === PINNED_IN && firstPostId !== null)
      await db
        .updateTable('groups')
        .set({ pinned_post_id: firstPostId })
        .where('id', '=', group.id)
        .execute();
  }

  for (const { event, at } of events) {
    const spec = specForEvent(event);
    if (spec) await recordNotification(db, spec, Math.min(at, now));
  }
}

/** A survey's answers and the votes of about two thirds of the members (Uwe's left open to try). */
async function seedSurvey(
  db: Kysely<DB>,
  faker: Faker,
  options: {
    postId: number;
    survey: { answers: string[]; multiple?: boolean };
    voters: number[];
    author: number;
    at: number;
  },
) {
  const answers = await db
    .insertInto('survey_answers')
    .values(options.survey.answers.map((body, position) => ({ post_id: options.postId, position, body })))
    .returning('id')
    .execute();
  const voters = options.voters.filter(() => faker.datatype.boolean({ probability: 0.65 }));
  const counts = new Map<number, number>();
  const ballots: Array<{ post_id: number; user_id: number; answer_id: number; created_at: number }> = [];
  const choices: typeof ballots = [];
  const uwe = await db
    .selectFrom('users')
    .select('id')
    .where('email', '=', 'urocampus@demo.pflegepuls.de')
    .executeTakeFirst();
  for (const [i, userId] of voters.entries()) {
    if (userId === uwe?.id) continue;
    const picked = options.survey.multiple
      ? faker.helpers.arrayElements(answers, faker.number.int({ min: 1, max: 2 }))
      : [faker.helpers.arrayElement(answers)];
    const at = options.at + (i + 1) * 15 * 60_000;
    ballots.push({ post_id: options.postId, user_id: userId, answer_id: picked[0]!.id, created_at: at });
    if (options.survey.multiple)
      for (const answer of picked)
        choices.push({ post_id: options.postId, user_id: userId, answer_id: answer.id, created_at: at });
    for (const answer of picked) counts.set(answer.id, (counts.get(answer.id) ?? 0) + 1);
  }
  if (ballots.length) await db.insertInto('survey_votes').values(ballots).execute();
  if (choices.length) await db.insertInto('survey_vote_choices').values(choices).execute();
  for (const [answerId, votes] of counts)
    await db.updateTable('survey_answers').set({ votes_count: votes }).where('id', '=', answerId).execute();
  await db
    .updateTable('posts')
    .set({ survey_votes_count: ballots.length })
    .where('id', '=', options.postId)
    .execute();
}
