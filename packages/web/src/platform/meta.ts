/** Placeholders in index.html that the server replaces per request (`__CSRF_TOKEN__`, …). */
const PLACEHOLDER = /^__[A-Z_]+__$/;

/** The content of `<meta name="…">`, or null when it is missing or still an unfilled placeholder. */
export function readMeta(name: string): string | null {
  const content = document.querySelector<HTMLMetaElement>(`meta[name="${name}"]`)?.content ?? '';
  return content && !PLACEHOLDER.test(content) ? content : null;
}

/** Sets `<meta name="…">`, creating the element when the page has none. */
export function writeMeta(name: string, content: string): void {
  let element = document.querySelector<HTMLMetaElement>(`meta[name="${name}"]`);
  if (!element) {
    element = document.createElement('meta');
    element.name = name;
    document.head.append(element);
  }
  element.content = content;
}

/**
 * Whether the page was served to a visitor: the server writes the member's id into
 * `<meta name="user-id">` (000 §3) and leaves it empty for visitors. False when the page does not
 * say (the Vite dev server leaves the placeholder): then only asking the server tells.
 */
export function isVisitorPage(): boolean {
  return document.querySelector<HTMLMetaElement>('meta[name="user-id"]')?.content === '';
}
