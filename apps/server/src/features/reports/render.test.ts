import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { pdfText } from '../../test/pdf-text.ts';
import type { ReportBook } from './book.ts';
import { renderCsv } from './render-csv.ts';
import { renderReportPdf } from './render-pdf.ts';
import { renderXlsx } from './render-xlsx.ts';

const book: ReportBook = {
  title: 'Finance report',
  subtitle: 'January 2026 – September 2026',
  facts: [['Invoiced', 'Rp 3.885.000']],
  charts: [{ title: 'Invoiced per month', bars: [{ label: 'September 2026', value: 3_885_000 }] }],
  tables: [
    {
      title: 'By customer and month: every issued invoice counted',
      columns: [
        { title: 'Customer', kind: 'text' },
        { title: 'Day', kind: 'date' },
        { title: 'Invoiced', kind: 'rupiah' },
        { title: 'Change', kind: 'percent' },
      ],
      rows: Array.from({ length: 7 }, (_, index) => [
        `PT Pelanggan ${index + 1}, "Bekasi"`,
        '2026-09-30',
        555_000,
        -12.5,
      ]),
      total: ['Total', null, 3_885_000, null],
      empty: 'None.',
    },
    {
      title: 'By customer and month: every issued invoice counted',
      columns: [{ title: 'Customer', kind: 'text' }],
      rows: [],
      empty: 'No issued invoices in this period.',
    },
  ],
  note: 'Issued invoices only.',
  fileStem: 'finance-report-2026-09',
};

describe('the report files', () => {
  it('stops a long table in the PDF and says the spreadsheet holds every row', async () => {
    const text = pdfText(await renderReportPdf(book, 'en', new Date('2026-10-01T01:00:00Z'), 5));
    expect(text).toContain('PT Pelanggan 5');
    expect(text).not.toContain('PT Pelanggan 6');
    expect(text).toContain('… and 2 more rows: the XLSX and CSV of this report hold every row.');
    expect(text).toContain('Rp 3.885.000');
    expect(text).toContain('30 September 2026');
    expect(text).toContain('-12.5 %');
    expect(text).toContain('No issued invoices in this period.');
    expect(text).toContain('Page 1 of 1');
  });

  it('names each XLSX sheet within Excel’s 31 characters, between words, never twice', async () => {
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load((await renderXlsx(book, 'Summary')) as unknown as ArrayBuffer);
    expect(workbook.worksheets.map((sheet) => sheet.name)).toEqual([
      'Summary',
      'By customer and month every',
      'By customer and month every 2',
    ]);
    const sheet = workbook.worksheets[1];
    expect(sheet?.getRow(2).getCell(2).value).toEqual(new Date('2026-09-30T00:00:00Z'));
    expect(sheet?.getRow(2).getCell(3).numFmt).toBe('"Rp "#,##0');
    expect(sheet?.getRow(9).getCell(1).value).toBe('Total');
  });

  it('writes CSV that spreadsheet programs read: quoted where needed, UTF-8 with a byte-order mark', () => {
    const csv = renderCsv(book).toString('utf8');
    expect(csv.startsWith('\uFEFFFinance report\r\n')).toBe(true);
    expect(csv).toContain('"PT Pelanggan 1, ""Bekasi""",2026-09-30,555000,-12.5\r\n');
    expect(csv).toContain('Total,,3885000,\r\n');
  });
});
