/** Table types of the users domain(s); `DB` in ../schema.ts extends this. */
export type UsersTables = Record<never, never>;
