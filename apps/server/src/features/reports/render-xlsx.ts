import { PassThrough } from 'node:stream';
import { isCalendarDate } from '@sirkula/domain/shared/dates';
import ExcelJS from 'exceljs';
import type { Cell, CellKind, ReportBook, ReportTable } from './book.ts';

/** Excel's formats: money in whole rupiah, quantities with two decimals, dates as dates. */
const FORMATS: Record<CellKind, string | undefined> = {
  text: undefined,
  date: 'yyyy-mm-dd',
  number: '#,##0',
  quantity: '#,##0.00',
  rupiah: '"Rp "#,##0',
  percent: '0.0"%"',
};

/** Excel's limit on a sheet's name. */
const SHEET_NAME = 31;

/** A sheet's name: at most 31 characters, cut between words, none of : \\ / ? * [ ], unique in its workbook. */
function sheetName(title: string, taken: Set<string>): string {
  const clean =
    title
      .replace(/[:\\/?*[\]]/g, ' ')
      .replace(/\s+/g, ' ')
      .trim() || 'Sheet';
  const cut = (length: number) =>
    clean.length <= length
      ? clean
      : clean.slice(0, length + 1).replace(/\s+\S*$/, '') || clean.slice(0, length);
  let name = cut(SHEET_NAME);
  for (let copy = 2; taken.has(name.toLowerCase()); copy += 1) name = `${cut(SHEET_NAME - 3)} ${copy}`;
  taken.add(name.toLowerCase());
  return name;
}

function value(cell: Cell, kind: CellKind): ExcelJS.CellValue {
  if (cell === null || cell === '') return null;
  if (kind === 'date' && typeof cell === 'string' && isCalendarDate(cell))
    return new Date(`${cell}T00:00:00Z`);
  return cell;
}

function writeTable(workbook: ExcelJS.stream.xlsx.WorkbookWriter, table: ReportTable, name: string) {
  const sheet = workbook.addWorksheet(name, { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = table.columns.map((column) => ({
    header: column.title,
    width: column.kind === 'text' ? 28 : 16,
    style: FORMATS[column.kind] ? { numFmt: FORMATS[column.kind] } : {},
  }));
  sheet.getRow(1).font = { bold: true };
  sheet.getRow(1).commit();
  const kinds = table.columns.map((column) => column.kind);
  for (const row of table.rows) {
    sheet.addRow(row.map((cell, index) => value(cell, kinds[index] ?? 'text'))).commit();
  }
  if (table.total) {
    const total = sheet.addRow(table.total.map((cell, index) => value(cell, kinds[index] ?? 'text')));
    total.font = { bold: true };
    total.commit();
  }
  sheet.commit();
}

/**
 * The report as an Excel workbook, written by exceljs's streaming writer: a summary sheet, then a sheet
 * per table, each row committed as it is written so a hundred thousand rows never sit in memory as cells.
 */
export async function renderXlsx(book: ReportBook, summaryName: string): Promise<Buffer> {
  const stream = new PassThrough();
  const chunks: Buffer[] = [];
  stream.on('data', (chunk: Buffer) => chunks.push(chunk));
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream, useStyles: true });
  const taken = new Set<string>();
  const summary = workbook.addWorksheet(sheetName(summaryName, taken));
  summary.columns = [{ width: 34 }, { width: 60 }];
  summary.addRow([book.title]).font = { bold: true, size: 14 };
  summary.addRow([book.subtitle]);
  summary.addRow([]);
  for (const [label, fact] of book.facts) summary.addRow([label, fact]);
  summary.addRow([]);
  summary.addRow([book.note]);
  summary.commit();
  for (const table of book.tables) writeTable(workbook, table, sheetName(table.title, taken));
  await workbook.commit();
  return Buffer.concat(chunks);
}
