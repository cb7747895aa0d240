/**
 * Demo chats: hand-written German conversations between connected demo members, including the
 * three documented accounts (README "Demo accounts"). Each script is used once; `{a}` and `{b}`
 * are the first names of the member who starts and of the one who answers.
 */
import type { Faker } from '@faker-js/faker';
import type { Kysely } from 'kysely';
import { DAY_MS, HOUR_MS, MINUTE_MS } from '@pflegepuls/shared';
import type { DB } from '../platform/db/index.ts';
import { DEMO_ACCOUNTS } from './demo-accounts.ts';

/** One turn: who writes (0 = starter, 1 = the other) and what. */
type TTurn = [0 | 1, string];

const SCRIPTS: ReadonlyArray<ReadonlyArray<TTurn>> = [
  [
    [
      0,
      'Hallo {b}, hast du am Samstag Frühdienst? Ich müsste dringend tauschen, meine Tochter hat Einschulung.',
    ],
    [1, 'Hi {a}! Ja, Samstag bin ich im Frühdienst. Was könntest du mir dafür geben?'],
    [0, 'Ich hätte den Spätdienst am Mittwoch, den 9. Wäre das was für dich?'],
    [1, 'Mittwoch passt sogar besser, da habe ich vormittags Zahnarzt. Dann tragen wir das so ein 👍'],
    [0, 'Super, danke dir! Ich sag der Stationsleitung Bescheid.'],
  ],
  [
    [0, 'Hey {b}, du hattest doch die Weiterbildung Wundexperte ICW gemacht, oder?'],
    [1, 'Ja, letztes Jahr. Warum, überlegst du auch?'],
    [0, 'Genau. Mein Arbeitgeber würde einen Teil zahlen. Wie viel Zeit hat dich das gekostet?'],
    [
      1,
      'Drei Präsenzblöcke zu je einer Woche plus Hospitation und die Hausarbeit. Mit Vollzeit war es knackig, aber machbar.',
    ],
    [1, 'Die Hausarbeit würde ich früh anfangen, die unterschätzen fast alle.'],
    [0, 'Danke, das hilft mir sehr! Darf ich dich nochmal fragen, wenn ich mich angemeldet habe?'],
    [1, 'Klar, jederzeit. Ich kann dir auch meine Unterlagen zur Wundbeurteilung schicken.'],
  ],
  [
    [0, 'Guten Morgen {b}, wie war dein erster Nachtdienst auf der neuen Station?'],
    [1, 'Ruhiger als befürchtet! Zwei Aufnahmen aus der Notaufnahme, sonst alles stabil.'],
    [0, 'Das freut mich. Die ersten Nächte allein sind immer aufregend.'],
    [1, 'Ja, aber das Team ist wirklich nett. Die Kollegin vom Nachbarbereich hat zweimal reingeschaut.'],
    [0, 'So soll es sein. Schlaf dich gut aus heute!'],
  ],
  [
    [0, 'Hi {b}, kennst du ein gutes Buch zur Vorbereitung auf die Praxisanleiter-Weiterbildung?'],
    [
      1,
      'Ich fand „Praxisanleitung in der Pflege“ ganz brauchbar, vor allem die Kapitel zu Lernzielen und Beurteilung.',
    ],
    [0, 'Notiert! Hattest du die 300 Stunden am Stück oder berufsbegleitend?'],
    [1, 'Berufsbegleitend, ein Jahr lang je zwei Tage im Monat. Würde ich wieder so machen.'],
  ],
  [
    [
      0,
      'Hallo {b}, ich habe gesehen, dass ihr auf der Intensivstation Verstärkung sucht. Ist die Stelle noch offen?',
    ],
    [1, 'Hallo {a}, ja, wir suchen noch zwei Kolleginnen oder Kollegen, gern auch in Teilzeit.'],
    [0, 'Wie ist denn die Einarbeitung bei euch geregelt?'],
    [
      1,
      'Sechs Wochen mit fester Mentorin, danach Feedbackgespräche. Die Fachweiterbildung wird unterstützt.',
    ],
    [0, 'Das klingt gut. Kann ich vorher mal hospitieren?'],
    [1, 'Sehr gern! Schreib mir zwei, drei Termine, dann kläre ich das mit unserer Leitung.'],
  ],
  [
    [
      0,
      'Hi {b}, du hattest doch letzte Woche den Vortrag zur Katheterversorgung gehalten. Hast du die Folien noch?',
    ],
    [1, 'Ja, klar! Ich schicke sie dir heute Abend per Mail.'],
    [0, 'Super, danke! Bei uns gibt es immer wieder Fragen zur Blasenspülung.'],
    [1, 'Dafür ist Folie 12 gut, da steht das Vorgehen Schritt für Schritt.'],
    [0, 'Perfekt, das drucke ich für die Neuen aus.'],
    [1, 'Freut mich. Nächsten Monat halte ich übrigens noch einen Vortrag zum Stomamanagement.'],
  ],
  [
    [0, 'Moin {b}! Fährst du auch zum Pflegetag nach Berlin?'],
    [1, 'Moin! Ich würde gern, muss aber noch schauen, ob mein Urlaub genehmigt wird.'],
    [0, 'Wir könnten uns ein Zimmer teilen, dann wird es günstiger.'],
    [1, 'Gute Idee, ich melde mich bis Freitag.'],
  ],
  [
    [
      0,
      'Hallo {b}, danke für deinen Beitrag zur Personaluntergrenze. Darf ich ihn in unserem Newsletter zitieren?',
    ],
    [1, 'Hallo {a}, ja gern, solange mein Name dabei steht.'],
    [0, 'Selbstverständlich. Ich schicke dir den Entwurf vorher zur Freigabe.'],
    [1, 'Prima, danke für die Anfrage!'],
  ],
  [
    [0, 'Hi {b}, kurze Frage: Wie dokumentiert ihr die Schmerzerfassung bei Menschen mit Demenz?'],
    [1, 'Wir nutzen BESD, alle acht Stunden und nach jeder Bedarfsmedikation.'],
    [0, 'Und das klappt im Alltag? Bei uns geht das oft unter.'],
    [
      1,
      'Erst seit wir es in die Übergabe aufgenommen haben. Einmal pro Schicht fragt die Schichtleitung aktiv nach.',
    ],
    [0, 'Das nehme ich mit in unsere nächste Teambesprechung. Danke!'],
  ],
  [
    [0, 'Hey {b}, bist du heute Abend beim Stammtisch dabei?'],
    [1, 'Leider nein, ich habe Spätdienst bis 21:30 Uhr.'],
    [0, 'Schade! Nächstes Mal dann.'],
    [1, 'Auf jeden Fall. Grüß die anderen von mir!'],
  ],
  [
    [
      0,
      'Hallo {b}, weißt du, ob man die Pflegeberatung nach § 7a auch für die eigenen Eltern anfragen kann?',
    ],
    [1, 'Ja, das geht über die Pflegekasse deiner Eltern, die Beratung ist kostenlos.'],
    [0, 'Super, dann rufe ich morgen dort an.'],
    [1, 'Lass dir auch gleich die Unterlagen zum Entlastungsbetrag geben, der wird oft vergessen.'],
  ],
  [
    [0, 'Hi {b}, wir stellen auf der Geriatrie gerade auf Bezugspflege um. Habt ihr damit Erfahrungen?'],
    [1, 'Ja, seit zwei Jahren. Am Anfang war es holprig, vor allem bei Teilzeitkräften.'],
    [0, 'Wie habt ihr das gelöst?'],
    [
      1,
      'Jede Bezugspflegekraft hat eine feste Vertretung, und die Pflegeplanung wird gemeinsam fortgeschrieben.',
    ],
    [1, 'Die Zufriedenheit der Angehörigen ist seitdem deutlich gestiegen.'],
    [0, 'Spannend, danke! Ich melde mich, wenn wir konkrete Fragen haben.'],
  ],
  [
    [0, 'Guten Abend {b}, ich habe meine Prüfung zur Pflegefachfrau bestanden! 🎉'],
    [1, 'Herzlichen Glückwunsch, {a}! Das hast du dir so verdient.'],
    [0, 'Danke! Ohne deine Tipps zur Fallvorstellung hätte ich viel mehr gezittert.'],
    [1, 'Ach was, das warst du selbst. Feier schön!'],
  ],
  [
    [
      0,
      'Hallo {b}, bei uns wird gerade über die Vier-Tage-Woche in der Pflege diskutiert. Wie läuft das bei euch?',
    ],
    [1, 'Wir testen es seit Januar auf zwei Stationen: vier Zehn-Stunden-Dienste.'],
    [0, 'Und, wie kommt es an?'],
    [
      1,
      'Die meisten lieben die freien Tage, aber die langen Dienste schlauchen. Für Eltern ist es gemischt.',
    ],
    [0, 'Danke für die ehrliche Einschätzung!'],
  ],
];

/** `unreadFor`: the member who has not read the last words of the other yet. */
type TPair = { starter: number; other: number; script: number; endsAgoMs: number; unreadFor: number | null };

/**
 * Chats between connected members. The documented member ("Marie") gets six conversations, two of
 * them unread; Uwe (Urocampus) two, one with Marie; Alexandra (admin) two; the rest go to pairs
 * of other connected members.
 */
export async function seedChats(db: Kysely<DB>, faker: Faker, { now }: { now: number }): Promise<void> {
  const accounts = await db
    .selectFrom('users')
    .select(['id', 'user_name', 'first_name'])
    .where(
      'user_name',
      'in',
      DEMO_ACCOUNTS.map((a) => a.userName),
    )
    .execute();
  const byName = new Map(accounts.map((a) => [a.user_name, a]));
  const admin = byName.get(DEMO_ACCOUNTS[0].userName);
  const marie = byName.get(DEMO_ACCOUNTS[1].userName);
  const uwe = byName.get(DEMO_ACCOUNTS[2].userName);
  if (!admin || !marie || !uwe) return;
  const connections = await db.selectFrom('connections').select(['user_id', 'connected_user_id']).execute();
  const friends = new Map<number, number[]>();
  for (const row of connections)
    friends.set(row.user_id, [...(friends.get(row.user_id) ?? []), row.connected_user_id]);
  const documented = new Set([admin.id, marie.id, uwe.id]);
  const used = new Set<string>();
  const key = (a: number, b: number) => (a < b ? `${a}:${b}` : `${b}:${a}`);
  const pick = (of: number, exclude: Set<number>): number | null => {
    const options = (friends.get(of) ?? []).filter((id) => !exclude.has(id) && !used.has(key(of, id)));
    return options.length === 0 ? null : faker.helpers.arrayElement(options);
  };

  const pairs: TPair[] = [];
  let script = 0;
  const add = (starter: number, other: number, endsAgoMs: number, unreadFor: number | null = null) => {
    if (script >= SCRIPTS.length) return;
    used.add(key(starter, other));
    pairs.push({ starter, other, script: script++, endsAgoMs, unreadFor });
  };
  /** A conversation whose last message `reader` has not read yet (it ends with the other's words). */
  const addUnread = (reader: number, writer: number, endsAgoMs: number) => {
    const lastWho = SCRIPTS[script]?.at(-1)?.[0];
    if (lastWho === undefined) return;
    if (lastWho === 0) add(writer, reader, endsAgoMs, reader);
    else add(reader, writer, endsAgoMs, reader);
  };
  // Marie: five with connections, the newest two still unread for her, and one with Uwe.
  const marieAnswers = [20 * MINUTE_MS, 3 * HOUR_MS, 26 * HOUR_MS, 3 * DAY_MS, 9 * DAY_MS];
  marieAnswers.forEach((ago, index) => {
    const friend = pick(marie.id, documented);
    if (friend === null) return;
    if (index < 2) addUnread(marie.id, friend, ago);
    else add(marie.id, friend, ago);
  });
  addUnread(uwe.id, marie.id, 5 * HOUR_MS);
  const uweFriend = pick(uwe.id, documented);
  if (uweFriend !== null) add(uwe.id, uweFriend, 2 * DAY_MS);
  for (const ago of [4 * DAY_MS, 12 * DAY_MS]) {
    const friend = pick(admin.id, documented);
    if (friend !== null) add(admin.id, friend, ago);
  }
  const others = [...friends.keys()].filter((id) => !documented.has(id));
  while (script < SCRIPTS.length && others.length > 0) {
    const starter = faker.helpers.arrayElement(others);
    const friend = pick(starter, documented);
    if (friend !== null) add(starter, friend, faker.number.int({ min: 1, max: 20 }) * DAY_MS);
  }

  const names = new Map(
    (
      await db
        .selectFrom('users')
        .select(['id', 'first_name'])
        .where(
          'id',
          'in',
          pairs.flatMap((p) => [p.starter, p.other]),
        )
        .execute()
    ).map((row) => [row.id, row.first_name]),
  );

  for (const pair of pairs) {
    const turns = SCRIPTS[pair.script]!;
    const ids = [pair.starter, pair.other] as const;
    const fill = (text: string) =>
      text.replaceAll('{a}', names.get(pair.starter) ?? '').replaceAll('{b}', names.get(pair.other) ?? '');
    const end = now - pair.endsAgoMs;
    // Minutes between answers, a little longer where the conversation paused.
    const gaps = turns.map(() => faker.number.int({ min: 1, max: 14 }) * MINUTE_MS);
    const total = gaps.reduce((sum, gap) => sum + gap, 0);
    const start = end - total;
    await db.transaction().execute(async (trx) => {
      const chat = await trx
        .insertInto('chats')
        .values({
          created_at: start,
          last_message_at: end,
          pair_key: key(pair.starter, pair.other),
          last_message_id: null,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      let at = start;
      const messageIds: Array<{ id: number; sender: number; at: number }> = [];
      for (const [index, [who, text]] of turns.entries()) {
        at += index === 0 ? 0 : gaps[index]!;
        const row = await trx
          .insertInto('chat_messages')
          .values({
            chat_id: chat.id,
            sender_id: ids[who],
            body: fill(text),
            created_at: index === turns.length - 1 ? end : at,
            edited_at: null,
            deleted_at: null,
            reply_to_id: null,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        messageIds.push({ id: row.id, sender: ids[who], at: index === turns.length - 1 ? end : at });
      }
      const last = messageIds.at(-1)!;
      await trx.updateTable('chats').set({ last_message_id: last.id }).where('id', '=', chat.id).execute();
      // Both have read everything, except the member the conversation is still unread for: up to
      // their own last message.
      const readUpTo = (userId: number) =>
        userId === pair.unreadFor
          ? ([...messageIds].reverse().find((m) => m.sender === userId) ?? null)
          : last;
      await trx
        .insertInto('chat_members')
        .values(
          ids.map((userId) => {
            const read = readUpTo(userId);
            return {
              chat_id: chat.id,
              user_id: userId,
              last_read_message_id: read?.id ?? null,
              last_read_at: read?.at ?? null,
              last_activity_at: end,
              created_at: start,
            };
          }),
        )
        .execute();
    });
  }
}
