/**
 * Pure text helpers of feed cards: absolute dates, safe auto-linking of plain text and counts (relative
 * times come from shared's `formatRelativeTime`, the same on the server).
 * Bodies are never HTML: the card renders the segments as text and anchors, React escapes the rest.
 */

export type TTextSegment = { kind: 'text'; text: string } | { kind: 'link'; text: string; href: string };

let dateTimeFormat: Intl.DateTimeFormat | undefined;

/** Absolute date and time for a tooltip / `<time title>` (one formatter: creating one costs more than a card). */
export function formatDateTime(epochMs: number): string {
  dateTimeFormat ??= new Intl.DateTimeFormat('de', { dateStyle: 'medium', timeStyle: 'short' });
  return dateTimeFormat.format(epochMs);
}

// http(s) URLs and bare "www." hosts; stops at whitespace and at the brackets around a link.
const URL_PATTERN = /\b(?:https?:\/\/|www\.)[^\s<>"'()[\]{}]+/gi;
// Punctuation that ends a sentence is rarely part of the link before it.
const TRAILING_PUNCTUATION = /[.,;:!?]+$/;

/** Splits plain text into text and link segments; only http(s) links are produced. */
export function linkifyText(text: string): TTextSegment[] {
  const segments: TTextSegment[] = [];
  let last = 0;
  for (const match of text.matchAll(URL_PATTERN)) {
    const start = match.index;
    const raw = match[0].replace(TRAILING_PUNCTUATION, '');
    const href = raw.toLowerCase().startsWith('www.') ? `https://${raw}` : raw;
    if (!isSafeHttpUrl(href)) continue;
    if (start > last) segments.push({ kind: 'text', text: text.slice(last, start) });
    segments.push({ kind: 'link', text: raw, href });
    last = start + raw.length;
  }
  if (last < text.length) segments.push({ kind: 'text', text: text.slice(last) });
  return segments;
}

function isSafeHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.hostname.includes('.');
  } catch {
    return false;
  }
}

/** "1 Kommentar" / "3 Kommentare" style German counts. */
export function formatCount(count: number, singular: string, plural: string): string {
  return `${count.toLocaleString('de-DE')} ${count === 1 ? singular : plural}`;
}

/** Percentage of a survey answer, rounded; 0 when nobody voted. */
export function getVotePercent(votes: number, total: number): number {
  return total > 0 ? Math.round((votes / total) * 100) : 0;
}
