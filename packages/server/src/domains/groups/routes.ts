import { ZGroupsAnswer } from '@pflegepuls/shared';
import { requireUser } from '../../platform/session.ts';
import type { TApp, TDeps } from '../../platform/types.ts';
import { getMyGroups } from './service.ts';

/** Group endpoints; for now the list the shell prefetches to count invitations (000 §3, §7). */
export function registerGroupRoutes(app: TApp, { database }: TDeps) {
  app.get('/api/groups/all', { schema: { response: { 200: ZGroupsAnswer } } }, async (request) => {
    const user = requireUser(request);
    return { data: await getMyGroups(database.db, user.id) };
  });
}
