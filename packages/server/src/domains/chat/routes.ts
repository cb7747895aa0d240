import { ZUnreadChats } from '@pflegepuls/shared';
import { requireUser } from '../../platform/session.ts';
import type { TApp, TDeps } from '../../platform/types.ts';
import { getUnreadChats } from './service.ts';

/** Chat endpoints; for now the unread status the shell prefetches (000 §7). */
export function registerChatRoutes(app: TApp, { database }: TDeps) {
  app.get('/api/chat/messages/unread', { schema: { response: { 200: ZUnreadChats } } }, async (request) => {
    const user = requireUser(request);
    return getUnreadChats(database.db, user.id);
  });
}
