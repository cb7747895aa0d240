/**
 * Sponsored blocks of the feed (000 §9: one after every SPONSORED_BLOCK_EVERY items). The web imports
 * only the types from here, so these zod schemas never reach /feed's first load.
 */
import { z } from './zod.ts';

export const SPONSORED_MESSAGES = {
  queryInvalid: 'Ungültige Anfrage.',
  linkHttps: 'Der Link muss mit https:// beginnen.',
  sponsorRequired: 'Bitte gib den Namen des Sponsors ein.',
  titleRequired: 'Bitte gib einen Titel ein.',
  bodyRequired: 'Bitte gib einen Text ein.',
  linkLabelRequired: 'Bitte gib eine Beschriftung für den Link ein.',
  datesInvalid: 'Das Ende muss nach dem Start liegen.',
} as const;

/** How long the server keeps an area's sponsored list in memory. */
export const SPONSORED_SERVER_CACHE_MS = 60_000;

/** An https URL (sponsors' links never downgrade to http or run scripts). */
export const zHttpsUrl = z
  .string()
  .trim()
  .max(2000, SPONSORED_MESSAGES.linkHttps)
  .refine((value) => {
    try {
      return new URL(value).protocol === 'https:';
    } catch {
      return false;
    }
  }, SPONSORED_MESSAGES.linkHttps);

/** GET /api/sponsored?closedAreaId= (absent = the general community). */
export const ZSponsoredQuery = z.object({
  closedAreaId: z.preprocess(
    (v) => (v === '' || v === 'null' ? undefined : v),
    z.coerce
      .number({ error: SPONSORED_MESSAGES.queryInvalid })
      .int(SPONSORED_MESSAGES.queryInvalid)
      .positive(SPONSORED_MESSAGES.queryInvalid)
      .optional(),
  ),
});
export type TSponsoredQuery = z.infer<typeof ZSponsoredQuery>;

/** A sponsored item as written (the admin issue's form and the demo seed). */
export const ZSponsoredItemInput = z
  .object({
    closedAreaId: z.number().int().positive().nullable(),
    sponsorName: z.string().trim().min(1, SPONSORED_MESSAGES.sponsorRequired).max(120),
    title: z.string().trim().min(1, SPONSORED_MESSAGES.titleRequired).max(140),
    body: z.string().trim().min(1, SPONSORED_MESSAGES.bodyRequired).max(600),
    linkUrl: zHttpsUrl,
    linkLabel: z.string().trim().min(1, SPONSORED_MESSAGES.linkLabelRequired).max(40),
    imagePath: z.string().max(300).nullable(),
    isActive: z.boolean(),
    startsAt: z.number().int().nonnegative(),
    endsAt: z.number().int().nonnegative().nullable(),
    position: z.number().int().min(0),
  })
  .refine((item) => item.endsAt === null || item.endsAt > item.startsAt, {
    message: SPONSORED_MESSAGES.datesInvalid,
    path: ['endsAt'],
  });
export type TSponsoredItemInput = z.infer<typeof ZSponsoredItemInput>;

/** A sponsored block as members get it. */
export const ZSponsoredItem = z.object({
  id: z.number(),
  closedAreaId: z.number().nullable(),
  sponsorName: z.string(),
  title: z.string(),
  body: z.string(),
  linkUrl: z.string(),
  linkLabel: z.string(),
  /** URL under /uploads, or null. */
  image: z.string().nullable(),
});
export type TSponsoredItem = z.infer<typeof ZSponsoredItem>;

export const ZSponsoredAnswer = z.object({ data: z.array(ZSponsoredItem) });
export type TSponsoredAnswer = z.infer<typeof ZSponsoredAnswer>;
