import { lastWholePeriod } from '@sirkula/domain/reports/rules';
import type { Db } from '../../db/client.ts';
import type { DemoContext } from '../../lib/feature.ts';
import { DEMO_CUSTOMER } from '../companies/public.ts';
import type { DemoRemoved, DemoRows } from '../demo/public.ts';
import { deleteDocumentsOfRecords } from '../documents/public.ts';
import { deleteFilesById } from '../storage/public.ts';
import { createReport, createSubscription } from './factories.ts';
import { deleteReportsOf } from './queries.ts';

const HOUR = 3_600_000;

/**
 * The demo customer's last month's report in both languages and formats, its last quarter's B3
 * summary, the provider's operations and finance reports, and the recipients who get them monthly.
 */
export async function demoReports(context: DemoContext): Promise<DemoRows> {
  const db = context.storage.db;
  const customer = await context.companyId(DEMO_CUSTOMER.name);
  const admin = await context.userId('admin@demo.sirkula.id');
  const customerAdmin = await context.userId('customer@demo.sirkula.id');
  const at = (hoursAgo: number) => () => new Date(context.now.getTime() - hoursAgo * HOUR);
  const deps = (hoursAgo: number) => ({ db, storage: context.storage, clock: at(hoursAgo) });
  const month = lastWholePeriod('monthlyWaste', context.now);
  const quarter = lastWholePeriod('quarterlyB3', context.now);
  const made = [
    {
      type: 'monthlyWaste',
      period: month,
      companyId: customer,
      format: 'pdf',
      language: 'id',
      scheduled: true,
    },
    {
      type: 'monthlyWaste',
      period: month,
      companyId: customer,
      format: 'xlsx',
      language: 'en',
      requestedBy: customerAdmin,
    },
    {
      type: 'quarterlyB3',
      period: quarter,
      companyId: customer,
      format: 'pdf',
      language: 'id',
      requestedBy: customerAdmin,
    },
    {
      type: 'quarterlyB3',
      period: quarter,
      companyId: customer,
      format: 'csv',
      language: 'id',
      requestedBy: admin,
    },
    { type: 'operations', period: month, format: 'pdf', language: 'id', requestedBy: admin },
    { type: 'finance', period: month, format: 'xlsx', language: 'id', requestedBy: admin },
  ] as const;
  for (const [index, input] of made.entries()) await createReport(deps(48 - index * 6), input);
  await createSubscription(db, {
    companyId: customer,
    email: 'customer@demo.sirkula.id',
    name: 'Admin PT Maju Bersama Plastindo',
    types: ['monthlyWaste', 'quarterlyB3'],
  });
  await createSubscription(db, {
    companyId: customer,
    email: 'lingkungan@majubersama.co.id',
    name: 'Bagian K3L',
    types: ['quarterlyB3'],
  });
  await createSubscription(db, {
    companyId: null,
    email: 'admin@demo.sirkula.id',
    types: ['operations', 'finance'],
    createdBy: admin,
  });
  return { companyIds: [], userIds: [] };
}

/** The demo's reports, with their library documents and files (the provider's own belong to no company). */
export async function removeDemoReports(db: Db, demo: DemoRows): Promise<DemoRemoved> {
  const removed = await deleteReportsOf(db, demo);
  const filed = await deleteDocumentsOfRecords(db, 'report', removed.reportIds);
  const stored = await deleteFilesById(db, filed.fileIds);
  return {
    files: stored.files,
    storageKeys: stored.storageKeys,
    auditEntries: removed.auditEntries + filed.auditEntries,
  };
}
