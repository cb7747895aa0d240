import { ZOnlineStatusAnswer } from '@pflegepuls/shared';
import { requireUser } from '../../platform/session.ts';
import { flushOnClose } from '../../platform/in-flight.ts';
import type { TApp, TDeps } from '../../platform/types.ts';
import { createPresenceTracker, writePresence, type TPresenceTracker } from './service.ts';

/**
 * Endpoints of the online heartbeat (001 §7.3). Returns the tracker so tests can flush it; the
 * server flushes it on close.
 */
export function registerPresenceRoutes(app: TApp, { database }: TDeps): TPresenceTracker {
  const tracker = createPresenceTracker({
    write: (batch) => writePresence(database.db, database.dialect, batch),
    onError: (error) => app.log.error({ err: error }, 'Online-Status konnte nicht gespeichert werden'),
  });
  flushOnClose(app, () => tracker.flush());

  void app.register(async (scope) => {
    // The original client's payload is "not shown" (001 §7.3): accept an empty JSON body too.
    scope.removeContentTypeParser('application/json');
    scope.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => {
      const text = String(body).trim();
      if (!text) return done(null, {});
      try {
        done(null, JSON.parse(text));
      } catch {
        done(Object.assign(new Error('Ungültiges JSON'), { statusCode: 400 }), undefined);
      }
    });
    scope.post(
      '/user/create_online_status',
      { schema: { response: { 200: ZOnlineStatusAnswer } } },
      async (request) => {
        const user = requireUser(request);
        tracker.seen(user.id);
        return { success: true as const };
      },
    );
  });
  return tracker;
}
