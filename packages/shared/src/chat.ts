/** Chat (000 §2, §7). */
import { z } from './zod.ts';

/** `GET /api/chat/messages/unread`: chats with a message from someone else since I last read them. */
export const ZUnreadChats = z.object({ chatIds: z.array(z.number()), count: z.number() });
export type TUnreadChats = z.infer<typeof ZUnreadChats>;
