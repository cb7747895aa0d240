/** Table types of the feed domain(s); `DB` in ../schema.ts extends this. */
export type FeedTables = Record<never, never>;
