import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERROR_MESSAGES, type TTipAnswer, getCalendarDayNumber } from '@pflegepuls/shared';
import { createTestApp, testDialect, type TTestApp } from '../../test/harness.ts';
import { loginNewMember, openVisitor } from '../../test/member.ts';
import { getTipOfTheDay } from './service.ts';

let t: TTestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe(`GET /api/tips/today on ${testDialect}`, () => {
  it('answers 401 to visitors', async () => {
    const visitor = await openVisitor(t);
    const response = await visitor.get('/api/tips/today');
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ success: false, message: ERROR_MESSAGES.UNAUTHORIZED });
  });

  it("answers today's tip from the shipped tips", async () => {
    const { client } = await loginNewMember(t);
    const response = await client.get('/api/tips/today');
    expect(response.statusCode).toBe(200);
    const { tip } = response.json() as TTipAnswer;
    const shipped = await t.database.db
      .selectFrom('tips')
      .select(['title', 'text'])
      .orderBy('position')
      .execute();
    expect(shipped.length).toBeGreaterThan(20);
    const expected = shipped[getCalendarDayNumber(Date.now()) % shipped.length]!;
    expect(tip).toMatchObject({ title: expected.title, text: expected.text });
  });

  it('keeps the tip for the whole Berlin day and moves on at midnight in Germany', async () => {
    const db = t.database.db;
    // 2026-03-10: 00:30 and 23:30 Berlin time (UTC+1) are the same day; 23:00 UTC is the next day.
    const morning = await getTipOfTheDay(db, Date.UTC(2026, 2, 9, 23, 30));
    const evening = await getTipOfTheDay(db, Date.UTC(2026, 2, 10, 22, 30));
    const nextDay = await getTipOfTheDay(db, Date.UTC(2026, 2, 10, 23, 0));
    expect(morning).toEqual(evening);
    expect(nextDay).not.toEqual(evening);
    // Every shipped tip comes round once in as many days.
    const { count } = await db
      .selectFrom('tips')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .executeTakeFirstOrThrow();
    const seen = new Set<number>();
    for (let day = 0; day < Number(count); day++) {
      seen.add((await getTipOfTheDay(db, Date.UTC(2026, 4, 1, 12) + day * 86_400_000))!.id);
    }
    expect(seen.size).toBe(Number(count));
  });

  it('skips inactive tips and answers null when none is active', async () => {
    const db = t.database.db;
    const at = Date.UTC(2026, 5, 1, 12);
    const tip = await getTipOfTheDay(db, at);
    await db.updateTable('tips').set({ is_active: 0 }).where('id', '=', tip!.id).execute();
    expect((await getTipOfTheDay(db, at))?.id).not.toBe(tip!.id);
    await db.updateTable('tips').set({ is_active: 0 }).execute();
    expect(await getTipOfTheDay(db, at)).toBeNull();
    const { client } = await loginNewMember(t);
    expect((await client.get('/api/tips/today')).json()).toEqual({ tip: null });
    await db.updateTable('tips').set({ is_active: 1 }).execute();
  });
});
