/**
 * A report as its three formats share it: a title, a few facts, charts and tables. The builders
 * (`books.ts`) write it in the reader's language; `render-*.ts` turn it into PDF, XLSX or CSV.
 */
export type CellKind = 'text' | 'date' | 'number' | 'quantity' | 'rupiah' | 'percent';
export type Cell = string | number | null;

export interface Column {
  title: string;
  kind: CellKind;
}

export interface ReportTable {
  title: string;
  columns: Column[];
  /** Rows may be many (every record of a month): renderers stream them and never copy the list. */
  rows: Cell[][];
  /** The sum line under the rows, if the table has one. */
  total?: Cell[];
  /** Said instead of an empty table. */
  empty: string;
}

export interface BarChart {
  title: string;
  bars: Array<{ label: string; value: number }>;
}

export interface ReportBook {
  title: string;
  subtitle: string;
  /** Label and value pairs at the top: who, which period, headline figures. */
  facts: Array<[string, string]>;
  charts: BarChart[];
  tables: ReportTable[];
  /** Where the figures come from and what they leave out, under the title of the PDF. */
  note: string;
  /** The end of the file's name, before the extension: `laporan-bulanan-2026-09-pt-sinar-jaya`. */
  fileStem: string;
}

/** The rows of its longest table, which the report's list shows. */
export function rowCount(book: ReportBook): number {
  return Math.max(0, ...book.tables.map((table) => table.rows.length));
}
