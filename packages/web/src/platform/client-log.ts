/**
 * The client log ring buffer behind the crash screen's "copy logs" and "debug logs" (000 §8): console
 * errors and warnings plus app events. Over CLIENT_LOG_BUFFER_MAX entries it keeps the newest
 * CLIENT_LOG_BUFFER_TRIM_TO, so trimming happens rarely and the buffer never grows without bound.
 */
import { CLIENT_LOG_BUFFER_MAX, CLIENT_LOG_BUFFER_TRIM_TO } from '@pflegepuls/shared/constants';

export type TLogLevel = 'error' | 'warn' | 'event';
export type TLogEntry = { at: number; level: TLogLevel; message: string };

/** A bounded list of log entries. */
export class ClientLogBuffer {
  #entries: TLogEntry[] = [];

  /** Adds an entry; trims to the newest 200 once there are more than 300. */
  add(entry: TLogEntry): void {
    this.#entries.push(entry);
    if (this.#entries.length > CLIENT_LOG_BUFFER_MAX) {
      this.#entries = this.#entries.slice(-CLIENT_LOG_BUFFER_TRIM_TO);
    }
  }

  /** The entries, oldest first. */
  list(): readonly TLogEntry[] {
    return this.#entries;
  }

  /** The entries as text, one line each ("2026-11-26T01:02:03.000Z ERROR message"). */
  format(): string {
    return this.#entries
      .map((entry) => `${new Date(entry.at).toISOString()} ${entry.level.toUpperCase()} ${entry.message}`)
      .join('\n');
  }
}

/** Turns console arguments into one line (errors with their stack's first lines). */
export function formatLogArguments(args: readonly unknown[]): string {
  return args
    .map((arg) => {
      if (arg instanceof Error) return `${arg.name}: ${arg.message}${arg.stack ? `\n${arg.stack}` : ''}`;
      if (typeof arg === 'string') return arg;
      try {
        return JSON.stringify(arg);
      } catch {
        return String(arg);
      }
    })
    .join(' ')
    .slice(0, 4000);
}

/** The app's one buffer. */
export const clientLog = new ClientLogBuffer();

/** Records an app event (navigation, area switch, …) for the debug log. */
export function logAppEvent(message: string): void {
  clientLog.add({ at: Date.now(), level: 'event', message });
}

let isCapturing = false;

/** Copies console errors and warnings and uncaught errors into the buffer; idempotent. */
export function captureConsole(): void {
  if (isCapturing || typeof window === 'undefined') return;
  isCapturing = true;
  for (const level of ['error', 'warn'] as const) {
    const original = console[level].bind(console);
    console[level] = (...args: unknown[]) => {
      clientLog.add({ at: Date.now(), level, message: formatLogArguments(args) });
      original(...args);
    };
  }
  window.addEventListener('error', (event) =>
    clientLog.add({
      at: Date.now(),
      level: 'error',
      message: formatLogArguments([event.error ?? event.message]),
    }),
  );
  window.addEventListener('unhandledrejection', (event) =>
    clientLog.add({
      at: Date.now(),
      level: 'error',
      message: formatLogArguments(['Unhandled rejection', event.reason]),
    }),
  );
}
