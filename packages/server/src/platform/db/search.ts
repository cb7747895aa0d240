/**
 * Full-text search through each database's own engine, behind a few dialect functions.
 *
 * - SQLite: an FTS5 table per searchable table (`<table>_fts`), external content (the rows stay in
 *   the table, FTS5 keeps only its index), tokenizer `unicode61 remove_diacritics 2`, kept by
 *   triggers. Ranked in two tiers (see `fullTextHits`).
 * - PostgreSQL: GIN indexes on `tsvector` expressions per table, over all columns and over the
 *   primary ones (no extra column, so `selectAll()` on the table is unchanged): names with the
 *   `simple` configuration (no stemming of names), texts with both `simple` (exact prefixes) and
 *   `german` (stemmed). Ranked in two tiers (see `fullTextHits`).
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
  /** Weight in the PostgreSQL vector: 'A' for ≥ 10, 'B' for ≥ 3, else 'C'. */
  weight: number;
  /** Names are not stemmed ('simple' only); texts also get the 'german' configuration. */
  kind: 'name' | 'text';
};

/**
 * A table searched through full text: its columns in index order, and the primary ones (names,
 * titles) whose matches rank first on PostgreSQL.
 */
export type TSearchTable = { table: string; columns: TSearchColumn[]; primary: string[] };

export const USER_SEARCH: TSearchTable = {
  table: 'users',
  columns: [
    { name: 'first_name', weight: 10, kind: 'name' },
    { name: 'last_name', weight: 10, kind: 'name' },
    { name: 'current_position', weight: 3, kind: 'text' },
  ],
  primary: ['first_name', 'last_name'],
};
export const GROUP_SEARCH: TSearchTable = {
  table: 'groups',
  columns: [
    { name: 'title', weight: 10, kind: 'text' },
    { name: 'description', weight: 1, kind: 'text' },
  ],
  primary: ['title'],
};
export const WIKI_SEARCH: TSearchTable = {
  table: 'wiki_pages',
  columns: [
    { name: 'title', weight: 10, kind: 'text' },
    { name: 'description', weight: 1, kind: 'text' },
  ],
  primary: ['title'],
};
export const JOB_SEARCH: TSearchTable = {
  table: 'job_ads',
  columns: [
    { name: 'title', weight: 10, kind: 'text' },
    { name: 'company_name', weight: 3, kind: 'name' },
    { name: 'location', weight: 3, kind: 'name' },
    { name: 'description', weight: 1, kind: 'text' },
  ],
  primary: ['title'],
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

/** PostgreSQL: an indexed tsvector expression of a table, over all columns or the primary ones. */
export function pgVectorSql(spec: TSearchTable, which: 'all' | 'primary' = 'all'): string {
  const parts: string[] = [];
  for (const column of spec.columns) {
    if (which === 'primary' && !spec.primary.includes(column.name)) continue;
    const ref = column.name;
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
    return [
      `CREATE INDEX ${table}_search_idx ON ${table} USING gin (${pgVectorSql(spec)})`,
      `CREATE INDEX ${table}_search_primary_idx ON ${table} USING gin (${pgVectorSql(spec, 'primary')})`,
    ];
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
 * Both dialects rank in two tiers instead of with ts_rank / bm25, which score every match: for a
 * common prefix that is most of the table (measured: "kran" over 20,000 members 570 ms with
 * ts_rank on PostgreSQL, over 100,000 members 460 ms with bm25 on SQLite). Rows whose primary
 * columns (names, titles) match come first (rank 2), then rows matching elsewhere (1); each tier
 * takes at most this many candidates, so the work is bounded however many rows match, and the
 * caller narrows them (visibility) and takes the best, ties by id.
 */
const CANDIDATES_PER_TIER = 200;

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
    const all = sql.raw(pgVectorSql(spec));
    const primary = sql.raw(pgVectorSql(spec, 'primary'));
    const table = sql.table(spec.table);
    // A row in both tiers keeps the better rank (excluding tier 1 from tier 2 in SQL would
    // recompute the primary expression per row).
    return sql`(SELECT id, max(rank) AS rank FROM (
      (SELECT id, 2 AS rank FROM ${table} WHERE ${primary} @@ ${query} LIMIT ${CANDIDATES_PER_TIER})
      UNION ALL
      (SELECT id, 1 AS rank FROM ${table} WHERE ${all} @@ ${query} LIMIT ${CANDIDATES_PER_TIER})
    ) AS tiers GROUP BY id)`;
  }
  const fts = sql.table(`${spec.table}_fts`);
  // FTS5 syntax: a quoted string is a plain token, `*` makes it a prefix, spaces mean AND, and
  // `{col …} : (…)` restricts the match to those columns.
  const match = tokens.map((t) => `"${t}"*`).join(' ');
  const primaryMatch = `{${spec.primary.join(' ')}} : (${match})`;
  return sql`(SELECT id, max(rank) AS rank FROM (
    SELECT * FROM (SELECT rowid AS id, 2 AS rank FROM ${fts} WHERE ${fts} MATCH ${primaryMatch} LIMIT ${CANDIDATES_PER_TIER})
    UNION ALL
    SELECT * FROM (SELECT rowid AS id, 1 AS rank FROM ${fts} WHERE ${fts} MATCH ${match} LIMIT ${CANDIDATES_PER_TIER})
  ) AS tiers GROUP BY id)`;
}
