import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { EVENT_MESSAGES, type TEventDetail, type TEventParticipant } from '@pflegepuls/shared';
import { createTestApp, testDialect, type TTestApp } from '../../test/harness.ts';
import { imageFile, openVisitor, postMultipart } from '../../test/member.ts';
import { sendEventReminders } from './reminders.ts';
import { call, ok, type TMember } from '../../test/member.ts';
import { areaMember, HOUR, makeEvent, makeGroup, notificationsOf, setEventTime } from './test-helpers.ts';

let t: TTestApp;
let organiser: TMember;
beforeAll(async () => {
  t = await createTestApp();
  organiser = await areaMember(t);
});
afterAll(() => t.close());

describe(`organiser tools and reminders on ${testDialect}`, () => {
  it('check-in, CSV export and the attendance confirmation after the event', async () => {
    const event = await makeEvent(t, organiser, {
      title: 'Fortbildung Wundmanagement',
      category: 'Fortbildung',
    });
    const a = await areaMember(t);
    const b = await areaMember(t);
    await ok(t, a.client, 'POST', `/api/events/${event.id}/answer`, { answer: 'attending' }, 200);
    await ok(t, b.client, 'POST', `/api/events/${event.id}/answer`, { answer: 'maybe' }, 200);
    await ok(t, organiser.client, 'PUT', `/api/events/${event.id}/participants/${a.userId}/check-in`, {
      checkedIn: true,
    });
    const notThere = await call(
      t,
      organiser.client,
      'PUT',
      `/api/events/${event.id}/participants/${b.userId}/check-in`,
      {
        checkedIn: true,
      },
    );
    expect(notThere.statusCode).toBe(404);
    expect(notThere.json().message).toBe(EVENT_MESSAGES.noParticipant);

    const list = await ok<{ data: TEventParticipant[] }>(
      t,
      organiser.client,
      'GET',
      `/api/events/${event.id}/participants`,
    );
    expect(list.data.map((p) => [p.userId, p.status, p.checkedInAt !== null])).toEqual([
      [a.userId, 'attending', true],
      [b.userId, 'maybe', false],
    ]);
    const csv = await call(t, organiser.client, 'GET', `/api/events/${event.id}/participants.csv`);
    expect(csv.headers['content-type']).toContain('text/csv');
    const lines = csv.body.replace('\uFEFF', '').trim().split('\r\n');
    expect(lines[0]).toBe('"Name";"Antwort";"Zeitpunkt";"Eingecheckt"');
    expect(lines[1]).toMatch(/^"Test Pflegekraft";"Zugesagt";"[^"]+";"[^"]+"$/);
    expect(lines[2]).toMatch(/^"Test Pflegekraft";"Vielleicht";"[^"]+";""$/);

    const early = await call(t, a.client, 'GET', `/api/events/${event.id}/attendance.pdf`);
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe(EVENT_MESSAGES.eventNotOver);
    await setEventTime(t, event.id, Date.now() - 3 * HOUR, Date.now() - HOUR);
    const pdf = await call(t, a.client, 'GET', `/api/events/${event.id}/attendance.pdf`);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const other = await call(t, b.client, 'GET', `/api/events/${event.id}/attendance.pdf`);
    expect(other.statusCode).toBe(403);
    expect(other.json().message).toBe(EVENT_MESSAGES.notCheckedIn);
  });

  it('a message reaches every participant as a notification', async () => {
    const event = await makeEvent(t, organiser);
    const a = await areaMember(t);
    await ok(t, a.client, 'POST', `/api/events/${event.id}/answer`, { answer: 'attending' }, 200);
    const sent = await ok(
      t,
      organiser.client,
      'POST',
      `/api/events/${event.id}/message`,
      { text: 'Der Link kommt 10 Minuten vorher.' },
      200,
    );
    expect(sent).toEqual({ success: true, invited: 1 });
    const note = (await notificationsOf(t, a))[0]!;
    expect(note.messageType).toBe('event_message');
    expect(note.messageText).toContain('Der Link kommt 10 Minuten vorher.');
  });

  it('reminds accepted members 24 hours and 1 hour before, once each, respecting the setting', async () => {
    const now = Date.now();
    const event = await makeEvent(t, organiser, { startsAt: now + 30 * HOUR, endsAt: now + 31 * HOUR });
    const yes = await areaMember(t);
    const quiet = await areaMember(t);
    const maybe = await areaMember(t);
    for (const m of [yes, quiet])
      await ok(t, m.client, 'POST', `/api/events/${event.id}/answer`, { answer: 'attending' }, 200);
    await ok(t, maybe.client, 'POST', `/api/events/${event.id}/answer`, { answer: 'maybe' }, 200);
    await ok(t, quiet.client, 'PUT', '/api/events/settings', { reminders: false });
    const db = t.database.db;
    // 30 hours ahead: not yet due.
    await sendEventReminders(db, t.deps.events, now);
    expect(await notificationsOf(t, yes)).toEqual([]);
    const dayBefore = await sendEventReminders(db, t.deps.events, now + 7 * HOUR);
    expect(dayBefore).toBeGreaterThanOrEqual(1);
    expect((await notificationsOf(t, yes))[0]).toMatchObject({
      messageType: 'event_reminder',
      event: { id: event.id },
    });
    expect(await notificationsOf(t, quiet)).toEqual([]);
    expect((await notificationsOf(t, maybe)).map((n) => n.messageType)).not.toContain('event_reminder');
    // Nothing twice; the hour's reminder comes in the last hour.
    const rows = async () =>
      db
        .selectFrom('events')
        .select(['reminded_day_at', 'reminded_hour_at'])
        .where('id', '=', event.id)
        .executeTakeFirstOrThrow();
    expect((await rows()).reminded_hour_at).toBeNull();
    await sendEventReminders(db, t.deps.events, now + 8 * HOUR);
    expect((await rows()).reminded_hour_at).toBeNull();
    await sendEventReminders(db, t.deps.events, now + 29.5 * HOUR);
    expect((await rows()).reminded_hour_at).toBe(now + 29.5 * HOUR);
  });
});

describe(`event cover picture on ${testDialect}`, () => {
  const upload = (who: TMember, eventId: number, buffer: Buffer) =>
    postMultipart(t, who.client, `/api/events/${eventId}/cover`, {}, [
      imageFile(buffer, 'image', 'titel.png'),
    ]);

  it('organisers upload a cover the area members can load; others 403, non-images 422', async () => {
    const event = await makeEvent(t, organiser);
    const png = await sharp({ create: { width: 800, height: 400, channels: 3, background: '#1565c0' } })
      .png()
      .toBuffer();
    const member = await areaMember(t);
    const visitor = { client: await openVisitor(t), userId: 0 };
    expect((await upload(visitor, event.id, png)).statusCode).toBe(401);
    expect((await upload(member, event.id, png)).statusCode).toBe(403);
    const bad = await upload(organiser, event.id, Buffer.from('kein Bild'));
    expect(bad.statusCode).toBe(422);
    const done = await upload(organiser, event.id, png);
    expect(done.statusCode, done.body).toBe(200);
    const detail = (done.json() as { data: TEventDetail }).data;
    expect(detail.coverUrl).toMatch(/\.webp$/);
    expect(detail.coverThumbUrl).toMatch(/-c\.webp$/);
    const image = await call(t, member.client, 'GET', detail.coverUrl!);
    expect(image.statusCode).toBe(200);
    const outsider = await areaMember(t, false);
    expect((await call(t, outsider.client, 'GET', detail.coverUrl!)).statusCode).toBe(403);
  });

  it('serves the cover of a group event to those who see the event, not to the rest of the area', async () => {
    const group = await makeGroup(t, organiser, { title: 'Kontinenz-Stammtisch Süd' });
    const inGroup = await areaMember(t);
    await ok(t, inGroup.client, 'POST', `/api/groups/${group.id}/join`, undefined, 200);
    const event = await makeEvent(t, organiser, { groupId: group.id, title: 'Stammtisch im Café Auszeit' });
    const png = await sharp({ create: { width: 600, height: 300, channels: 3, background: '#2e7d32' } })
      .png()
      .toBuffer();
    const done = await upload(organiser, event.id, png);
    expect(done.statusCode, done.body).toBe(200);
    const { coverUrl } = (done.json() as { data: TEventDetail }).data;
    expect(coverUrl).toMatch(new RegExp(`^/uploads/private/events/${event.id}/`));
    expect((await call(t, inGroup.client, 'GET', coverUrl!)).statusCode).toBe(200);
    const areaOnly = await areaMember(t);
    expect((await call(t, areaOnly.client, 'GET', coverUrl!)).statusCode).toBe(403);
  });
});
