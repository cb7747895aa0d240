/**
 * The event description: members write simple rich text (paragraphs, bold, italic, lists, https
 * links). The server keeps only an allow-list of tags without attributes (links: an https href, no
 * other attribute) and escapes everything else, so the stored HTML is safe to render. Plain text
 * (no tags) becomes paragraphs. The plain-text copy feeds calendar files and cards.
 */
import { escapeHtml } from '../../platform/html.ts';

const ALLOWED = new Set(['p', 'br', 'strong', 'b', 'em', 'i', 'u', 'ul', 'ol', 'li', 'a']);
const TAG = /<(\/?)([a-zA-Z][a-zA-Z0-9]*)([^<>]*)>/g;

function decodeEntities(text: string): string {
  return text
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#([0-9]{1,5});/g, (_, code: string) => String.fromCharCode(Number(code)))
    .replace(/&amp;/g, '&');
}

/** Allow-listed HTML of the description; '' for an empty one. */
export function sanitizeDescription(input: string): string {
  const source = input.trim();
  if (source === '') return '';
  if (!/<[a-zA-Z/][^>]*>/.test(source)) {
    return source
      .split(/\n{2,}/)
      .map((para) => `<p>${escapeHtml(para.trim()).replace(/\n/g, '<br>')}</p>`)
      .join('');
  }
  let out = '';
  let last = 0;
  const open: string[] = [];
  for (const match of source.matchAll(TAG)) {
    out += escapeHtml(decodeEntities(source.slice(last, match.index)));
    last = match.index + match[0].length;
    const closing = match[1] === '/';
    const name = match[2]!.toLowerCase();
    if (!ALLOWED.has(name)) continue;
    if (name === 'br') {
      out += '<br>';
      continue;
    }
    if (closing) {
      const at = open.lastIndexOf(name);
      if (at === -1) continue;
      while (open.length > at) out += `</${open.pop()}>`;
      continue;
    }
    if (name === 'a') {
      const href = /href\s*=\s*"(https:\/\/[^"\s]+)"/i.exec(match[3] ?? '')?.[1];
      if (!href) continue;
      out += `<a href="${escapeHtml(decodeEntities(href))}" rel="noopener noreferrer nofollow" target="_blank">`;
    } else {
      out += `<${name}>`;
    }
    open.push(name);
  }
  out += escapeHtml(decodeEntities(source.slice(last)));
  while (open.length > 0) out += `</${open.pop()}>`;
  // Inline markup only (no blocks): the line breaks the member typed still make the paragraphs.
  if (!/<(p|ul|ol|br)>/.test(out)) {
    return out
      .split(/\n{2,}/)
      .map((para) => `<p>${para.trim().replace(/\n/g, '<br>')}</p>`)
      .join('');
  }
  return out;
}

/** The description's text without markup (calendar files, cards). */
export function descriptionText(html: string): string {
  return decodeEntities(
    html
      .replace(/<br>/g, '\n')
      .replace(/<\/(p|li)>/g, '\n')
      .replace(/<[^>]+>/g, ''),
  )
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}
