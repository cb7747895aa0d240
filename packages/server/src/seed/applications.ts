/**
 * Demo applications (docs/applications.md, docs/demo-data.md): generated demo people apply to the
 * published ads of the demo recruiter's hospital and of a few other employers, in every state,
 * with the steps that led there, a message from some and the recruiter's notes on a few, so the
 * pipeline and "Meine Bewerbungen" show something real. The demo accounts themselves have none
 * (the e2e tests apply with them).
 */
import type { Kysely } from 'kysely';
import {
  APPLICATION_STAGES,
  DAY_MS,
  HOUR_MS,
  TALENT_POOL_MS,
  type TApplicationStatus,
} from '@pflegepuls/shared';
import type { DB } from '../platform/db/index.ts';
import { buildProfileSnapshot } from '../domains/applications/service.ts';
import { DEMO_ACCOUNTS } from './demo-accounts.ts';
import { DEMO_EMPLOYERS } from './job-texts.ts';

/** Where each application stands, in the order they are handed out. */
const STATES: TApplicationStatus[] = [
  'received',
  'seen',
  'interview',
  'received',
  'offer',
  'rejected',
  'seen',
  'hired',
  'withdrawn',
  'interview',
  'received',
  'rejected',
];

const MESSAGES = [
  'Ich arbeite seit sechs Jahren auf einer internistischen Station und möchte mich in Ihrem Haus weiterentwickeln. Über ein Kennenlernen würde ich mich freuen.',
  'Nach meiner Elternzeit suche ich eine Teilzeitstelle mit verlässlichen Frühdiensten. Ihr Dienstplanmodell klingt genau danach.',
  'Ich habe die Weiterbildung Intensivpflege abgeschlossen und bringe Erfahrung mit ECMO-Patientinnen und -Patienten mit.',
  'Gern komme ich zu einem Probetag vorbei, um das Team kennenzulernen. Erreichbar bin ich am besten nachmittags.',
  'Ich ziehe im Frühjahr in Ihre Region und suche eine Stelle mit Tarifbindung. Meine Zeugnisse reiche ich gern nach.',
  'Die Arbeit in der Dauernacht liegt mir: ruhig, selbstständig und mit Zeit für die Menschen, die nicht schlafen können.',
  'Als Praxisanleiterin begleite ich seit drei Jahren Auszubildende und möchte das auch bei Ihnen weitermachen.',
];

const NOTES = [
  'Telefonisch sehr sympathisch, Hospitation nächste Woche vereinbart.',
  'Gehaltsvorstellung passt zur Entgeltgruppe, Start frühestens zum Quartalsende.',
  'Pflegedienstleitung möchte sie kennenlernen.',
];

/** The steps from "eingegangen" to `status`, as the timeline shows them. */
function stepsTo(status: TApplicationStatus): TApplicationStatus[] {
  if (status === 'withdrawn') return ['received', 'withdrawn'];
  if (status === 'rejected') return ['received', 'seen', 'rejected'];
  return APPLICATION_STAGES.slice(0, APPLICATION_STAGES.indexOf(status as 'received') + 1);
}

export async function seedApplications(
  db: Kysely<DB>,
  options: { now: number },
): Promise<{ applications: number }> {
  const { now } = options;
  const demoEmails = DEMO_ACCOUNTS.map((a) => a.email);
  const [people, hospital, others, recruiter] = await Promise.all([
    db
      .selectFrom('users')
      .select('id')
      .where('email', 'like', '%.%.%@demo.pflegepuls.de')
      .where('email', 'not in', demoEmails)
      .orderBy('id')
      .limit(30)
      .execute(),
    db
      .selectFrom('job_ads')
      .innerJoin('companies', 'companies.id', 'job_ads.company_id')
      .select(['job_ads.id', 'job_ads.company_id'])
      .where('companies.name', '=', DEMO_EMPLOYERS[0]!.name)
      .where('job_ads.status', '=', 'published')
      .orderBy('job_ads.id')
      .limit(3)
      .execute(),
    db
      .selectFrom('job_ads')
      .select(['id', 'company_id'])
      .where('status', '=', 'published')
      .orderBy('id', 'desc')
      .limit(6)
      .execute(),
    db
      .selectFrom('users')
      .select('id')
      .where('email', '=', DEMO_ACCOUNTS.find((a) => a.role === 'Recruiter')!.email)
      .executeTakeFirst(),
  ]);
  // Most go to the recruiter's hospital: its pipeline is what the demo shows employers.
  const targets = [...hospital, ...hospital, ...hospital, ...others];
  let count = 0;
  // Every message and note once (demo data never repeats itself).
  let messages = 0;
  let notes = 0;
  for (const [i, person] of people.entries()) {
    const ad = targets[i % targets.length];
    if (!ad) break;
    const status = STATES[i % STATES.length]!;
    const steps = stepsTo(status);
    const appliedAt = now - (20 - (i % 18)) * DAY_MS - i * HOUR_MS;
    const at = (step: number) => appliedAt + step * 2 * DAY_MS;
    const decided = status === 'rejected' || status === 'withdrawn';
    const profile = await buildProfileSnapshot(db, person.id);
    const inserted = await db
      .insertInto('job_applications')
      .values({
        job_ad_id: ad.id,
        company_id: ad.company_id,
        user_id: person.id,
        status,
        message: i % 3 === 2 ? null : (MESSAGES[messages++] ?? null),
        profile: JSON.stringify(profile),
        reject_reason: status === 'rejected' ? (i % 2 === 0 ? 'other_candidate' : null) : null,
        decided_at: decided ? at(steps.length - 1) : null,
        talent_pool_until: i % 4 === 1 ? appliedAt + TALENT_POOL_MS : null,
        created_at: appliedAt,
        updated_at: at(steps.length - 1),
      })
      .onConflict((oc) => oc.columns(['job_ad_id', 'user_id']).doNothing())
      .returning('id')
      .executeTakeFirst();
    if (!inserted) continue;
    await db
      .insertInto('job_application_steps')
      .values(steps.map((step, n) => ({ application_id: inserted.id, status: step, created_at: at(n) })))
      .execute();
    const note = NOTES[notes];
    const discussed = status === 'interview' || status === 'offer';
    if (recruiter && note && discussed && ad.company_id === hospital[0]?.company_id) {
      notes++;
      await db
        .insertInto('job_application_notes')
        .values({
          application_id: inserted.id,
          author_id: recruiter.id,
          text: note,
          created_at: at(steps.length - 1) + HOUR_MS,
        })
        .execute();
    }
    count++;
  }
  return { applications: count };
}
