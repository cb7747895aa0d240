/**
 * The allow-list HTML sanitiser behind the job ads' descriptions and the wiki's pages: every tag
 * not allowed is dropped (script, style, frames, SVG, MathML … with their content), attributes only
 * where the caller's `attributes` keeps them, text escaped, what was left open closed. The result is
 * safe to render as HTML. Each domain configures its tags (domains/jobs/sanitize.ts,
 * domains/wiki/sanitize.ts).
 */
import { escapeHtml } from './html.ts';

const DROP_WITH_CONTENT =
  /<(script|style|iframe|object|embed|template|noscript|svg|math|frameset|frame|textarea|select|title)\b[\s\S]*?(<\/\1\s*>|$)/gi;
const TOKEN = /<!--[\s\S]*?(-->|$)|<\/?([a-zA-Z][a-zA-Z0-9]*)\b([^>]*)>|[^<]+|</g;
const NAMED: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' };

export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, body: string) => {
    if (body[0] === '#') {
      const code =
        body[1] === 'x' || body[1] === 'X' ? parseInt(body.slice(2), 16) : parseInt(body.slice(1), 10);
      return Number.isFinite(code) && code > 0 && code < 0x110000 ? String.fromCodePoint(code) : '';
    }
    return NAMED[body.toLowerCase()] ?? whole;
  });
}

export type THtmlPolicy = {
  allowed: ReadonlySet<string>;
  /** Tags written as another (b → strong). */
  renamed: Readonly<Record<string, string>>;
  /** Tags without content (br, img). */
  empty: ReadonlySet<string>;
  /**
   * The attributes kept on an allowed tag, as " name=\"value\" …" (already escaped), from the tag's
   * raw attribute text; null drops the tag itself (an image without a safe source). None: no
   * attribute is ever kept.
   */
  attributes?: (tag: string, source: string) => string | null;
};

export function createHtmlSanitizer(policy: THtmlPolicy): (input: string) => string {
  const { allowed, renamed, empty, attributes = () => '' } = policy;
  return (input) => {
    const source = input.replace(DROP_WITH_CONTENT, '');
    const out: string[] = [];
    const open: string[] = [];
    for (const match of source.matchAll(TOKEN)) {
      const token = match[0];
      if (token.startsWith('<!--')) continue;
      const rawName = match[2];
      if (!rawName) {
        out.push(escapeHtml(decodeEntities(token)));
        continue;
      }
      const name = renamed[rawName.toLowerCase()] ?? rawName.toLowerCase();
      if (!allowed.has(name)) continue;
      const isClose = token.startsWith('</');
      if (isClose) {
        const at = open.lastIndexOf(name);
        if (at >= 0) while (open.length > at) out.push(`</${open.pop()!}>`);
        continue;
      }
      const kept = attributes(name, match[3] ?? '');
      if (kept === null) continue;
      out.push(`<${name}${kept}>`);
      if (!empty.has(name)) open.push(name);
    }
    while (open.length) out.push(`</${open.pop()!}>`);
    return out.join('').trim();
  };
}
