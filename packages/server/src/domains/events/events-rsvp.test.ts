import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EVENT_MESSAGES, type TEventDetail } from '@pflegepuls/shared';
import { createTestApp, testDialect, type TTestApp } from '../../test/harness.ts';
import { call, ok, type TMember } from '../../test/member.ts';
import { areaMember, HOUR, makeEvent, notificationsOf, setEventTime } from './test-helpers.ts';

let t: TTestApp;
let organiser: TMember;
beforeAll(async () => {
  t = await createTestApp();
  organiser = await areaMember(t);
});
afterAll(() => t.close());

const answer = (who: TMember, eventId: number, value: string) =>
  call(t, who.client, 'POST', `/api/events/${eventId}/answer`, { answer: value });

async function statuses(eventId: number) {
  const rows = await t.database.db
    .selectFrom('event_members')
    .select(['user_id', 'status', 'waitlist_position'])
    .where('event_id', '=', eventId)
    .execute();
  const counter = await t.database.db
    .selectFrom('events')
    .select('attending_count')
    .where('id', '=', eventId)
    .executeTakeFirstOrThrow();
  return { rows, counter: counter.attending_count };
}

describe(`event answers with capacity and waitlist on ${testDialect}`, () => {
  it('20 concurrent Zusagen for 5 places: exactly 5 accepted, 15 waitlisted; a cancellation promotes exactly one', async () => {
    const event = await makeEvent(t, organiser, { capacity: 5, title: 'Praxisworkshop Stomaversorgung' });
    const members = await Promise.all(Array.from({ length: 20 }, () => areaMember(t)));
    const responses = await Promise.all(members.map((m) => answer(m, event.id, 'attending')));
    expect(responses.map((r) => r.statusCode)).toEqual(Array(20).fill(200));
    const after = await statuses(event.id);
    expect(after.rows.filter((r) => r.status === 'attending')).toHaveLength(5);
    const waiting = after.rows.filter((r) => r.status === 'waitlisted');
    expect(waiting).toHaveLength(15);
    expect(new Set(waiting.map((r) => r.waitlist_position)).size).toBe(15);
    expect(after.counter).toBe(5);

    const accepted = after.rows.find((r) => r.status === 'attending')!;
    const leaver = members.find((m) => m.userId === accepted.user_id)!;
    const first = waiting.sort((a, b) => a.waitlist_position! - b.waitlist_position!)[0]!;
    const detail = (await (await answer(leaver, event.id, 'declined')).json()) as { data: TEventDetail };
    expect(detail.data.authUserMemberStatus).toBe('declined');
    expect(detail.data.counts).toMatchObject({ attending: 5, waitlisted: 14, declined: 1 });
    const now = await statuses(event.id);
    expect(now.counter).toBe(5);
    expect(now.rows.find((r) => r.user_id === first.user_id)?.status).toBe('attending');

    const promoted = members.find((m) => m.userId === first.user_id)!;
    const notes = await notificationsOf(t, promoted);
    expect(notes[0]).toMatchObject({ messageType: 'event_spot_free', event: { id: event.id } });
    expect(notes[0]!.messageText).toContain(EVENT_MESSAGES.spotFree);
    // The second in line now stands first.
    const second = members.find((m) => m.userId === waiting[1]!.user_id)!;
    const mine = await ok<{ data: TEventDetail }>(t, second.client, 'GET', `/api/events/${event.id}`);
    expect(mine.data).toMatchObject({ authUserMemberStatus: 'waitlisted', authUserWaitlistPosition: 1 });
  });

  it('a repeated Zusage keeps the place; vielleicht and absagen are changeable; a past event refuses answers', async () => {
    const event = await makeEvent(t, organiser, { capacity: 1 });
    const a = await areaMember(t);
    const b = await areaMember(t);
    expect((await answer(a, event.id, 'attending')).json().data.authUserMemberStatus).toBe('attending');
    expect((await answer(a, event.id, 'attending')).json().data.counts.attending).toBe(1);
    expect((await answer(b, event.id, 'attending')).json().data.authUserMemberStatus).toBe('waitlisted');
    expect((await answer(b, event.id, 'maybe')).json().data).toMatchObject({
      authUserMemberStatus: 'maybe',
      counts: { waitlisted: 0, maybe: 1 },
    });
    expect((await answer(a, event.id, 'maybe')).json().data.counts).toMatchObject({ attending: 0, maybe: 2 });

    await setEventTime(t, event.id, Date.now() - HOUR, Date.now() + HOUR);
    const late = await answer(b, event.id, 'attending');
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe(EVENT_MESSAGES.eventStarted);
  });

  it('an invited member sees the invitation in the prefetch, the badge counts down after answering', async () => {
    const event = await makeEvent(t, organiser, {
      title: 'Regionaler Stammtisch Hamburg',
      category: 'Stammtisch',
    });
    const guest = await areaMember(t);
    const invite = await ok(
      t,
      organiser.client,
      'POST',
      `/api/events/${event.id}/invite`,
      { userIds: [guest.userId] },
      200,
    );
    expect(invite).toEqual({ success: true, invited: 1 });
    const count = () => ok<{ count: number }>(t, guest.client, 'GET', '/api/events/invitations/count');
    expect((await count()).count).toBe(1);
    const prefetch = await ok<{ data: Array<{ id: number; authUserMemberStatus: string }> }>(
      t,
      guest.client,
      'GET',
      '/api/event/closed_area/events/-1/null',
    );
    expect(prefetch.data.find((e) => e.id === event.id)?.authUserMemberStatus).toBe('invited');
    const notes = await notificationsOf(t, guest);
    expect(notes[0]).toMatchObject({
      messageType: 'event_invite',
      event: { id: event.id, title: 'Regionaler Stammtisch Hamburg' },
      clickAction: { type: 'navigate', url: `/closed_area/1/events/${event.id}` },
    });
    await answer(guest, event.id, 'attending');
    expect((await count()).count).toBe(0);
    // A second invitation does not overwrite the answer.
    expect(
      await ok(
        t,
        organiser.client,
        'POST',
        `/api/events/${event.id}/invite`,
        { userIds: [guest.userId] },
        200,
      ),
    ).toEqual({
      success: true,
      invited: 0,
    });
  });

  it('more places on edit promote the waitlist; cancelling notifies participants and stops answers', async () => {
    const event = await makeEvent(t, organiser, {
      capacity: 1,
      isOnline: false,
      address: 'Klinikum Nord, Hamburg',
      onlineUrl: '',
    });
    const a = await areaMember(t);
    const b = await areaMember(t);
    await answer(a, event.id, 'attending');
    await answer(b, event.id, 'attending');
    const body = {
      closedAreaId: event.closedAreaId,
      title: event.title,
      description: 'Neuer Raum',
      category: event.category,
      startsAt: event.startsAt + HOUR,
      endsAt: event.endsAt! + HOUR,
      isOnline: false,
      address: 'Klinikum Nord, Haus 3, Hamburg',
      capacity: 2,
    };
    const edited = await ok<{ data: TEventDetail }>(
      t,
      organiser.client,
      'PUT',
      `/api/events/${event.id}`,
      body,
    );
    expect(edited.data).toMatchObject({
      sequence: 1,
      counts: { attending: 2, waitlisted: 0 },
      address: body.address,
    });
    expect((await notificationsOf(t, a))[0]).toMatchObject({ messageType: 'event_changed' });
    expect((await notificationsOf(t, b)).map((n) => n.messageType)).toContain('event_spot_free');

    const cancelled = await ok<{ data: TEventDetail }>(
      t,
      organiser.client,
      'POST',
      `/api/events/${event.id}/cancel`,
      {
        reason: 'Die Referentin ist erkrankt.',
      },
      200,
    );
    expect(cancelled.data).toMatchObject({
      isCancelled: true,
      cancelReason: 'Die Referentin ist erkrankt.',
      sequence: 2,
    });
    const note = (await notificationsOf(t, a))[0]!;
    expect(note.messageType).toBe('event_cancelled');
    expect(note.messageText).toContain('Die Referentin ist erkrankt.');
    const refused = await answer(a, event.id, 'declined');
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(EVENT_MESSAGES.eventCancelled);
  });
});
