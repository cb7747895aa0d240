/**
 * The matcher in the demo (docs/matcher.md): Marie (the member demo account) is looking for a job
 * on a ward she knows and will travel far for it, so "Passende Jobs für dich" has something to show
 * on her first visit; then one full run builds every list, as the nightly run would, and the admins
 * find its notification on the Matcher-Sync screen.
 */
import type { Kysely } from 'kysely';
import type { DB } from '../platform/db/index.ts';
import { runSyncOutsideServer } from '../domains/matcher/sync.ts';

const MARIE = 'marie.mitglied';

export async function seedMatcher(db: Kysely<DB>, { now }: { now: number }) {
  const marie = await db.selectFrom('users').select('id').where('user_name', '=', MARIE).executeTakeFirst();
  if (marie) {
    const answers = {
      education: 'dreijaehrige_ausbildung',
      detailed_education: 'pflegefachfrau_pflegefachmann',
      years_of_experience: 5,
      wants_job_offers: 1,
      commute_distance: 'more_than_30',
      work_areas: JSON.stringify(['krankenhaus', 'stationaere_pflege']),
      work_areas_hospital: JSON.stringify(['intensivstation', 'intermediate_care', 'normalstation']),
      work_area_stationary: 'altenpflegeheim',
      trainings: JSON.stringify(['intensivpflege_anaesthesie', 'praxisanleitung']),
      updated_at: now,
    };
    await db
      .insertInto('user_onboarding')
      .values({ user_id: marie.id, created_at: now, completed_at: now, ...answers })
      .onConflict((oc) => oc.column('user_id').doUpdateSet(answers))
      .execute();
  }
  await runSyncOutsideServer(db, 'seed', { now });
}
