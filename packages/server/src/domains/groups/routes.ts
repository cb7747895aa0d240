import { ZGroupsAnswer } from '@pflegepuls/shared';
import { requireUser } from '../../platform/session.ts';
import type { TApp, TDeps } from '../../platform/types.ts';
import { registerAccountDeletionStep } from '../users/deletion.ts';
import { registerExportSection } from '../users/export.ts';
import { deleteGroupMemberships, exportGroupMemberships, getMyGroups } from './service.ts';

registerExportSection('groupMemberships', exportGroupMemberships);
registerAccountDeletionStep('groups', deleteGroupMemberships);

/** Group endpoints; for now the list the shell prefetches to count invitations (000 §3, §7). */
export function registerGroupRoutes(app: TApp, { database }: TDeps) {
  app.get('/api/groups/all', { schema: { response: { 200: ZGroupsAnswer } } }, async (request) => {
    const user = requireUser(request);
    return { data: await getMyGroups(database.db, user.id) };
  });
}
