import type { TDomain } from '../../platform/types.ts';
import { chatAccountData } from './account-data.ts';
import { registerChatRoutes } from './routes.ts';

/** Chat: conversations and unread status. */
export const chatDomain: TDomain = {
  name: 'chat',
  register(app, deps) {
    deps.accountData.add('chat', chatAccountData(deps.config));
    registerChatRoutes(app, deps);
  },
};
