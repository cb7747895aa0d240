/**
 * Full-text search through each database's own engine, behind a few dialect functions.
 *
 * - SQLite: an FTS5 table per searchable table (`<table>_fts`), external content (the rows stay in
 *   the table, FTS5 keeps only its index), tokenizer `unicode61 remove_diacritics 2`, kept by
 *   triggers. Ranked with bm25 and per-column weights.
 * - PostgreSQL: a GIN index on a `tsvector` expression per table (no extra column, so `selectAll()`
 *   on the table is unchanged): names with the `simple` configuration (no stemming of names),
 *   texts with both `simple` (exact prefixes) and `german` (stemmed). Ranked with ts_rank.
 *
 * Both fold diacritics the same way (ä → a, é → e; ß stays ß), on the indexed text and on the
 * query, so "Müller" and "muller" find the same members. Every query token is a prefix ("kran"
 * finds "Krankenpfleger"); all tokens must match.
 *
 * The expressions below are what the migration indexed: changing one needs a new migration that
 * recreates the index, or PostgreSQL stops using it.
 */
import { sql, type RawBuilder } from 'kysely';
import type { TDialect } from './migrations/helpers.ts';

export type TSearchColumn = {
  name: string;
  /** bm25 weight on SQLite; on PostgreSQL 'A' for ≥ 10, 'B' for ≥ 3, else 'C'. */
  weight: number;
  /** Names are not stemmed ('simple' only); texts also get the 'german' configuration. */
  kind: 'name' | 'text';
};

/** A table searched through full text: its columns in index order. */
export type TSearchTable = { table: string; columns: TSearchColumn[] };

export const USER_SEARCH: TSearchTable = {
  table: 'users',
  columns: [
    { name: 'first_name', weight: 10, kind: 'name' },
    { name: 'last_name', weight: 10, kind: 'name' },
    { name: 'current_position', weight: 3, kind: 'text' },
  ],
};
export const GROUP_SEARCH: TSearchTable = {
  table: 'groups',
  columns: [
    { name: 'title', weight: 10, kind: 'text' },
    { name: 'description', weight: 1, kind: 'text' },
  ],
};
export const WIKI_SEARCH: TSearchTable = {
  table: 'wiki_pages',
  columns: [
    { name: 'title', weight: 10, kind: 'text' },
    { name: 'description', weight: 1, kind: 'text' },
  ],
};
export const JOB_SEARCH: TSearchTable = {
  table: 'job_ads',
  columns: [
    { name: 'title', weight: 10, kind: 'text' },
    { name: 'company_name', weight: 3, kind: 'name' },
    { name: 'location', weight: 3, kind: 'name' },
  ],
};
export const SEARCH_TABLES = [USER_SEARCH, GROUP_SEARCH, WIKI_SEARCH, JOB_SEARCH];

/** At most this many query tokens are used; more only make the query slower, not better. */
const MAX_TOKENS = 6;
/** Letters with diacritics PostgreSQL folds with translate() (the query side uses Unicode NFD). */
const FOLD_FROM = 'ÄÖÜÁÀÂÃÅÉÈÊËÍÌÎÏÓÒÔÕÚÙÛÇÑäöüáàâãåéèêëíìîïóòôõúùûçñ';
const FOLD_TO = [...FOLD_FROM].map((c) => c.normalize('NFD')[0]!.toLowerCase()).join('');

/** The query's words, lower-cased with diacritics removed; only letters and digits survive. */
export function searchTokens(query: string): string[] {
  const folded = query.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
  return (folded.match(/[\p{L}\p{N}]+/gu) ?? []).slice(0, MAX_TOKENS);
}

function pgWeight(weight: number): 'A' | 'B' | 'C' {
  return weight >= 10 ? 'A' : weight >= 3 ? 'B' : 'C';
}

/** PostgreSQL: the indexed tsvector expression of a table (qualified by `alias` in queries). */
export function pgVectorSql(spec: TSearchTable, alias?: string): string {
  const parts: string[] = [];
  for (const column of spec.columns) {
    const ref = alias ? `${alias}.${column.name}` : column.name;
    const folded = `translate(lower(coalesce(${ref}, '')), '${FOLD_FROM}', '${FOLD_TO}')`;
    const weight = pgWeight(column.weight);
    parts.push(`setweight(to_tsvector('simple'::regconfig, ${folded}), '${weight}')`);
    if (column.kind === 'text') {
      parts.push(`setweight(to_tsvector('german'::regconfig, ${folded}), '${weight}')`);
    }
  }
  return `(${parts.join(' || ')})`;
}

/** DDL that creates the search index of a table and keeps it current (run by migration 0006). */
export function searchIndexDdl(dialect: TDialect, spec: TSearchTable): string[] {
  const { table, columns } = spec;
  const names = columns.map((c) => c.name);
  if (dialect === 'postgres') {
    return [`CREATE INDEX ${table}_search_idx ON ${table} USING gin (${pgVectorSql(spec)})`];
  }
  const fts = `${table}_fts`;
  const list = names.join(', ');
  const values = (prefix: string) => names.map((n) => `${prefix}.${n}`).join(', ');
  return [
    `CREATE VIRTUAL TABLE ${fts} USING fts5(${list}, content='${table}', content_rowid='id', tokenize='unicode61 remove_diacritics 2')`,
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
    `INSERT INTO ${fts}(${fts}) VALUES ('rebuild')`,
  ];
}

/**
 * The rows of `spec.table` matching every token, as a subquery of `(id, rank)` (higher rank is
 * better) to join the table on and order by. Null when there is nothing to search for.
 */
export function fullTextHits(
  dialect: TDialect,
  spec: TSearchTable,
  tokens: string[],
): RawBuilder<{ id: number; rank: number }> | null {
  if (!tokens.length) return null;
  if (dialect === 'postgres') {
    // Tokens hold only letters and digits, so they cannot carry tsquery operators.
    const text = tokens.map((t) => `${t}:*`).join(' & ');
    const query = sql`(to_tsquery('simple'::regconfig, ${text}) || to_tsquery('german'::regconfig, ${text}))`;
    const vector = sql.raw(pgVectorSql(spec));
    return sql`(SELECT id, ts_rank(${vector}, ${query}) AS rank FROM ${sql.table(spec.table)} WHERE ${vector} @@ ${query})`;
  }
  const fts = sql.table(`${spec.table}_fts`);
  // FTS5 syntax: a quoted string is a plain token, `*` makes it a prefix, spaces mean AND.
  const match = tokens.map((t) => `"${t}"*`).join(' ');
  const weights = sql.raw(spec.columns.map((c) => String(c.weight)).join(', '));
  // bm25 is lower for better matches; negated so both dialects sort by rank descending.
  return sql`(SELECT rowid AS id, -bm25(${fts}, ${weights}) AS rank FROM ${fts} WHERE ${fts} MATCH ${match})`;
}
