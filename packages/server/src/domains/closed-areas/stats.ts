/**
 * Sponsor statistics of a closed area (issue 14): aggregate figures only. A figure that is about
 * fewer than CLOSED_AREA_STATS_MIN_PEOPLE people (members, active members, authors, group members)
 * is answered as null and shown as "< 5", so no figure can point at a few individuals.
 */
import type { Kysely } from 'kysely';
import {
  CLOSED_AREA_STATS_MIN_PEOPLE,
  CLOSED_AREA_STATS_WEEKS,
  DAY_MS,
  getCalendarDay,
  type TClosedAreaStatsAnswer,
} from '@pflegepuls/shared';
import type { DB } from '../../platform/db/index.ts';

const GROUPS_MAX = 50;

/** The figure, or null when it is about fewer than the minimum of people. */
function figure(value: number, people: number = value): number | null {
  return people < CLOSED_AREA_STATS_MIN_PEOPLE ? null : value;
}

function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** Mondays (YYYY-MM-DD, Europe/Berlin calendar) of the last `weeks` weeks, newest first. */
export function weekStarts(now: number, weeks: number): string[] {
  const today = getCalendarDay(now);
  const weekday = (new Date(`${today}T00:00:00Z`).getUTCDay() + 6) % 7;
  const monday = addDays(today, -weekday);
  return Array.from({ length: weeks }, (_, i) => addDays(monday, -7 * i));
}

export async function getAreaStats(
  db: Kysely<DB>,
  closedAreaId: number,
  now = Date.now(),
): Promise<TClosedAreaStatsAnswer['data']> {
  const since = now - 30 * DAY_MS;
  const members = db
    .selectFrom('closed_area_memberships')
    .select('user_id')
    .where('closed_area_id', '=', closedAreaId);
  const weeks = weekStarts(now, CLOSED_AREA_STATS_WEEKS);

  const [memberRow, newRow, weekRows, postRow, momentRow, groups] = await Promise.all([
    db
      .selectFrom('closed_area_memberships')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('closed_area_id', '=', closedAreaId)
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('closed_area_memberships')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('closed_area_id', '=', closedAreaId)
      .where('created_at', '>=', since)
      .executeTakeFirstOrThrow(),
    Promise.all(
      weeks.map((start) =>
        db
          .selectFrom('user_daily_activity')
          .select((eb) => eb.fn.count<number>('user_id').distinct().as('n'))
          .where('day', '>=', start)
          .where('day', '<=', addDays(start, 6))
          .where('user_id', 'in', members)
          .executeTakeFirstOrThrow(),
      ),
    ),
    db
      .selectFrom('posts')
      .select((eb) => [
        eb.fn.countAll<number>().as('n'),
        eb.fn.count<number>('user_id').distinct().as('authors'),
      ])
      .where('closed_area_id', '=', closedAreaId)
      .where('created_at', '>=', since)
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('moments')
      .select((eb) => [
        eb.fn.countAll<number>().as('n'),
        eb.fn.count<number>('user_id').distinct().as('authors'),
      ])
      .where('closed_area_id', '=', closedAreaId)
      .where('created_at', '>=', since)
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('groups as g')
      .leftJoin('group_members as gm', (join) =>
        join.onRef('gm.group_id', '=', 'g.id').on('gm.status', '=', 'member'),
      )
      .select(['g.id', 'g.title', (eb) => eb.fn.count<number>('gm.user_id').as('n')])
      .where('g.closed_area_id', '=', closedAreaId)
      .groupBy(['g.id', 'g.title'])
      .orderBy('n', 'desc')
      .orderBy('g.id')
      .limit(GROUPS_MAX)
      .execute(),
  ]);
  return {
    members: figure(Number(memberRow.n)),
    newMembersLast30Days: figure(Number(newRow.n)),
    activeMembersPerWeek: weeks.map((weekStart, i) => ({
      weekStart,
      activeMembers: figure(Number(weekRows[i]!.n)),
    })),
    postsLast30Days: figure(Number(postRow.n), Number(postRow.authors)),
    momentsLast30Days: figure(Number(momentRow.n), Number(momentRow.authors)),
    groups: groups.map((g) => ({ title: g.title, members: figure(Number(g.n)) })),
  };
}
