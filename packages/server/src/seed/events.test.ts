/** The demo events: a dozen in the Urocampus, counters consistent with the rows, the demo account's roles. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UROCAMPUS_AREA_ID } from '@pflegepuls/shared';
import { importPostalCodes } from '../platform/geodata.ts';
import { createTestApp, GEODATA_DIR, testDialect, type TTestApp } from '../test/harness.ts';
import { seedDemo } from './demo.ts';

describe(`demo events on ${testDialect}`, () => {
  let t: TTestApp;
  const now = Date.UTC(2026, 10, 1);
  beforeAll(async () => {
    t = await createTestApp();
    await importPostalCodes(t.database.db, GEODATA_DIR);
    await seedDemo(t.database.db, now);
  });
  afterAll(() => t.close());

  it('seeds a dozen events with consistent places, a waitlist, a cancellation and past check-ins', async () => {
    const db = t.database.db;
    const events = await db
      .selectFrom('events')
      .selectAll()
      .where('closed_area_id', '=', UROCAMPUS_AREA_ID)
      .execute();
    expect(events).toHaveLength(12);
    expect(new Set(events.map((e) => e.category))).toEqual(
      new Set(['Webinar', 'Fortbildung', 'Stammtisch', 'Messe', 'Sonstiges']),
    );
    expect(new Set(events.map((e) => e.title)).size).toBe(12);
    for (const event of events) {
      const rows = await db
        .selectFrom('event_members')
        .select(['status', 'checked_in_at'])
        .where('event_id', '=', event.id)
        .execute();
      const attending = rows.filter((r) => r.status === 'attending').length;
      expect(attending, event.title).toBe(event.attending_count);
      if (event.capacity !== null) expect(attending, event.title).toBeLessThanOrEqual(event.capacity);
      if (rows.some((r) => r.status === 'waitlisted')) expect(attending).toBe(event.capacity);
      if (event.starts_at > now) expect(rows.every((r) => r.checked_in_at === null)).toBe(true);
    }
    expect(events.filter((e) => e.cancelled_at !== null)).toHaveLength(1);
    expect(events.filter((e) => (e.ends_at ?? e.starts_at) < now).length).toBeGreaterThanOrEqual(3);

    const uwe = await db
      .selectFrom('users')
      .select('id')
      .where('email', '=', 'urocampus@demo.pflegepuls.de')
      .executeTakeFirstOrThrow();
    expect(events.filter((e) => e.created_by === uwe.id).map((e) => e.category)).toEqual(['Stammtisch']);
    const mine = await db
      .selectFrom('event_members')
      .select(['status', 'checked_in_at'])
      .where('user_id', '=', uwe.id)
      .execute();
    expect(mine.filter((r) => r.status === 'invited').length).toBeGreaterThanOrEqual(1);
    expect(mine.some((r) => r.checked_in_at !== null)).toBe(true);
    // Each open invitation has its notification.
    const notes = await db
      .selectFrom('notifications')
      .select('event_id')
      .where('user_id', '=', uwe.id)
      .where('type', '=', 'event_invite')
      .execute();
    expect(notes.length).toBe(mine.filter((r) => r.status === 'invited').length);
  });
});
