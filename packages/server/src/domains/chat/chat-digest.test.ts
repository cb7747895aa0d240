/** The chat e-mail digest over a real SMTP server (smtp-server in this process), with a set clock. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chatPath } from '@pflegepuls/shared/chat-messages';
import { createTestApp, testDialect, type TTestApp } from '../../test/harness.ts';
import { loginNewMember, type MemberClient } from '../../test/member.ts';
import { startTestSmtp, type TTestSmtp } from '../../test/smtp.ts';
import { runDailyNotificationJobs } from '../notifications/daily.ts';
import { updateNotificationPreferences } from '../users/notification-preferences.ts';
import { sendChatDigests } from './digest.ts';

let smtp: TTestSmtp;
let t: TTestApp;
const HOUR = 60 * 60_000;

beforeAll(async () => {
  smtp = await startTestSmtp();
  t = await createTestApp(smtp.env);
});
afterAll(async () => {
  await t?.close();
  await smtp?.close();
});

type TMember = { client: MemberClient; userId: number; userName: string; email: string };

async function member(firstName: string, lastName: string): Promise<TMember> {
  const { client, userId } = await loginNewMember(t);
  await t.database.db
    .updateTable('users')
    .set({ first_name: firstName, last_name: lastName })
    .where('id', '=', userId)
    .execute();
  const row = await t.database.db
    .selectFrom('users')
    .select(['user_name', 'email'])
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
  return { client, userId, userName: row.user_name, email: row.email };
}

async function open(from: TMember, to: TMember): Promise<number> {
  const response = await from.client.post('/api/chat/open', { userName: to.userName });
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as { id: number }).id;
}

/** Writes and dates the message back to `at`. */
async function write(from: TMember, chatId: number, body: string, at: number): Promise<number> {
  const response = await from.client.post(chatPath(chatId, '/messages'), { body });
  expect(response.statusCode, response.body).toBe(200);
  const { id } = response.json() as { id: number };
  await t.database.db.updateTable('chat_messages').set({ created_at: at }).where('id', '=', id).execute();
  return id;
}

async function mailsTo(email: string): Promise<string[]> {
  await t.deps.jobs.idle();
  await t.deps.jobs.idle();
  return smtp.received.filter((m) => m.to.includes(email)).map((m) => m.raw);
}

describe(`chat e-mail digest on ${testDialect}`, () => {
  it('mails senders and counts of messages unread for a day, once, without their text', async () => {
    const now = Date.now();
    const lea = await member('Lea', 'Nachtdienst');
    const anna = await member('Anna', 'Muster');
    const ben = await member('Ben', 'Becker');
    const annaChat = await open(anna, lea);
    const benChat = await open(ben, lea);
    await write(anna, annaChat, 'Geheimer Befund von Zimmer 12', now - 30 * HOUR);
    await write(anna, annaChat, 'Meld dich bitte', now - 26 * HOUR);
    // Only 2 hours old: not yet part of a digest.
    const fresh = await write(anna, annaChat, 'Noch eine Frage', now - 2 * HOUR);
    await write(ben, benChat, 'Tauschst du am Samstag?', now - 25 * HOUR);

    expect(await sendChatDigests(t.database.db, { mailer: t.deps.mailer, config: t.config, now })).toEqual({
      sent: 1,
    });
    const mails = await mailsTo(lea.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatch(/^Subject: Du hast 3 ungelesene Nachrichten bei Pflegepuls/m);
    expect(mails[0]).toContain('Anna Muster: 2 Nachrichten');
    expect(mails[0]).toContain('Ben Becker: 1 Nachricht');
    expect(mails[0]).toContain('/chats');
    expect(mails[0]).not.toContain('Geheimer Befund');
    expect(mails[0]).not.toContain('Tauschst du');
    // The writers have nothing unread (their own messages never count).
    expect(await mailsTo(anna.email)).toHaveLength(0);

    // The next day: the mailed messages are not mailed again; the message that was fresh now is.
    const nextDay = now + 24 * HOUR;
    await sendChatDigests(t.database.db, { mailer: t.deps.mailer, config: t.config, now: nextDay });
    const after = await mailsTo(lea.email);
    expect(after).toHaveLength(2);
    expect(after[1]).toMatch(/^Subject: Du hast 1 ungelesene Nachricht bei Pflegepuls/m);
    expect(after[1]).toContain('Anna Muster: 1 Nachricht');
    expect(after[1]).not.toContain('Ben Becker');
    await sendChatDigests(t.database.db, { mailer: t.deps.mailer, config: t.config, now: nextDay + HOUR });
    expect(await mailsTo(lea.email)).toHaveLength(2);
    const row = await t.database.db
      .selectFrom('chat_members')
      .select('mailed_message_id')
      .where('chat_id', '=', annaChat)
      .where('user_id', '=', lea.userId)
      .executeTakeFirstOrThrow();
    expect(Number(row.mailed_message_id)).toBe(fresh);
  });

  it('mails nothing for read messages or when the member switched it off; runs with the daily jobs', async () => {
    const now = Date.now() + 40 * 24 * HOUR;
    const reader = await member('Rita', 'Leserin');
    const quiet = await member('Olaf', 'Ohnemail');
    const writer = await member('Wanda', 'Schreiber');
    const glad = await member('Gina', 'Gernpost');
    await write(writer, await open(writer, glad), 'Hallo Gina', now - 30 * HOUR);
    const readChat = await open(writer, reader);
    const offChat = await open(writer, quiet);
    const readId = await write(writer, readChat, 'Schon gelesen', now - 30 * HOUR);
    await write(writer, offChat, 'Keine Mail bitte', now - 30 * HOUR);
    await t.database.db
      .updateTable('chat_members')
      .set({ last_read_message_id: readId })
      .where('chat_id', '=', readChat)
      .where('user_id', '=', reader.userId)
      .execute();
    // The setting is on by default; Olaf switches it off.
    const defaults = (await quiet.client.get('/api/user/settings/notifications')).json();
    expect(defaults.chatDigest).toBe(true);
    await updateNotificationPreferences(t.database.db, quiet.userId, {
      categories: [],
      digest: true,
      chatDigest: false,
    });
    expect((await quiet.client.get('/api/user/settings/notifications')).json().chatDigest).toBe(false);

    const result = await runDailyNotificationJobs(t.database.db, {
      mailer: t.deps.mailer,
      config: t.config,
      now,
    });
    expect(result.chat_email_digest?.sent).toBeGreaterThanOrEqual(1);
    const ginasMails = await mailsTo(glad.email);
    expect(ginasMails).toHaveLength(1);
    expect(ginasMails[0]).toContain('Wanda Schreiber: 1 Nachricht');
    expect(await mailsTo(reader.email)).toHaveLength(0);
    expect(await mailsTo(quiet.email)).toHaveLength(0);
  });
});
