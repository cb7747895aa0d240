/**
 * Demo groups of the Urocampus (continence and urology care) and of the community: names, about
 * texts, posts and surveys written for the demo (docs/groups.md). Every text appears once.
 */
export type TSeedGroup = {
  title: string;
  description: string;
  about: string;
  joinMode: 'open' | 'request' | 'invite';
  /** null: a community group. */
  area: 'urocampus' | null;
  channel: string;
  posts: string[];
  survey?: { body: string; title: string; answers: string[]; multiple?: boolean; closesInDays?: number };
};

export const SEED_GROUPS: TSeedGroup[] = [
  {
    title: 'Katheter-Sprechstunde',
    description: 'Transurethral, suprapubisch, intermittierend: Fragen aus dem Alltag mit Kathetern.',
    about:
      'Hier tauschen wir uns über die Versorgung mit Blasenkathetern aus – vom Legen über die Pflege bis zum Wechsel. Bitte keine Patientendaten posten; Fallbeispiele nur anonymisiert.\n\nDie Gruppe wird von Uwe moderiert. Neue Mitglieder stellen sich gern kurz vor.',
    joinMode: 'request',
    area: 'urocampus',
    channel: 'intensivpflege',
    posts: [
      'Wir haben auf Station jetzt feste Wechselintervalle für suprapubische Katheter eingeführt (alle 6 Wochen, bei Bedarf früher). Wie handhabt ihr das?',
      'Tipp aus der Praxis: Den Ablaufbeutel immer unter Blasenniveau, aber nie auf dem Boden. Klingt banal, wird aber bei Transfers oft vergessen.',
      'Hat jemand Erfahrung mit Kathetern mit Hydrogel-Beschichtung bei Langzeitversorgung? Unsere Urologie empfiehlt sie, der Einkauf ist skeptisch.',
    ],
    survey: {
      body: 'Für unsere nächste Fortbildung würde ich gern wissen, wo ihr steht:',
      title: 'Wer legt bei euch transurethrale Katheter bei Männern?',
      answers: ['Pflegefachkräfte', 'Nur ärztliches Personal', 'Je nach Station verschieden'],
    },
  },
  {
    title: 'Beckenboden aktiv',
    description: 'Beckenbodentraining in Pflege und Reha: Anleitung, Motivation, Hilfsmittel.',
    about:
      'Beckenbodentraining wirkt – wenn es regelmäßig gemacht wird. Wir sammeln Übungen, Anleitungen in leichter Sprache und Ideen, wie Patientinnen und Patienten dranbleiben.',
    joinMode: 'open',
    area: 'urocampus',
    channel: 'allgemein',
    posts: [
      'Unsere Physiotherapie hat eine Übungskarte in leichter Sprache gestaltet. Die Patientinnen nehmen sie nach der Entlassung gern mit.',
      'Nach Prostatektomie starten wir das Training jetzt schon am Tag nach der Katheterentfernung. Die ersten Rückmeldungen sind gut.',
    ],
    survey: {
      body: 'Mich interessiert, was bei euch am besten funktioniert:',
      title: 'Was hilft deinen Patient:innen, beim Training dranzubleiben?',
      answers: ['Übungskarte', 'App mit Erinnerung', 'Gruppenstunde', 'Kontrolltermine'],
      multiple: true,
    },
  },
  {
    title: 'Inkontinenz in der Langzeitpflege',
    description: 'Kontinenzförderung nach Expertenstandard im Pflegeheim.',
    about:
      'Für alle, die in der stationären Langzeitpflege arbeiten: Kontinenzprofile, Toilettentraining, Hilfsmittelversorgung und der Expertenstandard „Förderung der Harnkontinenz“ im Heimalltag.',
    joinMode: 'open',
    area: 'urocampus',
    channel: 'altenpflege',
    posts: [
      'Wir haben bei allen Bewohnenden die Kontinenzprofile neu erhoben. Überraschend viele waren als „abhängig kompensiert“ eingestuft, obwohl ein Toilettenplan reichen würde.',
      'Welche Erfahrungen habt ihr mit Ausscheidungsprotokollen über drei Tage? Bei uns scheitert es oft an der Dokumentation im Nachtdienst.',
      'Kleiner Erfolg: Durch feste Toilettenzeiten nach den Mahlzeiten brauchen zwei Bewohnerinnen tagsüber keine Vorlagen mehr.',
    ],
  },
  {
    title: 'Neurogene Blase',
    description: 'Versorgung bei Querschnitt, MS und Parkinson.',
    about:
      'Intermittierender Selbstkatheterismus, Blasentraining und Medikamente bei neurogenen Blasenfunktionsstörungen. Fachlicher Austausch zwischen Urologie, Neurologie und Reha.',
    joinMode: 'request',
    area: 'urocampus',
    channel: 'intensivpflege',
    posts: [
      'ISK-Schulung bei MS-Patientin mit Tremor: Wir haben mit einem Griffadapter gute Erfahrungen gemacht. Kennt ihr weitere Hilfen?',
      'Frage an die Reha-Kolleg:innen: Wie oft kontrolliert ihr den Restharn in der Umstellungsphase auf Selbstkatheterismus?',
    ],
  },
  {
    title: 'Stoma- und Kontinenzberatung',
    description: 'Für Pflegeexpert:innen Stoma, Kontinenz, Wunde.',
    about:
      'Ein geschlossener Kreis für ausgebildete Pflegeexpert:innen SKW. Wir besprechen schwierige Versorgungen, neue Produkte und die Weiterbildung. Aufnahme nur auf Einladung.',
    joinMode: 'invite',
    area: 'urocampus',
    channel: 'karriere',
    posts: [
      'Die Fachgesellschaft hat die Empfehlungen zur Urostomaversorgung überarbeitet. Ich stelle die wichtigsten Änderungen beim nächsten Treffen vor.',
      'Wer hat Lust, im Frühjahr einen Workshop zur Hautpflege bei Inkontinenz-assoziierter Dermatitis mitzugestalten?',
    ],
  },
  {
    title: 'Harnwegsinfekte vermeiden',
    description: 'Hygiene, Trinkmenge und Katheterindikation gegen CAUTI.',
    about:
      'Katheterassoziierte Harnwegsinfekte gehören zu den häufigsten Krankenhausinfektionen. Hier geht es um Bündelmaßnahmen, tägliche Indikationsprüfung und gute Beispiele aus Kliniken.',
    joinMode: 'open',
    area: 'urocampus',
    channel: 'allgemein',
    posts: [
      'Seit wir die Katheterindikation täglich in der Visite abfragen, ist die Liegedauer bei uns um fast zwei Tage gesunken.',
      'Erinnerung aus dem Hygieneteam: Geschlossenes Ableitungssystem nicht zur Probenentnahme diskonnektieren, sondern die Entnahmestelle nutzen.',
    ],
    survey: {
      body: 'Wir wollen unser Bündel überarbeiten. Kurze Frage in die Runde:',
      title: 'Prüft ihr die Katheterindikation täglich?',
      answers: ['Ja, in jeder Visite', 'Unregelmäßig', 'Nein'],
      closesInDays: 14,
    },
  },
  {
    title: 'Urotherapie für Kinder',
    description: 'Einnässen, Blasentraining und Elternschulung.',
    about:
      'Pflege in der Kinderurologie: Enuresis, funktionelle Blasenstörungen, Miktionsprotokolle mit Kindern und wie wir Eltern gut begleiten.',
    joinMode: 'open',
    area: 'urocampus',
    channel: 'ausbildung',
    posts: [
      'Ein Miktionsprotokoll mit Stickern statt Tabelle – bei unseren Sechsjährigen klappt das deutlich besser.',
      'Buchtipp für Eltern: kurze Erklärhefte zur Blase in kindgerechter Sprache. Habt ihr Empfehlungen?',
    ],
  },
  {
    title: 'Hilfsmittel im Check',
    description: 'Vorlagen, Kondomurinale, Ableitungssysteme im Praxistest.',
    about:
      'Welche Hilfsmittel halten, was sie versprechen? Erfahrungen ohne Werbung – Herstellerkontakte bitte per Nachricht, nicht in Beiträgen.',
    joinMode: 'open',
    area: 'urocampus',
    channel: 'altenpflege',
    posts: [
      'Kondomurinale: Die richtige Größe macht alles aus. Wir messen jetzt immer mit der Schablone aus, seitdem gibt es kaum noch Leckagen.',
      'Nachtvorlagen mit höherer Saugstärke haben bei uns die Weckrunden reduziert. Die Haut profitiert, die Bewohnenden schlafen besser.',
    ],
  },
  {
    title: 'Pflege in der Urologie',
    description: 'Stationsalltag, OP-Vorbereitung und Entlassmanagement.',
    about:
      'Für alle, die auf urologischen Stationen arbeiten: TUR-P, Spülkatheter, Nierensteine, Entlassung mit Katheter. Einarbeitungsmaterial teilen wir im Angepinnten.',
    joinMode: 'open',
    area: 'urocampus',
    channel: 'intensivpflege',
    posts: [
      'Unser Einarbeitungsordner für neue Kolleg:innen ist fertig – die Checkliste Spülkatheter hänge ich gleich an.',
      'Entlassmanagement mit Dauerkatheter: Wer organisiert bei euch die Erstversorgung mit Beuteln? Bei uns fällt das oft zwischen die Stühle.',
      'Nach TUR-P hatten wir letzte Woche drei Tamponaden hintereinander. Welche Spülgeschwindigkeit nutzt ihr in der ersten Nacht?',
    ],
  },
  {
    title: 'Kontinenz und Demenz',
    description: 'Toilettengänge begleiten, wenn Worte fehlen.',
    about:
      'Menschen mit Demenz zeigen Harndrang oft anders. Wir sammeln Beobachtungszeichen, Orientierungshilfen und Ideen für würdevolle Begleitung.',
    joinMode: 'request',
    area: 'urocampus',
    channel: 'altenpflege',
    posts: [
      'Eine farbige Toilettentür und ein Bild an der Tür haben in unserem Wohnbereich mehr bewirkt als jeder Plan.',
      'Unruhe am Nachmittag war bei einem Bewohner oft Harndrang. Seit wir das im Team wissen, geht es ihm sichtbar besser.',
    ],
  },
  {
    title: 'Praxisanleitung Nord',
    description: 'Austausch für Praxisanleiter:innen zwischen Hamburg und Kiel.',
    about:
      'Wir planen Anleitungen, teilen Lernaufgaben und treffen uns zweimal im Jahr. Alle Praxisanleiter:innen aus dem Norden sind willkommen.',
    joinMode: 'open',
    area: null,
    channel: 'ausbildung',
    posts: [
      'Unser nächstes Treffen ist am ersten Mittwoch im März in Lübeck. Themenwünsche gern hier drunter!',
      'Neue Lernaufgabe zum Thema Sturzprophylaxe für das zweite Ausbildungsjahr – wer möchte sie ausprobieren?',
    ],
  },
  {
    title: 'Nachtdienst-Stammtisch',
    description: 'Für alle, die nachts arbeiten – mit Humor und Tipps.',
    about:
      'Schlaf, Ernährung, Familie und der ganz normale Wahnsinn um drei Uhr morgens. Hier ist Platz für beides: ernste Fragen und den Kaffee danach.',
    joinMode: 'open',
    area: null,
    channel: 'humor',
    posts: [
      'Was esst ihr um drei Uhr nachts, ohne danach müde zu werden? Ich bin bei Gemüsesticks mit Hummus gelandet.',
      'Mein Kind hat heute gefragt, warum ich immer frühstücke, wenn alle anderen Abendbrot essen. Gute Frage eigentlich.',
    ],
  },
  {
    title: 'Wiedereinstieg in die Pflege',
    description: 'Zurück in den Beruf nach Elternzeit oder Pause.',
    about:
      'Du kommst nach längerer Pause zurück? Hier teilen wir Erfahrungen mit Auffrischungskursen, Einarbeitung und Teilzeitmodellen.',
    joinMode: 'request',
    area: null,
    channel: 'karriere',
    posts: [
      'Nach vier Jahren Elternzeit bin ich seit Montag wieder auf Station. Die Einarbeitung mit fester Mentorin hilft enorm.',
    ],
  },
];

/** Comments under demo group posts (one use each per post; picked without repeats per post). */
export const GROUP_COMMENTS = [
  'Danke fürs Teilen, das nehme ich mit ins Team.',
  'Bei uns genauso – gut zu wissen, dass es anderen auch so geht.',
  'Kannst du die Vorlage hier hochladen?',
  'Spannend! Wie habt ihr die Kolleg:innen überzeugt?',
  'Das probieren wir nächste Woche aus.',
  'Gute Erfahrung bei uns auch, vor allem im Nachtdienst.',
];
