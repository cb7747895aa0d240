import { z } from './zod.ts';

/**
 * The one JSON shape of every error answer: `errors` maps a field to its German messages.
 * `success: false` because the original client reads `success` on several calls.
 */
export const ZApiError = z.object({
  success: z.literal(false),
  message: z.string(),
  errors: z.record(z.string(), z.array(z.string())).optional(),
  /** Only on 5xx: the request's id, also in `message` ("Fehler-ID …") and in the server's log. */
  errorId: z.string().optional(),
});
export type TApiError = z.infer<typeof ZApiError>;
