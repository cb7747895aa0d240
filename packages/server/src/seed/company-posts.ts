/**
 * Demo company posts (Arbeitgeber-Feed, docs/feed.md): a few posts of demo employers, each text once,
 * over the last four weeks, with likes by demo members. The demo recruiter writes for the first
 * employer (their company); for the others the admin account does, as admins may for every company.
 * Runs after seedJobs (the companies) and seedFeed (the channels, members).
 */
import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { DAY_MS } from '@pflegepuls/shared';
import { scoreFor } from '../domains/feed/list.ts';
import type { DB } from '../platform/db/index.ts';
import { DEMO_ACCOUNTS } from './demo-accounts.ts';

type TCompanyPost = { company: string; channel: string; daysAgo: number; likes: number; body: string };

/** Each text once; the first employer's posts are the demo recruiter's. */
export const COMPANY_POSTS: TCompanyPost[] = [
  {
    company: 'Evangelisches Krankenhaus Spreebogen',
    channel: 'intensivpflege',
    daysAgo: 2,
    likes: 14,
    body: 'Unsere Intensivstation bekommt ab März ein zweites Praxisanleiter-Team. Wer Lust hat, neue Kolleginnen und Kollegen einzuarbeiten: Die Weiterbildung zur Praxisanleitung übernehmen wir komplett, mit Freistellung für die Kurstage.',
  },
  {
    company: 'Evangelisches Krankenhaus Spreebogen',
    channel: 'ausbildung',
    daysAgo: 16,
    likes: 9,
    body: 'Danke an alle, die beim Tag der offenen Tür auf Station 4B vorbeigeschaut haben! Über 60 Gäste, viele Fragen zur generalistischen Ausbildung und schon drei Hospitationen fest vereinbart.',
  },
  {
    company: 'Kiezpflege Prenzlauer Berg',
    channel: 'karriere',
    daysAgo: 4,
    likes: 11,
    body: 'Seit drei Monaten planen wir die Touren gemeinsam mit den Teams statt am Schreibtisch der Leitung. Ergebnis bisher: weniger Überstunden und fast kein Einspringen mehr am Wochenende. Wir berichten weiter.',
  },
  {
    company: 'Seniorenzentrum Havelblick',
    channel: 'altenpflege',
    daysAgo: 9,
    likes: 17,
    body: 'Unser Sommerfest mit Bewohnerinnen, Bewohnern, Angehörigen und Team war ein voller Erfolg. Ein großes Dankeschön an die Hauswirtschaft für vierzehn Bleche Kuchen! Die Fotos hängen ab Montag im Foyer.',
  },
  {
    company: 'Klinikum Hamburg-Uhlenhorst',
    channel: 'karriere',
    daysAgo: 6,
    likes: 21,
    body: 'Ab Januar gilt bei uns das neue Dienstplanmodell: Wunschdienste werden sechs Wochen im Voraus eingetragen, der Plan steht vier Wochen vorher fest, und wer einspringt, bekommt eine feste Prämie.',
  },
  {
    company: 'Städtisches Klinikum München-Nord',
    channel: 'karriere',
    daysAgo: 12,
    likes: 25,
    body: 'Wohnen in München bleibt schwierig, deshalb haben wir 40 Personalwohnungen in Schwabing angemietet. Azubis und Pflegefachkräfte im ersten Jahr bei uns kommen zuerst dran. Dazu gibt es den Zuschuss zum Deutschlandticket.',
  },
  {
    company: 'Hospiz am Lindenweg',
    channel: 'allgemein',
    daysAgo: 20,
    likes: 12,
    body: 'Jeden zweiten Donnerstag laden wir zum offenen Gesprächsabend für Pflegende ein: Was nehmen wir aus der Begleitung Sterbender mit nach Hause, und was hilft uns dabei? Keine Anmeldung nötig, Tee steht bereit.',
  },
  {
    company: 'Reha-Zentrum Taunusblick',
    channel: 'ausbildung',
    daysAgo: 25,
    likes: 19,
    body: 'Fünf unserer Auszubildenden haben diese Woche ihr Examen bestanden, und alle fünf bleiben bei uns im Haus. Herzlichen Glückwunsch und willkommen im Team!',
  },
];

export async function seedCompanyPosts(db: Kysely<DB>, options: { now: number }): Promise<number> {
  const { now } = options;
  const recruiter = DEMO_ACCOUNTS.find((a) => a.role === 'Recruiter');
  const adminAccount = DEMO_ACCOUNTS.find((a) => a.role === 'Admin');
  const [companies, channels, writers, likers] = await Promise.all([
    db
      .selectFrom('companies')
      .select(['id', 'name'])
      .where(
        'name',
        'in',
        COMPANY_POSTS.map((p) => p.company),
      )
      .execute(),
    db.selectFrom('channels').select(['id', 'slug']).execute(),
    db
      .selectFrom('users')
      .select(['id', 'email'])
      .where('email', 'in', [recruiter?.email ?? '', adminAccount?.email ?? ''])
      .execute(),
    // Ordinary demo members (no bots, no documented accounts), in a fixed order.
    db
      .selectFrom('users')
      .select('id')
      .where('is_bot', '=', 0)
      .where('email', 'like', '%.%.%@demo.pflegepuls.de')
      .orderBy('id')
      .limit(60)
      .execute(),
  ]);
  const companyId = new Map(companies.map((c) => [c.name, c.id]));
  const channelId = new Map(channels.map((c) => [c.slug, c.id]));
  const recruiterId = writers.find((w) => w.email === recruiter?.email)?.id;
  const adminId = writers.find((w) => w.email === adminAccount?.email)?.id;
  const firstCompany = COMPANY_POSTS[0]!.company;
  let count = 0;
  for (const [index, post] of COMPANY_POSTS.entries()) {
    const company = companyId.get(post.company);
    const channel = channelId.get(post.channel);
    const writer = post.company === firstCompany ? recruiterId : adminId;
    if (company === undefined || channel === undefined || writer === undefined) continue;
    const createdAt = now - post.daysAgo * DAY_MS - (index + 1) * 47 * 60_000;
    const fans = likers.filter((_, i) => (i * 7 + index * 3) % likers.length < post.likes).map((u) => u.id);
    const inserted = await db
      .insertInto('posts')
      .values({
        uuid: randomUUID(),
        user_id: writer,
        channel_id: channel,
        closed_area_id: null,
        company_id: company,
        body: post.body,
        images: '[]',
        survey_title: null,
        survey_closes_at: null,
        group_id: null,
        likes_count: fans.length,
        created_at: createdAt,
        updated_at: createdAt,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    if (fans.length > 0)
      await db
        .insertInto('post_likes')
        .values(
          fans.map((userId, i) => ({
            post_id: inserted.id,
            user_id: userId,
            created_at: createdAt + (i + 1) * 600_000,
          })),
        )
        .execute();
    await db
      .insertInto('feed_items')
      .values({
        kind: 'post',
        ref_id: inserted.id,
        user_id: writer,
        area_id: 0,
        channel_id: channel,
        company_id: company,
        created_at: createdAt,
        score: scoreFor(createdAt, fans.length),
      })
      .execute();
    count++;
  }
  return count;
}
