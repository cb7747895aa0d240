/**
 * The demo Urocampus's events (issue 19): a dozen webinars, Fortbildungen, a regional Stammtisch and
 * a trade-fair visit around "today", with answers, a full event with its waitlist, a cancelled one
 * and past ones with check-ins (so attendance confirmations can be downloaded). The Urocampus demo
 * account organises the Stammtisch, has accepted a webinar, is invited to a Fortbildung and was
 * checked in at a past one. Called from the closed-areas seed inside its transaction.
 */
import type { Faker } from '@faker-js/faker';
import type { Kysely } from 'kysely';
import { UROCAMPUS_AREA_ID, type TEventCategory, type TEventMemberStatus } from '@pflegepuls/shared';
import type { DB } from '../platform/db/index.ts';
import { berlinParts, berlinToUtc } from '@pflegepuls/shared';
import { sanitizeDescription, descriptionText } from '../domains/events/description.ts';

const DAY = 24 * 3_600_000;
const HOUR = 3_600_000;

export type TSeedEvent = {
  title: string;
  category: TEventCategory;
  days: number;
  hour: number;
  minutes: number;
  description: string;
  address?: string;
  onlineUrl?: string;
  capacity?: number;
  /** How many members answer (attending, maybe, declined). */
  answers: [number, number, number];
  waitlist?: number;
  cancelled?: string;
  organiser: 'uwe' | 'member';
};

/** Also the texts of the large seed's events (bench/seed-stages/events.ts). */
export const EVENTS: TSeedEvent[] = [
  {
    title: 'Webinar: Katheterassoziierte Harnwegsinfektionen vermeiden',
    category: 'Webinar',
    days: 4,
    hour: 18,
    minutes: 90,
    description:
      'Hygiene beim Legen und in der Pflege transurethraler Katheter, mit Fallbeispielen aus der Langzeitpflege.\n\nReferentin: Dr. Katrin Albers, Hygienefachkraft am Klinikum Oldenburg.',
    onlineUrl: 'https://webinar.nordwell-pharma.example/cauti',
    answers: [24, 6, 2],
    organiser: 'member',
  },
  {
    title: 'Praxisabend Beckenbodentraining in der Geriatrie',
    category: 'Fortbildung',
    days: 11,
    hour: 17,
    minutes: 180,
    description:
      'Übungen, die auch mit eingeschränkter Mobilität gehen; mit Physiotherapeutin Jana Riedel. Bitte bequeme Kleidung mitbringen.\n\n3 Fortbildungspunkte (Registrierung beruflich Pflegender).',
    address: 'Bildungszentrum am Maschsee, Rudolf-von-Bennigsen-Ufer 22, 30169 Hannover',
    capacity: 12,
    answers: [12, 3, 1],
    waitlist: 4,
    organiser: 'member',
  },
  {
    title: 'Sprechstunde: Hautschutz bei Inkontinenz (IAD)',
    category: 'Webinar',
    days: 18,
    hour: 13,
    minutes: 60,
    description:
      'Offene Fragerunde mit dem Urocampus-Team zu Inkontinenz-assoziierter Dermatitis: Reinigung, Schutz, Produktauswahl.',
    onlineUrl: 'https://webinar.nordwell-pharma.example/iad',
    answers: [15, 8, 0],
    organiser: 'member',
  },
  {
    title: 'Urocampus-Stammtisch Rhein-Ruhr',
    category: 'Stammtisch',
    days: 8,
    hour: 19,
    minutes: 150,
    description:
      'Lockerer Austausch unter Kolleginnen und Kollegen aus Klinik, Heim und ambulantem Dienst. Tisch ist auf „Urocampus“ reserviert, jede und jeder zahlt selbst.',
    address: 'Brauhaus am Dom, Am Hof 12, 50667 Köln',
    capacity: 20,
    answers: [9, 5, 2],
    organiser: 'uwe',
  },
  {
    title: 'Gemeinsamer Messebesuch: ALTENPFLEGE in Essen',
    category: 'Messe',
    days: 33,
    hour: 10,
    minutes: 360,
    description:
      'Wir treffen uns am Eingang Ost und gehen gemeinsam über die Messe; um 13 Uhr Vortrag zur Kontinenzförderung am Stand von Nordwell Pharma. Eintrittskarten stellt Nordwell Pharma (begrenzte Anzahl).',
    address: 'Messe Essen, Eingang Ost, Norbertstraße 2, 45131 Essen',
    capacity: 15,
    answers: [11, 4, 1],
    organiser: 'member',
  },
  {
    title: 'Urocampus-Treffen Süd: Stomaversorgung im ambulanten Dienst',
    category: 'Fortbildung',
    days: 26,
    hour: 16,
    minutes: 180,
    description:
      'Austausch in kleiner Runde, Vorstellung neuer Versorgungsmaterialien und Fallbesprechungen.',
    address: 'Haus der Pflege, Schwanthalerstraße 64, 80336 München',
    capacity: 25,
    answers: [14, 4, 2],
    organiser: 'member',
  },
  {
    title: 'Webinar: Neurogene Blase nach Schlaganfall',
    category: 'Webinar',
    days: 40,
    hour: 18,
    minutes: 75,
    description: 'Diagnostik, intermittierender Selbstkatheterismus und Anleitung von Angehörigen.',
    onlineUrl: 'https://webinar.nordwell-pharma.example/neurogene-blase',
    answers: [7, 6, 0],
    organiser: 'member',
  },
  {
    title: 'Kompaktkurs Kontinenzberatung für Praxisanleitende',
    category: 'Fortbildung',
    days: 52,
    hour: 9,
    minutes: 450,
    description:
      'Ganztägiger Kurs: Assessment nach Expertenstandard, Beratungsgespräch, Hilfsmittelversorgung. Mittagessen inklusive.',
    address: 'Pflegeschule am Klinikum, Alexanderstraße 1, 70184 Stuttgart',
    capacity: 18,
    answers: [6, 3, 0],
    organiser: 'member',
  },
  {
    title: 'Stammtisch Hamburg: Pflege trifft Urologie',
    category: 'Stammtisch',
    days: 15,
    hour: 19,
    minutes: 120,
    description: 'Fällt leider aus, neuer Termin folgt.',
    address: 'Café Elbufer, Große Elbstraße 145, 22767 Hamburg',
    answers: [6, 2, 0],
    cancelled: 'Die Gastgeberin ist erkrankt; wir melden uns mit einem neuen Termin.',
    organiser: 'member',
  },
  {
    title: 'Webinar: Harninkontinenz bei Demenz',
    category: 'Webinar',
    days: -9,
    hour: 18,
    minutes: 90,
    description: 'Toilettentraining, Kommunikation und Hilfsmittel bei Menschen mit Demenz.',
    onlineUrl: 'https://webinar.nordwell-pharma.example/demenz',
    answers: [21, 3, 2],
    organiser: 'member',
  },
  {
    title: 'Fortbildung Wundmanagement bei Stoma-Komplikationen',
    category: 'Fortbildung',
    days: -21,
    hour: 14,
    minutes: 240,
    description: 'Peristomale Hautschäden erkennen und versorgen; praktische Übungen an Modellen.',
    address: 'Bildungszentrum am Maschsee, Rudolf-von-Bennigsen-Ufer 22, 30169 Hannover',
    capacity: 16,
    // The demo account is the sixteenth.
    answers: [15, 0, 2],
    organiser: 'member',
  },
  {
    title: 'Sommerfest des Urocampus',
    category: 'Sonstiges',
    days: -60,
    hour: 15,
    minutes: 240,
    description: 'Grillen, Austausch und eine kleine Führung durch das Schulungszentrum von Nordwell Pharma.',
    address: 'Nordwell Pharma Schulungszentrum, Am Hafen 8, 28217 Bremen',
    answers: [19, 4, 3],
    organiser: 'member',
  },
];

/** A Berlin wall-clock hour `days` from today. */
function at(now: number, days: number, hour: number): number {
  const p = berlinParts(now + days * DAY);
  return berlinToUtc(p.year, p.month, p.day, hour, 0);
}

/** Writes the events with their answers; `memberIds` are the area's members without the demo account. */
export async function seedUrocampusEvents(
  trx: Kysely<DB>,
  faker: Faker,
  options: { now: number; memberIds: number[]; uweId: number | null },
) {
  const { now, memberIds, uweId } = options;
  const organisers = faker.helpers.arrayElements(memberIds, 6);
  for (const [index, seed] of EVENTS.entries()) {
    const startsAt = at(now, seed.days, seed.hour);
    const endsAt = startsAt + seed.minutes * 60_000;
    const createdBy =
      seed.organiser === 'uwe' && uweId !== null ? uweId : organisers[index % organisers.length]!;
    const createdAt = Math.min(now, startsAt) - faker.number.int({ min: 14, max: 40 }) * DAY;
    const html = sanitizeDescription(seed.description);
    const pool = faker.helpers.shuffle(memberIds.filter((id) => id !== createdBy));
    const [yes, maybe, no] = seed.answers;
    const statuses: Array<[number, TEventMemberStatus]> = [
      ...pool.slice(0, yes).map((id) => [id, 'attending'] as [number, TEventMemberStatus]),
      ...pool.slice(yes, yes + maybe).map((id) => [id, 'maybe'] as [number, TEventMemberStatus]),
      ...pool
        .slice(yes + maybe, yes + maybe + no)
        .map((id) => [id, 'declined'] as [number, TEventMemberStatus]),
      ...pool
        .slice(yes + maybe + no, yes + maybe + no + (seed.waitlist ?? 0))
        .map((id) => [id, 'waitlisted'] as [number, TEventMemberStatus]),
    ];
    const past = endsAt < now;
    const uweRow: TEventMemberStatus | null =
      uweId === null || createdBy === uweId
        ? null
        : index === 0
          ? 'attending'
          : index === 1 || index === 5
            ? 'invited'
            : index === 10
              ? 'attending'
              : null;
    if (uweRow && uweId !== null) statuses.push([uweId, uweRow]);
    const attending = statuses.filter(([, s]) => s === 'attending').length;
    const event = await trx
      .insertInto('events')
      .values({
        closed_area_id: UROCAMPUS_AREA_ID,
        group_id: null,
        title: seed.title,
        description: descriptionText(html),
        description_html: html,
        category: seed.category,
        location: seed.address ?? null,
        is_online: seed.onlineUrl ? 1 : 0,
        online_url: seed.onlineUrl ?? null,
        starts_at: startsAt,
        ends_at: endsAt,
        capacity: seed.capacity ?? null,
        attending_count: attending,
        waitlist_last: seed.waitlist ?? 0,
        cancelled_at: seed.cancelled ? now - 2 * DAY : null,
        cancel_reason: seed.cancelled ?? null,
        sequence: seed.cancelled ? 1 : 0,
        created_by: createdBy,
        created_at: createdAt,
        updated_at: seed.cancelled ? now - 2 * DAY : createdAt,
        reminded_day_at: past ? startsAt - DAY : null,
        reminded_hour_at: past ? startsAt - HOUR : null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    let position = 0;
    const rows = statuses.map(([userId, status]) => {
      const answeredAt = createdAt + faker.number.int({ min: 1, max: 12 * 24 }) * HOUR;
      return {
        event_id: event.id,
        user_id: userId,
        status,
        invited_by: status === 'invited' ? createdBy : null,
        waitlist_position: status === 'waitlisted' ? ++position : null,
        answered_at: status === 'invited' ? null : Math.min(answeredAt, now - HOUR),
        // Most accepted members of past events were checked in at the door.
        checked_in_at:
          past && status === 'attending' && (userId === uweId || faker.number.int({ min: 0, max: 9 }) < 8)
            ? startsAt - faker.number.int({ min: 2, max: 20 }) * 60_000
            : null,
        created_at: Math.min(createdAt + HOUR, now - HOUR),
      };
    });
    if (rows.length) await trx.insertInto('event_members').values(rows).execute();
  }
}
