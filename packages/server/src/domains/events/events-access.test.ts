import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLOSED_AREA_MESSAGES, ERROR_MESSAGES, EVENT_MESSAGES, type TEventDetail } from '@pflegepuls/shared';
import { createTestApp, testDialect, type TestClient, type TTestApp } from '../../test/harness.ts';
import { loginNewMember, openVisitor } from '../../test/member.ts';
import { call, ok, type TMember } from '../../test/member.ts';
import { areaMember, eventInput, loginAdmin, makeEvent } from './test-helpers.ts';

let t: TTestApp;
let anonymous: TestClient;
let outsider: TMember;
let member: TMember;
let organiser: TMember;
let admin: TMember;
let event: TEventDetail;
let guest: TMember;

beforeAll(async () => {
  t = await createTestApp();
  anonymous = await openVisitor(t);
  outsider = await loginNewMember(t);
  member = await areaMember(t);
  organiser = await areaMember(t);
  admin = await loginAdmin(t);
  guest = await areaMember(t);
  event = await makeEvent(t, organiser, { capacity: 10 });
  await ok(t, guest.client, 'POST', `/api/events/${event.id}/answer`, { answer: 'attending' }, 200);
});
afterAll(() => t.close());

type TMethod = 'GET' | 'POST' | 'PUT';
type TRow = [
  name: string,
  method: TMethod,
  url: () => string,
  body: (() => unknown) | undefined,
  expected: [number, number, number, number],
];

const put = () => ({ ...eventInput(), title: 'Geändert', startsAt: event.startsAt, endsAt: event.endsAt });
// Expected status for: outsider (not in the area), member, organiser, admin. Anonymous is always 401.
const ROWS: TRow[] = [
  ['list', 'GET', () => '/api/events?closedAreaId=1', undefined, [403, 200, 200, 200]],
  ['create', 'POST', () => '/api/events', () => eventInput(), [403, 201, 201, 201]],
  ['detail', 'GET', () => `/api/events/${event.id}`, undefined, [403, 200, 200, 200]],
  ['edit', 'PUT', () => `/api/events/${event.id}`, put, [403, 403, 200, 200]],
  [
    'answer',
    'POST',
    () => `/api/events/${event.id}/answer`,
    () => ({ answer: 'maybe' }),
    [403, 200, 200, 200],
  ],
  [
    'invite',
    'POST',
    () => `/api/events/${event.id}/invite`,
    () => ({ userIds: [member.userId] }),
    [403, 403, 200, 200],
  ],
  [
    'message',
    'POST',
    () => `/api/events/${event.id}/message`,
    () => ({ text: 'Bitte 10 Minuten früher da sein.' }),
    [403, 403, 200, 200],
  ],
  [
    'invite candidates',
    'GET',
    () => `/api/events/${event.id}/invite-candidates?q=te`,
    undefined,
    [403, 403, 200, 200],
  ],
  ['participants', 'GET', () => `/api/events/${event.id}/participants`, undefined, [403, 403, 200, 200]],
  ['csv', 'GET', () => `/api/events/${event.id}/participants.csv`, undefined, [403, 403, 200, 200]],
  [
    'check-in',
    'PUT',
    () => `/api/events/${event.id}/participants/${guest.userId}/check-in`,
    () => ({ checkedIn: true }),
    [403, 403, 200, 200],
  ],
  ['ics', 'GET', () => `/api/events/${event.id}/calendar.ics`, undefined, [403, 200, 200, 200]],
  ['attendance', 'GET', () => `/api/events/${event.id}/attendance.pdf`, undefined, [403, 409, 409, 409]],
  ['invitation count', 'GET', () => '/api/events/invitations/count', undefined, [200, 200, 200, 200]],
  ['feed url', 'GET', () => '/api/events/calendar-feed', undefined, [200, 200, 200, 200]],
  ['feed renew', 'POST', () => '/api/events/calendar-feed/renew', undefined, [200, 200, 200, 200]],
  ['settings', 'PUT', () => '/api/events/settings', () => ({ reminders: false }), [200, 200, 200, 200]],
  ['prefetch', 'GET', () => '/api/event/closed_area/events/-1/null', undefined, [200, 200, 200, 200]],
];

describe(`event endpoints by role on ${testDialect}`, () => {
  for (const [name, method, url, body, expected] of ROWS) {
    it(`${name}: anonymous 401, outsider ${expected[0]}, member ${expected[1]}, organiser ${expected[2]}, admin ${expected[3]}`, async () => {
      const anon = await call(t, anonymous, method, url(), body?.());
      expect(anon.statusCode).toBe(401);
      expect(anon.json()).toEqual({ success: false, message: ERROR_MESSAGES.UNAUTHORIZED });
      const who = [outsider, member, organiser, admin];
      for (const [i, m] of who.entries()) {
        const response = await call(t, m.client, method, url(), body?.());
        expect(
          response.statusCode,
          `${name} as ${['outsider', 'member', 'organiser', 'admin'][i]}: ${response.body}`,
        ).toBe(expected[i]);
        if (expected[i] === 403 && i === 0) {
          expect(response.json().message).toBe(CLOSED_AREA_MESSAGES.notClosedAreaMember);
        }
        if (expected[i] === 403 && i === 1) expect(response.json().message).toBe(EVENT_MESSAGES.notOrganiser);
      }
    });
  }

  it('cancel: member 403, organiser and admin 200', async () => {
    const a = await makeEvent(t, organiser);
    const b = await makeEvent(t, organiser);
    const body = { reason: 'Raum nicht verfügbar' };
    expect((await call(t, anonymous, 'POST', `/api/events/${a.id}/cancel`, body)).statusCode).toBe(401);
    expect((await call(t, outsider.client, 'POST', `/api/events/${a.id}/cancel`, body)).statusCode).toBe(403);
    expect((await call(t, member.client, 'POST', `/api/events/${a.id}/cancel`, body)).statusCode).toBe(403);
    expect((await call(t, organiser.client, 'POST', `/api/events/${a.id}/cancel`, body)).statusCode).toBe(
      200,
    );
    expect((await call(t, admin.client, 'POST', `/api/events/${b.id}/cancel`, body)).statusCode).toBe(200);
  });

  it("answers 'Invalid event ID' for missing and malformed ids", async () => {
    const missing = await call(t, member.client, 'GET', '/api/events/999999999');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ success: false, message: EVENT_MESSAGES.invalidEventId });
    for (const bad of ['abc', '-3', '0', '1.5']) {
      const response = await call(t, member.client, 'GET', `/api/events/${bad}`);
      expect(response.statusCode).toBe(422);
      expect(response.json().message).toBe(EVENT_MESSAGES.invalidEventId);
    }
    const answer = await call(t, member.client, 'POST', '/api/events/999999999/answer', {
      answer: 'attending',
    });
    expect(answer.statusCode).toBe(404);
  });

  it('refuses bad input with German messages (422)', async () => {
    const cases: Array<[unknown, string]> = [
      [{ ...eventInput(), title: '' }, EVENT_MESSAGES.titleRequired],
      [{ ...eventInput(), endsAt: Date.now() }, EVENT_MESSAGES.endBeforeStart],
      [{ ...eventInput(), onlineUrl: 'http://unsicher.example' }, EVENT_MESSAGES.onlineUrlRequired],
      [{ ...eventInput(), isOnline: false, address: '' }, EVENT_MESSAGES.placeRequired],
      [{ ...eventInput(), capacity: 0 }, EVENT_MESSAGES.capacityInvalid],
      [{ ...eventInput(), category: 'Party' }, EVENT_MESSAGES.categoryInvalid],
      [{ ...eventInput(), startsAt: Date.now() - 1000, endsAt: null }, EVENT_MESSAGES.startInPast],
    ];
    for (const [body, message] of cases) {
      const response = await call(t, member.client, 'POST', '/api/events', body);
      expect(response.statusCode, JSON.stringify(body)).toBe(422);
      expect(response.json().message).toBe(message);
    }
    const answer = await call(t, member.client, 'POST', `/api/events/${event.id}/answer`, { answer: 'ja' });
    expect(answer.statusCode).toBe(422);
    expect((await call(t, member.client, 'GET', '/api/events?closedAreaId=1&month=2026-13')).statusCode).toBe(
      422,
    );
    const outsiderInvite = await call(t, organiser.client, 'POST', `/api/events/${event.id}/invite`, {
      userIds: [outsider.userId],
    });
    expect(outsiderInvite.statusCode).toBe(422);
    expect(outsiderInvite.json().message).toBe(EVENT_MESSAGES.inviteOutsider);
  });

  it('sanitises the description and shows the join link only to participants and organisers', async () => {
    const viewer = await areaMember(t);
    const seen = await ok<{ data: TEventDetail }>(t, viewer.client, 'GET', `/api/events/${event.id}`);
    expect(seen.data.descriptionHtml).toBe('<p>Hygiene beim <b>Katheterwechsel</b></p>');
    expect(seen.data.onlineUrl).toBeNull();
    const joined = await ok<{ data: TEventDetail }>(
      t,
      viewer.client,
      'POST',
      `/api/events/${event.id}/answer`,
      { answer: 'maybe' },
      200,
    );
    expect(joined.data.onlineUrl).toBe('https://meet.example.org/katheter');
    const own = await ok<{ data: TEventDetail }>(t, organiser.client, 'GET', `/api/events/${event.id}`);
    expect(own.data.permissions.organise).toBe(true);
    expect(own.data.organiser).toMatchObject({ kind: 'member', id: organiser.userId });
  });
});
