/** Search (000 §2): people, groups, wiki pages and job ads in one box. */
import { z } from './zod.ts';
import { ZUserSummary } from './users.ts';
import {
  SEARCH_MESSAGES,
  SEARCH_MIN_CHARS,
  SEARCH_MAX_CHARS,
  SEARCH_MAX_PER_TYPE,
  SEARCH_RESULT_TYPES,
} from './search-messages.ts';

const M = SEARCH_MESSAGES;

/** What a member types into a search: the search bar's and the wiki's search's `q`. */
export const ZSearchText = z
  .string({ error: M.queryTooShort(SEARCH_MIN_CHARS) })
  .trim()
  .min(SEARCH_MIN_CHARS, M.queryTooShort(SEARCH_MIN_CHARS))
  .max(SEARCH_MAX_CHARS, M.queryTooLong(SEARCH_MAX_CHARS));

/** `GET /api/search?q=&limit=`: `limit` caps the results per type. */
export const ZSearchQuery = z.object({
  q: ZSearchText,
  limit: z.coerce
    .number({ error: M.limitInvalid(SEARCH_MAX_PER_TYPE) })
    .int(M.limitInvalid(SEARCH_MAX_PER_TYPE))
    .min(1, M.limitInvalid(SEARCH_MAX_PER_TYPE))
    .max(SEARCH_MAX_PER_TYPE, M.limitInvalid(SEARCH_MAX_PER_TYPE))
    .default(SEARCH_MAX_PER_TYPE),
});
export type TSearchQuery = z.infer<typeof ZSearchQuery>;

/** One hit. `url` is an app path; `user` is set for people (type 'user') only. */
export const ZSearchResult = z.object({
  type: z.enum(SEARCH_RESULT_TYPES),
  id: z.number(),
  title: z.string(),
  subtitle: z.string().nullable(),
  url: z.string(),
  user: ZUserSummary.optional(),
});
export type TSearchResult = z.infer<typeof ZSearchResult>;

/** Results grouped by type in the order user, group, wiki, job; ranked within each type. */
export const ZSearchAnswer = z.object({ results: z.array(ZSearchResult) });
export type TSearchAnswer = z.infer<typeof ZSearchAnswer>;
