/** Table types of the shell domain(s); `DB` in ../schema.ts extends this. */
export type ShellTables = Record<never, never>;
