/** Table types of the network domain(s); `DB` in ../schema.ts extends this. */
export type NetworkTables = Record<never, never>;
