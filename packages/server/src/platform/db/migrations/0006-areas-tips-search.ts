import { sql, type Kysely } from 'kysely';
import { SEARCH_TABLES_V1, searchIndexDdlV1 } from './search-v1.ts';
import { addId, type TMigrationContext } from './helpers.ts';

/** Presence activity, closed areas, tips of the day, search index and the tables of domains that later issues fill (chat, groups, events). */
export async function up(trx: Kysely<unknown>, ctx: TMigrationContext) {
  const now = Date.now();

  // ---- Presence: one row per member and Europe/Berlin day, for the admin statistics ----
  await trx.schema
    .createTable('user_daily_activity')
    .addColumn('user_id', 'bigint', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('day', 'text', (c) => c.notNull())
    .addColumn('first_seen_at', 'bigint', (c) => c.notNull())
    .addColumn('last_seen_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('user_daily_activity_pkey', ['user_id', 'day'])
    .execute();
  await trx.schema
    .createIndex('user_daily_activity_day_idx')
    .on('user_daily_activity')
    .columns(['day', 'user_id'])
    .execute();

  // ---- Closed areas; area 1 (Urocampus) exists everywhere because the whole app links to it ----
  await trx.schema
    .createTable('closed_areas')
    .$call((t) => addId(t, ctx))
    .addColumn('slug', 'text', (c) => c.notNull().unique())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('terms_version', 'text', (c) => c.notNull())
    .addColumn('is_active', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await sql`INSERT INTO closed_areas (id, slug, name, terms_version, is_active, created_at)
    VALUES (1, 'urocampus', 'Urocampus', '2026-01', 1, ${now})`.execute(trx);
  if (ctx.dialect === 'postgres') {
    // The explicit id 1 did not advance the identity; the next area must not collide with it.
    await sql`SELECT setval(pg_get_serial_sequence('closed_areas', 'id'), (SELECT max(id) FROM closed_areas))`.execute(
      trx,
    );
  }
  // Memberships of 0003 name an area that now exists; unknown ids would be a data error.
  await trx.schema
    .createIndex('closed_area_memberships_area_idx')
    .on('closed_area_memberships')
    .columns(['closed_area_id', 'created_at'])
    .execute();

  // ---- Tips of the day (admins edit them later; the texts ship with the product) ----
  await trx.schema
    .createTable('tips')
    .$call((t) => addId(t, ctx))
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('text', 'text', (c) => c.notNull())
    .addColumn('is_active', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
  await trx.schema
    .createIndex('tips_active_position_idx')
    .on('tips')
    .columns(['is_active', 'position'])
    .execute();
  await trx
    .insertInto('tips' as never)
    .values(
      SHIPPED_TIPS.map((tip, index) => ({
        title: tip.title,
        text: tip.text,
        is_active: 1,
        position: index + 1,
        created_at: now,
        updated_at: now,
      })) as never,
    )
    .execute();

  // ---- Chat (filled by the chat issue) ----
  await trx.schema
    .createTable('chats')
    .$call((t) => addId(t, ctx))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('last_message_at', 'bigint')
    .execute();
  await trx.schema
    .createTable('chat_members')
    .addColumn('chat_id', 'bigint', (c) => c.notNull().references('chats.id').onDelete('cascade'))
    .addColumn('user_id', 'bigint', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('last_read_at', 'bigint')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('chat_members_pkey', ['chat_id', 'user_id'])
    .execute();
  await trx.schema
    .createIndex('chat_members_user_idx')
    .on('chat_members')
    .columns(['user_id', 'chat_id'])
    .execute();
  await trx.schema
    .createTable('chat_messages')
    .$call((t) => addId(t, ctx))
    .addColumn('chat_id', 'bigint', (c) => c.notNull().references('chats.id').onDelete('cascade'))
    .addColumn('sender_id', 'bigint', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await trx.schema
    .createIndex('chat_messages_chat_created_idx')
    .on('chat_messages')
    .columns(['chat_id', 'created_at', 'id'])
    .execute();

  // ---- Groups (filled by the groups issue) ----
  await trx.schema
    .createTable('groups')
    .$call((t) => addId(t, ctx))
    .addColumn('closed_area_id', 'bigint', (c) => c.references('closed_areas.id').onDelete('cascade'))
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('description', 'text')
    .addColumn('created_by', 'bigint', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
  await trx.schema
    .createIndex('groups_area_idx')
    .on('groups')
    .columns(['closed_area_id', 'created_at'])
    .execute();
  await trx.schema
    .createTable('group_members')
    .addColumn('group_id', 'bigint', (c) => c.notNull().references('groups.id').onDelete('cascade'))
    .addColumn('user_id', 'bigint', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('invited_by', 'bigint', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('group_members_pkey', ['group_id', 'user_id'])
    .execute();
  await trx.schema
    .createIndex('group_members_user_idx')
    .on('group_members')
    .columns(['user_id', 'status', 'group_id'])
    .execute();
  await trx.schema
    .createIndex('group_members_group_status_idx')
    .on('group_members')
    .columns(['group_id', 'status'])
    .execute();

  // ---- Events (filled by the events issue) ----
  await trx.schema
    .createTable('events')
    .$call((t) => addId(t, ctx))
    .addColumn('closed_area_id', 'bigint', (c) => c.references('closed_areas.id').onDelete('cascade'))
    .addColumn('group_id', 'bigint', (c) => c.references('groups.id').onDelete('cascade'))
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('description', 'text')
    .addColumn('location', 'text')
    .addColumn('starts_at', 'bigint', (c) => c.notNull())
    .addColumn('ends_at', 'bigint')
    .addColumn('created_by', 'bigint', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
  await trx.schema
    .createIndex('events_area_starts_idx')
    .on('events')
    .columns(['closed_area_id', 'starts_at', 'id'])
    .execute();
  await trx.schema
    .createIndex('events_group_starts_idx')
    .on('events')
    .columns(['group_id', 'starts_at'])
    .execute();
  await trx.schema
    .createTable('event_members')
    .$call((t) => addId(t, ctx))
    .addColumn('event_id', 'bigint', (c) => c.notNull().references('events.id').onDelete('cascade'))
    .addColumn('user_id', 'bigint', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('invited_by', 'bigint', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addUniqueConstraint('event_members_event_user_key', ['event_id', 'user_id'])
    .execute();
  await trx.schema
    .createIndex('event_members_user_idx')
    .on('event_members')
    .columns(['user_id', 'event_id'])
    .execute();

  // ---- Wiki pages and job ads (filled by later issues; searchable now) ----
  await trx.schema
    .createTable('wiki_pages')
    .$call((t) => addId(t, ctx))
    .addColumn('closed_area_id', 'bigint', (c) => c.references('closed_areas.id').onDelete('cascade'))
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('description', 'text')
    .addColumn('content_html', 'text')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
  await trx.schema
    .createIndex('wiki_pages_area_idx')
    .on('wiki_pages')
    .columns(['closed_area_id', 'updated_at'])
    .execute();
  await trx.schema
    .createTable('job_ads')
    .$call((t) => addId(t, ctx))
    .addColumn('uid', 'text', (c) => c.notNull().unique())
    .addColumn('company_name', 'text', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('location', 'text')
    .addColumn('description', 'text')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await trx.schema.createIndex('job_ads_created_idx').on('job_ads').columns(['created_at', 'id']).execute();

  // ---- Full-text search over people, groups, wiki pages and job ads ----
  for (const spec of SEARCH_TABLES_V1) {
    for (const statement of searchIndexDdlV1(ctx.dialect, spec)) await sql.raw(statement).execute(trx);
  }
}

/**
 * The tips of the day the product shipped with, as this migration inserts them. Frozen here: admins
 * edit the table later, and a fresh database must get what every existing one got.
 */
const SHIPPED_TIPS: ReadonlyArray<{ title: string; text: string }> = [
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
