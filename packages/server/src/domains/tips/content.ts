/**
 * The tips of the day the product ships with (inserted by migration 0006; admins edit the table
 * later). Practical for nursing staff and for using the app; general advice, no medical orders.
 */
export const TIPS: ReadonlyArray<{ title: string; text: string }> = [
  {
    title: 'Vollständiges Profil, mehr Kontakte',
    text: 'Mit Profilbild, Berufserfahrung und Weiterbildungen wirst du von Kolleginnen und Kollegen in deiner Nähe viel leichter gefunden. Der Ring rechts zeigt dir, was noch fehlt.',
  },
  {
    title: 'Übergabe mit Struktur',
    text: 'Eine Übergabe nach festem Schema (zum Beispiel SBAR: Situation, Hintergrund, Einschätzung, Empfehlung) sorgt dafür, dass nichts Wichtiges verloren geht – gerade in hektischen Schichten.',
  },
  {
    title: 'Händedesinfektion richtig',
    text: 'Nimm genug Desinfektionsmittel, damit die Hände die ganze Einwirkzeit (meist 30 Sekunden) feucht bleiben, und denk an Daumen, Fingerkuppen und Nagelfalze. Die fünf Indikationen der WHO helfen dir beim Timing.',
  },
  {
    title: 'Trinken nicht vergessen',
    text: 'Stell dir zu Schichtbeginn eine Flasche Wasser an einen festen Platz im Stationszimmer. Wer ausreichend trinkt, bleibt konzentrierter und bekommt seltener Kopfschmerzen.',
  },
  {
    title: 'Rückenschonend arbeiten',
    text: 'Stell das Bett vor jeder Mobilisation auf Arbeitshöhe, nutze Gleitmatten und Rutschbretter und hol dir bei schweren Transfers Hilfe. Dein Rücken muss dich noch viele Jahre tragen.',
  },
  {
    title: 'Pausen sind Arbeitsschutz',
    text: 'Nach sechs Stunden Arbeit stehen dir mindestens 30 Minuten Pause zu. Plane sie im Team fest ein, statt auf eine ruhige Minute zu warten, die nie kommt.',
  },
  {
    title: 'Nach dem Nachtdienst gut schlafen',
    text: 'Dunkle dein Schlafzimmer komplett ab, trag auf dem Heimweg eine Sonnenbrille und verzichte in den letzten Stunden vor dem Schlafen auf Kaffee. So findet dein Körper leichter in den Schlaf.',
  },
  {
    title: 'Dokumentation zeitnah',
    text: 'Dokumentiere möglichst direkt nach der Maßnahme. Das spart am Schichtende Zeit und macht deine Einträge genauer – und genau das schützt dich im Zweifel auch rechtlich.',
  },
  {
    title: 'Schmerz regelmäßig erfassen',
    text: 'Frag Schmerzen mit einer Skala ab, die zum Menschen passt (NRS, VAS oder bei Menschen mit Demenz eine Beobachtungsskala wie BESD), und prüf die Wirkung nach jeder Gabe erneut.',
  },
  {
    title: 'Dekubitus vorbeugen',
    text: 'Schau dir gefährdete Hautstellen bei jeder Lagerung an, achte auf Feuchtigkeit und Ernährung und nutze die Fingerprobe: Bleibt die Rötung nach leichtem Druck bestehen, ist schnelles Handeln gefragt.',
  },
  {
    title: 'Sturzrisiko im Blick',
    text: 'Gute Beleuchtung, feste Schuhe, eine erreichbare Klingel und ein aufgeräumter Weg zur Toilette verhindern viele Stürze. Sprich das Risiko auch mit Angehörigen an.',
  },
  {
    title: 'Fortbildungen zählen',
    text: 'Trag deine Fort- und Weiterbildungen in dein Profil ein. Arbeitgeber in deiner Nähe sehen so, was du kannst, und du hast alle Nachweise an einem Ort.',
  },
  {
    title: 'Netzwerk in deiner Nähe',
    text: 'Unter Netzwerk findest du Pflegekräfte aus deiner Region und mit ähnlichem Beruf. Ein kurzer Austausch mit Kolleginnen und Kollegen von anderen Häusern bringt oft neue Ideen.',
  },
  {
    title: 'Momente teilen',
    text: 'In Momenten kannst du anonym erzählen, was dich im Dienst bewegt hat. Niemand sieht, dass der Beitrag von dir kommt – auch nicht, wenn andere reagieren oder kommentieren.',
  },
  {
    title: 'Startbereich festlegen',
    text: 'Bist du Mitglied im Urocampus, kannst du ihn im Bereichswechsler als Startbereich festlegen. Die App öffnet dann direkt dort.',
  },
  {
    title: 'Online-Status verbergen',
    text: 'Du möchtest nicht, dass andere sehen, wann du online bist? In den Einstellungen kannst du deinen Online-Status jederzeit ausblenden.',
  },
  {
    title: 'Schnell gefunden',
    text: 'Über die Suche oben findest du Personen, Gruppen, Wiki-Seiten und Stellenangebote. Schon die ersten Buchstaben reichen, und mit den Pfeiltasten springst du durch die Treffer.',
  },
  {
    title: 'Grenzen setzen',
    text: 'Einspringen ist kollegial, aber nicht grenzenlos. Überleg dir vorher, wie oft im Monat du zusätzlich einspringen kannst, und sag auch mal freundlich Nein.',
  },
  {
    title: 'Über Belastendes sprechen',
    text: 'Schwierige Situationen wie ein Todesfall oder ein Notfall wirken nach. Sprich im Team darüber, nutze Supervision oder Angebote deines Arbeitgebers – das ist professionell, keine Schwäche.',
  },
  {
    title: 'Medikamente sicher stellen',
    text: 'Die 6-R-Regel hilft bei jedem Stellen und Verabreichen: richtiger Mensch, richtiges Medikament, richtige Dosis, richtige Applikationsart, richtiger Zeitpunkt und richtige Dokumentation.',
  },
  {
    title: 'Hautschutz für deine Hände',
    text: 'Häufiges Desinfizieren und Handschuhe strapazieren die Haut. Creme deine Hände in Pausen und nach dem Dienst ein – gepflegte Haut lässt sich auch besser desinfizieren.',
  },
];
