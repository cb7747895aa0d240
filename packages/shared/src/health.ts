import { z } from './zod.ts';

export const ZHealth = z.object({
  status: z.enum(['ok', 'degraded']),
  database: z.enum(['sqlite', 'postgres']),
  version: z.string(),
});
export type THealth = z.infer<typeof ZHealth>;

/** `GET /api/ready`: 200 while the instance takes requests, 503 while it drains or lacks its database. */
export const ZReadiness = z.object({ status: z.enum(['ready', 'draining', 'degraded']) });
export type TReadiness = z.infer<typeof ZReadiness>;
