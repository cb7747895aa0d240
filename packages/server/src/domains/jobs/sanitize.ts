/**
 * Job-ad descriptions are rich text from company members. The server keeps only an allowlist of
 * structure tags without any attribute (paragraphs, line breaks, lists, bold, italic, two heading
 * levels), escapes all other text, drops every other tag (script and style with their content),
 * and closes what was left open (platform/html-sanitizer.ts). The result is safe to render as HTML.
 */
import { createHtmlSanitizer, decodeEntities } from '../../platform/html-sanitizer.ts';

export { decodeEntities };

export const sanitizeJobHtml = createHtmlSanitizer({
  allowed: new Set(['p', 'br', 'ul', 'ol', 'li', 'strong', 'em', 'h3', 'h4']),
  renamed: { b: 'strong', i: 'em', h1: 'h3', h2: 'h3', h5: 'h4', h6: 'h4' },
  empty: new Set(['br']),
});

/** The text of sanitised HTML, for search and summaries. */
export function htmlToText(html: string): string {
  return decodeEntities(html.replace(/<(br|\/p|\/li|\/h3|\/h4)>/g, '\n').replace(/<[^>]+>/g, ' '))
    .replace(/[ \t\u00a0]+/g, ' ')
    .replace(/ *\n */g, '\n')
    .replace(/\n{2,}/g, '\n')
    .trim();
}
