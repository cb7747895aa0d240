/**
 * The browser's realtime channel: `GET /api/realtime` upgraded to a WebSocket, authenticated by
 * the session cookie (the session hook runs on the upgrade request). It forwards the member's bus
 * messages as JSON and sends `{ type: 'ready' }` once subscribed. Cross-site pages cannot open it:
 * the Origin must be this server's.
 */
import websocket from '@fastify/websocket';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { REALTIME_CLOSE_RESTART } from '@pflegepuls/shared';
import { enforceLimits, type TLimit } from '../../platform/limiter.ts';
import { isSessionEnded, SESSION_ENDED_MESSAGE } from '../../platform/session.ts';
import type { TApp, TDeps } from '../../platform/types.ts';

const PING_INTERVAL_MS = 25_000;
/**
 * Connections are counted per session: a ward's members share one NAT address, while one login
 * reconnecting in a loop is what a limit has to stop. The route limit is a ceiling per member
 * (per address for visitors, whose socket is closed at once).
 */
export const SOCKET_SESSION_LIMIT: TLimit = { name: 'realtime-session', max: 60, windowMs: 60_000 };
const SOCKET_IP_LIMIT = { max: 600, windowMs: 60_000 };
/** Close codes: 4401 not logged in, 4403 foreign origin (application range 4000-4999). */
const CLOSE_UNAUTHORIZED = 4401;
const CLOSE_FORBIDDEN_ORIGIN = 4403;

/** True when the upgrade comes from a page of this server (or from a non-browser client). */
export function isSameOrigin(request: FastifyRequest, publicUrl: string): boolean {
  const origin = request.headers.origin;
  if (!origin) return true;
  try {
    const host = new URL(origin).host;
    return host === request.headers.host || host === new URL(publicUrl).host;
  } catch {
    return false;
  }
}

/** Whether the session the socket was opened with is still valid (a failed lookup keeps it). */
async function isSessionActive(deps: TDeps, sessionId: string | null): Promise<boolean> {
  if (!sessionId) return false;
  try {
    const row = await deps.database.db
      .selectFrom('sessions')
      .select('expires_at')
      .where('id', '=', sessionId)
      .executeTakeFirst();
    return row !== undefined && row.expires_at > Date.now();
  } catch {
    return true;
  }
}

/** Registers the WebSocket plugin and the realtime route in a scope of their own. */
export function registerRealtimeSocket(app: TApp, deps: TDeps) {
  app.register(async (scope) => {
    let closing = false;
    await scope.register(websocket, {
      options: { maxPayload: 4096 },
      // On shutdown every socket hears "restart" (not the default's bare close), so the tab comes
      // back at once and the proxy hands it to an instance that still serves.
      preClose(this: FastifyInstance, done: () => void) {
        closing = true;
        for (const client of this.websocketServer.clients) client.close(REALTIME_CLOSE_RESTART, 'restart');
        this.websocketServer.close();
        done();
      },
    });
    scope.get(
      '/api/realtime',
      {
        websocket: true,
        config: { rateLimit: SOCKET_IP_LIMIT },
        preValidation: async (request) => {
          if (request.sessionId)
            await enforceLimits(deps.limiter, [[SOCKET_SESSION_LIMIT, request.sessionId]]);
        },
      },
      (socket, request) => {
        if (closing) {
          socket.close(REALTIME_CLOSE_RESTART, 'restart');
          return;
        }
        if (!isSameOrigin(request, deps.config.publicUrl)) {
          socket.close(CLOSE_FORBIDDEN_ORIGIN, 'origin');
          return;
        }
        const user = request.user;
        if (!user) {
          socket.close(CLOSE_UNAUTHORIZED, 'unauthorized');
          return;
        }
        const sessionId = request.sessionId;
        deps.metrics.sockets++;
        const stop = deps.realtime.subscribe(user.id, (message) => {
          if (socket.readyState !== socket.OPEN) return;
          // Logout of this tab's session (any instance): close now, not at the next ping.
          if (isSessionEnded(message, sessionId)) socket.close(CLOSE_UNAUTHORIZED, 'unauthorized');
          else if (message.type !== SESSION_ENDED_MESSAGE) socket.send(JSON.stringify(message));
        });
        void deps.realtime.whenSubscribed(user.id).then(() => {
          if (socket.readyState === socket.OPEN) socket.send(JSON.stringify({ type: 'ready' }));
        });
        // Pings keep proxies from closing an idle connection and find dead peers; each round also
        // checks that the session still exists, so a session ended without an announcement (from
        // the sessions list, a password change) ends this channel too.
        let isAlive = true;
        socket.on('pong', () => {
          isAlive = true;
        });
        const ping = setInterval(() => {
          if (!isAlive) return socket.terminate();
          isAlive = false;
          socket.ping();
          void isSessionActive(deps, sessionId).then((active) => {
            if (!active && socket.readyState === socket.OPEN)
              socket.close(CLOSE_UNAUTHORIZED, 'unauthorized');
          });
        }, PING_INTERVAL_MS);
        ping.unref();
        // The client only listens; anything it sends is ignored.
        socket.on('message', () => {});
        socket.on('close', () => {
          deps.metrics.sockets--;
          clearInterval(ping);
          stop();
        });
      },
    );
  });
}
