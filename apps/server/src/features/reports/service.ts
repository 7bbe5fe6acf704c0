import type { ReportListFilter } from '@sirkula/domain/reports/inputs';
import {
  hasBegun,
  isCustomerReport,
  type ReportFormat,
  type ReportRequest,
  type SubscriptionValues,
  subscribableTypes,
} from '@sirkula/domain/reports/rules';
import { jakartaToday } from '@sirkula/domain/shared/dates';
import { translate } from '@sirkula/domain/shared/i18n';
import type { Language } from '@sirkula/domain/shared/languages';
import type { Actor } from '../../lib/access.ts';
import { Conflict, Forbidden, Invalid, NotFound } from '../../lib/errors.ts';
import type { AppDeps, BackgroundTask } from '../../lib/feature.ts';
import { recordAudit } from '../audit/public.ts';
import { findCompany } from '../companies/public.ts';
import { storeFinalDocument } from '../documents/public.ts';
import { openAllowedFile } from '../storage/public.ts';
import { rowCount } from './book.ts';
import { buildBook, periodLabel } from './books.ts';
import {
  canManageSubscriptions,
  canReadSubscriptions,
  reportCompanyFor,
  reportScope,
  subscriptionCompany,
} from './policy.ts';
import * as queries from './queries.ts';
import { renderCsv } from './render-csv.ts';
import { renderReportPdf } from './render-pdf.ts';
import { renderXlsx } from './render-xlsx.ts';

export type ReportDeps = Pick<AppDeps, 'db' | 'storage' | 'clock'>;
type RequestDeps = ReportDeps & Pick<AppDeps, 'tasks'>;

function notFound(): NotFound {
  return new NotFound('reports.errors.notFound', 'REPORT_NOT_FOUND');
}

function scopeOf(actor: Actor) {
  const scope = reportScope(actor);
  if (!scope) throw new Forbidden('reports.errors.forbidden');
  return scope;
}

/** A report as its reader is sent it: a failure said in their language. */
function answerOf(row: queries.ListedReport, language: Language) {
  return { ...row, error: row.error ? translate(language, row.error) : null };
}

export async function listReports(
  deps: ReportDeps,
  actor: Actor,
  filter: ReportListFilter,
  language: Language,
) {
  const page = await queries.listReports(deps.db, scopeOf(actor), filter);
  return {
    ...page,
    items: page.items.map((row) => answerOf(row, language)),
    page: filter.page,
    pageSize: filter.pageSize,
  };
}

export async function findReport(deps: ReportDeps, actor: Actor, id: string, language: Language) {
  const row = await queries.findListedReport(deps.db, scopeOf(actor), id);
  if (!row) throw notFound();
  return answerOf(row, language);
}

/** The company a customer's report is about must be a customer; the provider's reports are about none. */
async function reportCompany(deps: ReportDeps, actor: Actor, request: ReportRequest): Promise<string | null> {
  const companyId = reportCompanyFor(actor, request.type, request.companyId);
  if (!isCustomerReport(request.type)) return null;
  if (!companyId)
    throw new Invalid('reports.validation.company', { companyId: 'reports.validation.company' });
  await assertCustomer(deps, companyId);
  return companyId;
}

/** Reports are about customers: a partner (or no company) named there reads as a wrong choice. */
async function assertCustomer(deps: ReportDeps, companyId: string): Promise<void> {
  const company = await findCompany(deps.db, companyId);
  if (company?.kind !== 'customer')
    throw new Invalid('reports.validation.notCustomer', { companyId: 'reports.validation.notCustomer' });
}

/**
 * Records what someone asked for (queued, with its audit entry in the same transaction); the job that
 * writes it (`writeReport`) follows. A customer's users ask only for reports about their own company.
 */
export async function requestReport(
  deps: RequestDeps,
  actor: Actor,
  request: ReportRequest,
  language: Language,
) {
  const scope = scopeOf(actor);
  if (scope.kind === 'company' && !scope.types.includes(request.type))
    throw new Forbidden('reports.errors.forbidden');
  if (!hasBegun(request.type, request.period, deps.clock()))
    throw new Invalid('reports.validation.future', { period: 'reports.validation.future' });
  const companyId = await reportCompany(deps, actor, request);
  const row = await deps.db.transaction(async (tx) => {
    const made = await queries.insertReport(tx, {
      type: request.type,
      period: request.period,
      companyId,
      format: request.format,
      language: request.language,
      requestedBy: actor.id,
      createdAt: deps.clock(),
    });
    await recordAudit(tx, {
      actorId: actor.id,
      entity: 'report',
      entityId: made.id,
      action: 'request',
      after: {
        type: made.type,
        period: made.period,
        companyId,
        format: made.format,
        language: made.language,
      },
    });
    return made;
  });
  // Read before the task is queued: the answer is the report as accepted, whichever moment the
  // queue's worker picks it up.
  const accepted = await findReport(deps, actor, row.id, language);
  try {
    await deps.tasks.enqueue(writeReportTask, { reportId: row.id });
  } catch (error) {
    await markFailed(deps, row.id);
    throw error;
  }
  return accepted;
}

const CONTENT_TYPES: Record<ReportFormat, string> = {
  pdf: 'application/pdf',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  csv: 'text/csv; charset=utf-8',
};

/**
 * Writes a queued report: reads its figures, renders its format, stores the file and marks it done,
 * moving its progress on the way so the page that follows it shows a bar. Safe to run again: a report
 * already done is left as it is. A failure is kept on the row for its reader and thrown for the job.
 */
export async function writeReport(deps: ReportDeps, reportId: string): Promise<queries.ReportRow | null> {
  const report = await queries.findReportRow(deps.db, reportId);
  if (!report || report.status === 'done') return null;
  await queries.updateReport(deps.db, reportId, { status: 'running', progress: 10, error: null });
  try {
    const company = report.companyId ? await findCompany(deps.db, report.companyId) : undefined;
    const book = await buildBook(deps.db, {
      type: report.type,
      period: report.period,
      company: company ? { id: company.id, name: company.name } : null,
      language: report.language,
      today: jakartaToday(deps.clock()),
    });
    await queries.updateReport(deps.db, reportId, { progress: 50 });
    const data = await render(book, report.format, report.language, deps.clock());
    await queries.updateReport(deps.db, reportId, { progress: 90 });
    // Filed in the document library once, as the report it is; a report written again keeps its first file.
    const filed = await storeFinalDocument(
      deps,
      {
        companyId: report.companyId,
        type: 'report',
        displayName: `${book.title} · ${periodLabel(report.type, report.period, report.language)}`,
        record: { kind: 'report', id: report.id, label: report.period },
        actorId: report.requestedBy,
        fileName: `${book.fileStem}.${report.format}`,
        contentType: CONTENT_TYPES[report.format],
        data,
      },
      deps.clock(),
    );
    const done = {
      status: 'done' as const,
      progress: 100,
      rows: rowCount(book),
      fileId: filed.fileId,
      finishedAt: deps.clock(),
    };
    await queries.updateReport(deps.db, reportId, done);
    return { ...report, ...done };
  } catch (error) {
    await markFailed(deps, reportId);
    throw error;
  }
}

/** The reader is told it failed in their own language; the cause goes to the server's log. */
async function markFailed(deps: ReportDeps, reportId: string): Promise<void> {
  await queries.updateReport(deps.db, reportId, {
    status: 'failed',
    error: 'reports.errors.failed',
    finishedAt: deps.clock(),
  });
}

/** A report's writing on the job queue: tried again twice (a failed attempt marks it failed meanwhile). */
export const writeReportTask: BackgroundTask<{ reportId: string }> = {
  code: 'reportWrite',
  retryLimit: 2,
  run: async (deps, { reportId }) => {
    await writeReport(deps, reportId);
  },
  failed: (deps, { reportId }) => markFailed(deps, reportId),
};

function render(
  book: Awaited<ReturnType<typeof buildBook>>,
  format: ReportFormat,
  language: Language,
  now: Date,
) {
  if (format === 'pdf') return renderReportPdf(book, language, now);
  if (format === 'xlsx') return renderXlsx(book, translate(language, 'reports.summarySheet'));
  return Promise.resolve(renderCsv(book));
}

/** A done report's file, for whoever may read the report. */
export async function openReportFile(deps: ReportDeps, actor: Actor, id: string) {
  const report = await queries.findListedReport(deps.db, scopeOf(actor), id);
  const row = report && (await queries.findReportRow(deps.db, id));
  if (!row?.fileId) throw notFound();
  return openAllowedFile(deps.storage, row.fileId);
}

export async function listSubscriptions(deps: ReportDeps, actor: Actor, wanted: string | undefined) {
  const companyId = subscriptionCompany(actor, wanted);
  if (!canReadSubscriptions(actor, companyId)) throw new Forbidden('reports.errors.forbidden');
  return { items: await queries.subscriptionsOf(deps.db, companyId) };
}

export async function subscribe(deps: ReportDeps, actor: Actor, input: SubscriptionValues) {
  const companyId = subscriptionCompany(actor, input.companyId);
  if (!canManageSubscriptions(actor, companyId)) throw new Forbidden('reports.errors.forbidden');
  const allowed = subscribableTypes(companyId !== null);
  if (input.types.some((type) => !allowed.includes(type)))
    throw new Invalid('reports.validation.types', { types: 'reports.validation.types' });
  if (companyId) await assertCustomer(deps, companyId);
  return deps.db.transaction(async (tx) => {
    const row = await queries.insertSubscription(tx, {
      companyId,
      email: input.email,
      name: input.name,
      types: input.types,
      language: input.language,
      createdBy: actor.id,
      createdAt: deps.clock(),
    });
    if (!row)
      throw new Conflict('reports.errors.alreadySubscribed', { email: 'reports.errors.alreadySubscribed' });
    await recordAudit(tx, {
      actorId: actor.id,
      entity: 'reportSubscription',
      entityId: row.id,
      action: 'create',
      after: { companyId, email: row.email, types: row.types, language: row.language },
    });
    return row;
  });
}

export async function unsubscribe(deps: ReportDeps, actor: Actor, id: string) {
  const row = await queries.findSubscription(deps.db, id);
  // Another company's recipient answers exactly like one that does not exist.
  if (!row || !canReadSubscriptions(actor, row.companyId))
    throw new NotFound('reports.errors.subscriptionNotFound');
  if (!canManageSubscriptions(actor, row.companyId)) throw new Forbidden('reports.errors.forbidden');
  await deps.db.transaction(async (tx) => {
    await queries.deleteSubscription(tx, id);
    await recordAudit(tx, {
      actorId: actor.id,
      entity: 'reportSubscription',
      entityId: id,
      action: 'delete',
      before: { companyId: row.companyId, email: row.email, types: row.types, language: row.language },
    });
  });
}
