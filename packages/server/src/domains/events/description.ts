/**
 * The event description: members write simple rich text (paragraphs, bold, italic, lists, https
 * links). The server keeps only an allow-list of tags without attributes (links: an https href, no
 * other attribute), drops scripts, styles and frames with their content and escapes everything
 * else (platform/html-sanitizer.ts), so the stored HTML is safe to render. Plain text (no tags)
 * becomes paragraphs. The plain-text copy feeds calendar files and cards.
 */
import { escapeHtml } from '../../platform/html.ts';
import { createHtmlSanitizer, decodeEntities } from '../../platform/html-sanitizer.ts';

/** Links only to https addresses, opening apart from the app; a link without one keeps its text. */
const sanitizeEventHtml = createHtmlSanitizer({
  allowed: new Set(['p', 'br', 'strong', 'b', 'em', 'i', 'u', 'ul', 'ol', 'li', 'a']),
  renamed: {},
  empty: new Set(['br']),
  attributes(tag, source) {
    if (tag !== 'a') return '';
    const href = /href\s*=\s*"(https:\/\/[^"\s]+)"/i.exec(source)?.[1];
    if (!href) return null;
    return ` href="${escapeHtml(decodeEntities(href))}" rel="noopener noreferrer nofollow" target="_blank"`;
  },
});

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
  const out = sanitizeEventHtml(source);
  if (out === '') return '';
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
