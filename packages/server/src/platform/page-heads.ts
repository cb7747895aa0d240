/**
 * What a server-rendered page carries in its <head> besides the app: a domain adds, for paths it
 * owns, elements every reader gets before any script runs (structured data, the canonical link),
 * so search engines, which do not log in, see them. The SPA renderer (spa.ts) asks the first entry
 * whose pattern matches the path. Entries return finished, escaped HTML.
 */
import type { FastifyBaseLogger } from 'fastify';

export type TPageHead = (match: RegExpExecArray) => Promise<string | null>;

export interface TPageHeads {
  /** Adds the head elements of paths matching `pattern` (at start). */
  add(pattern: RegExp, head: TPageHead): void;
  /** The extra head HTML of a path ('' for none; a failing entry is logged and left out). */
  render(pathname: string, log: FastifyBaseLogger): Promise<string>;
}

export function createPageHeads(): TPageHeads {
  const entries: Array<{ pattern: RegExp; head: TPageHead }> = [];
  return {
    add(pattern, head) {
      entries.push({ pattern, head });
    },
    async render(pathname, log) {
      for (const { pattern, head } of entries) {
        const match = pattern.exec(pathname);
        if (!match) continue;
        try {
          return (await head(match)) ?? '';
        } catch (error) {
          log.warn({ err: error, pathname }, 'Kopfzeilen der Seite nicht erzeugt');
          return '';
        }
      }
      return '';
    },
  };
}

/** JSON inside <script>: no "</script>" or "<!--" can end it early. */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}
