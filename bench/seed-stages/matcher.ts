/**
 * The matcher's talents (issue 18: a full sync of 100,000 talents × 10,000 job ads). The onboarding
 * stage answers like the demo (about half of the members want offers, and half of those were seen
 * lately); this stage makes every member of the users stage a talent: wanting offers, with work
 * areas (kept where the member chose some; otherwise one or two by id), a ward for hospital work,
 * a driving licence for four in five, and a visit within the last 60 days. Runs after the presence
 * stage, whose visits it keeps where they are recent.
 */
import { sql } from 'kysely';
import { BENCH_USER_COUNT } from './users.ts';
import type { TSeedStage } from './types.ts';

const DAY_MS = 86_400_000;
const RECENT_DAYS = 60;

export function createMatcherTalentsStage(): TSeedStage {
  return {
    name: 'matcher talents',
    count: BENCH_USER_COUNT,
    async insertBatch(ctx, from, to) {
      await sql`
        update user_onboarding set
          wants_job_offers = 1,
          work_areas = case when work_areas is null or work_areas = '[]' then
            case user_id % 4
              when 0 then '["krankenhaus"]'
              when 1 then '["stationaere_pflege"]'
              when 2 then '["ambulante_pflege","krankenhaus"]'
              else '["sonstige","stationaere_pflege"]' end
            else work_areas end,
          work_areas_hospital = case when work_areas_hospital is null or work_areas_hospital = '[]' then
            case user_id % 3 when 0 then '["intensivstation"]' when 1 then '["normalstation","geriatrie"]' else '[]' end
            else work_areas_hospital end,
          has_driver_license = coalesce(has_driver_license, case when user_id % 5 = 0 then 0 else 1 end)
        where user_id > ${from} and user_id <= ${to}`.execute(ctx.db);
      await sql`
        update users set last_seen_at = ${ctx.now} - (id % ${RECENT_DAYS}) * ${DAY_MS}
        where id > ${from} and id <= ${to}
          and (last_seen_at is null or last_seen_at < ${ctx.now - RECENT_DAYS * DAY_MS})`.execute(ctx.db);
    },
  };
}
