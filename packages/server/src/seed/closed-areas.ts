/**
 * The demo Urocampus (issue 14): a fictitious pharmaceutical sponsor (Nordwell Pharma) for
 * continence and urology care, the home's tiles, upcoming webinars and meet-ups, a few dozen more
 * members (each with the accepted terms version on record) and the Urocampus demo account's events.
 * Runs after the onboarding seed (its Urocampus memberships) and before the feed (area posts are
 * written by area members). Its own faker, so the other seeds' data stays as it was.
 */
import type { Kysely } from 'kysely';
import { UROCAMPUS_AREA_ID, type TClosedAreaTileType } from '@pflegepuls/shared';
import type { DB } from '../platform/db/index.ts';
import { seedUrocampusEvents } from './events.ts';
import { createSeededFaker } from './users.ts';

const DAY = 24 * 3_600_000;
const HOUR = 3_600_000;
/** The demo Urocampus has this many members: enough for its groups (seed/groups.ts) and statistics. */
const AREA_MEMBERS = 64;
const SEED = 140_014;

export const UROCAMPUS_SPONSOR = {
  sponsorName: 'Nordwell Pharma',
  tagline: 'Der Fachbereich für Kontinenz- und Urologiepflege',
  logoUrl: '/area-logos/urocampus.svg',
  accentColor: '#0F6E8C',
} as const;

type TTileSeed = {
  type: TClosedAreaTileType;
  title: string;
  body: string | null;
  url: string | null;
  linkLabel: string | null;
};

/** The Urocampus home's tiles, in order. */
export function urocampusTiles(areaId: number = UROCAMPUS_AREA_ID): TTileSeed[] {
  const base = `/closed_area/${areaId}`;
  return [
    {
      type: 'alert',
      title: 'Expertenstandard Kontinenzförderung: unsere Praxis-Checkliste ist da',
      body: 'Assessment, Beratung, Hilfsmittel: die wichtigsten Schritte auf zwei Seiten, abgestimmt mit Kontinenz- und Stomatherapeutinnen aus unserem Netzwerk.',
      url: `${base}/feed`,
      linkLabel: 'Zur Checkliste im Feed',
    },
    {
      type: 'realTalk',
      title: 'Real Talk: Wie sprichst du Inkontinenz beim Aufnahmegespräch an?',
      body: 'Anonym und unter Kolleginnen und Kollegen: Welche Sätze helfen, welche gehen daneben?',
      url: `${base}/moments`,
      linkLabel: 'Mitreden',
    },
    {
      type: 'group',
      title: 'Fachgruppen im Urocampus',
      body: 'Katheterpflege, Stomaversorgung, Beckenbodentraining und mehr: tausch dich in kleiner Runde aus.',
      url: `${base}/groups?filter=discover_groups`,
      linkLabel: 'Gruppen entdecken',
    },
    {
      type: 'events',
      title: 'Nächste Termine',
      body: null,
      url: `${base}/events?filter=alle`,
      linkLabel: 'Alle Events',
    },
    {
      type: 'podcast',
      title: 'Podcast „Unter uns gesagt“, Folge 12: Scham ansprechen, ohne zu beschämen',
      body: '38 Minuten mit einer Kontinenzberaterin über Gesprächseinstiege im Pflegealltag.',
      url: `${base}/wiki`,
      linkLabel: 'Zur Folge',
    },
    {
      type: 'video',
      title: 'Intermittierenden Selbstkatheterismus Schritt für Schritt anleiten',
      body: 'Lehrvideo (12 Minuten) mit Checkliste für das Anleitungsgespräch.',
      url: `${base}/wiki`,
      linkLabel: 'Video ansehen',
    },
    {
      type: 'feed',
      title: 'Fragen und Fallbeispiele aus dem Urocampus',
      body: 'Was deine Kolleginnen und Kollegen gerade beschäftigt, von Blasenkatheter bis Hautschutz.',
      url: `${base}/feed`,
      linkLabel: 'Zum Feed',
    },
    {
      type: 'email',
      title: 'Frag das Urocampus-Team',
      body: 'Fachliche Fragen an unser Team aus Kontinenz- und Stomatherapeutinnen. Antwort innerhalb von zwei Werktagen.',
      url: 'mailto:urocampus-team@example.org',
      linkLabel: 'E-Mail schreiben',
    },
  ];
}

/** Writes the sponsor branding and the tiles of the Urocampus (replacing earlier tiles). */
export async function seedUrocampusHome(db: Kysely<DB>, now: number) {
  await db
    .updateTable('closed_areas')
    .set({
      sponsor_name: UROCAMPUS_SPONSOR.sponsorName,
      tagline: UROCAMPUS_SPONSOR.tagline,
      logo_url: UROCAMPUS_SPONSOR.logoUrl,
      accent_color: UROCAMPUS_SPONSOR.accentColor,
    })
    .where('id', '=', UROCAMPUS_AREA_ID)
    .execute();
  await db.deleteFrom('closed_area_tiles').where('closed_area_id', '=', UROCAMPUS_AREA_ID).execute();
  await db
    .insertInto('closed_area_tiles')
    .values(
      urocampusTiles().map((tile, position) => ({
        closed_area_id: UROCAMPUS_AREA_ID,
        type: tile.type,
        title: tile.title,
        body: tile.body,
        url: tile.url,
        link_label: tile.linkLabel,
        position,
        is_active: 1,
        created_at: now,
        updated_at: now,
      })),
    )
    .execute();
}

/**
 * The whole demo Urocampus: branding, tiles, terms acceptances of every member, more members, events.
 * `memberUserIds` are the generated members (not the demo accounts) to pick new area members from.
 */
export async function seedClosedAreas(db: Kysely<DB>, options: { now: number; memberUserIds: number[] }) {
  const { now } = options;
  const faker = createSeededFaker(SEED);
  await seedUrocampusHome(db, now);

  const area = await db
    .selectFrom('closed_areas')
    .select('terms_version')
    .where('id', '=', UROCAMPUS_AREA_ID)
    .executeTakeFirstOrThrow();
  const existing = new Set(
    (
      await db
        .selectFrom('closed_area_memberships')
        .select('user_id')
        .where('closed_area_id', '=', UROCAMPUS_AREA_ID)
        .execute()
    ).map((r) => r.user_id),
  );
  const candidates = options.memberUserIds.filter((id) => !existing.has(id));
  const joining = faker.helpers.arrayElements(
    candidates,
    Math.max(0, Math.min(AREA_MEMBERS - existing.size, candidates.length)),
  );
  const joins = joining.map((userId) => {
    const joinedAt =
      now - faker.number.int({ min: 1, max: 160 }) * DAY - faker.number.int({ min: 0, max: 20 }) * HOUR;
    return { userId, joinedAt };
  });
  await db.transaction().execute(async (trx) => {
    if (joins.length) {
      await trx
        .insertInto('closed_area_memberships')
        .values(
          joins.map((j) => ({
            closed_area_id: UROCAMPUS_AREA_ID,
            user_id: j.userId,
            accepted_terms_version: area.terms_version,
            accepted_at: j.joinedAt,
            created_at: j.joinedAt,
          })),
        )
        .execute();
      await trx
        .updateTable('users')
        .set({ is_urocampus_member: 1 })
        .where(
          'id',
          'in',
          joins.map((j) => j.userId),
        )
        .execute();
    }
    // Every membership has its acceptance on record (the onboarding seed writes memberships only).
    const memberships = await trx
      .selectFrom('closed_area_memberships')
      .select(['user_id', 'accepted_terms_version', 'accepted_at'])
      .where('closed_area_id', '=', UROCAMPUS_AREA_ID)
      .execute();
    for (let i = 0; i < memberships.length; i += 200) {
      await trx
        .insertInto('closed_area_terms_acceptances')
        .values(
          memberships.slice(i, i + 200).map((m) => ({
            closed_area_id: UROCAMPUS_AREA_ID,
            user_id: m.user_id,
            version: m.accepted_terms_version,
            accepted_at: m.accepted_at,
          })),
        )
        .onConflict((oc) => oc.columns(['closed_area_id', 'user_id', 'version']).doNothing())
        .execute();
    }

    // The Urocampus demo account organises, attends and is invited (seed/events.ts).
    const uwe = await trx
      .selectFrom('users')
      .select('id')
      .where('email', '=', 'urocampus@demo.pflegepuls.de')
      .executeTakeFirst();
    const allMembers = memberships.map((m) => m.user_id).filter((id) => id !== uwe?.id);
    await seedUrocampusEvents(trx, faker, { now, memberIds: allMembers, uweId: uwe?.id ?? null });
  });
}
