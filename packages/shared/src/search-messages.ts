/** Limits and German texts of the search; no zod, so the search box can use them. */
/** German texts of the search endpoint and the search box. */
export const SEARCH_MESSAGES = {
  queryTooShort: (min: number) => `Bitte gib mindestens ${min} Zeichen ein.`,
  queryTooLong: (max: number) => `Bitte gib höchstens ${max} Zeichen ein.`,
  limitInvalid: (max: number) => `Bitte wähle eine Anzahl zwischen 1 und ${max}.`,
  /**
   * Short enough for a phone (docs/search.md): people, groups and job ads. Wiki pages are found
   * too, and the wiki has a search field of its own.
   */
  placeholder: 'Personen, Gruppen und Jobs suchen',
  intro: 'Suche nach Kolleginnen und Kollegen, Gruppen und Stellenanzeigen.',
  noResults: 'Keine Treffer',
  failed: 'Die Suche ist gerade nicht möglich. Bitte versuche es erneut.',
} as const;

export const SEARCH_MIN_CHARS = 2;
export const SEARCH_MAX_CHARS = 100;
/** At most this many results per type (and the default of `limit`). */
export const SEARCH_MAX_PER_TYPE = 8;
export const SEARCH_DEBOUNCE_MS = 250;

export const SEARCH_RESULT_TYPES = ['user', 'group', 'wiki', 'job'] as const;
export type TSearchResultType = (typeof SEARCH_RESULT_TYPES)[number];
