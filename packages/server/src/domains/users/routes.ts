import { ZCurrentUser } from '@pflegepuls/shared';
import { requireUser } from '../../platform/session.ts';
import type { TApp, TDeps } from '../../platform/types.ts';
import { presentCurrentUser } from './present.ts';
import { getCurrentUserRow } from './service.ts';

export function registerUserRoutes(app: TApp, { database }: TDeps) {
  app.get('/api/user/me', { schema: { response: { 200: ZCurrentUser } } }, async (request) => {
    const { id } = requireUser(request);
    const { user, hasTalentPhone } = await getCurrentUserRow(database.db, id);
    return presentCurrentUser(user, { hasTalentPhone });
  });
}
