/**
 * The events of the large seed (docs/events.md): 20,000 events in the Urocampus (area 1) from a year
 * ago to half a year ahead, every fifth one in a Urocampus group of the groups stage, and 500,000
 * participations (five per member). Titles, categories, places and descriptions come from the demo
 * seed's events (packages/server/src/seed/events.ts).
 *
 * Every event's attributes are a function of its index, so the participations stage computes them
 * again instead of reading them back. Member u (index in id order) gets R = P / U rows, each for a
 * different event: slot 0 an upcoming area event with an answer that counts for "Meine Events"
 * (attending, maybe or invited), slot 1 an event of the member's round-0 group (u mod G, see
 * groups.ts) when that group lies in the Urocampus and has events, the others area events anywhere
 * in time. Rows run slot by slot (j = q * U + u), so the slot-0 Zusagen fill capacities first; a
 * Zusage to a full event becomes `waitlisted` with the next position, as the server does.
 */
import type { Insertable } from 'kysely';
import { UROCAMPUS_AREA_ID, type TEventCategory, type TEventMemberStatus } from '@pflegepuls/shared';
import {
  descriptionText,
  sanitizeDescription,
} from '../../packages/server/src/domains/events/description.ts';
import type { EventMembersTable, EventsTable } from '../../packages/server/src/platform/db/tables/events.ts';
import { EVENTS as SEED_EVENTS } from '../../packages/server/src/seed/events.ts';
import { GROUP_COUNT, groupArea } from './groups.ts';
import { resetIdSequence } from './helpers.ts';
import type { TSeedContext, TSeedStage } from './types.ts';

const EVENT_COUNT = 20_000;
const PARTICIPATION_COUNT = 500_000;
const DAY_MS = 24 * 3600 * 1000;
const HOUR_MS = 3600 * 1000;
const PAST_DAYS = 365;
const FUTURE_DAYS = 180;
const SPAN_DAYS = PAST_DAYS + FUTURE_DAYS;
/** Capacities of events whose demo text has none (null = unlimited). */
const CAPACITIES = [null, null, null, null, null, 10, 15, 20, 30, 50, 100] as const;

function hash(value: number): number {
  let x = Math.imul(value ^ 0x9e3779b9, 0x85ebca6b);
  x = Math.imul(x ^ (x >>> 13), 0xc2b2ae35);
  return (x ^ (x >>> 16)) >>> 0;
}

type TTemplate = {
  title: string;
  category: TEventCategory;
  minutes: number;
  description: string;
  descriptionHtml: string;
  location: string | null;
  onlineUrl: string | null;
  capacity: number | null;
  cancelReason: string | null;
};

const TEMPLATES: TTemplate[] = SEED_EVENTS.map((seed) => {
  const html = sanitizeDescription(seed.description);
  return {
    title: seed.title,
    category: seed.category,
    minutes: seed.minutes,
    description: descriptionText(html),
    descriptionHtml: html,
    location: seed.address ?? null,
    onlineUrl: seed.onlineUrl ?? null,
    capacity: seed.capacity ?? null,
    cancelReason: seed.cancelled ?? null,
  };
});

/** What both stages derive the events from. */
type TEventShape = {
  users: number[];
  groups: number;
  events: number;
  /** The first event index starting tomorrow or later (indexes are in start order). */
  firstUpcoming: number;
  /** Per group index: the indexes of its events. */
  groupEvents: number[][];
  now: number;
};

function dayOffset(shape: TEventShape, e: number): number {
  return -PAST_DAYS + Math.floor((e * SPAN_DAYS) / shape.events);
}

/** Group index of event e, or null for an area event: every fifth event, always a Urocampus group. */
function groupOf(shape: TEventShape, e: number): number | null {
  if (e % 5 !== 1 || shape.groups < 2) return null;
  let g = (Math.floor(e / 5) * 3) % shape.groups;
  if (groupArea(g) !== UROCAMPUS_AREA_ID) g = (g + 1) % shape.groups;
  return groupArea(g) === UROCAMPUS_AREA_ID ? g : null;
}

function template(e: number): TTemplate {
  return TEMPLATES[hash(e) % TEMPLATES.length]!;
}

function capacityOf(e: number): number | null {
  return template(e).capacity ?? CAPACITIES[hash(e + 5) % CAPACITIES.length]!;
}

function startsAt(shape: TEventShape, e: number): number {
  const midnight = Math.floor(shape.now / DAY_MS + dayOffset(shape, e)) * DAY_MS;
  // 8:00 to 18:30 UTC (9:00 to 20:30 in Germany), on the half hour.
  return midnight + (8 * 60 + (hash(e + 1) % 22) * 30) * 60_000;
}

function createdAt(shape: TEventShape, e: number): number {
  return Math.min(shape.now, startsAt(shape, e)) - (14 + (hash(e + 2) % 27)) * DAY_MS;
}

/** The organiser: the group's owner (member g, groups.ts) for group events, else any member. */
function creatorIndex(shape: TEventShape, e: number): number {
  const g = groupOf(shape, e);
  return g !== null ? g % shape.users.length : hash(e + 3) % shape.users.length;
}

async function loadShape(ctx: TSeedContext): Promise<TEventShape> {
  const users = (await ctx.db.selectFrom('users').select('id').orderBy('id').execute()).map((r) => r.id);
  const shape: TEventShape = {
    users,
    groups: Math.max(1, Math.round(GROUP_COUNT * ctx.scale)),
    events: Math.max(1, Math.round(EVENT_COUNT * ctx.scale)),
    firstUpcoming: 0,
    groupEvents: [],
    now: ctx.now,
  };
  shape.groupEvents = Array.from({ length: shape.groups }, () => []);
  shape.firstUpcoming = shape.events;
  for (let e = shape.events - 1; e >= 0; e--) {
    if (dayOffset(shape, e) >= 1) shape.firstUpcoming = e;
  }
  for (let e = 0; e < shape.events; e++) {
    const g = groupOf(shape, e);
    if (g !== null) shape.groupEvents[g]!.push(e);
  }
  return shape;
}

export function createEventsStage(): TSeedStage {
  let shape: TEventShape;
  return {
    name: 'events',
    count: EVENT_COUNT,
    independentBatches: true,
    async prepare(ctx) {
      shape = await loadShape(ctx);
    },
    async insertBatch(ctx, from, to) {
      if (shape.users.length === 0) return;
      const rows: Insertable<EventsTable>[] = [];
      for (let e = from; e < to; e++) {
        const t = template(e);
        const g = groupOf(shape, e);
        const start = startsAt(shape, e);
        const end = start + t.minutes * 60_000;
        const created = createdAt(shape, e);
        const past = end < ctx.now;
        const cancelledAt = t.cancelReason ? Math.min(ctx.now, start) - 2 * DAY_MS : null;
        rows.push({
          id: e + 1,
          closed_area_id: UROCAMPUS_AREA_ID,
          group_id: g === null ? null : g + 1,
          organiser_group_id: g !== null && hash(e + 4) % 2 === 0 ? g + 1 : null,
          title: t.title,
          description: t.description,
          description_html: t.descriptionHtml,
          category: t.category,
          location: t.location,
          is_online: t.onlineUrl ? 1 : 0,
          online_url: t.onlineUrl,
          starts_at: start,
          ends_at: end,
          capacity: capacityOf(e),
          // Set from the participations in their stage's finish.
          attending_count: 0,
          waitlist_last: 0,
          cancelled_at: cancelledAt,
          cancel_reason: t.cancelReason,
          sequence: cancelledAt === null ? 0 : 1,
          created_by: shape.users[creatorIndex(shape, e)]!,
          created_at: created,
          updated_at: cancelledAt ?? created,
          reminded_day_at: past ? start - DAY_MS : null,
          reminded_hour_at: past ? start - HOUR_MS : null,
        });
      }
      await ctx.insert('events', rows);
    },
    async finish(ctx) {
      await resetIdSequence(ctx, 'events');
    },
  };
}

/** The R different events of member u, by slot (see the file comment). */
function eventsOfMember(shape: TEventShape, u: number, slots: number): number[] {
  const E = shape.events;
  const picks: number[] = [];
  const stride = Math.max(1, Math.floor(E / slots));
  const free = (e: number) => groupOf(shape, e) === null && !picks.includes(e);
  const nextFree = (start: number) => {
    let e = start % E;
    for (let step = 0; step < E; step++, e = (e + 1) % E) if (free(e)) return e;
    return -1;
  };
  const upcoming = E - shape.firstUpcoming;
  picks.push(nextFree(upcoming > 0 ? shape.firstUpcoming + ((u * 7) % upcoming) : u * 7));
  if (slots > 1) {
    const own = shape.groupEvents[u % shape.groups] ?? [];
    picks.push(own.length > 0 ? own[Math.floor(u / shape.groups) % own.length]! : nextFree(u * 7 + stride));
  }
  for (let q = 2; q < slots; q++) picks.push(nextFree(u * 7 + q * stride));
  return picks;
}

export function createEventMembersStage(): TSeedStage {
  let shape: TEventShape;
  let slots = 1;
  let attending = new Int32Array(0);
  let waitlistLast = new Int32Array(0);
  const memberEvents = new Map<number, number[]>();
  return {
    name: 'event participations',
    count: PARTICIPATION_COUNT,
    batchSize: 25_000,
    independentBatches: true,
    async prepare(ctx) {
      shape = await loadShape(ctx);
      const participations = Math.max(1, Math.round(PARTICIPATION_COUNT * ctx.scale));
      slots = Math.max(1, Math.ceil(participations / Math.max(1, shape.users.length)));
      attending = new Int32Array(shape.events);
      waitlistLast = new Int32Array(shape.events);
    },
    async insertBatch(ctx, from, to) {
      const U = shape.users.length;
      if (U === 0) return;
      const rows: Insertable<EventMembersTable>[] = [];
      for (let j = from; j < to; j++) {
        const u = j % U;
        const q = Math.floor(j / U);
        let picks = memberEvents.get(u);
        if (!picks) {
          picks = eventsOfMember(shape, u, slots);
          memberEvents.set(u, picks);
        }
        const e = picks[q];
        if (e === undefined || e < 0) continue;
        const h = hash(j * 31 + 7) % 100;
        let status: TEventMemberStatus =
          q === 0
            ? h < 60
              ? 'attending'
              : h < 80
                ? 'maybe'
                : 'invited'
            : h < 45
              ? 'attending'
              : h < 60
                ? 'maybe'
                : h < 75
                  ? 'declined'
                  : 'invited';
        const capacity = capacityOf(e);
        let position: number | null = null;
        if (status === 'attending') {
          if (capacity !== null && attending[e]! >= capacity) {
            status = 'waitlisted';
            position = ++waitlistLast[e]!;
          } else {
            attending[e]!++;
          }
        }
        const start = startsAt(shape, e);
        const created = createdAt(shape, e);
        const past = start + template(e).minutes * 60_000 < ctx.now;
        const answeredAt =
          status === 'invited'
            ? null
            : Math.min(created + (1 + (hash(j + 3) % 288)) * HOUR_MS, ctx.now - HOUR_MS);
        rows.push({
          id: j + 1,
          event_id: e + 1,
          user_id: shape.users[u]!,
          status,
          invited_by: status === 'invited' ? shape.users[creatorIndex(shape, e)]! : null,
          waitlist_position: position,
          answered_at: answeredAt,
          checked_in_at:
            past && status === 'attending' && hash(j + 5) % 10 < 8
              ? start - (2 + (hash(j + 6) % 19)) * 60_000
              : null,
          created_at: Math.min(created + HOUR_MS, answeredAt ?? ctx.now - HOUR_MS),
        });
      }
      await ctx.insert('event_members', rows);
    },
    async finish(ctx) {
      memberEvents.clear();
      await resetIdSequence(ctx, 'event_members');
      // The counters as the rows say.
      await ctx.db
        .updateTable('events')
        .set((eb) => ({
          attending_count: eb
            .selectFrom('event_members')
            .select((s) => s.fn.countAll<number>().as('n'))
            .whereRef('event_members.event_id', '=', 'events.id')
            .where('event_members.status', '=', 'attending'),
          waitlist_last: eb.fn.coalesce(
            eb
              .selectFrom('event_members')
              .select((s) => s.fn.max('event_members.waitlist_position').as('m'))
              .whereRef('event_members.event_id', '=', 'events.id'),
            eb.lit(0),
          ),
        }))
        .execute();
    },
  };
}
