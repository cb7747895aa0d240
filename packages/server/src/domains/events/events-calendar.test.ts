import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EVENT_MESSAGES, type TCalendarFeed, type TEventDetail } from '@pflegepuls/shared';
import { createTestApp, testDialect, type TTestApp } from '../../test/harness.ts';
import { openVisitor } from '../../test/member.ts';
import { berlinToUtc } from '@pflegepuls/shared';
import { call, ok, type TMember } from '../../test/member.ts';
import { areaMember, HOUR, makeEvent } from './test-helpers.ts';

let t: TTestApp;
let organiser: TMember;
let member: TMember;
beforeAll(async () => {
  t = await createTestApp();
  organiser = await areaMember(t);
  member = await areaMember(t);
});
afterAll(() => t.close());

/** Parses a calendar with ical.js, registering its VTIMEZONE as a real parser client does. */
function parse(body: string) {
  const component = new ICAL.Component(ICAL.parse(body));
  for (const zone of component.getAllSubcomponents('vtimezone')) {
    ICAL.TimezoneService.register(new ICAL.Timezone(zone));
  }
  return component;
}

describe(`calendar files on ${testDialect}`, () => {
  it('the .ics of an event parses with Europe/Berlin times and a SEQUENCE that grows with changes', async () => {
    // 15 July, 18:30 Berlin = 16:30 UTC (summer time); 20 January, 18:30 Berlin = 17:30 UTC.
    const year = new Date().getUTCFullYear() + 1;
    const summer = berlinToUtc(year, 7, 15, 18, 30);
    expect(new Date(summer).getUTCHours()).toBe(16);
    const event = await makeEvent(t, organiser, {
      title: 'Sommerfest, Fortbildung; Teil 1',
      startsAt: summer,
      endsAt: summer + 2 * HOUR,
      isOnline: false,
      address: 'Stadtpark 1, 20095 Hamburg',
      onlineUrl: '',
    });
    const response = await call(t, member.client, 'GET', `/api/events/${event.id}/calendar.ics`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/calendar');
    expect(response.body).toContain('\r\n');
    const calendar = parse(response.body);
    const vevent = new ICAL.Event(calendar.getFirstSubcomponent('vevent')!);
    expect(vevent.summary).toBe('Sommerfest, Fortbildung; Teil 1');
    expect(vevent.location).toBe('Stadtpark 1, 20095 Hamburg');
    expect(vevent.startDate.zone?.tzid).toBe('Europe/Berlin');
    expect(vevent.startDate.toUnixTime() * 1000).toBe(summer);
    expect(vevent.endDate.toUnixTime() * 1000).toBe(summer + 2 * HOUR);
    expect(vevent.sequence).toBe(0);
    expect(vevent.uid).toBe(`event-${event.id}@${t.deps.config.productSlug}`);

    const winter = berlinToUtc(year + 1, 1, 20, 18, 30);
    expect(new Date(winter).getUTCHours()).toBe(17);
    await ok(t, organiser.client, 'PUT', `/api/events/${event.id}`, {
      closedAreaId: 1,
      title: event.title,
      category: event.category,
      startsAt: winter,
      endsAt: winter + HOUR,
      isOnline: false,
      address: 'Stadtpark 1, 20095 Hamburg',
    });
    const again = parse((await call(t, member.client, 'GET', `/api/events/${event.id}/calendar.ics`)).body);
    const changed = new ICAL.Event(again.getFirstSubcomponent('vevent')!);
    expect(changed.sequence).toBe(1);
    expect(changed.startDate.toUnixTime() * 1000).toBe(winter);
  });

  it('the personal feed lists accepted events only; renewing the token makes the old URL answer 404', async () => {
    const accepted = await makeEvent(t, organiser, { title: 'Webinar Inkontinenzversorgung' });
    const maybe = await makeEvent(t, organiser, { title: 'Messebesuch MEDICA' });
    await ok(t, member.client, 'POST', `/api/events/${accepted.id}/answer`, { answer: 'attending' }, 200);
    await ok(t, member.client, 'POST', `/api/events/${maybe.id}/answer`, { answer: 'maybe' }, 200);
    const { url } = await ok<TCalendarFeed>(t, member.client, 'GET', '/api/events/calendar-feed');
    const path = new URL(url).pathname;
    expect(path).toMatch(/^\/calendar\/[0-9]+\.[0-9]+\.[A-Za-z0-9_-]+\.ics$/);

    const visitor = await openVisitor(t);
    const feed = await visitor.get(path);
    expect(feed.statusCode).toBe(200);
    const events = parse(feed.body)
      .getAllSubcomponents('vevent')
      .map((v) => new ICAL.Event(v));
    expect(events.map((e) => e.summary)).toEqual(['Webinar Inkontinenzversorgung']);
    expect(events[0]!.startDate.zone?.tzid).toBe('Europe/Berlin');
    // Participants get the join link in their feed.
    expect(events[0]!.location).toBe('Online: https://meet.example.org/katheter');

    const renewed = await ok<TCalendarFeed>(
      t,
      member.client,
      'POST',
      '/api/events/calendar-feed/renew',
      undefined,
      200,
    );
    expect(renewed.url).not.toBe(url);
    const old = await visitor.get(path);
    expect(old.statusCode).toBe(404);
    expect(old.json().message).toBe(EVENT_MESSAGES.feedNotFound);
    expect((await visitor.get(new URL(renewed.url).pathname)).statusCode).toBe(200);
    // A forged token for the same member and version is refused.
    const forged = path.replace(/\.[A-Za-z0-9_-]+\.ics$/, '.AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA.ics');
    expect((await visitor.get(forged)).statusCode).toBe(404);
  });

  it('a cancelled event is marked CANCELLED in its file', async () => {
    const event = await makeEvent(t, organiser);
    await ok<{ data: TEventDetail }>(
      t,
      organiser.client,
      'POST',
      `/api/events/${event.id}/cancel`,
      { reason: 'Krankheit' },
      200,
    );
    const vevent = parse(
      (await call(t, member.client, 'GET', `/api/events/${event.id}/calendar.ics`)).body,
    ).getFirstSubcomponent('vevent')!;
    expect(vevent.getFirstPropertyValue('status')).toBe('CANCELLED');
    expect(vevent.getFirstPropertyValue('sequence')).toBe(1);
  });
});
