/**
 * CSV downloads as German spreadsheets open them: a BOM (Excel reads UTF-8 then), semicolons, decimal
 * commas, CRLF; a cell is quoted only when it holds a separator, quote or line break, and a cell a
 * spreadsheet would run as a formula is defused with a leading apostrophe.
 */
import type { FastifyReply } from 'fastify';
import { getCalendarDay } from '@pflegepuls/shared';

export type TCsvCell = string | number | null;

/** One cell; numbers with a decimal comma. */
export function csvCell(value: TCsvCell): string {
  if (value === null) return '';
  if (typeof value === 'number') return String(value).replace('.', ',');
  // A leading =, +, -, @, tab or return makes a spreadsheet evaluate the cell.
  const text = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[;"\n\r]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** Blocks of rows (the first row of each is its header), separated by an empty line. */
export function renderCsvBlocks(blocks: readonly (readonly TCsvCell[])[][]): string {
  const lines = blocks.flatMap((rows, n) => [
    ...(n > 0 ? [''] : []),
    ...rows.map((row) => row.map(csvCell).join(';')),
  ]);
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}

/** One table: header row, then the rows. */
export function renderCsv(header: readonly TCsvCell[], rows: readonly (readonly TCsvCell[])[]): string {
  return renderCsvBlocks([[header, ...rows]]);
}

/** e.g. pflegepuls-nutzer-2026-11-20-bis-2026-11-27.csv: the Berlin days of the window [from, to). */
export function csvFileName(productSlug: string, what: string, window: { from: string; to: string }): string {
  const first = getCalendarDay(Date.parse(window.from));
  const last = getCalendarDay(Date.parse(window.to) - 1);
  return `${productSlug}-${what}-${first}-bis-${last}.csv`;
}

/** Sends CSV text as a download that no cache keeps (it may hold personal figures). */
export function sendCsv(reply: FastifyReply, fileName: string, csv: string) {
  return reply
    .header('content-disposition', `attachment; filename="${fileName}"`)
    .header('cache-control', 'private, no-store')
    .type('text/csv; charset=utf-8')
    .send(csv);
}
