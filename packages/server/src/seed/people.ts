/**
 * What makes a demo person believable (issue 21): a job title that matches the person, a home in an
 * ordinary town (never a large recipient's postal code), a workplace in that town, and a profile text
 * that fits the job. The large seed (bench) stays synthetic and only borrows the matched titles.
 */
import type { Faker } from '@faker-js/faker';
import type { Kysely } from 'kysely';
import type { DB } from '../platform/db/index.ts';

export type TSex = 'female' | 'male';

/** What a job is about: picks the ward, the summary and the former job titles. */
export type TJobFamily =
  | 'hospital'
  | 'intensive'
  | 'elderly'
  | 'children'
  | 'surgery'
  | 'emergency'
  | 'midwifery'
  | 'lead'
  | 'trainee'
  | 'special';

type TPosition = { female: string; male: string; family: TJobFamily; weight: number };

/** Care positions with both forms (the same word where the title has no gendered form). */
const POSITIONS: TPosition[] = [
  { female: 'Pflegefachfrau', male: 'Pflegefachmann', family: 'hospital', weight: 22 },
  {
    female: 'Gesundheits- und Krankenpflegerin',
    male: 'Gesundheits- und Krankenpfleger',
    family: 'hospital',
    weight: 16,
  },
  { female: 'Altenpflegerin', male: 'Altenpfleger', family: 'elderly', weight: 14 },
  { female: 'Pflegehelferin', male: 'Pflegehelfer', family: 'elderly', weight: 5 },
  {
    female: 'Gesundheits- und Kinderkrankenpflegerin',
    male: 'Gesundheits- und Kinderkrankenpfleger',
    family: 'children',
    weight: 6,
  },
  {
    female: 'Fachkrankenpflegerin für Intensivpflege und Anästhesie',
    male: 'Fachkrankenpfleger für Intensivpflege und Anästhesie',
    family: 'intensive',
    weight: 6,
  },
  {
    female: 'Operationstechnische Assistentin',
    male: 'Operationstechnischer Assistent',
    family: 'surgery',
    weight: 3,
  },
  { female: 'Notfallsanitäterin', male: 'Notfallsanitäter', family: 'emergency', weight: 3 },
  { female: 'Hebamme', male: 'Entbindungspfleger', family: 'midwifery', weight: 2 },
  { female: 'Praxisanleiterin', male: 'Praxisanleiter', family: 'lead', weight: 4 },
  { female: 'Stationsleitung', male: 'Stationsleitung', family: 'lead', weight: 4 },
  { female: 'Wohnbereichsleitung', male: 'Wohnbereichsleitung', family: 'elderly', weight: 3 },
  { female: 'Pflegedienstleitung', male: 'Pflegedienstleitung', family: 'lead', weight: 2 },
  {
    female: 'Auszubildende Pflegefachfrau',
    male: 'Auszubildender Pflegefachmann',
    family: 'trainee',
    weight: 6,
  },
  { female: 'Wundexpertin ICW', male: 'Wundexperte ICW', family: 'special', weight: 2 },
  { female: 'Hygienefachkraft', male: 'Hygienefachkraft', family: 'special', weight: 1 },
  { female: 'Palliativpflegekraft', male: 'Palliativpflegekraft', family: 'special', weight: 2 },
];

/** A position that fits the person's sex, weighted by how common the job is. */
export function pickPosition(faker: Faker, sex: TSex): { title: string; family: TJobFamily } {
  const position = faker.helpers.weightedArrayElement(POSITIONS.map((p) => ({ weight: p.weight, value: p })));
  return { title: position[sex], family: position.family };
}

/** The family of a stored care title, or null for another job (the demo recruiter's). */
export function familyOf(title: string | null): TJobFamily | null {
  return POSITIONS.find((p) => p.female === title || p.male === title)?.family ?? null;
}

/** Wards or settings a job of the family works in. */
export const WARDS: Record<TJobFamily, string[]> = {
  hospital: [
    'Innere Medizin',
    'Kardiologie',
    'Onkologie',
    'Unfallchirurgie',
    'Neurologie / Stroke Unit',
    'Urologie',
  ],
  intensive: ['Interdisziplinäre Intensivstation', 'Kardiochirurgische Intensivstation', 'Intermediate Care'],
  elderly: ['Wohnbereich 2', 'Beschützender Wohnbereich', 'Tagespflege', 'Ambulante Pflege'],
  children: ['Neonatologie', 'Kinderintensivstation', 'Allgemeine Pädiatrie'],
  surgery: ['Zentral-OP', 'Ambulantes OP-Zentrum'],
  emergency: ['Rettungswache', 'Zentrale Notaufnahme'],
  midwifery: ['Kreißsaal', 'Wochenbettstation'],
  lead: ['Innere Medizin', 'Geriatrie', 'Chirurgie', 'Pflegedirektion'],
  trainee: ['Praxiseinsatz Innere Medizin', 'Praxiseinsatz Chirurgie', 'Praxiseinsatz Langzeitpflege'],
  special: ['Pflegeentwicklung', 'Palliativstation', 'Wundambulanz', 'Krankenhaushygiene'],
};

/** First-person profile texts per family, written so that they fit every title of it. */
export const SUMMARIES: Record<TJobFamily, string[]> = {
  hospital: [
    'Ich arbeite auf einer internistischen Station und mag es, wenn Übergaben kurz und klar sind. Hier suche ich Austausch mit Kolleginnen und Kollegen anderer Häuser.',
    'Bezugspflege ist für mich der Kern guter Pflege. Ich interessiere mich für Entlassmanagement und gute Zusammenarbeit mit dem Sozialdienst.',
    'Seit ein paar Jahren im Schichtdienst und immer noch gern am Bett. Nebenbei beschäftige ich mich mit Schmerzmanagement.',
  ],
  intensive: [
    'Seit über zehn Jahren in der Intensivpflege zu Hause. Mir sind eine ruhige Hand in hektischen Momenten und ein gutes Team besonders wichtig.',
    'Beatmung, Delirprävention und Angehörigenarbeit: das sind meine Themen auf der Intensivstation. Ich teile gern, was sich bei uns bewährt hat.',
  ],
  elderly: [
    'Ich arbeite in der Langzeitpflege und finde: Biografiearbeit macht den Unterschied. Austausch zu Demenz und Validation ist mir wichtig.',
    'Mit Herz in der Altenpflege. Ich freue mich über Tipps zu Dokumentation nach SIS und zu guten Dienstplänen.',
    'Ambulant unterwegs, jeden Tag bei anderen Menschen zu Hause. Ich interessiere mich für Wundversorgung und Tourenplanung.',
  ],
  children: [
    'Kinderkrankenpflege aus Leidenschaft, aktuell auf der neonatologischen Intensivstation. Offen für neue Kontakte aus der Pädiatrie.',
    'Familienorientierte Pflege ist mein Thema. Ich arbeite in der Kinderklinik und tausche mich gern zu Schmerzerfassung bei Kindern aus.',
  ],
  surgery: [
    'Im OP zu Hause, am liebsten in der Unfallchirurgie. Ich interessiere mich für Hygiene und gute Abläufe im Saal.',
    'Instrumentieren, Springen, Lagern: Ich liebe die Präzision im OP und leite gern neue Kolleginnen und Kollegen an.',
  ],
  emergency: [
    'Ich arbeite im Rettungsdienst und an der Schnittstelle zur Notaufnahme. Gute Übergaben retten Zeit: darüber rede ich gern.',
    'Notfallversorgung ist mein Alltag. Ich suche hier Austausch zu Triage, Deeskalation und Fortbildungen.',
  ],
  midwifery: [
    'Geburtshilfe im Kreißsaal und Wochenbettbetreuung zu Hause: Ich begleite Familien in einer besonderen Zeit.',
    'Ich arbeite im Kreißsaal eines Perinatalzentrums und interessiere mich für Stillberatung und interprofessionelle Zusammenarbeit.',
  ],
  lead: [
    'Ich leite ein Team und setze mich für verlässliche Dienstpläne, wertschätzende Führung und weniger Bürokratie am Bett ein.',
    'Praxisanleitung liegt mir am Herzen: Wer gut eingearbeitet wird, bleibt. Ich freue mich über Austausch zu Einarbeitungskonzepten.',
  ],
  trainee: [
    'Ich bin in der generalistischen Ausbildung und gerade im Praxiseinsatz. Ich freue mich über Tipps für Prüfung und Praxisanleitung.',
    'Azubi im zweiten Jahr. Mich interessiert, wie es nach dem Examen weitergeht, und ich lerne gern von erfahrenen Kolleginnen und Kollegen.',
  ],
  special: [
    'Zertifiziert im Wundmanagement. Ich berate Stationen und ambulante Teams und teile gern, was in der Praxis funktioniert.',
    'Palliative Care ist für mich Beziehungsarbeit. Ich begleite Menschen in ihrer letzten Lebensphase und unterstütze ihre Angehörigen.',
  ],
};

/** Earlier jobs of a family, as they appear in a CV (gender-neutral forms). */
export const FORMER_TITLES: Record<TJobFamily, string[]> = {
  hospital: ['Pflegefachkraft', 'Gesundheits- und Krankenpfleger/in'],
  intensive: ['Pflegefachkraft Intensivstation', 'Gesundheits- und Krankenpfleger/in'],
  elderly: ['Pflegefachkraft Langzeitpflege', 'Pflegehelfer/in'],
  children: ['Gesundheits- und Kinderkrankenpfleger/in'],
  surgery: ['OP-Pflegekraft', 'Pflegefachkraft Chirurgie'],
  emergency: ['Rettungssanitäter/in', 'Pflegefachkraft Notaufnahme'],
  midwifery: ['Hebamme / Entbindungspfleger'],
  lead: ['Stellvertretende Stationsleitung', 'Pflegefachkraft'],
  trainee: [],
  special: ['Pflegefachkraft', 'Gesundheits- und Krankenpfleger/in'],
};

/** What a CV says about a job of the family. */
export const JOB_DESCRIPTIONS: Record<TJobFamily, string[]> = {
  hospital: [
    'Bezugspflege, Entlassmanagement und Zusammenarbeit mit dem Sozialdienst.',
    'Wundversorgung, Medikamentenmanagement und Angehörigengespräche.',
  ],
  intensive: [
    'Versorgung von beatmeten Patientinnen und Patienten, Einarbeitung neuer Kolleginnen und Kollegen.',
    'Überwachung und Pflege nach großen Operationen, Mitarbeit im Reanimationsteam.',
  ],
  elderly: [
    'Grund- und Behandlungspflege, Biografiearbeit und Pflegeplanung nach SIS.',
    'Tourenpflege, Beratungsbesuche nach § 37.3 SGB XI und Wundversorgung.',
  ],
  children: [
    'Pflege von Früh- und Neugeborenen, Anleitung der Eltern.',
    'Familienorientierte Pflege und Schmerzerfassung bei Kindern.',
  ],
  surgery: [
    'Instrumentieren und Springen in Unfallchirurgie und Orthopädie.',
    'Vorbereitung des Saals, Lagerung und Sterilgutmanagement.',
  ],
  emergency: [
    'Ersteinschätzung nach Manchester-Triage, Schockraumversorgung.',
    'Notfalleinsätze, Übergabe an die Notaufnahme, Desinfektion der Fahrzeuge.',
  ],
  midwifery: [
    'Geburtsbegleitung im Kreißsaal und Wochenbettbetreuung.',
    'Geburtsvorbereitungskurse und Stillberatung.',
  ],
  lead: [
    'Stellvertretende Stationsleitung, Dienstplanung und Qualitätszirkel.',
    'Personalführung, Dienstplanung und Einarbeitungskonzepte.',
  ],
  trainee: ['Praxiseinsätze in Akut- und Langzeitpflege nach dem Pflegeberufegesetz.'],
  special: [
    'Beratung der Stationen, Schulungen und Fallbesprechungen.',
    'Palliativversorgung und Begleitung von Angehörigen.',
  ],
};

/** Degrees by family: the first is the training, a second one a later study. */
export const DEGREES: Record<TJobFamily, string[]> = {
  hospital: ['Generalistische Pflegeausbildung (Pflegefachfrau/-mann)', 'B.Sc. Pflege'],
  intensive: ['Examen Gesundheits- und Krankenpflege', 'B.Sc. Pflege'],
  elderly: ['Examen Altenpflege', 'Generalistische Pflegeausbildung (Pflegefachfrau/-mann)'],
  children: ['Examen Gesundheits- und Kinderkrankenpflege', 'B.Sc. Pflege'],
  surgery: ['Ausbildung Operationstechnische Assistenz (OTA)'],
  emergency: ['Ausbildung Notfallsanitäter/in'],
  midwifery: ['B.Sc. Hebammenwissenschaft'],
  lead: ['Examen Gesundheits- und Krankenpflege', 'M.Sc. Pflegemanagement'],
  trainee: [],
  special: ['Examen Gesundheits- und Krankenpflege', 'B.Sc. Pflege'],
};

/**
 * Demo towns (an ordinary postal code each) with care employers there. Coordinates and state come
 * from the postal-code table; the town name is ours, so no district notation shows.
 */
export const DEMO_TOWNS: Array<{ country: string; code: string; city: string; employers: string[] }> = [
  {
    country: 'DE',
    code: '20251',
    city: 'Hamburg',
    employers: [
      'Universitätsklinikum Hamburg-Eppendorf',
      'Asklepios Klinik St. Georg',
      'Pflegen & Wohnen Hamburg',
    ],
  },
  {
    country: 'DE',
    code: '10115',
    city: 'Berlin',
    employers: [
      'Charité – Universitätsmedizin Berlin',
      'Vivantes Klinikum Neukölln',
      'Sozialstation Prenzlauer Berg',
    ],
  },
  {
    country: 'DE',
    code: '80331',
    city: 'München',
    employers: ['Klinikum rechts der Isar', 'München Klinik Schwabing', 'Seniorenzentrum Sankt Josef'],
  },
  {
    country: 'DE',
    code: '50667',
    city: 'Köln',
    employers: ['Uniklinik Köln', 'Kliniken der Stadt Köln', 'Caritas-Altenzentrum St. Maternus'],
  },
  {
    country: 'DE',
    code: '60311',
    city: 'Frankfurt am Main',
    employers: ['Universitätsklinikum Frankfurt', 'Agaplesion Markus Krankenhaus'],
  },
  {
    country: 'DE',
    code: '70173',
    city: 'Stuttgart',
    employers: ['Klinikum Stuttgart', 'Robert-Bosch-Krankenhaus'],
  },
  {
    country: 'DE',
    code: '40210',
    city: 'Düsseldorf',
    employers: ['Universitätsklinikum Düsseldorf', 'Evangelisches Krankenhaus Düsseldorf'],
  },
  {
    country: 'DE',
    code: '04103',
    city: 'Leipzig',
    employers: ['Universitätsklinikum Leipzig', 'Klinikum St. Georg Leipzig'],
  },
  {
    country: 'DE',
    code: '01067',
    city: 'Dresden',
    employers: ['Universitätsklinikum Carl Gustav Carus', 'Städtisches Klinikum Dresden'],
  },
  {
    country: 'DE',
    code: '30159',
    city: 'Hannover',
    employers: ['Medizinische Hochschule Hannover', 'Diakovere Henriettenstift'],
  },
  {
    country: 'DE',
    code: '90402',
    city: 'Nürnberg',
    employers: ['Klinikum Nürnberg', 'Diakoneo Seniorenzentrum'],
  },
  {
    country: 'DE',
    code: '79098',
    city: 'Freiburg im Breisgau',
    employers: ['Universitätsklinikum Freiburg', 'St. Josefskrankenhaus Freiburg'],
  },
  {
    country: 'DE',
    code: '99084',
    city: 'Erfurt',
    employers: ['Helios Klinikum Erfurt', 'Katholisches Krankenhaus Erfurt'],
  },
  {
    country: 'DE',
    code: '76133',
    city: 'Karlsruhe',
    employers: ['Städtisches Klinikum Karlsruhe', 'Diakonissenkrankenhaus Karlsruhe'],
  },
  {
    country: 'DE',
    code: '33602',
    city: 'Bielefeld',
    employers: ['Evangelisches Klinikum Bethel', 'Klinikum Bielefeld'],
  },
  {
    country: 'DE',
    code: '48143',
    city: 'Münster',
    employers: ['Universitätsklinikum Münster', 'Clemenshospital Münster'],
  },
  {
    country: 'DE',
    code: '24103',
    city: 'Kiel',
    employers: ['Universitätsklinikum Schleswig-Holstein', 'Städtisches Krankenhaus Kiel'],
  },
  {
    country: 'DE',
    code: '18055',
    city: 'Rostock',
    employers: ['Universitätsmedizin Rostock', 'Klinikum Südstadt Rostock'],
  },
  {
    country: 'DE',
    code: '55116',
    city: 'Mainz',
    employers: ['Universitätsmedizin Mainz', 'Katholisches Klinikum Mainz'],
  },
  {
    country: 'DE',
    code: '93047',
    city: 'Regensburg',
    employers: ['Universitätsklinikum Regensburg', 'Krankenhaus Barmherzige Brüder Regensburg'],
  },
  {
    country: 'DE',
    code: '28195',
    city: 'Bremen',
    employers: ['Klinikum Bremen-Mitte', 'Bremer Heimstiftung'],
  },
  {
    country: 'DE',
    code: '45127',
    city: 'Essen',
    employers: ['Universitätsmedizin Essen', 'Alfried Krupp Krankenhaus'],
  },
  {
    country: 'DE',
    code: '44135',
    city: 'Dortmund',
    employers: ['Klinikum Dortmund', 'St.-Johannes-Hospital Dortmund'],
  },
  {
    country: 'DE',
    code: '39104',
    city: 'Magdeburg',
    employers: ['Universitätsklinikum Magdeburg', 'Pfeiffersche Stiftungen'],
  },
  {
    country: 'DE',
    code: '86150',
    city: 'Augsburg',
    employers: ['Universitätsklinikum Augsburg', 'Hessing Kliniken'],
  },
  {
    country: 'DE',
    code: '34117',
    city: 'Kassel',
    employers: ['Klinikum Kassel', 'Diakonie-Kliniken Kassel'],
  },
  {
    country: 'AT',
    code: '1090',
    city: 'Wien',
    employers: ['AKH Wien', 'Klinik Ottakring', 'Haus der Barmherzigkeit'],
  },
  {
    country: 'AT',
    code: '8010',
    city: 'Graz',
    employers: ['LKH-Univ. Klinikum Graz', 'Geriatrische Gesundheitszentren Graz'],
  },
  {
    country: 'AT',
    code: '4020',
    city: 'Linz',
    employers: ['Kepler Universitätsklinikum', 'Ordensklinikum Linz'],
  },
  {
    country: 'AT',
    code: '5020',
    city: 'Salzburg',
    employers: ['Uniklinikum Salzburg', 'Seniorenwohnhaus Nonntal'],
  },
  {
    country: 'AT',
    code: '6020',
    city: 'Innsbruck',
    employers: ['Tirol Kliniken', 'Sanatorium Kettenbrücke'],
  },
  {
    country: 'CH',
    code: '8001',
    city: 'Zürich',
    employers: ['Universitätsspital Zürich', 'Stadtspital Zürich Triemli'],
  },
  { country: 'CH', code: '3011', city: 'Bern', employers: ['Inselspital Bern', 'Lindenhofspital'] },
  { country: 'CH', code: '4051', city: 'Basel', employers: ['Universitätsspital Basel', 'Adullam Stiftung'] },
  {
    country: 'CH',
    code: '9000',
    city: 'St. Gallen',
    employers: ['Kantonsspital St. Gallen', 'Geriatrische Klinik St. Gallen'],
  },
  {
    country: 'CH',
    code: '6003',
    city: 'Luzern',
    employers: ['Luzerner Kantonsspital', 'Betagtenzentren Viva Luzern'],
  },
];

export type TDemoTown = {
  country: string;
  code: string;
  city: string;
  state: string | null;
  latitude: number | null;
  longitude: number | null;
  employers: string[];
};

/** The demo towns that the postal-code table knows (all of them with the shipped data). */
export async function loadDemoTowns(db: Kysely<DB>): Promise<TDemoTown[]> {
  const rows = await db
    .selectFrom('postal_codes')
    .select(['country', 'code', 'state', 'latitude', 'longitude'])
    .where((eb) =>
      eb.or(DEMO_TOWNS.map((t) => eb.and([eb('country', '=', t.country), eb('code', '=', t.code)]))),
    )
    .orderBy('id')
    .execute();
  return DEMO_TOWNS.flatMap((town) => {
    const row = rows.find((r) => r.country === town.country && r.code === town.code);
    return row ? [{ ...town, state: row.state, latitude: row.latitude, longitude: row.longitude }] : [];
  });
}

/** A town for a demo member: big cities more often, the same for the same faker state. */
export function pickTown(faker: Faker, towns: TDemoTown[]): TDemoTown | null {
  if (towns.length === 0) return null;
  // The first six are the largest cities: half of the members live there.
  return faker.datatype.boolean(0.5)
    ? towns[faker.number.int({ min: 0, max: Math.min(5, towns.length - 1) })]!
    : towns[faker.number.int({ min: 0, max: towns.length - 1 })]!;
}
