import {
  b3Summary,
  type ComparedLine,
  compareQuantities,
  financeLines,
  financeTotal,
  fleetUse,
  onTimeRate,
  pickupsPerDay,
  totalsByUnit,
} from '@sirkula/domain/reports/figures';
import { type DateRange, type ReportType, reportPeriod } from '@sirkula/domain/reports/rules';
import { addMonths, type CalendarDate } from '@sirkula/domain/shared/dates';
import { formatDate, formatMonth, formatNumber, formatRupiah } from '@sirkula/domain/shared/format';
import { translate } from '@sirkula/domain/shared/i18n';
import type { Language } from '@sirkula/domain/shared/languages';
import type { Db } from '../../db/client.ts';
import type { Cell, ReportBook, ReportTable } from './book.ts';
import * as figures from './figures-queries.ts';

export interface BookRequest {
  type: ReportType;
  period: string;
  /** The customer a customer's report is about. */
  company: { id: string; name: string } | null;
  language: Language;
  today: CalendarDate;
}

type Translate = (key: string, values?: Record<string, string>) => string;

function translatorOf(language: Language): Translate {
  return (key, values = {}) => translate(language, key, values);
}

/** "September 2026", "Q3 2026 (Jul–Sep)": a period as its reader says it. */
export function periodLabel(type: ReportType, period: string, language: Language): string {
  if (!period.includes('Q')) return formatMonth(period, language);
  const { current } = reportPeriod(type, period);
  // "July – September": the year is said once, after the quarter.
  const monthName = (day: string) => formatMonth(day.slice(0, 7), language).split(' ')[0];
  const months = `${monthName(current.from)} – ${monthName(current.to)}`;
  return translate(language, 'reports.quarter', {
    quarter: period.slice(6),
    year: period.slice(0, 4),
    months,
  });
}

function slug(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[^\w\s-]/g, '')
    .trim()
    .toLowerCase()
    .replace(/[\s_-]+/g, '-')
    .slice(0, 60);
}

function fileStem(request: BookRequest): string {
  const t = translatorOf(request.language);
  return [
    t(`reports.fileNames.${request.type}`),
    request.period,
    request.company && slug(request.company.name),
  ]
    .filter(Boolean)
    .join('-')
    .toLowerCase();
}

const signed = (change: number | null, language: Language) =>
  change === null ? '—' : `${change > 0 ? '+' : ''}${formatNumber(change, language)} %`;

function comparisonTable(t: Translate, lines: ComparedLine[]): ReportTable {
  const totals = totalsByUnit(lines);
  return {
    title: t('reports.monthlyWaste.byType'),
    columns: [
      { title: t('reports.columns.wasteType'), kind: 'text' },
      { title: t('reports.columns.wasteCode'), kind: 'text' },
      { title: t('reports.columns.unit'), kind: 'text' },
      { title: t('reports.columns.records'), kind: 'number' },
      { title: t('reports.columns.thisPeriod'), kind: 'quantity' },
      { title: t('reports.columns.previousPeriod'), kind: 'quantity' },
      { title: t('reports.columns.change'), kind: 'percent' },
      { title: t('reports.columns.lastYear'), kind: 'quantity' },
      { title: t('reports.columns.change'), kind: 'percent' },
    ],
    rows: [...lines, ...totals].map((line) => [
      line.type ? t(`waste.types.${line.type}`) : t('reports.total'),
      line.wasteCode ?? '—',
      t(`units.${line.unit}`),
      line.records,
      line.current,
      line.previous,
      line.changeVsPrevious,
      line.lastYear,
      line.changeVsLastYear,
    ]),
    empty: t('reports.monthlyWaste.noRecords'),
  };
}

async function monthlyWasteBook(db: Db, request: BookRequest): Promise<ReportBook> {
  const company = request.company as NonNullable<BookRequest['company']>;
  const { current, previous, lastYear } = reportPeriod('monthlyWaste', request.period);
  const t = translatorOf(request.language);
  const language = request.language;
  const [now, before, yearAgo] = [
    await figures.quantitiesOf(db, company.id, current),
    await figures.quantitiesOf(db, company.id, previous),
    await figures.quantitiesOf(db, company.id, lastYear),
  ];
  const records = await figures.recordsOf(db, company.id, current);
  const journeys = await figures.journeysOf(db, company.id, current);
  const manifests = await figures.manifestsOf(db, company.id, current);
  const invoices = await figures.invoicesOf(db, company.id, current);
  const compared = compareQuantities(now, before, yearAgo);
  const totals = totalsByUnit(compared);
  const cost = records.reduce((sum, record) => sum + record.potentialCost, 0);
  const invoiced = invoices.reduce((sum, invoice) => sum + invoice.grandTotal, 0);
  const kg = totals.find((total) => total.unit === 'kg');
  return {
    title: t('reports.types.monthlyWaste'),
    subtitle: `${company.name} · ${periodLabel('monthlyWaste', request.period, language)}`,
    facts: [
      [t('reports.facts.customer'), company.name],
      [
        t('reports.facts.period'),
        `${formatDate(current.from, language)} – ${formatDate(current.to, language)}`,
      ],
      [t('reports.facts.records'), formatNumber(records.length, language)],
      [
        t('reports.facts.quantityKg'),
        kg ? `${formatNumber(kg.current, language)} kg (${signed(kg.changeVsPrevious, language)})` : '—',
      ],
      [t('reports.facts.journeys'), formatNumber(journeys.length, language)],
      [t('reports.facts.cost'), formatRupiah(cost)],
      [t('reports.facts.invoiced'), formatRupiah(invoiced)],
    ],
    charts: [
      {
        title: t('reports.monthlyWaste.chart'),
        bars: [
          { label: formatMonth(lastYear.from.slice(0, 7), language), value: kg?.lastYear ?? 0 },
          { label: formatMonth(previous.from.slice(0, 7), language), value: kg?.previous ?? 0 },
          { label: formatMonth(current.from.slice(0, 7), language), value: kg?.current ?? 0 },
        ],
      },
    ],
    tables: [
      comparisonTable(t, compared),
      {
        title: t('reports.monthlyWaste.journeys'),
        columns: [
          { title: t('reports.columns.journey'), kind: 'text' },
          { title: t('reports.columns.date'), kind: 'date' },
          { title: t('reports.columns.status'), kind: 'text' },
          { title: t('reports.columns.transporter'), kind: 'text' },
          { title: t('reports.columns.receiver'), kind: 'text' },
          { title: t('reports.columns.records'), kind: 'number' },
          { title: t('reports.columns.sent'), kind: 'quantity' },
          { title: t('reports.columns.received'), kind: 'quantity' },
        ],
        rows: journeys.map((journey) => [
          journey.number,
          journey.plannedOn,
          t(`journeys.statuses.${journey.status}`),
          journey.transporter,
          journey.receiver,
          journey.records,
          journey.sent,
          journey.received,
        ]),
        empty: t('reports.monthlyWaste.noJourneys'),
      },
      {
        title: t('reports.monthlyWaste.manifests'),
        columns: [
          { title: t('reports.columns.journey'), kind: 'text' },
          { title: t('reports.columns.date'), kind: 'date' },
          { title: t('reports.columns.festronikNumber'), kind: 'text' },
          { title: t('reports.columns.status'), kind: 'text' },
        ],
        rows: manifests.map((manifest) => [
          manifest.journeyNumber,
          manifest.plannedOn,
          manifest.festronikNumber ?? t('reports.notYetNumbered'),
          t(`manifests.statuses.${manifest.status}`),
        ]),
        empty: t('reports.monthlyWaste.noManifests'),
      },
      {
        title: t('reports.monthlyWaste.invoices'),
        columns: [
          { title: t('reports.columns.invoice'), kind: 'text' },
          { title: t('reports.columns.type'), kind: 'text' },
          { title: t('reports.columns.date'), kind: 'date' },
          { title: t('reports.columns.dueDate'), kind: 'date' },
          { title: t('reports.columns.amount'), kind: 'rupiah' },
          { title: t('reports.columns.paid'), kind: 'rupiah' },
          { title: t('reports.columns.status'), kind: 'text' },
        ],
        rows: invoices.map((invoice) => [
          invoice.number,
          t(`billing.types.${invoice.type}`),
          invoice.invoiceDate,
          invoice.dueDate,
          invoice.grandTotal,
          invoice.paidAmount,
          t(`billing.paymentStatuses.${invoice.paymentStatus}`),
        ]),
        empty: t('reports.monthlyWaste.noInvoices'),
      },
      recordsTable(t, records),
    ],
    note: t('reports.monthlyWaste.note'),
    fileStem: fileStem(request),
  };
}

/** Every record of the period: the table that grows with a customer's size. */
export function recordsTable(t: Translate, records: readonly figures.RecordRow[]): ReportTable {
  const rows: Cell[][] = new Array(records.length);
  records.forEach((record, index) => {
    rows[index] = [
      record.transactionNumber,
      record.transactionDate,
      t(`waste.types.${record.type}`),
      record.wasteCode ?? '—',
      record.quantity,
      t(`units.${record.unit}`),
      t(`waste.statuses.${record.status}`),
      record.potentialCost,
    ];
  });
  return {
    title: t('reports.monthlyWaste.records'),
    columns: [
      { title: t('reports.columns.transactionNumber'), kind: 'text' },
      { title: t('reports.columns.date'), kind: 'date' },
      { title: t('reports.columns.wasteType'), kind: 'text' },
      { title: t('reports.columns.wasteCode'), kind: 'text' },
      { title: t('reports.columns.quantity'), kind: 'quantity' },
      { title: t('reports.columns.unit'), kind: 'text' },
      { title: t('reports.columns.status'), kind: 'text' },
      { title: t('reports.columns.cost'), kind: 'rupiah' },
    ],
    rows,
    empty: t('reports.monthlyWaste.noRecords'),
  };
}

async function quarterlyB3Book(db: Db, request: BookRequest): Promise<ReportBook> {
  const company = request.company as NonNullable<BookRequest['company']>;
  const { current } = reportPeriod('quarterlyB3', request.period);
  const t = translatorOf(request.language);
  const language = request.language;
  const handed = await figures.handedOverB3(db, company.id, current);
  const summary = b3Summary(handed);
  const list = (values: string[]) => values.join(', ');
  return {
    title: t('reports.types.quarterlyB3'),
    subtitle: `${company.name} · ${periodLabel('quarterlyB3', request.period, language)}`,
    facts: [
      [t('reports.facts.customer'), company.name],
      [
        t('reports.facts.period'),
        `${formatDate(current.from, language)} – ${formatDate(current.to, language)}`,
      ],
      [t('reports.facts.b3Codes'), formatNumber(summary.length, language)],
      [t('reports.facts.records'), formatNumber(handed.length, language)],
    ],
    charts: [
      {
        title: t('reports.quarterlyB3.chart'),
        bars: summary
          .filter((line) => line.unit === 'kg')
          .map((line) => ({ label: line.wasteCode, value: line.quantity })),
      },
    ],
    tables: [
      {
        title: t('reports.quarterlyB3.byCode'),
        columns: [
          { title: t('reports.columns.wasteCode'), kind: 'text' },
          { title: t('reports.columns.quantity'), kind: 'quantity' },
          { title: t('reports.columns.unit'), kind: 'text' },
          { title: t('reports.columns.records'), kind: 'number' },
          { title: t('reports.columns.dates'), kind: 'text' },
          { title: t('reports.columns.transporter'), kind: 'text' },
          { title: t('reports.columns.receiver'), kind: 'text' },
          { title: t('reports.columns.manifestNumbers'), kind: 'text' },
        ],
        rows: summary.map((line) => [
          line.wasteCode,
          line.quantity,
          t(`units.${line.unit}`),
          line.records,
          list(line.dates.map((day) => formatDate(day, language))),
          list(line.transporters),
          list(line.receivers),
          list(line.manifestNumbers) || '—',
        ]),
        empty: t('reports.quarterlyB3.none'),
      },
      {
        title: t('reports.quarterlyB3.handovers'),
        columns: [
          { title: t('reports.columns.date'), kind: 'date' },
          { title: t('reports.columns.transactionNumber'), kind: 'text' },
          { title: t('reports.columns.wasteCode'), kind: 'text' },
          { title: t('reports.columns.quantity'), kind: 'quantity' },
          { title: t('reports.columns.unit'), kind: 'text' },
          { title: t('reports.columns.transporter'), kind: 'text' },
          { title: t('reports.columns.receiver'), kind: 'text' },
          { title: t('reports.columns.festronikNumber'), kind: 'text' },
        ],
        rows: handed.map((record) => [
          record.handedOverOn,
          record.transactionNumber,
          record.wasteCode,
          record.quantity,
          t(`units.${record.unit}`),
          record.transporter,
          record.receiver,
          record.manifestNumber ?? t('reports.notYetNumbered'),
        ]),
        empty: t('reports.quarterlyB3.none'),
      },
    ],
    note: t('reports.quarterlyB3.note'),
    fileStem: fileStem(request),
  };
}

async function operationsBook(db: Db, request: BookRequest): Promise<ReportBook> {
  const { current } = reportPeriod('operations', request.period);
  const t = translatorOf(request.language);
  const language = request.language;
  const pickups = await figures.pickupsIn(db, current);
  const alerts = await figures.openAlertsByKind(db);
  const fleet = fleetUse(await figures.vehicleUse(db, current), current);
  const perDay = pickupsPerDay(pickups, current);
  const rate = onTimeRate(pickups);
  return {
    title: t('reports.types.operations'),
    subtitle: periodLabel('operations', request.period, language),
    facts: [
      [
        t('reports.facts.period'),
        `${formatDate(current.from, language)} – ${formatDate(current.to, language)}`,
      ],
      [t('reports.facts.pickups'), formatNumber(pickups.length, language)],
      [t('reports.facts.onTime'), rate.rate === null ? '—' : `${formatNumber(rate.rate, language)} %`],
      [t('reports.facts.partial'), formatNumber(rate.partial, language)],
      [
        t('reports.facts.openAlerts'),
        formatNumber(
          alerts.reduce((sum, kind) => sum + kind.alerts, 0),
          language,
        ),
      ],
    ],
    charts: [
      {
        title: t('reports.operations.chart'),
        bars: perDay.map((day) => ({ label: day.day.slice(8), value: day.pickups })),
      },
    ],
    tables: [
      {
        title: t('reports.operations.perDay'),
        columns: [
          { title: t('reports.columns.date'), kind: 'date' },
          { title: t('reports.columns.pickups'), kind: 'number' },
        ],
        rows: perDay.map((day) => [day.day, day.pickups]),
        total: [t('reports.total'), pickups.length],
        empty: t('reports.operations.noPickups'),
      },
      {
        title: t('reports.operations.punctuality'),
        columns: [
          { title: t('reports.columns.measure'), kind: 'text' },
          { title: t('reports.columns.value'), kind: 'number' },
        ],
        rows: [
          [t('reports.operations.onTime'), rate.onTime],
          [t('reports.operations.late'), rate.late],
          [t('reports.operations.withoutDate'), rate.withoutDate],
          [t('reports.operations.partial'), rate.partial],
        ],
        empty: t('reports.operations.noPickups'),
      },
      {
        title: t('reports.operations.alerts'),
        columns: [
          { title: t('reports.columns.alert'), kind: 'text' },
          { title: t('reports.columns.open'), kind: 'number' },
        ],
        rows: alerts.map((alert) => [t(`smartbins.states.${alert.kind}`), alert.alerts]),
        empty: t('reports.operations.noAlerts'),
      },
      {
        title: t('reports.operations.fleet'),
        columns: [
          { title: t('reports.columns.vehicle'), kind: 'text' },
          { title: t('reports.columns.journeys'), kind: 'number' },
          { title: t('reports.columns.daysUsed'), kind: 'number' },
          { title: t('reports.columns.use'), kind: 'percent' },
        ],
        rows: fleet.map((vehicle) => [vehicle.plate, vehicle.journeys, vehicle.daysUsed, vehicle.use]),
        empty: t('reports.operations.noFleet'),
      },
    ],
    note: t('reports.operations.note'),
    fileStem: fileStem(request),
  };
}

/** The finance report covers its year up to its month, so a month's figures sit beside the ones before. */
function yearToDate(period: string): DateRange {
  return { from: `${period.slice(0, 4)}-01-01`, to: reportPeriod('finance', period).current.to };
}

async function financeBook(db: Db, request: BookRequest): Promise<ReportBook> {
  const range = yearToDate(request.period);
  const t = translatorOf(request.language);
  const language = request.language;
  const lines = financeLines(await figures.issuedInvoicesIn(db, range), request.today);
  const total = financeTotal(lines);
  const months = Array.from({ length: Number(request.period.slice(5)) }, (_, index) =>
    addMonths(range.from, index).slice(0, 7),
  );
  return {
    title: t('reports.types.finance'),
    subtitle: `${formatMonth(range.from.slice(0, 7), language)} – ${formatMonth(request.period, language)}`,
    facts: [
      [t('reports.facts.period'), `${formatDate(range.from, language)} – ${formatDate(range.to, language)}`],
      [t('reports.facts.invoiced'), formatRupiah(total.invoiced)],
      [t('reports.facts.tax'), formatRupiah(total.tax)],
      [t('reports.facts.collected'), formatRupiah(total.collected)],
      [t('reports.facts.outstanding'), formatRupiah(total.outstanding)],
      [t('reports.facts.overdue'), formatRupiah(total.overdue)],
    ],
    charts: [
      {
        title: t('reports.finance.chart'),
        bars: months.map((month) => ({
          // "Jan", "Agu", "Okt": twelve full names do not fit under the bars.
          label: formatMonth(month, language).slice(0, 3),
          value: lines.filter((line) => line.month === month).reduce((sum, line) => sum + line.invoiced, 0),
        })),
      },
    ],
    tables: [
      {
        title: t('reports.finance.byCustomer'),
        columns: [
          { title: t('reports.columns.customer'), kind: 'text' },
          { title: t('reports.columns.month'), kind: 'text' },
          { title: t('reports.columns.invoices'), kind: 'number' },
          { title: t('reports.columns.invoiced'), kind: 'rupiah' },
          { title: t('reports.columns.tax'), kind: 'rupiah' },
          { title: t('reports.columns.collected'), kind: 'rupiah' },
          { title: t('reports.columns.outstanding'), kind: 'rupiah' },
          { title: t('reports.columns.overdue'), kind: 'rupiah' },
        ],
        rows: lines.map((line) => [
          line.companyName,
          formatMonth(line.month, language),
          line.invoices,
          line.invoiced,
          line.tax,
          line.collected,
          line.outstanding,
          line.overdue,
        ]),
        total: [
          t('reports.total'),
          '',
          total.invoices,
          total.invoiced,
          total.tax,
          total.collected,
          total.outstanding,
          total.overdue,
        ],
        empty: t('reports.finance.none'),
      },
    ],
    note: t('reports.finance.note'),
    fileStem: fileStem(request),
  };
}

const BUILDERS: Record<ReportType, (db: Db, request: BookRequest) => Promise<ReportBook>> = {
  monthlyWaste: monthlyWasteBook,
  quarterlyB3: quarterlyB3Book,
  operations: operationsBook,
  finance: financeBook,
};

/** Reads a report's figures and writes them as a book in its language. */
export function buildBook(db: Db, request: BookRequest): Promise<ReportBook> {
  return BUILDERS[request.type](db, request);
}
