import { lastWholePeriod, REPORT_TYPES, type ReportType } from '@sirkula/domain/reports/rules';
import { translate } from '@sirkula/domain/shared/i18n';
import type { Language } from '@sirkula/domain/shared/languages';
import type { AppDeps } from '../../lib/feature.ts';
import { streamToBuffer } from '../../lib/streams.ts';
import { findCompany } from '../companies/public.ts';
import { claimNotice } from '../mail/public.ts';
import { openAllowedFile } from '../storage/public.ts';
import { periodLabel } from './books.ts';
import * as queries from './queries.ts';
import { writeReport } from './service.ts';

export type ScheduledReportDeps = Pick<AppDeps, 'db' | 'storage' | 'clock' | 'sendMail' | 'publicUrl'>;

/** A PDF larger than this goes by link only: mail servers refuse large messages. */
const ATTACHMENT_LIMIT = 5 * 1024 * 1024;

interface Recipients {
  companyId: string | null;
  type: ReportType;
  language: Language;
  subscriptions: queries.SubscriptionRow[];
}

/** The subscriptions grouped as the reports they need: one per company, type and language. */
function groupsOf(subscriptions: readonly queries.SubscriptionRow[]): Recipients[] {
  const groups = new Map<string, Recipients>();
  for (const subscription of subscriptions)
    for (const type of subscription.types) {
      const key = `${subscription.companyId}|${type}|${subscription.language}`;
      const group = groups.get(key) ?? {
        companyId: subscription.companyId,
        type,
        language: subscription.language,
        subscriptions: [],
      };
      group.subscriptions.push(subscription);
      groups.set(key, group);
    }
  return [...groups.values()];
}

/**
 * The `reportsMonthly` job (the 1st, 06:00 WIB): for each subscription, the last whole month's (or
 * quarter's) report as a PDF, written once per company, type and language, e-mailed to each recipient
 * once. Run again (a retry, "run now" on another day), it writes and sends only what is missing.
 */
export async function sendScheduledReports(deps: ScheduledReportDeps, now: Date): Promise<string> {
  let written = 0;
  let mailed = 0;
  for (const group of groupsOf(await queries.subscriptionsFor(deps.db, REPORT_TYPES))) {
    const key = {
      type: group.type,
      period: lastWholePeriod(group.type, now),
      companyId: group.companyId,
      format: 'pdf' as const,
      language: group.language,
    };
    const report =
      (await queries.insertScheduledReport(deps.db, { ...key, createdAt: now })) ??
      (await queries.findScheduledReport(deps.db, key));
    if (!report) continue;
    const done = report.status === 'done' ? report : await writeReport(deps, report.id);
    if (done !== report) written += 1;
    if (!done?.fileId) continue;
    mailed += await mailReport(deps, done, group, now);
  }
  return `${written} reports written, ${mailed} e-mails sent`;
}

async function mailReport(
  deps: ScheduledReportDeps,
  report: queries.ReportRow,
  group: Recipients,
  now: Date,
): Promise<number> {
  const { file, body } = await openAllowedFile(deps.storage, report.fileId as string);
  const content = file.size <= ATTACHMENT_LIMIT ? await streamToBuffer(body) : null;
  if (!content) body.destroy();
  const company = report.companyId ? await findCompany(deps.db, report.companyId) : undefined;
  const t = (key: string) =>
    translate(group.language, `reports.mail.${key}`, {
      report: translate(group.language, `reports.types.${report.type}`),
      period: periodLabel(report.type, report.period, group.language),
      company: company?.name ?? '',
    });
  const portal = report.companyId ? 'customer/waste/reports' : 'internal/reports';
  let mailed = 0;
  for (const subscription of group.subscriptions) {
    if (!(await claimNotice(deps.db, `report:${report.id}`, `to:${subscription.email}`, now))) continue;
    await deps.sendMail({
      to: subscription.email,
      subject: t(company ? 'subject' : 'providerSubject'),
      text: [t('body'), '', `${deps.publicUrl}/${portal}`, '', t(content ? 'attached' : 'tooLarge')].join(
        '\n',
      ),
      ...(content && {
        attachments: [{ fileName: file.originalName, content, contentType: file.contentType }],
      }),
    });
    mailed += 1;
  }
  return mailed;
}
