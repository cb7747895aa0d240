/** Test helpers of the events tests: members in the Urocampus, an admin, events made through the API. */
import { expect } from 'vitest';
import { UROCAMPUS_AREA_ID, type TEventDetail, type TEventInput } from '@pflegepuls/shared';
import { insertUser, TEST_PASSWORD, type TTestApp } from '../../test/harness.ts';
import { ok, openVisitor, type TMember } from '../../test/member.ts';
import { joinClosedArea } from '../closed-areas/service.ts';
import { areaMember, makeGroup, notificationsOf } from '../groups/test-helpers.ts';

export { areaMember, makeGroup, notificationsOf };

export const HOUR = 60 * 60_000;

/** A logged-in site admin (not a member of the area). */
export async function loginAdmin(t: TTestApp): Promise<TMember> {
  const user = await insertUser(t.database, { is_admin: 1 });
  const client = await openVisitor(t);
  const response = await client.post('/api/user/login', {
    email: user.email,
    password: TEST_PASSWORD,
    remember: 'on',
  });
  expect(response.statusCode).toBe(200);
  await joinClosedArea(t.database.db, user.id, UROCAMPUS_AREA_ID).catch(() => undefined);
  return { client, userId: user.id };
}

/** A valid create body in the Urocampus, starting in two days. */
export function eventInput(overrides: Partial<TEventInput> = {}) {
  const startsAt = Date.now() + 48 * HOUR;
  return {
    closedAreaId: UROCAMPUS_AREA_ID,
    title: 'Webinar Katheterpflege',
    description: 'Hygiene beim <b>Katheterwechsel</b><script>alert(1)</script>',
    category: 'Webinar',
    startsAt,
    endsAt: startsAt + 2 * HOUR,
    isOnline: true,
    onlineUrl: 'https://meet.example.org/katheter',
    capacity: null,
    ...overrides,
  };
}

/** An event created by `organiser` through the API. */
export async function makeEvent(t: TTestApp, organiser: TMember, overrides: Partial<TEventInput> = {}) {
  return (await ok<{ data: TEventDetail }>(t, organiser.client, 'POST', '/api/events', eventInput(overrides)))
    .data;
}

/** Moves an event into the past (or elsewhere in time) directly in the database. */
export async function setEventTime(t: TTestApp, eventId: number, startsAt: number, endsAt: number | null) {
  await t.database.db
    .updateTable('events')
    .set({ starts_at: startsAt, ends_at: endsAt })
    .where('id', '=', eventId)
    .execute();
}
