/**
 * Full-text search through each database's own engine, behind a few dialect functions.
 *
 * Both databases index and query German text normalised by one function (`foldSearchText`,
 * docs/search.md): ß → ss, umlauts and their ae/oe/ue spellings and the plain vowels match each
 * other, hyphenated words are found by each part and joined. The index holds `pp_search_text(column)`:
 *
 * - SQLite: a contentless FTS5 table per searchable table (`<table>_fts`, migration 0022), kept by
 *   triggers that call `pp_search_text`, a JavaScript function registered on every connection
 *   (`registerSearchFunctions`).
 * - PostgreSQL: GIN indexes on `tsvector` expressions per table over all columns and over the
 *   primary ones (no extra column, so `selectAll()` on the table is unchanged); `pp_search_text` is
 *   an immutable SQL function with the same rules (migration 0022). Names with the `simple`
 *   configuration (no stemming of names), texts with both `simple` (exact prefixes) and `german`
 *   (stemmed).
 *
 * Both rank in the same four tiers (see `tierQueries`).
 *
 * Every query token is a prefix ("kran" finds "Krankenpfleger"); all tokens must match.
 *
 * The expressions below are what migration 0022 indexed: changing one, or the normalisation, needs
 * a new migration that recreates the index (and the PostgreSQL function), or the two drift apart.
 */
import { sql, type AliasedRawBuilder, type Kysely, type RawBuilder, type SqlBool } from 'kysely';
import type { DB } from './schema.ts';
import type { TDialect } from './migrations/helpers.ts';
import type { DatabaseSync } from 'node:sqlite';

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
/** Rebuilt by migration 0033 (wiki) with the content's plain text. */
export const WIKI_SEARCH: TSearchTable = {
  table: 'wiki_pages',
  columns: [
    { name: 'title', weight: 10, kind: 'text' },
    { name: 'description', weight: 1, kind: 'text' },
    { name: 'content_text', weight: 1, kind: 'text' },
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

/**
 * The name of the database function that turns a column's text into what the index holds
 * (`searchIndexText`): on SQLite registered on every connection (sqlite.ts), on PostgreSQL created
 * in SQL by migration 0022 with the same rules.
 */
export const SEARCH_TEXT_FUNCTION = 'pp_search_text';

/**
 * German normalisation for search, the same for what is indexed and for the query (docs/search.md):
 * lower case; ß → ss; diacritics removed (ä → a, é → e); the spelled-out umlauts ae/oe/ue → a/o/u
 * unless the pair follows a vowel or q ("Mueller" = "Müller" = "Muller", but "Bauer", "neue",
 * "Quelle" keep their e). Punctuation is left for the tokenizers, which split on it.
 */
export function foldSearchText(text: string): string {
  return text
    .replace(/[ßẞ]/g, 'ss')
    .toLowerCase()
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/(?<![aeiouyq])([aou])e/g, '$1');
}

/**
 * What the index holds for a column's text: the folded text, and after it every hyphenated word
 * once more without its hyphens, so "Weiß-Müller" is found by "weiss", "müller", "weiss-müller" and
 * "weissmüller".
 */
export function searchIndexText(text: string): string {
  const folded = foldSearchText(text);
  const joined = (folded.match(/[\p{L}\p{N}]+(?:-[\p{L}\p{N}]+)+/gu) ?? []).map((w) => w.replaceAll('-', ''));
  return joined.length ? `${folded} ${joined.join(' ')}` : folded;
}

/** SQLite: makes `pp_search_text` callable by the search index's triggers on this connection. */
export function registerSearchFunctions(db: DatabaseSync): void {
  db.function(SEARCH_TEXT_FUNCTION, { deterministic: true }, (value) =>
    value === null || value === undefined ? null : searchIndexText(String(value)),
  );
}

/** The query's words, folded like the index (`foldSearchText`); only letters and digits survive. */
export function searchTokens(query: string): string[] {
  return (foldSearchText(query).match(/[\p{L}\p{N}]+/gu) ?? []).slice(0, MAX_TOKENS);
}

function pgWeight(weight: number): 'A' | 'B' | 'C' {
  return weight >= 10 ? 'A' : weight >= 3 ? 'B' : 'C';
}

/**
 * PostgreSQL: the tsvector expression of a table over all columns or the primary ones, exactly as
 * migration 0022 indexed it (a different text and PostgreSQL no longer uses the index).
 */
export function pgVectorSql(spec: TSearchTable, which: 'all' | 'primary' = 'all'): string {
  const parts: string[] = [];
  for (const column of spec.columns) {
    if (which === 'primary' && !spec.primary.includes(column.name)) continue;
    const folded = `${SEARCH_TEXT_FUNCTION}(${column.name})`;
    const weight = pgWeight(column.weight);
    parts.push(`setweight(to_tsvector('simple'::regconfig, ${folded}), '${weight}')`);
    if (column.kind === 'text') {
      parts.push(`setweight(to_tsvector('german'::regconfig, ${folded}), '${weight}')`);
    }
  }
  return `(${parts.join(' || ')})`;
}

/**
 * Both dialects rank in tiers instead of with ts_rank / bm25, which score every match: for a
 * common prefix that is most of the table (measured: "kran" over 20,000 members 570 ms with
 * ts_rank on PostgreSQL, over 100,000 members 460 ms with bm25 on SQLite). Rows whose primary
 * columns (names, titles) match come first, then rows matching elsewhere; the tiers together read
 * at most this many candidates, so the work is bounded however many rows match, and the caller
 * narrows them (visibility) and takes the best, ties by id.
 */
export const MAX_CANDIDATES = 200;

/**
 * A type's first query reads this many candidates per result it wants: enough unless visibility
 * filters drop most of them. FTS5 streams a whole word and stops at the LIMIT: the wiki's tiers for
 * "wundversorgung" read 32 candidates in a fraction of the time of 200 on SQLite's large seed.
 * A scoped source reads one per result: its candidates already meet the scope, and what else its
 * query filters (moderation) hides few rows.
 */
const FIRST_CANDIDATES_PER_RESULT = 4;

function firstCandidates(source: TSearchSource, limit: number): number {
  return source.scope ? limit : Math.min(limit * FIRST_CANDIDATES_PER_RESULT, MAX_CANDIDATES);
}

/** The candidates as a table to join on: higher rank is better. */
export type THit = { id: number; rank: number };

/**
 * The tiers, best first: the primary columns with every token as a whole word, then as a prefix,
 * then all columns the same two ways. They run in order and stop once the caller's limit of
 * candidates is read: every later tier could only add rows ranked below the candidates already
 * found. A word typed in full thus ranks its exact matches first and costs one short query; a word
 * typed half-way finds nothing whole and goes on to the prefixes. Why a whole word is cheaper:
 * - SQLite: FTS5 builds the whole merged doclist of a prefix before its LIMIT applies (all 5,000
 *   pages with "wundversorgung…" for one page of 200: 230 µs on the large seed), while a whole word
 *   streams and stops at the LIMIT (45 µs).
 * - PostgreSQL: a GIN scan collects every match into a bitmap before LIMIT either way, but a whole
 *   word reads one posting list (0.9 ms for those 5,000 pages) where a prefix merges those of every
 *   matching lexeme (2.3 ms); and the later tiers, all run before, are no longer needed.
 */
function tierQueries(
  dialect: TDialect,
  { spec, scope }: TSearchSource,
  tokens: string[],
  candidates: number,
): Array<RawBuilder<{ id: number }>> {
  const limit = sql.lit(candidates);
  const table = sql.table(spec.table);
  const inScope = scope ? sql`and ${scope}` : sql``;
  if (dialect === 'postgres') {
    // Tokens hold only letters and digits, so they cannot carry tsquery operators. A whole word is
    // the `simple` lexeme alone: adding the `german` stem doubled the GIN bitmap of a common word
    // (its 5,000 wiki pages: 0.9 ms); stemmed forms ("Wunden" for "Wunde") are found by the prefixes.
    const exact = sql`to_tsquery('simple'::regconfig, ${tokens.join(' & ')})`;
    const prefixes = tokens.map((t) => `${t}:*`).join(' & ');
    const prefix = sql`(to_tsquery('simple'::regconfig, ${prefixes})
      || to_tsquery('german'::regconfig, ${prefixes}))`;
    const tier = (which: 'all' | 'primary', match: RawBuilder<unknown>) =>
      sql<{ id: number }>`select id from ${table} where ${sql.raw(pgVectorSql(spec, which))} @@ ${match}
        ${inScope} limit ${limit}`;
    return [tier('primary', exact), tier('primary', prefix), tier('all', exact), tier('all', prefix)];
  }
  const fts = sql.table(`${spec.table}_fts`);
  // FTS5 syntax: a quoted string is a plain token, `*` makes it a prefix, spaces mean AND, and
  // `{col …} : (…)` restricts the match to those columns.
  const exact = tokens.map((t) => `"${t}"`).join(' ');
  const prefix = tokens.map((t) => `"${t}"*`).join(' ');
  const primary = (match: string) => `{${spec.primary.join(' ')}} : (${match})`;
  // A scope joins the table by rowid: FTS5 still drives and streams, each match one key lookup.
  const joined = scope ? sql`inner join ${table} on ${table}.id = ${fts}.rowid` : sql``;
  return [primary(exact), primary(prefix), exact, prefix].map(
    (match) =>
      sql<{ id: number }>`select ${fts}.rowid as id from ${fts} ${joined}
        where ${fts} match ${match} ${inScope} limit ${limit}`,
  );
}

/**
 * A table to search, with an optional scope: a condition on its columns (named with the table's
 * name) that every candidate meets, e.g. one wiki of many. Without it, rows the caller filters out
 * later still take candidate places.
 */
export type TSearchSource = { spec: TSearchTable; scope?: RawBuilder<SqlBool> };

/** A table's candidates: ids best first (rank, then id); `complete` when every match was read. */
type TCandidates = { ids: number[]; complete: boolean };

/**
 * The candidates of each source's table for the tokens: per table at most `candidates` rows read
 * from its index (a row found by several tiers keeps its best rank). One statement for all tables:
 * both databases run the parts of a UNION ALL in order and stop a part once its LIMIT is reached,
 * so a tier that fills it is the last one of its table run, and a word nothing matches costs one
 * round trip for all types of the search bar.
 */
export async function fullTextCandidates(
  database: { db: Kysely<DB>; dialect: TDialect },
  sources: ReadonlyArray<TSearchSource & { candidates: number }>,
  tokens: string[],
): Promise<TCandidates[]> {
  const parts = sources.map((source, table) => {
    const limit = sql.lit(source.candidates);
    const tiers = tierQueries(database.dialect, source, tokens, source.candidates);
    const ranked = tiers.map(
      (tier, i) => sql`select id, ${sql.lit(tiers.length - i)} as rank from (${tier}) as tier${sql.lit(i)}`,
    );
    return sql`select ${sql.lit(table)} as t, id, rank from (select id, rank from
      (${sql.join(ranked, sql` union all `)}) as tiers limit ${limit}) as table${sql.lit(table)}`;
  });
  const { rows } = await sql<THit & { t: number }>`${sql.join(parts, sql` union all `)}`.execute(database.db);
  // Rows come table by table; the first rank seen of an id is its best (tiers run best first).
  const ranks = sources.map(() => new Map<number, number>());
  const read = sources.map(() => 0);
  for (const row of rows) {
    const table = Number(row.t);
    read[table]!++;
    if (!ranks[table]!.has(Number(row.id))) ranks[table]!.set(Number(row.id), Number(row.rank));
  }
  return ranks.map((byId, table) => ({
    ids: [...byId].sort((a, b) => b[1] - a[1] || a[0] - b[0]).map(([id]) => id),
    complete: read[table]! < sources[table]!.candidates,
  }));
}

/**
 * Ids as a table of `THit` in their order (the position is the rank): one statement text whatever
 * their number, so it stays prepared.
 */
function hitsTable(dialect: TDialect, ids: number[]): AliasedRawBuilder<THit, 'hits'> {
  return (
    dialect === 'postgres'
      ? sql<THit>`(select id, -position as rank
          from unnest(${ids}::bigint[]) with ordinality as c(id, position))`
      : sql<THit>`(select value as id, -key as rank from json_each(${JSON.stringify(ids)}))`
  ).as('hits');
}

/** One type of a search: its table (and scope) and its query on the hits (see `rankedSearches`). */
export type TRankedSearch<T> = TSearchSource & {
  query: (hits: AliasedRawBuilder<THit, 'hits'>) => Promise<T[]>;
};

/**
 * Searches several types at once: each `query` joins the hits, filters what the viewer may see,
 * and orders by `hits.rank desc` and id, at most `limit` rows. All types' first candidates
 * (`firstCandidates`) come from one statement; a type reads up to
 * `MAX_CANDIDATES` more only when visibility left fewer than `limit` rows of a word that has more
 * matches. Those come after the first ones in rank order: the tiers are read in the same order,
 * only further.
 */
export async function rankedSearches<R extends unknown[]>(
  database: { db: Kysely<DB>; dialect: TDialect },
  tokens: string[],
  limit: number,
  searches: { [K in keyof R]: TRankedSearch<R[K]> },
): Promise<{ [K in keyof R]: Array<R[K]> }> {
  const list = searches as Array<TRankedSearch<unknown>>;
  if (!tokens.length) return list.map(() => []) as { [K in keyof R]: Array<R[K]> };
  const found = await fullTextCandidates(
    database,
    list.map((source) => ({ ...source, candidates: firstCandidates(source, limit) })),
    tokens,
  );
  const results = await Promise.all(
    list.map(async ({ query, ...source }, i) => {
      const candidates = found[i]!;
      if (!candidates.ids.length) return [];
      const rows = await query(hitsTable(database.dialect, candidates.ids));
      if (rows.length >= limit || candidates.complete) return rows;
      const seen = new Set(candidates.ids);
      const [all] = await fullTextCandidates(database, [{ ...source, candidates: MAX_CANDIDATES }], tokens);
      const more = all!.ids.filter((id) => !seen.has(id));
      if (!more.length) return rows;
      return [...rows, ...(await query(hitsTable(database.dialect, more)))].slice(0, limit);
    }),
  );
  return results as { [K in keyof R]: Array<R[K]> };
}
