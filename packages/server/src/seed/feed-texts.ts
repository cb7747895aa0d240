/** German demo texts of the feed seed: posts per channel, surveys, comments and moments ("Real Talk"). */

export const POST_TEXTS: Record<string, string[]> = {
  allgemein: [
    'Heute nach drei Nachtdiensten endlich wieder ausgeschlafen. Wie erholt ihr euch nach einem Nachtdienstblock?',
    'Kleiner Erfolg des Tages: Unsere Station hat endlich einen zweiten Blutdruckautomaten bekommen. Man wird bescheiden. 😅',
    'Was ich mir von Angehörigen wünsche: ein kurzes „Danke“ statt „Warum dauert das so lange?“. Meistens klappt es ja.',
    'Neue Kollegin bei uns im Team, frisch aus der Ausbildung. Was hättet ihr euch in den ersten Wochen gewünscht?',
    'Übergabe am Bett statt im Stationszimmer – wir testen das gerade. Hat jemand Erfahrungen damit?',
    'Mein Tipp für lange Dienste: Wasserflasche mit Markierungen für jede Stunde. Klingt albern, hilft aber wirklich.',
    'Wir haben auf Station einen „Danke-Ordner“ mit Karten von Patientinnen und Angehörigen. An schlechten Tagen lese ich darin.',
    'Gibt es hier Leute aus der ambulanten Pflege im ländlichen Raum? Wie viele Kilometer fahrt ihr pro Tour?',
    'Dienstplan für den nächsten Monat ist raus und ich habe tatsächlich Weihnachten frei. Ich kann es noch gar nicht glauben.',
    'Hat jemand eine gute App-Empfehlung für Medikamenten-Wechselwirkungen? Gern mit deutscher Oberfläche.',
    'Manchmal ist das Wichtigste im Dienst nicht die Pflegedokumentation, sondern die fünf Minuten, die man sich zum Zuhören nimmt.',
    'Unser Team hat heute gemeinsam gefrühstückt, bevor der Tag losging. Kleine Geste, riesige Wirkung auf die Stimmung.',
    'Frage an die Runde: Wie organisiert ihr euren Spind? Meiner ist ein schwarzes Loch für Kugelschreiber.',
    'Wer von euch war schon auf dem Deutschen Pflegetag? Lohnt sich die Reise?',
    'Nach 15 Jahren im Beruf kann ich sagen: Es ist anstrengend, aber ich würde es wieder machen.',
    'Heute hat mir ein 92-jähriger Patient erzählt, wie er 1958 seine Frau kennengelernt hat. Solche Momente bleiben.',
  ],
  intensivpflege: [
    'Bauchlagerung bei beatmeten Patienten: Wie viele Pflegekräfte plant ihr dafür standardmäßig ein? Bei uns sind es fünf.',
    'Unsere ITS stellt gerade auf ein neues Beatmungsgerät um. Die Einweisung war gut, aber die Alarme sind gewöhnungsbedürftig.',
    'Delirprävention auf der Intensivstation: Wir haben Uhren und Kalender in jedem Zimmer aufgehängt. Messbarer Effekt nach drei Monaten!',
    'Frage an die Fachweiterbildung-Absolventen: Hat sich die Weiterbildung Intensiv und Anästhesie für euch finanziell gelohnt?',
    'Angehörige auf der Intensivstation: Wir bieten jetzt feste Gesprächszeiten mit Pflege und Ärzteschaft an. Sehr gutes Feedback.',
    'ECMO-Patient heute erfolgreich entwöhnt. Wochenlange Teamarbeit – ich bin so stolz auf unser Team.',
    'Wie handhabt ihr die Mundpflege bei intubierten Patienten? Wir diskutieren gerade das Intervall.',
    'Nach einer Reanimation gibt es bei uns jetzt immer ein kurzes Debriefing. Das hätte ich mir früher oft gewünscht.',
    'Tipp für neue Kolleginnen auf der ITS: Lernt die Alarme eures Monitors auswendig, bevor ihr sie wegdrückt.',
    'Unsere Station sucht Ideen für ein besseres Lärmmanagement in der Nacht. Was hat bei euch funktioniert?',
  ],
  altenpflege: [
    'Biografiearbeit ist so viel mehr als ein Formular. Heute hat eine Bewohnerin mir ihr altes Kochbuch gezeigt – wir backen nächste Woche zusammen.',
    'Unser Pflegeheim hat einen Therapiehund bekommen. Die Bewohner lieben ihn, und ehrlich gesagt das Team auch.',
    'Wie geht ihr mit herausforderndem Verhalten bei Demenz um, wenn die Personaldecke dünn ist?',
    'Tag der offenen Tür bei uns im Seniorenzentrum: Die Enkel der Bewohner haben ein Konzert gegeben. Gänsehaut.',
    'In der ambulanten Pflege sind es oft die kleinen Dinge: die Zeitung reinbringen, kurz nach dem Kater fragen.',
    'Expertenstandard Sturzprophylaxe – wie setzt ihr die Fallbesprechungen praktisch um?',
    'Eine Bewohnerin hat heute ihren 100. Geburtstag gefeiert. Die ganze Wohngruppe hat mitgesungen.',
    'Wir haben die Essenszeiten flexibilisiert: Frühstück bis 10 Uhr. Weniger Stress für alle.',
    'Palliativpflege im Heim: Wie organisiert ihr die Zusammenarbeit mit dem SAPV-Team?',
    'Validation nach Naomi Feil – hat jemand eine Fortbildung dazu gemacht und kann sie empfehlen?',
  ],
  ausbildung: [
    'Zwischenprüfung bestanden! Danke an meine Praxisanleiterin, die nie die Geduld verloren hat.',
    'Azubis, wie lernt ihr für die Examensprüfung? Karteikarten, Lerngruppe oder Apps?',
    'Praxisanleitung ist Gold wert – wenn sie denn stattfindet. Wie viele Stunden bekommt ihr tatsächlich?',
    'Mein erster Einsatz in der Pädiatrie war ganz anders als erwartet. Kinder sind ehrliche Patienten.',
    'Tipp für Azubis: Schreibt euch nach jedem Dienst drei Dinge auf, die ihr gelernt habt. Nach einem Jahr habt ihr ein eigenes Lehrbuch.',
    'Generalistische Ausbildung: Fühlt ihr euch nach dem Examen sicher in allen Bereichen?',
    'Heute die erste Wundversorgung ganz allein gemacht. Meine Praxisanleiterin hat nur genickt. Bester Moment der Woche.',
    'Welche Fachbücher haben euch in der Ausbildung am meisten geholfen?',
    'Anatomie-Klausur morgen. Wer hat Eselsbrücken für die Hirnnerven?',
    'Praxiseinsatz in der Psychiatrie beendet. Ich habe viel über Kommunikation gelernt – und über mich selbst.',
  ],
  karriere: [
    'Nach zehn Jahren am Bett habe ich in die Praxisanleitung gewechselt. Es war die richtige Entscheidung.',
    'Pflegestudium berufsbegleitend: Wer macht das gerade und wie schafft ihr das neben dem Schichtdienst?',
    'Gehaltsverhandlung in der Pflege – traut euch! Ich habe heute 300 € mehr rausgeholt.',
    'Stationsleitung werden oder lieber am Bett bleiben? Ich bin hin- und hergerissen.',
    'Zeitarbeit in der Pflege: Erfahrungen? Mehr Geld, aber auch mehr Unsicherheit?',
    'Fachweiterbildung Onkologie abgeschlossen. Jetzt geht es mit neuem Wissen zurück auf Station.',
    'Ich habe mich für die Pflegeexpertin APN entschieden. Wer hat den Weg schon hinter sich?',
    'Wechsel von der Klinik in die Schulgesundheitspflege – ganz neue Welt, aber sehr erfüllend.',
    'Tipps für das Vorstellungsgespräch als Wohnbereichsleitung? Es ist nächsten Dienstag.',
    'Teilzeit mit 30 Stunden war die beste Entscheidung für meine Gesundheit. Ich arbeite seitdem wieder gern.',
  ],
  humor: [
    'Patient: „Schwester, ich habe nicht geklingelt.“ Die Klingel, die seit 10 Minuten leuchtet: 👀',
    'Wenn du nach dem Nachtdienst im Supermarkt stehst und vergessen hast, warum du da bist. Jedes. Mal.',
    'Meine Kolleginnen erkennen mich inzwischen am Geräusch meiner Clogs auf dem Flur.',
    'Es gibt zwei Arten von Pflegekräften: die mit drei Kugelschreibern und die, die sie sich ständig ausleihen.',
    'Vollmond und volle Notaufnahme. Zufall? Ich glaube nicht.',
    '„Nur mal kurz“ ist in der Pflege eine Zeiteinheit zwischen 5 Minuten und dem Rest der Schicht.',
    'Dienstübergabe um 6 Uhr: Kaffee in der einen Hand, Kurve in der anderen, Hoffnung im Herzen.',
    'Kollege hat heute die Kaffeemaschine entkalkt. Wir überlegen, ihn für einen Orden vorzuschlagen.',
    'Wenn der Pieper genau dann geht, wenn die Gabel auf dem Weg zum Mund ist. 🍝',
    'Meine Familie: „Erzähl doch mal was vom Dienst.“ Ich: *erzählt beim Abendessen von Stuhlgang*.',
  ],
};

export const BOT_POSTS = [
  'Willkommen bei Pflegepuls! Stell dich gern in den Kommentaren vor: Wo arbeitest du und was liebst du an deinem Beruf?',
  'Tipp der Woche: Im Kanal „Ausbildung“ helfen sich Azubis gegenseitig bei der Prüfungsvorbereitung. Schau vorbei!',
  'Erinnerung: Real Talk ist anonym. Teile dort, was dich wirklich beschäftigt – niemand sieht, wer du bist.',
  'Neu bei Pflegepuls: Umfragen in Beiträgen. Frag die Community, was sie denkt!',
  'Pflegepuls-Wochenrückblick: Die meistgelikten Beiträge findest du rechts unter „Trending“.',
];

export const SURVEYS: Array<{ body: string; title: string; answers: string[] }> = [
  {
    body: 'Mich interessiert, wie es bei euch aussieht:',
    title: 'Welcher Dienst ist dir am liebsten?',
    answers: ['Frühdienst', 'Spätdienst', 'Nachtdienst', 'Egal, Hauptsache frei'],
  },
  {
    body: 'Kleine Umfrage für unsere Teamsitzung nächste Woche.',
    title: 'Wie viele Minuten dauert eure Übergabe im Schnitt?',
    answers: ['Unter 15 Minuten', '15 bis 30 Minuten', 'Über 30 Minuten'],
  },
  {
    body: 'Ich überlege gerade, mich weiterzubilden. Was würdet ihr wählen?',
    title: 'Welche Weiterbildung reizt dich am meisten?',
    answers: ['Intensiv und Anästhesie', 'Praxisanleitung', 'Palliative Care', 'Wundexperte', 'Studium'],
  },
  {
    body: 'Ehrliche Antworten bitte 😄',
    title: 'Wie viel Kaffee trinkst du pro Dienst?',
    answers: ['Keinen', '1 bis 2 Tassen', '3 bis 4 Tassen', 'Ich bin Kaffee'],
  },
  {
    body: 'Für einen Artikel in unserer Hauszeitung:',
    title: 'Würdest du deinen Beruf weiterempfehlen?',
    answers: ['Ja, auf jeden Fall', 'Ja, mit Einschränkungen', 'Eher nicht', 'Nein'],
  },
  {
    body: 'Digitalisierung auf Station – wie weit seid ihr?',
    title: 'Wie dokumentiert ihr?',
    answers: ['Komplett digital', 'Teils digital, teils Papier', 'Nur Papier'],
  },
];

/** Comments under a question: answers, experiences, follow-up questions. */
const ANSWERING_COMMENTS = [
  'Gute Frage, das würde mich auch interessieren.',
  'Bei uns regelt das die Stationsleitung – ehrlich gesagt mehr schlecht als recht.',
  'Wir haben das letztes Jahr umgestellt und sind sehr zufrieden. Schreib mir gern, dann erzähle ich mehr.',
  'Kommt stark aufs Haus an. Bei uns im Team gibt es dafür eine feste Ansprechperson.',
  'Frag mal bei eurer Praxisanleitung nach, die haben oft Material dazu.',
  'Ich schicke dir gern unsere Checkliste, schreib mir einfach.',
  'Bei uns hat das Team dafür eine Arbeitsgruppe gegründet.',
  'Wir machen das seit einem Jahr so – anfangs holprig, inzwischen Routine.',
  'Ehrlich gesagt: Bei uns gar nicht. Ich nehme aus den Antworten hier einiges mit.',
  'Das haben wir im letzten Qualitätszirkel genau so diskutiert. Ergebnis: erst mal drei Monate testen.',
];

/** Comments under a story, a tip or a success: recognition and own experience. */
const REACTING_COMMENTS = [
  'Kenne ich genau so!',
  'Danke fürs Teilen, das macht Mut.',
  'Das sollte viel mehr Aufmerksamkeit bekommen.',
  'Genau deshalb liebe ich diesen Beruf.',
  'Das erinnert mich an meine Ausbildungszeit.',
  'Wichtiges Thema! Danke, dass du es ansprichst.',
  'Wie schön, solche Momente tragen einen durch die nächsten Dienste.',
  'Super Tipp, probiere ich im nächsten Dienst aus.',
  'Bei uns ist es leider ganz anders, aber das macht Hoffnung.',
  'Halte durch, du machst das großartig!',
];

/** Comments that fit the text they answer: a question (a "?") gets answers, anything else reactions. */
export function commentsFor(text: string): readonly string[] {
  return text.includes('?') ? ANSWERING_COMMENTS : REACTING_COMMENTS;
}

export const ANSWERS = [
  'Danke dir!',
  'Gern, ich schreibe dir später.',
  'Das freut mich zu hören.',
  'Stimmt, da hast du recht.',
  'Bei uns war es am Anfang genauso.',
  'Guter Punkt!',
];

export const MOMENT_TEXTS = [
  'Ich habe heute im Auto geweint, bevor ich reingegangen bin. Und dann habe ich trotzdem einen guten Dienst gemacht.',
  'Manchmal frage ich mich, ob ich noch zehn Jahre so arbeiten kann.',
  'Eine Patientin hat heute meine Hand gehalten und gesagt: „Sie sind ein Engel.“ Ich bin kein Engel, aber es tat gut.',
  'Ich liebe meinen Beruf. Ich hasse nur die Rahmenbedingungen.',
  'Heute zum ersten Mal seit Wochen pünktlich Feierabend gehabt.',
  'Mein Team ist der einzige Grund, warum ich noch nicht gekündigt habe.',
  'Ich habe Angst, Fehler zu machen, weil wir zu wenige sind.',
  'Zum ersten Mal einen Patienten in den Tod begleitet. Ich denke noch viel an seine Familie.',
  'Mein Kind hat gefragt, warum ich am Wochenende nie da bin.',
  'Heute hat mich die Stationsleitung gelobt. Vor allen. Ich bin immer noch ganz rot.',
  'Wenn ich noch einmal höre „Das ist doch nur Pflege“, schreie ich.',
  'Ich habe mich heute getraut, Nein zum Einspringen zu sagen. Fühlt sich komisch an, aber richtig.',
  'Ich bin so müde, dass ich nicht schlafen kann.',
  'Die Azubine hat heute alles richtig gemacht und ich war so stolz, als wäre es meine eigene Prüfung.',
  'Ich vermisse die Zeit, in der wir für Gespräche mit Patienten noch Zeit hatten.',
  'Heimlich mit der Bewohnerin aus Zimmer 12 Schlager gesungen. Bester Moment der Woche.',
  'Ich überlege, ins Ausland zu gehen. Die Schweiz zahlt einfach besser.',
  'Heute Nacht war es ruhig. Ich traue mich kaum, das zu schreiben.',
  'Ich habe den Job gewechselt und zum ersten Mal das Gefühl, gesehen zu werden.',
  'Ich schäme mich manchmal, wie ungeduldig ich am Ende einer Doppelschicht werde.',
  'Mein Rücken sagt Nein, mein Herz sagt Ja.',
  'Wir waren zu dritt für 32 Patienten. Und niemand da oben interessiert es.',
  'Ein Angehöriger hat uns heute Pizza für die ganze Station gebracht. Ich hätte heulen können.',
  'Ich habe heute erfahren, dass meine Lieblingskollegin kündigt.',
  'Ich bin seit 25 Jahren in der Pflege und lerne immer noch jeden Tag dazu.',
  'Nach dem Examen dachte ich, ich weiß alles. Heute weiß ich, wie viel ich nicht weiß.',
  'Manchmal ist Humor das Einzige, was uns durch die Schicht bringt.',
  'Ich wünschte, meine Familie würde verstehen, wie anstrengend dieser Job ist.',
  'Heute ein Dankeschön-Brief von einer ehemaligen Patientin bekommen. Hängt jetzt am Kühlschrank.',
  'Ich habe zum ersten Mal offen über meine Erschöpfung gesprochen. Die Kolleginnen ging es genauso.',
];
