const TAG = /<\/?[a-z][^>]*>/gi;
// eslint-disable-next-line no-control-regex -- removing control characters is the point
const CONTROL = /[\u0000-\u001f\u007f-\u009f\u200b-\u200f\u2028\u2029\ufeff]/g;
const ENTITIES: Record<string, string> = {
  '&amp;': '&',
  '&lt;': '<',
  '&gt;': '>',
  '&quot;': '"',
  '&#39;': "'",
  '&apos;': "'",
  '&nbsp;': ' ',
};

/** Plain text of a server message: tags removed, common entities decoded, whitespace collapsed. */
export function stripHtml(value: string): string {
  return value
    .replace(/<(script|style)[^>]*>[\s\S]*?<\/\1>/gi, '')
    .replace(TAG, ' ')
    .replace(/&(amp|lt|gt|quot|#39|apos|nbsp);/g, (entity) => ENTITIES[entity] ?? entity)
    .replace(/\s+/g, ' ')
    .trim();
}

/** A value taken from the address bar, made safe to prefill into a form field. */
export function sanitizeQueryValue(value: string | null, maxLength: number): string {
  if (!value) return '';
  return stripHtml(value.replace(CONTROL, '')).replace(/[<>]/g, '').slice(0, maxLength).trim();
}
