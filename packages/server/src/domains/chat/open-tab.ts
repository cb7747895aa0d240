/**
 * Whether a member has a tab of the app open: its heartbeat (every 30 s from every open tab,
 * presence domain) reached `users.last_seen_at` within ONLINE_WINDOW_MS. A chat message is then
 * shown in the tab over the realtime channel, so its web push is left out (docs/chat.md). The
 * member's "hide online status" setting does not matter here: nobody else sees this answer.
 */
import type { Kysely } from 'kysely';
import { ONLINE_WINDOW_MS } from '@pflegepuls/shared';
import type { DB } from '../../platform/db/index.ts';

export async function hasOpenTab(db: Kysely<DB>, userId: number, now = Date.now()): Promise<boolean> {
  const row = await db.selectFrom('users').select('last_seen_at').where('id', '=', userId).executeTakeFirst();
  return row?.last_seen_at != null && now - row.last_seen_at < ONLINE_WINDOW_MS;
}
