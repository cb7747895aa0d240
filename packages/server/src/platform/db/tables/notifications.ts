/** Table types of the notifications domain(s); `DB` in ../schema.ts extends this. */
export type NotificationsTables = Record<never, never>;
