/**
 * Wiki pages are rich text from the editors (TipTap on the web). The job ads' allow-list sanitiser
 * (platform/html-sanitizer.ts) with more tags and a few attributes: every other tag is dropped (script, style, SVG, MathML and frames with their
 * content), every other attribute (on*, style, …) too, URLs only http(s), mailto or our own paths
 * (no javascript:, data:, vbscript:), external links get rel="noopener noreferrer" and a new tab.
 * Text is escaped and what was left open is closed, so the result is safe to render as HTML.
 */
import { createHtmlSanitizer, decodeEntities } from '../../platform/html-sanitizer.ts';
import { escapeHtml } from '../../platform/html.ts';
import { htmlToText } from '../jobs/sanitize.ts';

const ALLOWED = new Set([
  'p',
  'br',
  'h2',
  'h3',
  'h4',
  'ul',
  'ol',
  'li',
  'strong',
  'em',
  'u',
  's',
  'blockquote',
  'code',
  'pre',
  'hr',
  'a',
  'img',
  'table',
  'thead',
  'tbody',
  'tr',
  'th',
  'td',
]);
const RENAMED: Record<string, string> = { b: 'strong', i: 'em', h1: 'h2', h5: 'h4', h6: 'h4', strike: 's' };
const ATTRIBUTE = /([^\s"'>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g;

/** A safe URL or null: http(s), mailto, a path of our own or an anchor; nothing else. */
export function safeUrl(raw: string, kind: 'link' | 'image'): string | null {
  // Browsers ignore whitespace and control characters inside a scheme ("java\tscript:").
  // eslint-disable-next-line no-control-regex
  const value = decodeEntities(raw).replace(/[\u0000-\u0020\u007f-\u009f]/g, '');
  if (!value || value.length > 2_000) return null;
  if (/^https?:\/\//i.test(value)) return value;
  if (kind === 'link' && /^mailto:[^\s]+$/i.test(value)) return value;
  if (/^\/(?!\/)/.test(value) && !value.includes('\\')) return value;
  if (kind === 'link' && value.startsWith('#')) return value;
  return null;
}

function attributesOf(tag: string, source: string): string | null {
  const out: string[] = [];
  const seen = new Set<string>();
  for (const match of source.matchAll(ATTRIBUTE)) {
    const name = match[1]!.toLowerCase();
    if (seen.has(name)) continue;
    seen.add(name);
    const value = match[2] ?? match[3] ?? match[4] ?? '';
    if (tag === 'a' && name === 'href') {
      const url = safeUrl(value, 'link');
      if (!url) continue;
      out.push(`href="${escapeHtml(url)}"`);
      if (/^https?:\/\//i.test(url)) out.push('target="_blank"', 'rel="noopener noreferrer"');
    } else if (tag === 'img' && name === 'src') {
      const url = safeUrl(value, 'image');
      if (url) out.push(`src="${escapeHtml(url)}"`);
    } else if ((tag === 'img' && name === 'alt') || (tag === 'a' && name === 'title')) {
      out.push(`${name}="${escapeHtml(decodeEntities(value).slice(0, 300))}"`);
    } else if ((tag === 'td' || tag === 'th') && (name === 'colspan' || name === 'rowspan')) {
      if (/^[1-9]\d?$/.test(value)) out.push(`${name}="${value}"`);
    }
  }
  if (tag === 'img' && !out.some((a) => a.startsWith('src='))) return null;
  return out.length ? ` ${out.join(' ')}` : '';
}

export const sanitizeWikiHtml = createHtmlSanitizer({
  allowed: ALLOWED,
  renamed: RENAMED,
  empty: new Set(['br', 'hr', 'img']),
  attributes: attributesOf,
});

/** At most this much of a page's text goes into the full-text index. */
const SEARCH_TEXT_MAX = 20_000;

/** The plain text of sanitised content for the search index. */
export function wikiSearchText(html: string): string {
  return htmlToText(html).slice(0, SEARCH_TEXT_MAX);
}
