import type { Cell, ReportBook } from './book.ts';

const BYTE_ORDER_MARK = '\uFEFF';

function quoted(cell: Cell): string {
  if (cell === null) return '';
  const text = String(cell);
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

const line = (cells: readonly Cell[]) => `${cells.map(quoted).join(',')}\r\n`;

/**
 * The report as CSV (RFC 4180, UTF-8 with a byte-order mark so spreadsheet programs read ė and é right):
 * each table under its title, a blank line between them. Numbers are plain (1250.5), dates ISO, so a
 * spreadsheet reads them as numbers and dates in any language.
 */
export function renderCsv(book: ReportBook): Buffer {
  const parts: string[] = [BYTE_ORDER_MARK, line([book.title]), line([book.subtitle])];
  for (const [label, value] of book.facts) parts.push(line([label, value]));
  for (const table of book.tables) {
    parts.push('\r\n', line([table.title]), line(table.columns.map((column) => column.title)));
    for (const row of table.rows) parts.push(line(row));
    if (table.total) parts.push(line(table.total));
  }
  return Buffer.from(parts.join(''), 'utf8');
}
