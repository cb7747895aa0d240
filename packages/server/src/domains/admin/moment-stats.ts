/**
 * GET /api/react-dashboard/moments-stats (001 §3.3): moments, reactions and comments of the
 * period, the one before, all time (52 weeks) and the last 24 hours, and per calendar week with
 * the comments split by regular members, bots and the team.
 */
import type { Kysely } from 'kysely';
import {
  adminRange,
  adminWeek,
  addDays,
  type TAdminMomentsStats,
  type TAdminPeriodQuery,
} from '@pflegepuls/shared';
import type { DB } from '../../platform/db/index.ts';
import {
  FAMILIES,
  countInWindows,
  loadRollupState,
  valueOf,
  type TRange,
  type TRollupState,
} from './counts.ts';
import { percent, periodInfo, withCustomFallback } from './periods.ts';
import { COMMENTATORS_METRIC, COMMENTATORS_TO_DATE_METRIC, countCommentators } from './rollups.ts';
import { weekWindow } from './user-stats.ts';

type TCounts = Map<string, number>;

function totals(moments: TCounts, reactions: TCounts, comments: TCounts) {
  const totalMoments = valueOf(moments);
  const totalReactions = valueOf(reactions);
  const totalComments = [...comments.values()].reduce((a, b) => a + b, 0);
  return {
    totalMoments,
    totalReactions,
    totalComments,
    averageReactionsPerMoment: totalMoments > 0 ? Math.round((totalReactions / totalMoments) * 100) / 100 : 0,
  };
}

/**
 * Distinct commentators per week: closed weeks from the week rollup, the current week from its
 * rollup so far plus who commented since, any other week (the rollups lag) counted now.
 */
async function findCommentators(
  db: Kysely<DB>,
  weeks: TRange[],
  state: TRollupState,
): Promise<Array<{ total: number; regular: number }>> {
  const isRolled = (w: TRange) => state.weeksUntil !== null && w.start < state.weeksUntil;
  const rows = await db
    .selectFrom('admin_counts')
    .select(['metric', 'bucket_start', 'dim', 'value'])
    .where('span', '=', 'week')
    .where('metric', 'in', [COMMENTATORS_METRIC, COMMENTATORS_TO_DATE_METRIC])
    .where(
      'bucket_start',
      'in',
      weeks.map((w) => w.start),
    )
    .execute();
  const find = (metric: string, start: number, dim: string) =>
    rows.find((r) => r.metric === metric && Number(r.bucket_start) === start && r.dim === dim);
  return Promise.all(
    weeks.map(async (w) => {
      if (isRolled(w)) {
        const value = (dim: string) => Number(find(COMMENTATORS_METRIC, w.start, dim)?.value ?? 0);
        return { total: value('total'), regular: value('regular') };
      }
      const total = find(COMMENTATORS_TO_DATE_METRIC, w.start, 'total');
      const regular = find(COMMENTATORS_TO_DATE_METRIC, w.start, 'regular');
      const until = state.commentatorsUntil;
      if (!total || !regular || until === null || until < w.start || until > w.end) {
        return countCommentators(db, w);
      }
      const added = await countCommentators(db, { start: until, end: w.end }, w.start);
      return { total: Number(total.value) + added.total, regular: Number(regular.value) + added.regular };
    }),
  );
}

/** The moments statistics of a period as of `now`. */
export async function getMomentStats(
  db: Kysely<DB>,
  query: Pick<TAdminPeriodQuery, 'period' | 'from' | 'to'>,
  now: number,
): Promise<TAdminMomentsStats> {
  const state = await loadRollupState(db);
  return withCustomFallback(query, now, async (p, fallback) => {
    // The week before the first, for the first week's trend.
    const before = adminWeek(addDays(p.weeks[0]!.startDate, -7));
    const weeks = [before, ...p.weeks].map((w) => weekWindow(w, now));
    const windows: TRange[] = [
      p.range,
      p.previous,
      adminRange('allTime', now),
      adminRange('last24h', now),
      ...weeks,
    ];
    const [moments, reactions, comments, commentators] = await Promise.all([
      countInWindows(db, FAMILIES.moments, windows, state),
      countInWindows(db, FAMILIES.reactions, windows, state),
      countInWindows(db, FAMILIES.comments, windows, state),
      findCommentators(db, weeks.slice(1), state),
    ]);
    const at = (i: number) => totals(moments[i]!, reactions[i]!, comments[i]!);
    const data = at(0);
    const weeklyData = p.weeks.map((week, k) => {
      const i = 5 + k;
      const momentsCreated = valueOf(moments[i]!);
      const weekBefore = valueOf(moments[i - 1]!);
      const split = {
        regular: valueOf(comments[i]!, 'regular'),
        bots: valueOf(comments[i]!, 'bots'),
        team: valueOf(comments[i]!, 'team'),
      };
      const total = split.regular + split.bots + split.team;
      return {
        period: week.period,
        startDate: week.startDate,
        endDate: week.endDate,
        momentsCreated,
        reactionsReceived: valueOf(reactions[i]!),
        commentsReceived: total,
        comments: { total, ...split },
        commentators: commentators[k]!,
        percentages: {
          regular: percent(split.regular, total),
          bots: percent(split.bots, total),
          team: percent(split.team, total),
        },
        trend:
          momentsCreated > weekBefore
            ? ('up' as const)
            : momentsCreated < weekBefore
              ? ('down' as const)
              : ('flat' as const),
      };
    });
    return {
      answer: {
        ...periodInfo(p, fallback),
        data,
        previous: at(1),
        allTimeStats: at(2),
        last24hStats: at(3),
        weeklyData,
      },
      hasData: data.totalMoments + data.totalReactions + data.totalComments > 0,
    };
  });
}
