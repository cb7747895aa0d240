import { sql, type Kysely } from 'kysely';
import { searchIndexDdlV1, type TSearchTableV1 } from './search-v1.ts';
import { addId, type TMigrationContext } from './helpers.ts';

/**
 * The search index of job ads as this migration creates it (frozen: a later change of JOB_SEARCH
 * needs a migration of its own). Titles and descriptions are German text (stemmed), company and
 * town are names.
 */
const JOB_ADS_SEARCH: TSearchTableV1 = {
  table: 'job_ads',
  columns: [
    { name: 'title', weight: 10, kind: 'text' },
    { name: 'company_name', weight: 3, kind: 'name' },
    { name: 'location', weight: 3, kind: 'name' },
    { name: 'description', weight: 1, kind: 'text' },
  ],
  primary: ['title'],
};

/**
 * Companies and job ads (docs/companies.md, docs/jobs.md): employer profiles with several
 * locations (postal code, country and the postal code's coordinates), members with a role, structured
 * job ads (replacing the stub `job_ads` of 0006, which nothing filled) and saved ads.
 */
export async function up(trx: Kysely<unknown>, ctx: TMigrationContext) {
  await trx.schema
    .createTable('companies')
    .$call((t) => addId(t, ctx))
    .addColumn('name', 'text', (c) => c.notNull())
    /** Lower-cased, diacritics folded: the list's sort key and its search text. */
    .addColumn('name_sort', 'text', (c) => c.notNull())
    .addColumn('facility_type', 'text', (c) => c.notNull())
    .addColumn('size', 'text')
    .addColumn('about', 'text')
    .addColumn('benefits', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('logo_path', 'text')
    .addColumn('cover_path', 'text')
    .addColumn('photos', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('contact_name', 'text')
    .addColumn('contact_position', 'text')
    .addColumn('contact_email', 'text')
    .addColumn('contact_phone', 'text')
    .addColumn('is_verified', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
  // Lists: by name (keyset name_sort, id), per facility type.
  await trx.schema.createIndex('companies_name_idx').on('companies').columns(['name_sort', 'id']).execute();
  await trx.schema
    .createIndex('companies_type_name_idx')
    .on('companies')
    .columns(['facility_type', 'name_sort', 'id'])
    .execute();

  await trx.schema
    .createTable('company_locations')
    .$call((t) => addId(t, ctx))
    .addColumn('company_id', 'bigint', (c) => c.notNull().references('companies.id').onDelete('cascade'))
    .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('street', 'text')
    .addColumn('plz', 'text', (c) => c.notNull())
    .addColumn('city', 'text', (c) => c.notNull())
    .addColumn('country', 'text', (c) => c.notNull())
    .addColumn('latitude', ctx.real)
    .addColumn('longitude', ctx.real)
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await trx.schema
    .createIndex('company_locations_company_idx')
    .on('company_locations')
    .columns(['company_id', 'position', 'id'])
    .execute();
  // Companies near me: a bounding box over the coordinates.
  await trx.schema
    .createIndex('company_locations_coordinates_idx')
    .on('company_locations')
    .columns(['latitude', 'longitude'])
    .execute();

  await trx.schema
    .createTable('company_members')
    .addColumn('company_id', 'bigint', (c) => c.notNull().references('companies.id').onDelete('cascade'))
    .addColumn('user_id', 'bigint', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('role', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('company_members_pkey', ['company_id', 'user_id'])
    .execute();
  await trx.schema
    .createIndex('company_members_user_idx')
    .on('company_members')
    .columns(['user_id', 'company_id'])
    .execute();

  // ---- job_ads: the 0006 stub (never filled) gives way to the structured table ----
  if (ctx.dialect === 'sqlite') await sql`DROP TABLE IF EXISTS job_ads_fts`.execute(trx);
  await trx.schema.dropTable('job_ads').ifExists().execute();
  await trx.schema
    .createTable('job_ads')
    .$call((t) => addId(t, ctx))
    .addColumn('uid', 'text', (c) => c.notNull().unique())
    .addColumn('company_id', 'bigint', (c) => c.notNull().references('companies.id').onDelete('cascade'))
    .addColumn('company_location_id', 'bigint', (c) => c.notNull().references('company_locations.id'))
    /** Copies of the company's name and the location's place, kept on edit (search and cards). */
    .addColumn('company_name', 'text', (c) => c.notNull())
    .addColumn('location', 'text', (c) => c.notNull())
    .addColumn('plz', 'text', (c) => c.notNull())
    .addColumn('country', 'text', (c) => c.notNull())
    .addColumn('latitude', ctx.real)
    .addColumn('longitude', ctx.real)
    .addColumn('title', 'text', (c) => c.notNull())
    /** Plain text of the description (search index, JSON-LD fallback). */
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('description_html', 'text', (c) => c.notNull())
    .addColumn('work_area', 'text', (c) => c.notNull())
    .addColumn('work_sub_area', 'text')
    .addColumn('qualification', 'text', (c) => c.notNull())
    .addColumn('employment_type', 'text', (c) => c.notNull())
    .addColumn('hours_per_week', 'integer')
    /** JSON array of shift-model values. */
    .addColumn('shift_models', 'text', (c) => c.notNull())
    .addColumn('pay_scale', 'text')
    .addColumn('pay_group', 'text')
    .addColumn('pay_min', 'integer')
    .addColumn('pay_max', 'integer')
    .addColumn('pay_currency', 'text', (c) => c.notNull().defaultTo('EUR'))
    .addColumn('driver_license_required', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('start_date', 'text')
    /** Last day the ad runs (YYYY-MM-DD, Europe/Berlin); afterwards it counts as expired. */
    .addColumn('end_date', 'text')
    .addColumn('benefits', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('contact_name', 'text')
    .addColumn('contact_position', 'text')
    .addColumn('contact_email', 'text')
    .addColumn('contact_phone', 'text')
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('published_at', 'bigint')
    .addColumn('created_by', 'bigint', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
  // Newest published first (keyset published_at, id).
  await trx.schema
    .createIndex('job_ads_status_published_idx')
    .on('job_ads')
    .columns(['status', 'published_at', 'id'])
    .execute();
  // Near me: a bounding box over the coordinates of published ads.
  await trx.schema
    .createIndex('job_ads_status_coordinates_idx')
    .on('job_ads')
    .columns(['status', 'latitude', 'longitude'])
    .execute();
  // A company's ads (profile page, editor).
  await trx.schema
    .createIndex('job_ads_company_idx')
    .on('job_ads')
    .columns(['company_id', 'status', 'published_at', 'id'])
    .execute();
  await trx.schema
    .createIndex('job_ads_location_idx')
    .on('job_ads')
    .columns(['company_location_id'])
    .execute();

  await trx.schema
    .createTable('saved_job_ads')
    .addColumn('user_id', 'bigint', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('job_ad_id', 'bigint', (c) => c.notNull().references('job_ads.id').onDelete('cascade'))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('saved_job_ads_pkey', ['user_id', 'job_ad_id'])
    .execute();
  await trx.schema
    .createIndex('saved_job_ads_user_created_idx')
    .on('saved_job_ads')
    .columns(['user_id', 'created_at', 'job_ad_id'])
    .execute();
  await trx.schema.createIndex('saved_job_ads_job_idx').on('saved_job_ads').columns(['job_ad_id']).execute();

  for (const statement of searchIndexDdlV1(ctx.dialect, JOB_ADS_SEARCH))
    await sql.raw(statement).execute(trx);
}
