/**
 * Every message the realtime channel (`/api/realtime`) sends to a member's tabs. The server sends
 * only these; the web's platform transports them and each web domain handles the types it cares
 * about (its api module registers the handler). Messages only tell the tab what to refresh: the
 * server stays the source of truth.
 */
import { z } from 'zod';
import { ZChatRealtimeEvent } from './chat.ts';

/** The tab (re)connected; it may have missed messages while it was away. */
export const ZRealtimeReady = z.object({ type: z.literal('ready') });
/** A new notification for the member, with the new unseen count. */
export const ZRealtimeNotification = z.object({
  type: z.literal('notification'),
  id: z.number(),
  messageType: z.string(),
  messageText: z.string(),
  unseenCount: z.number(),
});
/** The unseen count changed (seen on another tab or device, or after a daily job). */
export const ZRealtimeCount = z.object({ type: z.literal('notification_count'), unseenCount: z.number() });

/** Something happened in one of the member's chats (docs/chat.md). */
export const ZRealtimeChat = z.object({ type: z.literal('chat'), event: ZChatRealtimeEvent });

export const ZRealtimeMessage = z.discriminatedUnion('type', [
  ZRealtimeReady,
  ZRealtimeNotification,
  ZRealtimeCount,
  ZRealtimeChat,
]);
export type TRealtimeMessage = z.infer<typeof ZRealtimeMessage>;
export type TRealtimeNotificationMessage = z.infer<typeof ZRealtimeNotification>;
export type TRealtimeCountMessage = z.infer<typeof ZRealtimeCount>;
export type TRealtimeChatMessage = z.infer<typeof ZRealtimeChat>;

export { REALTIME_CLOSE_RESTART } from './realtime-close.ts';
