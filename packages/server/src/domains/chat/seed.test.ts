import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importPostalCodes } from '../../platform/geodata.ts';
import { seedDemo } from '../../seed/demo.ts';
import { createTestApp, GEODATA_DIR, testDialect, type TTestApp } from '../../test/harness.ts';
import { getUnreadChats, listChats, listMessages } from './service.ts';

describe(`demo chat seed on ${testDialect}`, () => {
  let t: TTestApp;
  beforeAll(async () => {
    t = await createTestApp();
    await importPostalCodes(t.database.db, GEODATA_DIR);
    await seedDemo(t.database.db);
  }, 120_000);
  afterAll(() => t.close());

  const idOf = async (userName: string) =>
    (
      await t.database.db
        .selectFrom('users')
        .select('id')
        .where('user_name', '=', userName)
        .executeTakeFirstOrThrow()
    ).id;

  it('gives the three demo accounts conversations with connections; Marie has two unread', async () => {
    const db = t.database.db;
    const marie = await idOf('marie.mitglied');
    const uwe = await idOf('uwe.urocampus');
    const admin = await idOf('alexandra.admin');
    const marieChats = await listChats(db, marie, { take: 20 });
    expect(marieChats.chats).toHaveLength(6);
    expect((await getUnreadChats(db, marie)).count).toBe(2);
    expect((await getUnreadChats(db, uwe)).count).toBe(1);
    expect((await listChats(db, uwe, { take: 20 })).chats.map((c) => c.other?.userName)).toContain(
      'marie.mitglied',
    );
    expect((await listChats(db, admin, { take: 20 })).chats).toHaveLength(2);
    // Every partner is a connection, and the newest chat comes first.
    for (const chat of marieChats.chats) {
      const connected = await db
        .selectFrom('connections')
        .select('user_id')
        .where('user_id', '=', marie)
        .where('connected_user_id', '=', chat.other!.id)
        .executeTakeFirst();
      if (chat.other!.userName !== 'uwe.urocampus') expect(connected).toBeDefined();
    }
    const times = marieChats.chats.map((c) => c.lastActivityAt);
    expect([...times].sort((a, b) => b - a)).toEqual(times);
  });

  it('uses every conversation once, with names filled in', async () => {
    const db = t.database.db;
    const chats = await db.selectFrom('chats').select('id').execute();
    expect(chats.length).toBeGreaterThanOrEqual(12);
    const firstMessages = new Set<string>();
    for (const chat of chats) {
      const page = await listMessages(db, chat.id, { take: 30 });
      expect(page.messages.length).toBeGreaterThanOrEqual(4);
      for (const message of page.messages) expect(message.body).not.toMatch(/\{[ab]\}/);
      firstMessages.add(page.messages[0]!.body!);
    }
    expect(firstMessages.size).toBe(chats.length);
  });
});
