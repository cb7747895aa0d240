import { sql, type Kysely } from 'kysely';
import { addId, type TMigrationContext } from './helpers.ts';

/** The Urocampus terms as they were when 0006 created the area (version '2026-01'); frozen here. */
const UROCAMPUS_TERMS_2026_01 = [
  'Der Urocampus ist ein geschlossener Fachbereich für Pflegefachkräfte in der Kontinenz- und Urologiepflege. Er wird von einem Partnerunternehmen aus der Medizinprodukte- und Pharmabranche finanziert.',
  'Mit deinem Beitritt sehen andere Mitglieder des Urocampus deinen Namen, deine Position und deine Beiträge im Bereich. Inhalte aus dem Urocampus bleiben im Urocampus: bitte teile sie nicht außerhalb.',
  'Beiträge im Urocampus ersetzen keine ärztliche Beratung. Teile keine Daten, an denen Patientinnen und Patienten erkennbar sind.',
  'Der Sponsor erhält ausschließlich zusammengefasste Zahlen (zum Beispiel Mitgliederzahl und Aktivität pro Woche), nie Angaben zu einzelnen Personen und keine Zahl über weniger als fünf Personen.',
  'Du kannst den Urocampus jederzeit über das Menü des Bereichs verlassen. Deine Gruppenmitgliedschaften im Bereich enden damit; du kannst jederzeit wieder beitreten.',
].join('\n\n');

/**
 * Closed areas get versioned terms, acceptances per version, sponsor branding, a tile dashboard and
 * area admins (docs/closed-areas.md). `closed_areas.terms_version` stays the pointer to the current
 * version; every version's text lives in `closed_area_terms`.
 */
export async function up(trx: Kysely<unknown>, ctx: TMigrationContext) {
  await trx.schema
    .createTable('closed_area_terms')
    .$call((t) => addId(t, ctx))
    .addColumn('closed_area_id', 'bigint', (c) =>
      c.notNull().references('closed_areas.id').onDelete('cascade'),
    )
    .addColumn('version', 'text', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('published_at', 'bigint', (c) => c.notNull())
    .addUniqueConstraint('closed_area_terms_area_version_key', ['closed_area_id', 'version'])
    .execute();
  await sql`INSERT INTO closed_area_terms (closed_area_id, version, title, body, published_at)
    SELECT id, terms_version, 'Nutzungsbedingungen für den Urocampus', ${UROCAMPUS_TERMS_2026_01}, created_at
    FROM closed_areas WHERE id = 1`.execute(trx);

  await trx.schema
    .createTable('closed_area_terms_acceptances')
    .$call((t) => addId(t, ctx))
    .addColumn('closed_area_id', 'bigint', (c) =>
      c.notNull().references('closed_areas.id').onDelete('cascade'),
    )
    .addColumn('user_id', 'bigint', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('version', 'text', (c) => c.notNull())
    .addColumn('accepted_at', 'bigint', (c) => c.notNull())
    .addUniqueConstraint('closed_area_terms_acceptances_key', ['closed_area_id', 'user_id', 'version'])
    .execute();
  await trx.schema
    .createIndex('closed_area_terms_acceptances_user_idx')
    .on('closed_area_terms_acceptances')
    .columns(['user_id', 'accepted_at'])
    .execute();
  await sql`INSERT INTO closed_area_terms_acceptances (closed_area_id, user_id, version, accepted_at)
    SELECT closed_area_id, user_id, accepted_terms_version, accepted_at FROM closed_area_memberships`.execute(
    trx,
  );

  // Sponsor branding of an area (logo path under /, accent colour #RRGGBB).
  await trx.schema.alterTable('closed_areas').addColumn('tagline', 'text').execute();
  await trx.schema.alterTable('closed_areas').addColumn('sponsor_name', 'text').execute();
  await trx.schema.alterTable('closed_areas').addColumn('logo_url', 'text').execute();
  await trx.schema.alterTable('closed_areas').addColumn('accent_color', 'text').execute();
  await sql`UPDATE closed_areas SET tagline = 'Kontinenz- und Urologiepflege', accent_color = '#0F6E8C',
    logo_url = '/area-logos/urocampus.svg' WHERE id = 1`.execute(trx);

  // The area home's tiles (000 §3 tile types), in `position` order.
  await trx.schema
    .createTable('closed_area_tiles')
    .$call((t) => addId(t, ctx))
    .addColumn('closed_area_id', 'bigint', (c) =>
      c.notNull().references('closed_areas.id').onDelete('cascade'),
    )
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('body', 'text')
    .addColumn('url', 'text')
    .addColumn('link_label', 'text')
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('is_active', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
  await trx.schema
    .createIndex('closed_area_tiles_area_idx')
    .on('closed_area_tiles')
    .columns(['closed_area_id', 'is_active', 'position'])
    .execute();

  // Area admins (sponsor statistics); global admins count as admins of every area.
  await trx.schema
    .createTable('closed_area_admins')
    .addColumn('closed_area_id', 'bigint', (c) =>
      c.notNull().references('closed_areas.id').onDelete('cascade'),
    )
    .addColumn('user_id', 'bigint', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('closed_area_admins_pkey', ['closed_area_id', 'user_id'])
    .execute();
}
