/** The tip of the day (000 §3, right panel). */
import { z } from './zod.ts';

export const TIP_MESSAGES = { title: 'Tipp des Tages' } as const;

export const ZTip = z.object({ id: z.number(), title: z.string(), text: z.string() });
export type TTip = z.infer<typeof ZTip>;

/** `GET /api/tips/today`: the same tip all day (Europe/Berlin); null only when no tip is active. */
export const ZTipAnswer = z.object({ tip: ZTip.nullable() });
export type TTipAnswer = z.infer<typeof ZTipAnswer>;
