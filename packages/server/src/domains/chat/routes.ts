import type { TApp, TDeps } from '../../platform/types.ts';

/** Endpoints of chat (a later issue builds it; until then the unread status from its real, empty tables). */
export function registerChatRoutes(_app: TApp, _deps: TDeps) {}
