/**
 * Calendar files (RFC 5545): one `.ics` per event and the member's secret-token feed of accepted
 * events. Times are local Europe/Berlin times with the zone's VTIMEZONE, so calendar apps show the
 * same wall-clock time as the app; SEQUENCE is the event's counter, bumped on every change, so an
 * imported event updates instead of doubling. The feed's token is an HMAC of member and a version
 * number (nothing secret is stored); renewing bumps the version, so the old URL answers 404.
 */
import type { Kysely } from 'kysely';
import { berlinParts, TIME_ZONE } from '@pflegepuls/shared';
import type { DB } from '../../platform/db/index.ts';
import { hmac, safeEqual } from '../../platform/crypto.ts';
import type { TEventRow } from './policy.ts';
import { notModerated } from '../moderation/filters.ts';

/** An event without an end lasts this long in calendars (docs/events.md). */
const DEFAULT_DURATION_MS = 60 * 60_000;

const VTIMEZONE = [
  'BEGIN:VTIMEZONE',
  `TZID:${TIME_ZONE}`,
  'BEGIN:DAYLIGHT',
  'TZOFFSETFROM:+0100',
  'TZOFFSETTO:+0200',
  'TZNAME:CEST',
  'DTSTART:19700329T020000',
  'RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=-1SU',
  'END:DAYLIGHT',
  'BEGIN:STANDARD',
  'TZOFFSETFROM:+0200',
  'TZOFFSETTO:+0100',
  'TZNAME:CET',
  'DTSTART:19701025T030000',
  'RRULE:FREQ=YEARLY;BYMONTH=10;BYDAY=-1SU',
  'END:STANDARD',
  'END:VTIMEZONE',
];

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

function localTime(at: number): string {
  const p = berlinParts(at);
  return `${pad(p.year, 4)}${pad(p.month)}${pad(p.day)}T${pad(p.hour)}${pad(p.minute)}${pad(p.second)}`;
}

function utcTime(at: number): string {
  const d = new Date(at);
  return `${pad(d.getUTCFullYear(), 4)}${pad(d.getUTCMonth() + 1)}${pad(d.getUTCDate())}T${pad(d.getUTCHours())}${pad(
    d.getUTCMinutes(),
  )}${pad(d.getUTCSeconds())}Z`;
}

/** TEXT values escape backslash, semicolon, comma and line breaks (RFC 5545 3.3.11). */
function text(value: string): string {
  return value.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n');
}

/** Folds a content line at 75 octets, never inside a UTF-8 character (RFC 5545 3.1). */
function fold(line: string): string {
  const out: string[] = [];
  let current = '';
  let bytes = 0;
  for (const ch of line) {
    const size = Buffer.byteLength(ch);
    if (bytes + size > (out.length === 0 ? 75 : 74)) {
      out.push(current);
      current = '';
      bytes = 0;
    }
    current += ch;
    bytes += size;
  }
  out.push(current);
  return out.join('\r\n ');
}

export type TCalendarContext = { publicUrl: string; productName: string; productSlug: string };

/** One VEVENT; the join link only when `withJoinLink` (participants and organisers). */
function vevent(event: TEventRow, ctx: TCalendarContext, withJoinLink: boolean): string[] {
  const url = `${ctx.publicUrl}/closed_area/${event.closed_area_id ?? 1}/events/${event.id}`;
  const place = event.is_online
    ? withJoinLink && event.online_url
      ? `Online: ${event.online_url}`
      : 'Online'
    : event.location;
  const description = [event.description ?? '', url].filter(Boolean).join('\n\n');
  return [
    'BEGIN:VEVENT',
    `UID:event-${event.id}@${ctx.productSlug}`,
    `DTSTAMP:${utcTime(event.updated_at)}`,
    `LAST-MODIFIED:${utcTime(event.updated_at)}`,
    `DTSTART;TZID=${TIME_ZONE}:${localTime(event.starts_at)}`,
    `DTEND;TZID=${TIME_ZONE}:${localTime(event.ends_at ?? event.starts_at + DEFAULT_DURATION_MS)}`,
    `SEQUENCE:${event.sequence}`,
    `SUMMARY:${text(event.title)}`,
    `DESCRIPTION:${text(description)}`,
    ...(place ? [`LOCATION:${text(place)}`] : []),
    `CATEGORIES:${text(event.category)}`,
    `URL:${url}`,
    `STATUS:${event.cancelled_at !== null ? 'CANCELLED' : 'CONFIRMED'}`,
    'END:VEVENT',
  ];
}

function calendar(ctx: TCalendarContext, name: string, body: string[], method: boolean): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:-//${ctx.productName}//Events//DE`,
    'CALSCALE:GREGORIAN',
    ...(method ? ['METHOD:PUBLISH'] : []),
    `X-WR-CALNAME:${text(name)}`,
    `X-WR-TIMEZONE:${TIME_ZONE}`,
    ...VTIMEZONE,
    ...body,
    'END:VCALENDAR',
  ];
  return lines.map(fold).join('\r\n') + '\r\n';
}

/** The `.ics` file of one event. */
export function renderEventIcs(event: TEventRow, ctx: TCalendarContext, withJoinLink: boolean): string {
  return calendar(ctx, event.title, vevent(event, ctx, withJoinLink), true);
}

/** The member's calendar feed: every accepted event (cancelled ones stay, marked CANCELLED). */
export async function renderFeedIcs(db: Kysely<DB>, userId: number, ctx: TCalendarContext): Promise<string> {
  const events = await db
    .selectFrom('event_members as em')
    .innerJoin('events as e', 'e.id', 'em.event_id')
    .selectAll('e')
    .where('em.user_id', '=', userId)
    .where('em.status', '=', 'attending')
    .where(notModerated('event', 'e.id', { id: userId, isAdmin: false }, 'e.created_by'))
    .orderBy('e.starts_at', 'desc')
    .limit(500)
    .execute();
  return calendar(
    ctx,
    `${ctx.productName}: meine Events`,
    events.flatMap((e) => vevent(e, ctx, true)),
    false,
  );
}

async function feedVersion(db: Kysely<DB>, userId: number): Promise<number> {
  const row = await db
    .selectFrom('event_member_settings')
    .select('feed_version')
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return row?.feed_version ?? 0;
}

function feedToken(secret: string, userId: number, version: number): string {
  return `${userId}.${version}.${hmac(secret, `calendar-feed:${userId}:${version}`)}`;
}

/** The member's current secret feed token (member id, version and an HMAC of both). */
export async function getFeedToken(db: Kysely<DB>, secret: string, userId: number): Promise<string> {
  return feedToken(secret, userId, await feedVersion(db, userId));
}

/** Renews the member's feed token: the old URL stops working. Returns the new token. */
export async function renewFeedToken(db: Kysely<DB>, secret: string, userId: number, now = Date.now()) {
  await db
    .insertInto('event_member_settings')
    .values({ user_id: userId, feed_version: 1, reminders: 1, updated_at: now })
    .onConflict((oc) =>
      oc.column('user_id').doUpdateSet((eb) => ({
        feed_version: eb('event_member_settings.feed_version', '+', 1),
        updated_at: now,
      })),
    )
    .execute();
  return getFeedToken(db, secret, userId);
}

/** The member whose current feed token this is, or undefined (a renewed token no longer counts). */
export async function findFeedOwner(
  db: Kysely<DB>,
  secret: string,
  token: string,
): Promise<number | undefined> {
  const [user, version] = token.split('.').map(Number) as [number, number];
  if (!Number.isSafeInteger(user) || !Number.isSafeInteger(version)) return undefined;
  if (!safeEqual(token, feedToken(secret, user, version))) return undefined;
  return (await feedVersion(db, user)) === version ? user : undefined;
}
