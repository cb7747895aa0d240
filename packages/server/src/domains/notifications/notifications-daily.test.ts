/** The daily notification jobs, and who is never notified (bots, deleted accounts). */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UROCAMPUS_AREA_ID } from '@pflegepuls/shared';
import { createTestApp, insertUser, testDialect, type TTestApp } from '../../test/harness.ts';
import { joinClosedArea } from '../closed-areas/service.ts';
import { loginNewMember, openVisitor } from '../../test/member.ts';
import { runDailyNotificationJobs } from './daily.ts';
import { createNotificationsTestHelpers } from './test-helpers.ts';

let t: TTestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
const { publish, member, listOf } = createNotificationsTestHelpers(() => t);

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
