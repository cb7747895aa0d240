/**
 * Demo sponsored blocks (000 §9): fictitious German sponsors with example.org links, two for the
 * general community and one for Urocampus. Validated with the shared input schema like the admin
 * form will be, so the seed cannot hold an http link.
 */
import type { Kysely } from 'kysely';
import { UROCAMPUS_AREA_ID, ZSponsoredItemInput, type TSponsoredItemInput } from '@pflegepuls/shared';
import type { DB } from '../platform/db/index.ts';

const DAY = 24 * 3_600_000;

function demoItems(now: number): TSponsoredItemInput[] {
  const base = { imagePath: null, isActive: true, startsAt: now - 30 * DAY, endsAt: null };
  return [
    {
      ...base,
      closedAreaId: null,
      position: 1,
      sponsorName: 'Akademie Lindenhof für Pflegeberufe',
      title: 'Weiterbildung Praxisanleitung – berufsbegleitend in 6 Monaten',
      body: 'Du möchtest Auszubildende sicher durch den Stationsalltag begleiten? Unsere Weiterbildung zur Praxisanleitung (300 Stunden) läuft online und an vier Präsenztagen – passend zum Schichtdienst.',
      linkUrl: 'https://example.org/akademie-lindenhof/praxisanleitung',
      linkLabel: 'Zum Kursprogramm',
    },
    {
      ...base,
      closedAreaId: null,
      position: 2,
      sponsorName: 'Venofit Kompression',
      title: 'Müde Beine nach dem Frühdienst?',
      body: 'Venofit Kompressionsstrümpfe der Klasse 1 für lange Schichten – atmungsaktiv, in zwölf Farben und mit 20 % Rabatt für Pflegekräfte.',
      linkUrl: 'https://example.org/venofit/pflege',
      linkLabel: 'Angebot ansehen',
    },
    {
      ...base,
      closedAreaId: UROCAMPUS_AREA_ID,
      position: 1,
      sponsorName: 'Pflegeschule am Rosenpark',
      title: 'Tag der offenen Tür: Fachweiterbildung Urologie',
      body: 'Lerne unsere Dozentinnen kennen, probiere das Skills-Lab aus und erfahre alles zur Fachweiterbildung Urologische Pflege. Samstag, 10–15 Uhr, Anmeldung nicht nötig.',
      linkUrl: 'https://example.org/rosenpark/tag-der-offenen-tuer',
      linkLabel: 'Programm und Anfahrt',
      endsAt: now + 60 * DAY,
    },
  ];
}

/** Inserts the demo sponsored items. */
export async function seedSponsored(db: Kysely<DB>, { now }: { now: number }): Promise<void> {
  const items = demoItems(now).map((item) => ZSponsoredItemInput.parse(item));
  await db
    .insertInto('sponsored_items')
    .values(
      items.map((item) => ({
        closed_area_id: item.closedAreaId,
        sponsor_name: item.sponsorName,
        title: item.title,
        body: item.body,
        link_url: item.linkUrl,
        link_label: item.linkLabel,
        image_path: item.imagePath,
        is_active: item.isActive ? 1 : 0,
        starts_at: item.startsAt,
        ends_at: item.endsAt,
        position: item.position,
        created_at: now,
      })),
    )
    .execute();
}
