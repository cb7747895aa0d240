/**
 * Logging outside production (docs/platform.md): one readable line per request instead of
 * Fastify's pair of JSON lines, none for built assets, files and the health check; and pino's JSON
 * turned into `12:03:45 WARN message` lines. Production keeps JSON for log collectors.
 */
import type { FastifyInstance } from 'fastify';

const LEVELS: Record<number, string> = {
  10: 'TRACE',
  20: 'DEBUG',
  30: 'INFO',
  40: 'WARN',
  50: 'ERROR',
  60: 'FATAL',
};

const FILE_PATH = /\.(js|mjs|css|map|svg|png|jpe?g|webp|ico|gif|woff2?|webmanifest|txt|mp4|webm)$/i;

/** Requests a developer does not want to read about: assets, other files, the health and readiness checks. */
export function isQuietPath(path: string): boolean {
  return (
    path === '/api/health' || path === '/api/ready' || path.startsWith('/assets/') || FILE_PATH.test(path)
  );
}

/** One line per request: `GET /api/feed 200 12 ms`. */
export function registerCompactRequestLog(app: FastifyInstance): void {
  app.addHook('onResponse', async (request, reply) => {
    const path = request.url.split('?')[0]!;
    if (isQuietPath(path)) return;
    request.log.info(`${request.method} ${path} ${reply.statusCode} ${Math.round(reply.elapsedTime)} ms`);
  });
}

/** A pino destination that writes each JSON record as one readable line (errors with their stack). */
export function readableLogDestination(out: NodeJS.WritableStream = process.stdout) {
  return {
    write(line: string) {
      let record: { time?: number; level?: number; msg?: string; err?: { stack?: string } };
      try {
        record = JSON.parse(line) as typeof record;
      } catch {
        out.write(line);
        return;
      }
      const time = new Date(record.time ?? Date.now()).toTimeString().slice(0, 8);
      const level = LEVELS[record.level ?? 30] ?? String(record.level);
      const stack = record.err?.stack ? `\n${record.err.stack}` : '';
      out.write(`${time} ${level.padEnd(5)} ${record.msg ?? ''}${stack}\n`);
    },
  };
}
