import { sql, type Kysely } from 'kysely';
import type { TMigrationContext } from './helpers.ts';

/**
 * Issue 21, search (docs/search.md): the search index holds German text normalised the way the
 * query is (platform/db/search.ts `searchIndexText`): ß → ss, umlauts, their ae/oe/ue spellings and
 * the plain vowels alike, hyphenated words also joined. Everything this needs is frozen here:
 *
 * - PostgreSQL: the immutable SQL function `pp_search_text(text)` and new GIN expression indexes
 *   over it (the old ones are dropped; building the new ones indexes every existing row).
 * - SQLite: contentless FTS5 tables filled from the rows through `pp_search_text`, a function the
 *   connection registers (platform/db/sqlite.ts), and triggers that keep them current.
 */
type TColumn = { name: string; weight: number; kind: 'name' | 'text' };
type TTable = { table: string; columns: TColumn[]; primary: string[] };

const TABLES: TTable[] = [
  {
    table: 'users',
    columns: [
      { name: 'first_name', weight: 10, kind: 'name' },
      { name: 'last_name', weight: 10, kind: 'name' },
      { name: 'current_position', weight: 3, kind: 'text' },
    ],
    primary: ['first_name', 'last_name'],
  },
  {
    table: 'groups',
    columns: [
      { name: 'title', weight: 10, kind: 'text' },
      { name: 'description', weight: 1, kind: 'text' },
    ],
    primary: ['title'],
  },
  {
    table: 'wiki_pages',
    columns: [
      { name: 'title', weight: 10, kind: 'text' },
      { name: 'description', weight: 1, kind: 'text' },
    ],
    primary: ['title'],
  },
  {
    table: 'job_ads',
    columns: [
      { name: 'title', weight: 10, kind: 'text' },
      { name: 'company_name', weight: 3, kind: 'name' },
      { name: 'location', weight: 3, kind: 'name' },
      { name: 'description', weight: 1, kind: 'text' },
    ],
    primary: ['title'],
  },
];

/**
 * Latin letters with diacritics (U+00C0–U+024F whose canonical decomposition starts with an ASCII
 * letter) and the lower-case ASCII letter each folds to; the JavaScript side removes the marks
 * after Unicode NFD, which gives the same letters.
 */
function foldTable(): { from: string; to: string } {
  let from = '';
  let to = '';
  for (let code = 0xc0; code <= 0x24f; code++) {
    const char = String.fromCodePoint(code);
    const base = char.normalize('NFD')[0]!;
    if (base !== char && /^[A-Za-z]$/.test(base)) {
      from += char;
      to += base.toLowerCase();
    }
  }
  return { from, to };
}

function pgFunctionSql(): string {
  const { from, to } = foldTable();
  // ß first (translate maps one letter to one), then the diacritics, lower case, and ae/oe/ue → a/o/u
  // unless after a vowel or q; then each hyphenated word once more without hyphens.
  return `CREATE OR REPLACE FUNCTION pp_search_text(value text) RETURNS text
    LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $fn$
      SELECT folded || coalesce((
        SELECT ' ' || string_agg(replace(m[1], '-', ''), ' ')
        FROM regexp_matches(folded, '([[:alnum:]]+(?:-[[:alnum:]]+)+)', 'g') AS m
      ), '')
      FROM (SELECT regexp_replace(
        lower(translate(replace(replace(normalize(coalesce(value, ''), NFC), 'ß', 'ss'), 'ẞ', 'ss'), '${from}', '${to}')),
        '(?<![aeiouyq])([aou])e', '\\1', 'g') AS folded) AS f
    $fn$`;
}

function pgWeight(weight: number): 'A' | 'B' | 'C' {
  return weight >= 10 ? 'A' : weight >= 3 ? 'B' : 'C';
}

/** The indexed expression; platform/db/search.ts `pgVectorSql` builds the same text to query. */
function pgVector(spec: TTable, which: 'all' | 'primary'): string {
  const parts: string[] = [];
  for (const column of spec.columns) {
    if (which === 'primary' && !spec.primary.includes(column.name)) continue;
    const folded = `pp_search_text(${column.name})`;
    const weight = pgWeight(column.weight);
    parts.push(`setweight(to_tsvector('simple'::regconfig, ${folded}), '${weight}')`);
    if (column.kind === 'text')
      parts.push(`setweight(to_tsvector('german'::regconfig, ${folded}), '${weight}')`);
  }
  return `(${parts.join(' || ')})`;
}

function sqliteDdl(spec: TTable): string[] {
  const { table } = spec;
  const fts = `${table}_fts`;
  const names = spec.columns.map((c) => c.name);
  const list = names.join(', ');
  const values = (prefix: string) => names.map((n) => `pp_search_text(${prefix}.${n})`).join(', ');
  return [
    `DROP TRIGGER IF EXISTS ${fts}_ai`,
    `DROP TRIGGER IF EXISTS ${fts}_ad`,
    `DROP TRIGGER IF EXISTS ${fts}_au`,
    `DROP TABLE IF EXISTS ${fts}`,
    // Contentless: the index holds normalised text, which is not in the table, so FTS5 must never
    // read (or 'rebuild' from) the table's raw columns.
    `CREATE VIRTUAL TABLE ${fts} USING fts5(${list}, content='', tokenize='unicode61 remove_diacritics 2')`,
    `INSERT INTO ${fts}(rowid, ${list}) SELECT id, ${values(table)} FROM ${table}`,
    `CREATE TRIGGER ${fts}_ai AFTER INSERT ON ${table} BEGIN
       INSERT INTO ${fts}(rowid, ${list}) VALUES (new.id, ${values('new')});
     END`,
    `CREATE TRIGGER ${fts}_ad AFTER DELETE ON ${table} BEGIN
       INSERT INTO ${fts}(${fts}, rowid, ${list}) VALUES ('delete', old.id, ${values('old')});
     END`,
    // Only when a searched column changes: heartbeats and counters on the row cost no index work.
    `CREATE TRIGGER ${fts}_au AFTER UPDATE OF ${list} ON ${table} BEGIN
       INSERT INTO ${fts}(${fts}, rowid, ${list}) VALUES ('delete', old.id, ${values('old')});
       INSERT INTO ${fts}(rowid, ${list}) VALUES (new.id, ${values('new')});
     END`,
  ];
}

export async function up(trx: Kysely<unknown>, ctx: TMigrationContext) {
  if (ctx.dialect === 'postgres') {
    await sql.raw(pgFunctionSql()).execute(trx);
    for (const spec of TABLES) {
      await sql.raw(`DROP INDEX IF EXISTS ${spec.table}_search_idx`).execute(trx);
      await sql.raw(`DROP INDEX IF EXISTS ${spec.table}_search_primary_idx`).execute(trx);
      await sql
        .raw(`CREATE INDEX ${spec.table}_search_idx ON ${spec.table} USING gin (${pgVector(spec, 'all')})`)
        .execute(trx);
      await sql
        .raw(
          `CREATE INDEX ${spec.table}_search_primary_idx ON ${spec.table} USING gin (${pgVector(spec, 'primary')})`,
        )
        .execute(trx);
    }
    return;
  }
  for (const spec of TABLES) {
    for (const statement of sqliteDdl(spec)) await sql.raw(statement).execute(trx);
  }
}
