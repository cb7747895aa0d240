/**
 * Bench routes of the events domain (docs/events.md): the shell's prefetch, the Urocampus's "Alle
 * Events" and "Meine Events" (upcoming, first page) and an event's detail. Every bench member has
 * an upcoming event with an own row (seed-stages/events.ts); each connection opens one of its own.
 */
import type { TBenchPrepareContext, TBenchRoute } from './types.ts';

const eventOf = new Map<number, number>();

async function prepareEvents({ db, users }: TBenchPrepareContext) {
  if (eventOf.size > 0) return;
  const now = Date.now();
  for (const user of users) {
    const row = await db
      .selectFrom('event_members as em')
      .innerJoin('events as e', 'e.id', 'em.event_id')
      .select('e.id')
      .where('em.user_id', '=', user.id)
      .where('e.closed_area_id', '=', 1)
      .orderBy((eb) => eb.case().when('e.starts_at', '>', now).then(0).else(1).end())
      .orderBy('e.starts_at')
      .executeTakeFirst();
    if (row) eventOf.set(user.id, row.id);
  }
}

export const eventsRoutes: TBenchRoute[] = [
  { name: 'events/prefetch', auth: true, request: '/api/event/closed_area/events/-1/null' },
  { name: 'events/alle', auth: true, request: '/api/events?closedAreaId=1&filter=alle&section=upcoming' },
  {
    name: 'events/meine',
    auth: true,
    request: '/api/events?closedAreaId=1&filter=meine-events&section=upcoming',
  },
  {
    name: 'events/detail',
    auth: true,
    prepare: prepareEvents,
    request: (client) => ({ path: `/api/events/${eventOf.get(client.user.id) ?? 1}` }),
  },
];
