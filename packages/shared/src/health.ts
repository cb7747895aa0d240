import { z } from './zod.ts';

export const ZHealth = z.object({
  status: z.enum(['ok', 'degraded']),
  database: z.enum(['sqlite', 'postgres']),
  version: z.string(),
});
export type THealth = z.infer<typeof ZHealth>;
