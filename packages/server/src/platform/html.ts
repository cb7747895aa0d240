/** Escapes text for HTML content and attribute values (server-rendered pages and mails). */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}
