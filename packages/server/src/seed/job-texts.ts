/**
 * Demo employers and the building blocks of their job ads (docs/jobs.md "Demo data"). The employers
 * are invented but credible; their postal codes are real codes of their towns. Every ad's text is
 * assembled from the employer's own introduction, the role's tasks and the ward, so no two ads read
 * the same.
 */
import type { TCompanyBenefit, TCompanyFacilityType, TCompanySize } from '@pflegepuls/shared';

export type TDemoEmployer = {
  name: string;
  facilityType: TCompanyFacilityType;
  size: TCompanySize;
  country: 'DE' | 'AT' | 'CH';
  plz: string;
  street: string;
  /** Further locations (postal codes in the same region). */
  branches?: Array<{ plz: string; street: string }>;
  about: string;
  benefits: TCompanyBenefit[];
  contact: { name: string; position: string; email: string; phone: string };
  verified: boolean;
  /** Pay: a scale with groups, or a monthly range (CHF in Switzerland). */
  pay:
    { scale: 'tvoed_p' | 'tv_l' | 'avr_caritas' | 'avr_diakonie' | 'kv_swoe' } | { range: [number, number] };
  /** Wards or units the ads name. */
  units: string[];
};

export const DEMO_EMPLOYERS: TDemoEmployer[] = [
  {
    name: 'Evangelisches Krankenhaus Spreebogen',
    facilityType: 'krankenhaus',
    size: 'l',
    country: 'DE',
    plz: '10115',
    street: 'Invalidenstraße 48',
    branches: [{ plz: '10437', street: 'Schönhauser Allee 122' }],
    about:
      'Das Evangelische Krankenhaus Spreebogen versorgt mit 640 Betten jedes Jahr rund 38.000 Patientinnen und Patienten stationär. Als Akademisches Lehrkrankenhaus bilden wir in unserer eigenen Pflegeschule aus und setzen auf feste Teams statt Springerpools.',
    benefits: [
      'tarif_avr',
      'zuschlaege',
      'kinderbetreuung',
      'jobticket',
      'fortbildungsbudget',
      'altersvorsorge',
    ],
    contact: {
      name: 'Katharina Wendt',
      position: 'Pflegedirektorin',
      email: 'karriere@ek-spreebogen.example',
      phone: '030 2847 1100',
    },
    verified: true,
    pay: { scale: 'avr_diakonie' },
    units: ['Intensivstation 3B', 'Kardiologie', 'Zentrale Notaufnahme', 'Geriatrie', 'Onkologie 5A'],
  },
  {
    name: 'Kiezpflege Prenzlauer Berg',
    facilityType: 'ambulanter_dienst',
    size: 'xs',
    country: 'DE',
    plz: '10437',
    street: 'Stargarder Straße 61',
    about:
      'Wir sind ein inhabergeführter ambulanter Pflegedienst mit 34 Kolleginnen und Kollegen und versorgen rund 180 Menschen im Bötzowviertel, am Helmholtzplatz und in Pankow. Touren planen wir so, dass niemand hetzen muss.',
    benefits: ['dienstrad', 'dienstplan', 'einarbeitung', 'jobticket'],
    contact: {
      name: 'Deniz Aydın',
      position: 'Pflegedienstleitung',
      email: 'team@kiezpflege.example',
      phone: '030 4403 2290',
    },
    verified: true,
    pay: { range: [3350, 3900] },
    units: ['Tourenbereich Helmholtzplatz', 'Tourenbereich Pankow', 'Beratungsbesuche nach § 37.3'],
  },
  {
    name: 'Seniorenzentrum Havelblick',
    facilityType: 'stationaere_pflege',
    size: 's',
    country: 'DE',
    plz: '14467',
    street: 'Am Neuen Markt 9',
    about:
      'Im Seniorenzentrum Havelblick leben 112 Bewohnerinnen und Bewohner in vier Wohnbereichen, einer davon beschützt für Menschen mit Demenz. Wir arbeiten nach dem Strukturmodell und dokumentieren digital.',
    benefits: ['tarif_tvoed', 'zuschlaege', 'gesundheit', 'dienstplan', 'urlaub_30'],
    contact: {
      name: 'Reinhard Lemke',
      position: 'Einrichtungsleitung',
      email: 'bewerbung@havelblick.example',
      phone: '0331 2709 410',
    },
    verified: false,
    pay: { scale: 'tvoed_p' },
    units: ['Wohnbereich Sanssouci', 'Beschützter Wohnbereich Babelsberg', 'Kurzzeitpflege'],
  },
  {
    name: 'Pflegewohnen Lichtenrade',
    facilityType: 'stationaere_pflege',
    size: 's',
    country: 'DE',
    plz: '12305',
    street: 'Bahnhofstraße 31',
    about:
      'Pflegewohnen Lichtenrade ist ein familiäres Haus mit 86 Plätzen im Süden Berlins. Unsere Bewohnerinnen und Bewohner kennen die Pflegekräfte beim Namen, und die Pflegekräfte kennen die Lebensgeschichten.',
    benefits: ['zuschlaege', 'altersvorsorge', 'einarbeitung', 'dienstplan'],
    contact: {
      name: 'Małgorzata Nowak',
      position: 'Pflegedienstleitung',
      email: 'jobs@pflegewohnen-lichtenrade.example',
      phone: '030 7070 3344',
    },
    verified: true,
    pay: { range: [3200, 3750] },
    units: ['Wohnbereich Lindenhof', 'Wohnbereich Kiefernweg', 'Nachtdienstteam'],
  },
  {
    name: 'Klinikum Hamburg-Uhlenhorst',
    facilityType: 'krankenhaus',
    size: 'l',
    country: 'DE',
    plz: '22081',
    street: 'Hofweg 90',
    about:
      'Das Klinikum Hamburg-Uhlenhorst ist ein Haus der Schwerpunktversorgung mit 22 Fachabteilungen an der Außenalster. Unsere Pflege arbeitet nach dem Primary-Nursing-Prinzip, und Praxisanleitende sind bei uns freigestellt.',
    benefits: ['tarif_tvoed', 'zuschlaege', 'jobticket', 'fortbildungsbudget', 'kinderbetreuung', 'wohnraum'],
    contact: {
      name: 'Jens Petersen',
      position: 'Leitung Pflegepersonalentwicklung',
      email: 'pflege@klinikum-uhlenhorst.example',
      phone: '040 2288 5000',
    },
    verified: true,
    pay: { scale: 'tvoed_p' },
    units: [
      'Stroke Unit',
      'Interdisziplinäre Intensivstation',
      'Allgemeinchirurgie',
      'OP-Abteilung',
      'Palliativstation',
    ],
  },
  {
    name: 'Diakonie-Sozialstation Altona',
    facilityType: 'ambulanter_dienst',
    size: 's',
    country: 'DE',
    plz: '22765',
    street: 'Bahrenfelder Straße 201',
    about:
      'Seit 1978 pflegen wir in Altona, Ottensen und Bahrenfeld. 70 Mitarbeitende versorgen über 400 Klientinnen und Klienten, von der Medikamentengabe bis zur Palliativversorgung zu Hause.',
    benefits: ['tarif_avr', 'dienstwagen', 'jobticket', 'fortbildungsbudget', 'altersvorsorge'],
    contact: {
      name: 'Birte Johannsen',
      position: 'Pflegedienstleitung',
      email: 'bewerbung@sozialstation-altona.example',
      phone: '040 3907 6612',
    },
    verified: true,
    pay: { scale: 'avr_diakonie' },
    units: ['Team Ottensen', 'Team Bahrenfeld', 'SAPV-Team'],
  },
  {
    name: 'Städtisches Klinikum München-Nord',
    facilityType: 'krankenhaus',
    size: 'l',
    country: 'DE',
    plz: '80804',
    street: 'Kölner Platz 1',
    about:
      'Mit 900 Betten gehört das Städtische Klinikum München-Nord zu den großen kommunalen Häusern Bayerns. Wir zahlen die Großraumzulage München und helfen bei der Wohnungssuche mit eigenen Personalwohnungen.',
    benefits: ['tarif_tvoed', 'zuschlaege', 'wohnraum', 'jobticket', 'kinderbetreuung', 'altersvorsorge'],
    contact: {
      name: 'Franziska Huber',
      position: 'Recruiting Pflege',
      email: 'jobs@klinikum-muenchen-nord.example',
      phone: '089 3068 2000',
    },
    verified: true,
    pay: { scale: 'tvoed_p' },
    units: ['Neonatologie', 'Kinderklinik', 'Gynäkologie und Geburtshilfe', 'Intermediate Care', 'Urologie'],
  },
  {
    name: 'Caritas-Altenheim St. Anna',
    facilityType: 'stationaere_pflege',
    size: 's',
    country: 'DE',
    plz: '81541',
    street: 'Hochstraße 47',
    about:
      'St. Anna in der Au ist ein Haus der Caritas mit 128 Plätzen. Wir legen Wert auf Bezugspflege, eine eigene Hauswirtschaft und ein Team aus 19 Nationen.',
    benefits: ['tarif_avr', 'zuschlaege', 'altersvorsorge', 'gesundheit', 'urlaub_30'],
    contact: {
      name: 'Schwester Theresia Maier',
      position: 'Heimleitung',
      email: 'st-anna@caritas-demo.example',
      phone: '089 6599 120',
    },
    verified: false,
    pay: { scale: 'avr_caritas' },
    units: ['Wohnbereich Auer Dult', 'Wohnbereich Nockherberg', 'Tagespflege'],
  },
  {
    name: 'Herzzentrum Rheinland',
    facilityType: 'krankenhaus',
    size: 'm',
    country: 'DE',
    plz: '50937',
    street: 'Kerpener Straße 62',
    about:
      'Das Herzzentrum Rheinland ist spezialisiert auf Kardiologie, Herzchirurgie und Elektrophysiologie. Unsere 420 Pflegekräfte arbeiten mit modernster Technik und eng mit der Universität zusammen.',
    benefits: ['tarif_tvl', 'zuschlaege', 'fortbildungsbudget', 'jobticket', 'einarbeitung'],
    contact: {
      name: 'Dr. Melanie Schröder',
      position: 'Pflegedirektorin',
      email: 'karriere@herzzentrum-rheinland.example',
      phone: '0221 4780 3300',
    },
    verified: true,
    pay: { scale: 'tv_l' },
    units: ['Herzchirurgische Intensivstation', 'Chest Pain Unit', 'Herzkatheterlabor', 'Kardiologie 2'],
  },
  {
    name: 'Pflegedienst Rheinufer',
    facilityType: 'ambulanter_dienst',
    size: 'xs',
    country: 'DE',
    plz: '40213',
    street: 'Mühlenstraße 12',
    about:
      'Wir sind ein junges Team von 22 Pflegekräften in der Düsseldorfer Altstadt und in Unterbilk. Wer bei uns anfängt, fährt die ersten zwei Wochen mit einer festen Patin.',
    benefits: ['dienstwagen', 'dienstplan', 'einarbeitung', 'gesundheit'],
    contact: {
      name: 'Oliver Brandt',
      position: 'Inhaber und Pflegedienstleitung',
      email: 'hallo@pflegedienst-rheinufer.example',
      phone: '0211 8693 400',
    },
    verified: false,
    pay: { range: [3400, 4100] },
    units: ['Tour Altstadt', 'Tour Unterbilk', 'Intensivpflege zu Hause'],
  },
  {
    name: 'Reha-Zentrum Taunusblick',
    facilityType: 'reha',
    size: 'm',
    country: 'DE',
    plz: '61348',
    street: 'Kaiser-Friedrich-Promenade 40',
    about:
      'Im Reha-Zentrum Taunusblick behandeln wir Menschen nach Schlaganfall, Hüft- und Knieoperationen sowie nach Herzinfarkt. Nachtdienste gibt es bei uns in festen Teams, Wochenenden sind planbar.',
    benefits: ['tarif_tvoed', 'jobticket', 'fortbildungsbudget', 'gesundheit', 'dienstrad'],
    contact: {
      name: 'Stefanie Albrecht',
      position: 'Pflegedienstleitung',
      email: 'karriere@reha-taunusblick.example',
      phone: '06172 9980 0',
    },
    verified: true,
    pay: { scale: 'tvoed_p' },
    units: ['Neurologische Frührehabilitation', 'Orthopädie', 'Kardiologische Reha'],
  },
  {
    name: 'Klinikum Frankfurt Mainbogen',
    facilityType: 'krankenhaus',
    size: 'l',
    country: 'DE',
    plz: '60596',
    street: 'Gartenstraße 140',
    about:
      'Das Klinikum Frankfurt Mainbogen ist ein Maximalversorger mit 1.100 Betten in Sachsenhausen. Für Pflegekräfte gibt es ein eigenes Fortbildungszentrum und ein Programm für Fachweiterbildungen mit voller Freistellung.',
    benefits: ['tarif_tvoed', 'zuschlaege', 'kinderbetreuung', 'jobticket', 'fortbildungsbudget', 'wohnraum'],
    contact: {
      name: 'Ahmet Yılmaz',
      position: 'Leitung Pflegerecruiting',
      email: 'pflege@klinikum-mainbogen.example',
      phone: '069 6301 7000',
    },
    verified: true,
    pay: { scale: 'tvoed_p' },
    units: ['Notaufnahme', 'Anästhesie', 'Endoskopie', 'Psychiatrie Station P3', 'Innere Medizin 4'],
  },
  {
    name: 'Seniorenstift Neckarauen',
    facilityType: 'stationaere_pflege',
    size: 's',
    country: 'DE',
    plz: '70372',
    street: 'Marktstraße 18',
    about:
      'Das Seniorenstift Neckarauen in Bad Cannstatt bietet 96 Pflegeplätze, Kurzzeitpflege und betreutes Wohnen unter einem Dach. Wir arbeiten mit festen Wohnbereichsteams und einer eigenen Praxisanleitung.',
    benefits: ['tarif_tvoed', 'zuschlaege', 'altersvorsorge', 'dienstrad', 'einarbeitung'],
    contact: {
      name: 'Claudia Weber',
      position: 'Pflegedienstleitung',
      email: 'bewerbung@neckarauen.example',
      phone: '0711 5506 210',
    },
    verified: true,
    pay: { scale: 'tvoed_p' },
    units: ['Wohnbereich Rosenstein', 'Kurzzeitpflege', 'Betreutes Wohnen'],
  },
  {
    name: 'Elbtalkliniken Dresden',
    facilityType: 'krankenhaus',
    size: 'm',
    country: 'DE',
    plz: '01067',
    street: 'Ostra-Allee 25',
    about:
      'Die Elbtalkliniken sind ein Verbund aus zwei Krankenhäusern mit zusammen 540 Betten. Wir bilden jedes Jahr 60 Pflegefachfrauen und Pflegefachmänner aus und übernehmen fast alle.',
    benefits: ['tarif_tvoed', 'zuschlaege', 'fortbildungsbudget', 'kinderbetreuung', 'urlaub_30'],
    contact: {
      name: 'Uwe Richter',
      position: 'Pflegedirektor',
      email: 'jobs@elbtalkliniken.example',
      phone: '0351 4960 100',
    },
    verified: false,
    pay: { scale: 'tvoed_p' },
    units: ['Unfallchirurgie', 'Intensivstation', 'Innere Medizin', 'Geriatrische Tagesklinik'],
  },
  {
    name: 'Hospiz am Lindenweg',
    facilityType: 'hospiz',
    size: 'xs',
    country: 'DE',
    plz: '04109',
    street: 'Lindenweg 7',
    about:
      'Unser stationäres Hospiz hat zwölf Zimmer. Wir haben Zeit für Gespräche, für Angehörige und für die kleinen Wünsche am Lebensende. Supervision findet monatlich statt.',
    benefits: ['tarif_avr', 'fortbildungsbudget', 'gesundheit', 'urlaub_30'],
    contact: {
      name: 'Annett Vogel',
      position: 'Hospizleitung',
      email: 'hospiz@lindenweg-leipzig.example',
      phone: '0341 2155 880',
    },
    verified: true,
    pay: { scale: 'avr_diakonie' },
    units: ['Hospizteam', 'Palliativpflege'],
  },
  {
    name: 'Sozialstation Leinebogen',
    facilityType: 'ambulanter_dienst',
    size: 's',
    country: 'DE',
    plz: '30159',
    street: 'Georgstraße 36',
    about:
      'Die Sozialstation Leinebogen versorgt Menschen in Hannover-Mitte, der List und der Südstadt. Wir haben eigene Teams für Wundversorgung und für außerklinische Intensivpflege.',
    benefits: ['tarif_tvoed', 'dienstwagen', 'jobticket', 'altersvorsorge'],
    contact: {
      name: 'Heike Brinkmann',
      position: 'Pflegedienstleitung',
      email: 'karriere@leinebogen.example',
      phone: '0511 3389 220',
    },
    verified: false,
    pay: { scale: 'tvoed_p' },
    units: ['Team List', 'Team Südstadt', 'Wundteam'],
  },
  {
    name: 'Frankenklinik Nürnberg',
    facilityType: 'krankenhaus',
    size: 'm',
    country: 'DE',
    plz: '90402',
    street: 'Königstraße 74',
    about:
      'Die Frankenklinik ist ein Fachkrankenhaus für Orthopädie, Wirbelsäulenchirurgie und Schmerztherapie mit 280 Betten. Bei uns gibt es keine geteilten Dienste.',
    benefits: ['tarif_tvoed', 'zuschlaege', 'dienstrad', 'fortbildungsbudget', 'dienstplan'],
    contact: {
      name: 'Markus Schmitt',
      position: 'Pflegedienstleitung',
      email: 'jobs@frankenklinik.example',
      phone: '0911 2360 400',
    },
    verified: true,
    pay: { scale: 'tvoed_p' },
    units: ['Wirbelsäulenzentrum', 'OP', 'Schmerztherapie'],
  },
  {
    name: 'Wohnpark am Mühlenteich',
    facilityType: 'stationaere_pflege',
    size: 's',
    country: 'DE',
    plz: '48143',
    street: 'Mühlenstraße 3',
    about:
      'Der Wohnpark am Mühlenteich in Münster verbindet Pflegeheim, Tagespflege und Servicewohnen. Unsere Wohngruppen mit zwölf Plätzen kochen selbst.',
    benefits: ['tarif_avr', 'zuschlaege', 'dienstrad', 'gesundheit'],
    contact: {
      name: 'Thomas Overbeck',
      position: 'Einrichtungsleitung',
      email: 'bewerbung@muehlenteich.example',
      phone: '0251 4190 60',
    },
    verified: false,
    pay: { scale: 'avr_caritas' },
    units: ['Wohngruppe Aasee', 'Tagespflege', 'Wohngruppe Prinzipalmarkt'],
  },
  {
    name: 'Intensivpflege-WG Ruhrbogen',
    facilityType: 'stationaere_pflege',
    size: 'xs',
    country: 'DE',
    plz: '45127',
    street: 'Rüttenscheider Straße 110',
    about:
      'In unserer Wohngemeinschaft leben acht beatmete Menschen in eigenen Zimmern. Die Betreuung ist eins zu zwei, die Dienste dauern zwölf Stunden, und auf jeden Dienst folgen mindestens zwei freie Tage.',
    benefits: ['zuschlaege', 'dienstplan', 'einarbeitung', 'fortbildungsbudget'],
    contact: {
      name: 'Sandra Kowalski',
      position: 'Pflegerische Leitung',
      email: 'team@ruhrbogen-wg.example',
      phone: '0201 8776 550',
    },
    verified: true,
    pay: { range: [3800, 4500] },
    units: ['Beatmungs-WG'],
  },
  {
    name: 'Klinikum Weserufer',
    facilityType: 'krankenhaus',
    size: 'l',
    country: 'DE',
    plz: '28195',
    street: 'Am Wall 150',
    about:
      'Das Klinikum Weserufer ist das größte Krankenhaus der Bremer Innenstadt. Mit unserem Modell „Flex-Dienst“ wählst du selbst, ob du in festen Schichten oder nur zu Kernzeiten arbeitest.',
    benefits: ['tarif_tvoed', 'zuschlaege', 'kinderbetreuung', 'jobticket', 'altersvorsorge'],
    contact: {
      name: 'Nina Hoffmann',
      position: 'Personalreferentin Pflege',
      email: 'pflegekarriere@klinikum-weserufer.example',
      phone: '0421 4970 800',
    },
    verified: true,
    pay: { scale: 'tvoed_p' },
    units: ['Nephrologie und Dialyse', 'Allgemeine Innere', 'Neurologie'],
  },
  {
    name: 'Pflegewohnhaus Donaustadt',
    facilityType: 'stationaere_pflege',
    size: 'm',
    country: 'AT',
    plz: '1220',
    street: 'Wagramer Straße 144',
    about:
      'Das Pflegewohnhaus Donaustadt bietet 280 Bewohnerinnen und Bewohnern ein Zuhause mit Garten an der Alten Donau. Wir arbeiten in Stationen mit je 28 Plätzen und fördern die Weiterbildung zur DGKP.',
    benefits: ['tarif_kv', 'zuschlaege', 'jobticket', 'fortbildungsbudget', 'gesundheit'],
    contact: {
      name: 'Mag. Elisabeth Gruber',
      position: 'Pflegedirektorin',
      email: 'karriere@pwh-donaustadt.example',
      phone: '+43 1 2035 400',
    },
    verified: true,
    pay: { scale: 'kv_swoe' },
    units: ['Station Kagran', 'Station Aspern', 'Demenzstation'],
  },
  {
    name: 'Hauskrankenpflege Graz-Mitte',
    facilityType: 'ambulanter_dienst',
    size: 'xs',
    country: 'AT',
    plz: '8010',
    street: 'Herrengasse 9',
    about:
      'Wir betreuen Klientinnen und Klienten in der Grazer Innenstadt und in Geidorf. Unsere Touren sind kurz, die meisten Wege fahren wir mit dem E-Bike.',
    benefits: ['tarif_kv', 'dienstrad', 'dienstplan', 'einarbeitung'],
    contact: {
      name: 'Martina Pichler',
      position: 'Pflegedienstleitung',
      email: 'bewerbung@hkp-graz.example',
      phone: '+43 316 8244 10',
    },
    verified: false,
    pay: { scale: 'kv_swoe' },
    units: ['Team Innere Stadt', 'Team Geidorf'],
  },
  {
    name: 'Landesklinik Salzachtal',
    facilityType: 'krankenhaus',
    size: 'm',
    country: 'AT',
    plz: '5020',
    street: 'Müllner Hauptstraße 48',
    about:
      'Die Landesklinik Salzachtal versorgt die Stadt Salzburg und den Flachgau. Für neue Kolleginnen und Kollegen aus Deutschland übernehmen wir die Anerkennung und die Kosten der Nostrifikation.',
    benefits: ['tarif_kv', 'zuschlaege', 'wohnraum', 'fortbildungsbudget', 'kinderbetreuung'],
    contact: {
      name: 'DGKP Lukas Hofer',
      position: 'Bereichsleitung Pflege',
      email: 'pflege@lk-salzachtal.example',
      phone: '+43 662 4482 300',
    },
    verified: true,
    pay: { scale: 'kv_swoe' },
    units: ['Chirurgie', 'Interne Abteilung', 'Intensivstation'],
  },
  {
    name: 'Klinik Seefeld Zürich',
    facilityType: 'krankenhaus',
    size: 'm',
    country: 'CH',
    plz: '8008',
    street: 'Seefeldstrasse 214',
    about:
      'Die Klinik Seefeld ist ein Privatspital mit 180 Betten am Zürichsee. Wir arbeiten mit Skill-Grade-Mix, zahlen nach kantonalem Lohnsystem und bieten eine 42-Stunden-Woche.',
    benefits: ['zuschlaege', 'fortbildungsbudget', 'altersvorsorge', 'urlaub_30'],
    contact: {
      name: 'Corinne Baumann',
      position: 'Leiterin Pflege',
      email: 'jobs@klinik-seefeld.example',
      phone: '+41 44 386 1100',
    },
    verified: true,
    pay: { range: [6300, 7800] },
    units: ['Bettenstation Orthopädie', 'Aufwachraum', 'Medizinische Station'],
  },
  {
    name: 'Spitex Basel Rheinknie',
    facilityType: 'ambulanter_dienst',
    size: 's',
    country: 'CH',
    plz: '4051',
    street: 'Steinenvorstadt 33',
    about:
      'Die Spitex Basel Rheinknie pflegt und berät Menschen in Grossbasel. Jede Pflegefachperson hat feste Klientinnen und Klienten und plant ihre Einsätze im Team.',
    benefits: ['dienstrad', 'fortbildungsbudget', 'altersvorsorge', 'dienstplan'],
    contact: {
      name: 'Reto Keller',
      position: 'Teamleiter',
      email: 'karriere@spitex-rheinknie.example',
      phone: '+41 61 205 4400',
    },
    verified: false,
    pay: { range: [5900, 7100] },
    units: ['Team Gundeli', 'Team Altstadt'],
  },
];

/** A role an ad can offer, by facility type. */
export type TDemoRole = {
  title: string;
  qualification:
    | 'dreijaehrige_ausbildung'
    | 'einjaehrige_ausbildung'
    | 'zweijaehrige_ausbildung'
    | 'studium'
    | 'ohne_ausbildung'
    | 'in_ausbildung';
  payGroup: { tvoed_p: string; tv_l: string; avr_caritas: string; avr_diakonie: string; kv_swoe: string };
  tasks: string[];
  profile: string[];
};

const NURSE_GROUPS = {
  tvoed_p: 'P8',
  tv_l: 'KR 8a',
  avr_caritas: 'P8',
  avr_diakonie: 'E 8',
  kv_swoe: 'SWÖ 7',
};
const SPECIALIST_GROUPS = {
  tvoed_p: 'P9',
  tv_l: 'KR 9b',
  avr_caritas: 'P9',
  avr_diakonie: 'E 9',
  kv_swoe: 'SWÖ 8',
};
const LEAD_GROUPS = {
  tvoed_p: 'P11',
  tv_l: 'KR 10',
  avr_caritas: 'P12',
  avr_diakonie: 'E 10',
  kv_swoe: 'SWÖ 9',
};
const HELPER_GROUPS = {
  tvoed_p: 'P5',
  tv_l: 'KR 4',
  avr_caritas: 'P5',
  avr_diakonie: 'E 5',
  kv_swoe: 'SWÖ 5',
};
const TRAINEE_GROUPS = {
  tvoed_p: 'TVAöD',
  tv_l: 'TVA-L',
  avr_caritas: 'Azubi',
  avr_diakonie: 'Azubi',
  kv_swoe: 'Lehrling',
};

export const DEMO_ROLES: Record<'hospital' | 'stationary' | 'ambulant' | 'hospice', TDemoRole[]> = {
  hospital: [
    {
      title: 'Pflegefachfrau / Pflegefachmann (m/w/d)',
      qualification: 'dreijaehrige_ausbildung',
      payGroup: NURSE_GROUPS,
      tasks: [
        'Du planst, führst durch und dokumentierst die Pflege deiner Patientinnen und Patienten.',
        'Du begleitest Visiten und setzt ärztliche Anordnungen sicher um.',
        'Du leitest Auszubildende an und gibst dein Wissen im Team weiter.',
        'Du beteiligst dich an der Überleitung und am Entlassmanagement.',
      ],
      profile: [
        'Abgeschlossene dreijährige Ausbildung in der Pflege',
        'Freude an der Arbeit im Team und an strukturierten Übergaben',
        'Berufsanfängerinnen und -anfänger sind willkommen',
      ],
    },
    {
      title: 'Fachkrankenpfleger/in für Intensivpflege und Anästhesie (m/w/d)',
      qualification: 'dreijaehrige_ausbildung',
      payGroup: SPECIALIST_GROUPS,
      tasks: [
        'Du versorgst beatmete und kreislaufinstabile Patientinnen und Patienten.',
        'Du übernimmst das Monitoring, die Katecholamintherapie und das Atemwegsmanagement.',
        'Du arbeitest eng mit Anästhesie und Physiotherapie zusammen.',
        'Du begleitest Angehörige in belastenden Situationen.',
      ],
      profile: [
        'Fachweiterbildung Intensiv und Anästhesie oder die Bereitschaft, sie bei uns zu machen',
        'Sicherer Umgang mit Beatmung und Medizintechnik',
        'Ruhe auch in kritischen Momenten',
      ],
    },
    {
      title: 'Praxisanleiter/in Pflege (m/w/d)',
      qualification: 'dreijaehrige_ausbildung',
      payGroup: SPECIALIST_GROUPS,
      tasks: [
        'Du begleitest Auszubildende durch ihre praktischen Einsätze.',
        'Du planst Anleitungen und führst Lernstandsgespräche.',
        'Du arbeitest mit der Pflegeschule zusammen und nimmst praktische Prüfungen ab.',
      ],
      profile: [
        'Weiterbildung zur Praxisanleitung (300 Stunden) oder die Bereitschaft dazu',
        'Mindestens ein Jahr Berufserfahrung',
        'Geduld und Freude am Erklären',
      ],
    },
    {
      title: 'Stationsleitung (m/w/d)',
      qualification: 'dreijaehrige_ausbildung',
      payGroup: LEAD_GROUPS,
      tasks: [
        'Du führst ein Team von rund 30 Pflegekräften.',
        'Du verantwortest Dienstplanung, Belegung und Qualitätssicherung.',
        'Du entwickelst die Station gemeinsam mit der ärztlichen Leitung weiter.',
      ],
      profile: [
        'Weiterbildung zur Stationsleitung oder ein Studium im Pflegemanagement',
        'Führungserfahrung und ein wertschätzender Umgangston',
      ],
    },
    {
      title: 'Pflegefachassistenz (m/w/d)',
      qualification: 'einjaehrige_ausbildung',
      payGroup: HELPER_GROUPS,
      tasks: [
        'Du unterstützt die Pflegefachkräfte bei der Grundpflege und Mobilisation.',
        'Du misst Vitalzeichen und beobachtest Veränderungen.',
        'Du hilfst bei Aufnahmen und Entlassungen.',
      ],
      profile: [
        'Abgeschlossene ein- oder zweijährige Pflegeausbildung',
        'Zuverlässigkeit und Einfühlungsvermögen',
      ],
    },
    {
      title: 'Ausbildung Pflegefachfrau / Pflegefachmann (m/w/d)',
      qualification: 'ohne_ausbildung',
      payGroup: TRAINEE_GROUPS,
      tasks: [
        'Du lernst in drei Jahren alles, was professionelle Pflege ausmacht.',
        'Du durchläufst Einsätze in der Akutpflege, der Langzeitpflege und der ambulanten Pflege.',
        'Du wirst von freigestellten Praxisanleitenden begleitet.',
      ],
      profile: [
        'Mittlerer Schulabschluss oder Hauptschulabschluss mit abgeschlossener Berufsausbildung',
        'Interesse an Menschen und Medizin',
      ],
    },
  ],
  stationary: [
    {
      title: 'Pflegefachkraft für die Altenpflege (m/w/d)',
      qualification: 'dreijaehrige_ausbildung',
      payGroup: NURSE_GROUPS,
      tasks: [
        'Du übernimmst die Bezugspflege für eine feste Gruppe von Bewohnerinnen und Bewohnern.',
        'Du stellst Medikamente und führst Behandlungspflege durch.',
        'Du schreibst Pflegeplanungen nach dem Strukturmodell (SIS).',
        'Du hältst Kontakt zu Hausärztinnen, Angehörigen und Betreuern.',
      ],
      profile: [
        'Dreijährige Ausbildung in der Alten-, Kranken- oder generalistischen Pflege',
        'Respekt vor Lebensgeschichten',
      ],
    },
    {
      title: 'Pflegehelfer/in (m/w/d)',
      qualification: 'einjaehrige_ausbildung',
      payGroup: HELPER_GROUPS,
      tasks: [
        'Du unterstützt bei Körperpflege, Mahlzeiten und Mobilisation.',
        'Du gestaltest den Tag mit den Bewohnerinnen und Bewohnern.',
        'Du gibst Beobachtungen an die Pflegefachkräfte weiter.',
      ],
      profile: [
        'Ein- oder zweijährige Ausbildung in der Pflege',
        'Gerne auch Wiedereinsteigerinnen und -einsteiger',
      ],
    },
    {
      title: 'Wohnbereichsleitung (m/w/d)',
      qualification: 'dreijaehrige_ausbildung',
      payGroup: LEAD_GROUPS,
      tasks: [
        'Du leitest einen Wohnbereich mit rund 30 Bewohnerinnen und Bewohnern.',
        'Du planst Dienste, führst Mitarbeitergespräche und begleitest Prüfungen des Medizinischen Dienstes.',
      ],
      profile: ['Weiterbildung zur Wohnbereichsleitung oder die Bereitschaft dazu', 'Organisationstalent'],
    },
    {
      title: 'Nachtwache Pflegefachkraft (m/w/d)',
      qualification: 'dreijaehrige_ausbildung',
      payGroup: NURSE_GROUPS,
      tasks: [
        'Du bist nachts für zwei Wohnbereiche verantwortlich.',
        'Du führst Lagerungen und Kontrollgänge durch und reagierst auf Notfälle.',
        'Du übergibst morgens strukturiert an den Frühdienst.',
      ],
      profile: ['Dreijährige Pflegeausbildung', 'Selbstständige Arbeitsweise und ein ruhiges Händchen'],
    },
    {
      title: 'Betreuungskraft nach § 43b SGB XI (m/w/d)',
      qualification: 'ohne_ausbildung',
      payGroup: HELPER_GROUPS,
      tasks: [
        'Du gestaltest Gruppen- und Einzelangebote: Singen, Gedächtnistraining, Spaziergänge.',
        'Du begleitest Menschen mit Demenz durch ihren Tag.',
      ],
      profile: ['Qualifizierung nach § 53b SGB XI (160 Stunden)', 'Kreativität und Geduld'],
    },
  ],
  ambulant: [
    {
      title: 'Pflegefachkraft ambulante Pflege (m/w/d)',
      qualification: 'dreijaehrige_ausbildung',
      payGroup: NURSE_GROUPS,
      tasks: [
        'Du versorgst deine Klientinnen und Klienten zu Hause, von der Grundpflege bis zur Wundversorgung.',
        'Du führst Erstgespräche und Beratungsbesuche.',
        'Du arbeitest mit Hausarztpraxen und Apotheken zusammen.',
      ],
      profile: ['Dreijährige Pflegeausbildung', 'Führerschein Klasse B', 'Selbstständigkeit unterwegs'],
    },
    {
      title: 'Pflegehilfskraft für Touren (m/w/d)',
      qualification: 'einjaehrige_ausbildung',
      payGroup: HELPER_GROUPS,
      tasks: [
        'Du übernimmst Grundpflege, Kompressionsstrümpfe und hauswirtschaftliche Hilfen.',
        'Du bist für viele Menschen der wichtigste Besuch des Tages.',
      ],
      profile: ['Pflegebasiskurs oder einjährige Ausbildung', 'Führerschein Klasse B'],
    },
    {
      title: 'Pflegedienstleitung (m/w/d)',
      qualification: 'dreijaehrige_ausbildung',
      payGroup: LEAD_GROUPS,
      tasks: [
        'Du verantwortest Tourenplanung, Qualität und Abrechnung.',
        'Du führst das Pflegeteam und stellst neue Kolleginnen und Kollegen ein.',
      ],
      profile: [
        'Weiterbildung zur verantwortlichen Pflegefachkraft (460 Stunden)',
        'Erfahrung in der ambulanten Pflege',
      ],
    },
    {
      title: 'Pflegefachkraft Wundmanagement (m/w/d)',
      qualification: 'dreijaehrige_ausbildung',
      payGroup: SPECIALIST_GROUPS,
      tasks: [
        'Du versorgst chronische Wunden nach aktuellem Expertenstandard.',
        'Du berätst Kolleginnen, Klienten und Angehörige.',
        'Du dokumentierst Wundverläufe mit Fotos und Messungen.',
      ],
      profile: [
        'Weiterbildung zur Wundexpertin ICW oder die Bereitschaft dazu',
        'Dreijährige Pflegeausbildung',
      ],
    },
  ],
  hospice: [
    {
      title: 'Palliative-Care-Pflegefachkraft (m/w/d)',
      qualification: 'dreijaehrige_ausbildung',
      payGroup: SPECIALIST_GROUPS,
      tasks: [
        'Du begleitest Gäste und ihre Familien in der letzten Lebensphase.',
        'Du linderst Schmerzen und andere Symptome in Absprache mit den Palliativmedizinern.',
        'Du nimmst dir Zeit für Gespräche.',
      ],
      profile: ['Weiterbildung Palliative Care oder die Bereitschaft dazu', 'Innere Ruhe und Empathie'],
    },
    {
      title: 'Pflegefachkraft im Hospiz (m/w/d)',
      qualification: 'dreijaehrige_ausbildung',
      payGroup: NURSE_GROUPS,
      tasks: [
        'Du pflegst unsere Gäste individuell und ohne Zeitdruck.',
        'Du unterstützt Angehörige und Ehrenamtliche.',
      ],
      profile: ['Dreijährige Pflegeausbildung', 'Interesse an Palliativpflege'],
    },
  ],
};

export const DEMO_CLOSINGS = [
  'Wir freuen uns auf deine Nachricht – gern auch erst einmal zum Kennenlernen bei einem Kaffee.',
  'Komm gern zum Probearbeiten vorbei, bevor du dich entscheidest.',
  'Schreib uns einfach – eine kurze Nachricht reicht für den Anfang.',
  'Ruf uns an, wenn du vorab Fragen hast; wir nehmen uns Zeit.',
  'Hospitiere einen Tag bei uns und lerne das Team kennen.',
  'Dein Lebenslauf muss nicht perfekt sein – erzähl uns, was dich ausmacht.',
];
