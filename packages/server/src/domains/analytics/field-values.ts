/**
 * Each onboarding session's last value of each field (table onboarding_field_values), kept next to
 * the events: the current day's choices are counted from it (funnel-figures.ts), since today's
 * sessions are never rolled up before midnight.
 */
import type { Insertable, Kysely } from 'kysely';
import type { DB } from '../../platform/db/index.ts';
import type {
  OnboardingEventsTable,
  OnboardingFieldValuesTable,
} from '../../platform/db/tables/analytics.ts';

type TEvent = Pick<
  Insertable<OnboardingEventsTable>,
  'session_id' | 'event_type' | 'field_id' | 'event_data' | 'occurred_at'
>;

/**
 * The last field_changed of each session and field among `events`; of two at the same time the
 * later in the list wins (it gets the higher id when the list is inserted).
 */
export function lastFieldValues(events: Iterable<TEvent>): Insertable<OnboardingFieldValuesTable>[] {
  const last = new Map<string, Insertable<OnboardingFieldValuesTable>>();
  for (const e of events) {
    if (e.event_type !== 'field_changed' || !e.field_id) continue;
    const key = `${e.session_id}|${e.field_id}`;
    const seen = last.get(key);
    if (!seen || e.occurred_at >= seen.occurred_at)
      last.set(key, {
        session_id: e.session_id,
        field_id: e.field_id,
        event_data: e.event_data,
        occurred_at: e.occurred_at,
      });
  }
  return [...last.values()];
}

/** Brings the sessions' field values up to newly written events; a stored value that is newer stays. */
export async function saveFieldValues(db: Kysely<DB>, events: Iterable<TEvent>) {
  const rows = lastFieldValues(events);
  if (rows.length === 0) return;
  await db
    .insertInto('onboarding_field_values')
    .values(rows)
    .onConflict((oc) =>
      oc
        .columns(['session_id', 'field_id'])
        .doUpdateSet((eb) => ({
          event_data: eb.ref('excluded.event_data'),
          occurred_at: eb.ref('excluded.occurred_at'),
        }))
        .where((eb) => eb('onboarding_field_values.occurred_at', '<=', eb.ref('excluded.occurred_at'))),
    )
    .execute();
}
