/** Presence (001 §7.3): the online heartbeat's answer. */
import { z } from './zod.ts';

/** `POST /user/create_online_status`: the body may be empty; nothing in it is read. */
export const ZOnlineStatusAnswer = z.object({ success: z.literal(true) });
export type TOnlineStatusAnswer = z.infer<typeof ZOnlineStatusAnswer>;
