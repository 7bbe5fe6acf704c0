import { createRequire } from 'node:module';
import { isCalendarDate } from '@sirkula/domain/shared/dates';
import { formatDate, formatDateTime, formatNumber, formatRupiah } from '@sirkula/domain/shared/format';
import { translate } from '@sirkula/domain/shared/i18n';
import type { Language } from '@sirkula/domain/shared/languages';
import PDFDocument from 'pdfkit';
import { svgToPng } from '../../lib/static-map.ts';
import type { Cell, CellKind, Column, ReportBook, ReportTable } from './book.ts';
import { barChartSvg } from './chart.ts';

const require = createRequire(import.meta.url);
/** The Roboto files inside pdfmake, as the other PDFs use: nothing to download, and they cover Indonesian. */
const roboto = (require('pdfmake/fonts/Roboto.js') as { Roboto: Record<'normal' | 'bold', string> }).Roboto;

const PAGE = { width: 595.28, height: 841.89, margin: 40, bottom: 56 };
const WIDTH = PAGE.width - 2 * PAGE.margin;
const GREY = '#555555';
const NUMERIC: ReadonlySet<CellKind> = new Set(['number', 'quantity', 'rupiah', 'percent']);
/** Tables longer than this keep each cell on one line (cut with …) so a large report stays fast. */
const WRAPPED_ROWS = 1_000;
/**
 * A PDF is read, not searched: past this many rows a table stops and says the XLSX and CSV hold every
 * row. A hundred thousand rows took a minute and over a gigabyte (`npm run bench:reports`).
 */
export const PDF_ROWS = 5_000;
const FONT_SIZE = 7.5;
const PADDING = 3;

function shown(cell: Cell, kind: CellKind, language: Language): string {
  if (cell === null || cell === '') return '—';
  // A date column's total line carries its label there.
  if (typeof cell === 'string')
    return kind === 'date' && isCalendarDate(cell) ? formatDate(cell, language) : cell;
  if (kind === 'rupiah') return formatRupiah(cell);
  if (kind === 'percent') return `${cell > 0 ? '+' : ''}${formatNumber(cell, language)} %`;
  return formatNumber(cell, language);
}

/** Rows read to size the text columns: enough to see what they hold, few enough to stay quick. */
const SIZING_ROWS = 50;

/** About the width of a character of the tables' 7.5 pt Roboto, for sizing columns without measuring each. */
const CHARACTER_WIDTH = 4.3;

/**
 * Fixed widths for figures and dates. Each text column gets at least its longest word (a record number
 * is never broken), then a share of what is left after what it holds (its title and first rows).
 */
function columnWidths(table: ReportTable): number[] {
  const fixed = (kind: CellKind) =>
    kind === 'rupiah' ? 70 : kind === 'date' ? 64 : kind === 'text' ? 0 : 52;
  const sample = table.rows.slice(0, SIZING_ROWS);
  const texts = (index: number) => [
    table.columns[index]?.title ?? '',
    ...sample.map((row) => String(row[index] ?? '')),
  ];
  const longest = (values: string[]) => Math.max(0, ...values.map((value) => value.length));
  const isText = table.columns.map((column) => column.kind === 'text');
  const least = isText.map((text, index) =>
    text
      ? Math.min(
          120,
          longest(texts(index).flatMap((value) => value.split(/\s+/))) * CHARACTER_WIDTH + 2 * PADDING,
        )
      : 0,
  );
  const weights = isText.map((text, index) => (text ? Math.min(40, Math.max(8, longest(texts(index)))) : 0));
  const total = weights.reduce((sum, value) => sum + value, 0) || 1;
  const spare =
    WIDTH -
    table.columns.reduce((sum, column) => sum + fixed(column.kind), 0) -
    least.reduce((sum, value) => sum + value, 0);
  return table.columns.map(
    (column, index) =>
      fixed(column.kind) || (least[index] ?? 0) + (Math.max(0, spare) * (weights[index] ?? 0)) / total,
  );
}

/**
 * Writes a report on A4 with pdfkit, page after page: pdfmake (the invoices' and proofs' engine) lays a
 * whole document out in memory first, which for a table of 20,000 rows took a gigabyte and 28 s.
 */
class ReportWriter {
  readonly doc = new PDFDocument({
    size: 'A4',
    margin: PAGE.margin,
    // Kept until the end so each page's foot can say how many pages there are.
    bufferPages: true,
  });
  private y = PAGE.margin;

  constructor(private readonly language: Language) {
    this.doc.registerFont('Roboto', roboto.normal);
    this.doc.registerFont('Roboto-Bold', roboto.bold);
    this.doc.font('Roboto');
  }

  private room(height: number): void {
    if (this.y + height <= PAGE.height - PAGE.bottom) return;
    this.doc.addPage();
    this.y = PAGE.margin;
  }

  text(text: string, options: { size: number; bold?: boolean; colour?: string; gap?: number }): void {
    this.doc
      .font(options.bold ? 'Roboto-Bold' : 'Roboto')
      .fontSize(options.size)
      .fillColor(options.colour ?? '#000000');
    const height = this.doc.heightOfString(text, { width: WIDTH });
    this.room(height);
    this.doc.text(text, PAGE.margin, this.y, { width: WIDTH });
    this.y += height + (options.gap ?? 4);
  }

  facts(facts: ReportBook['facts']): void {
    this.doc.fontSize(9);
    for (const [label, value] of facts) {
      const height = Math.max(
        this.doc.heightOfString(label, { width: 150 }),
        this.doc.heightOfString(value, { width: WIDTH - 160 }),
      );
      this.room(height);
      this.doc.font('Roboto').fillColor(GREY).text(label, PAGE.margin, this.y, { width: 150 });
      this.doc.fillColor('#000000').text(value, PAGE.margin + 160, this.y, { width: WIDTH - 160 });
      this.y += height + 2;
    }
    this.y += 6;
  }

  image(png: Buffer, width: number, height: number): void {
    this.room(height);
    this.doc.image(png, PAGE.margin, this.y, { width, height });
    this.y += height + 8;
  }

  private row(
    cells: string[],
    widths: number[],
    columns: readonly Column[],
    style: 'header' | 'body' | 'total',
    wrap: boolean,
  ) {
    this.doc.font(style === 'body' ? 'Roboto' : 'Roboto-Bold').fontSize(FONT_SIZE);
    const heights = wrap
      ? cells.map((cell, index) =>
          this.doc.heightOfString(cell, { width: (widths[index] ?? 0) - 2 * PADDING }),
        )
      : [];
    const height = Math.max(FONT_SIZE * 1.25, ...heights) + 2 * PADDING;
    return { height, draw: () => this.drawRow(cells, widths, columns, { style, wrap, height }) };
  }

  private drawRow(
    cells: string[],
    widths: number[],
    columns: readonly Column[],
    shape: { style: 'header' | 'body' | 'total'; wrap: boolean; height: number },
  ): void {
    const { doc } = this;
    if (shape.style === 'header') doc.rect(PAGE.margin, this.y, WIDTH, shape.height).fill('#eeeeee');
    doc.fillColor('#000000');
    let x = PAGE.margin;
    cells.forEach((cell, index) => {
      // A gap on both sides, so a right-aligned figure never runs into the text beside it.
      const width = (widths[index] ?? 0) - 2 * PADDING;
      const numeric = NUMERIC.has(columns[index]?.kind ?? 'text');
      doc.text(cell, x + PADDING, this.y + PADDING, {
        width,
        align: numeric ? 'right' : 'left',
        lineBreak: shape.wrap,
        ...(shape.wrap ? {} : { height: FONT_SIZE * 1.3, ellipsis: true }),
      });
      x += widths[index] ?? 0;
    });
    this.y += shape.height;
    doc
      .moveTo(PAGE.margin, this.y)
      .lineTo(PAGE.margin + WIDTH, this.y)
      .lineWidth(0.3)
      .strokeColor('#cccccc')
      .stroke();
  }

  /** A table: its header row again at the top of each page it runs onto. */
  table(table: ReportTable, maxRows: number): void {
    // A title never ends a page alone: it goes over with the table's first rows.
    this.room(60);
    this.text(table.title, { size: 11, bold: true, gap: 4 });
    if (table.rows.length === 0) {
      this.text(table.empty, { size: 8, colour: GREY, gap: 8 });
      return;
    }
    const widths = columnWidths(table);
    const wrap = table.rows.length <= WRAPPED_ROWS;
    const header = this.row(
      table.columns.map((column) => column.title),
      widths,
      table.columns,
      'header',
      true,
    );
    const kinds = table.columns.map((column) => column.kind);
    const cellsOf = (row: Cell[]) =>
      row.map((cell, index) => shown(cell, kinds[index] ?? 'text', this.language));
    this.room(header.height * 2);
    header.draw();
    const shownRows = Math.min(table.rows.length, maxRows);
    const lines = [...table.rows.slice(0, shownRows), ...(table.total ? [table.total] : [])];
    for (const [index, line] of lines.entries()) {
      const row = this.row(cellsOf(line), widths, table.columns, index < shownRows ? 'body' : 'total', wrap);
      if (this.y + row.height > PAGE.height - PAGE.bottom) {
        this.doc.addPage();
        this.y = PAGE.margin;
        header.draw();
      }
      row.draw();
    }
    if (shownRows < table.rows.length) {
      const more = formatNumber(table.rows.length - shownRows, this.language);
      this.text(translate(this.language, 'reports.pdf.moreRows', { more }), {
        size: 8,
        colour: GREY,
        gap: 0,
      });
    }
    this.y += 10;
  }

  /** "Generated … WIB" and "Page x of y" at the foot of every page, once the page count is known. */
  footers(generatedAt: Date): void {
    const t = (key: string, values: Record<string, string> = {}) =>
      translate(this.language, `reports.pdf.${key}`, values);
    const { start, count } = this.doc.bufferedPageRange();
    for (let page = start; page < start + count; page++) {
      this.doc.switchToPage(page);
      // The foot lies below the bottom margin, where pdfkit would otherwise start a new page.
      this.doc.page.margins.bottom = 0;
      this.doc.font('Roboto').fontSize(7.5).fillColor('#666666');
      const y = PAGE.height - PAGE.bottom + 20;
      this.doc.text(t('generatedAt', { time: formatDateTime(generatedAt, this.language) }), PAGE.margin, y, {
        width: WIDTH / 2,
        lineBreak: false,
      });
      this.doc.text(t('page', { page: String(page + 1), pages: String(count) }), PAGE.margin + WIDTH / 2, y, {
        width: WIDTH / 2,
        align: 'right',
        lineBreak: false,
      });
    }
  }

  finish(): Promise<Buffer> {
    const chunks: Buffer[] = [];
    return new Promise((resolve, reject) => {
      this.doc.on('data', (chunk: Buffer) => chunks.push(chunk));
      this.doc.on('end', () => resolve(Buffer.concat(chunks)));
      this.doc.on('error', reject);
      this.doc.end();
    });
  }
}

/**
 * The report as an A4 PDF: its title and facts, its charts as pictures (a reader looks at a trend rather
 * than reads it), then every table, the header row repeated on each page.
 */
export function renderReportPdf(
  book: ReportBook,
  language: Language,
  generatedAt: Date,
  maxRows = PDF_ROWS,
): Promise<Buffer> {
  const writer = new ReportWriter(language);
  writer.doc.info.Title = `${book.title} · ${book.subtitle}`;
  writer.text(book.title, { size: 18, bold: true, gap: 2 });
  writer.text(book.subtitle, { size: 11, colour: '#444444', gap: 10 });
  writer.facts(book.facts);
  for (const chart of book.charts.filter((chart) => chart.bars.length > 0)) {
    writer.image(svgToPng(barChartSvg(chart, language)), WIDTH, (WIDTH * 170) / 515);
  }
  for (const table of book.tables) writer.table(table, maxRows);
  if (book.note) writer.text(book.note, { size: 8, colour: GREY, gap: 0 });
  writer.footers(generatedAt);
  return writer.finish();
}
