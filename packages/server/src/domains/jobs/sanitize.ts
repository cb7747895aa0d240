/**
 * Job-ad descriptions are rich text from company members. The server keeps only an allowlist of
 * structure tags without any attribute (paragraphs, line breaks, lists, bold, italic, two heading
 * levels), escapes all other text, drops every other tag (script and style with their content),
 * and closes what was left open. The result is safe to render as HTML.
 */
import { escapeHtml } from '../../platform/html.ts';

const ALLOWED = new Set(['p', 'br', 'ul', 'ol', 'li', 'strong', 'em', 'h3', 'h4']);
const RENAMED: Record<string, string> = { b: 'strong', i: 'em', h1: 'h3', h2: 'h3', h5: 'h4', h6: 'h4' };
const VOID = new Set(['br']);
const DROP_WITH_CONTENT = /<(script|style|iframe|object|template|noscript)\b[\s\S]*?(<\/\1\s*>|$)/gi;
const TOKEN = /<!--[\s\S]*?(-->|$)|<\/?([a-zA-Z][a-zA-Z0-9]*)\b[^>]*>|[^<]+|</g;

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

export function sanitizeJobHtml(input: string): string {
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
    const name = RENAMED[rawName.toLowerCase()] ?? rawName.toLowerCase();
    if (!ALLOWED.has(name)) continue;
    const isClose = token.startsWith('</');
    if (VOID.has(name)) {
      if (!isClose) out.push(`<${name}>`);
      continue;
    }
    if (!isClose) {
      open.push(name);
      out.push(`<${name}>`);
      continue;
    }
    const at = open.lastIndexOf(name);
    if (at < 0) continue;
    while (open.length > at) out.push(`</${open.pop()!}>`);
  }
  while (open.length) out.push(`</${open.pop()!}>`);
  return out.join('').trim();
}

/** The text of sanitised HTML, for search and summaries. */
export function htmlToText(html: string): string {
  return decodeEntities(html.replace(/<(br|\/p|\/li|\/h3|\/h4)>/g, '\n').replace(/<[^>]+>/g, ' '))
    .replace(/[ \t\u00a0]+/g, ' ')
    .replace(/ *\n */g, '\n')
    .replace(/\n{2,}/g, '\n')
    .trim();
}
