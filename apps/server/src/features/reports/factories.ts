import type { ReportFormat, ReportType } from '@sirkula/domain/reports/rules';
import type { Language } from '@sirkula/domain/shared/languages';
import type { Db } from '../../db/client.ts';
import type { StorageDeps } from '../storage/public.ts';
import * as queries from './queries.ts';
import { writeReport } from './service.ts';

export interface ReportFactoryInput {
  type: ReportType;
  period: string;
  companyId?: string | null;
  format?: ReportFormat;
  language?: Language;
  requestedBy?: string | null;
  scheduled?: boolean;
  createdAt?: Date;
}

/** A report asked for and written, as the job writes it: tests, the demo and the benchmark use this. */
export async function createReport(
  deps: { db: Db; storage: StorageDeps; clock: () => Date },
  input: ReportFactoryInput,
): Promise<queries.ReportRow> {
  const row = await queries.insertReport(deps.db, {
    type: input.type,
    period: input.period,
    companyId: input.companyId ?? null,
    format: input.format ?? 'pdf',
    language: input.language ?? 'id',
    requestedBy: input.requestedBy ?? null,
    scheduled: input.scheduled ?? false,
    createdAt: input.createdAt ?? deps.clock(),
  });
  return (await writeReport(deps, row.id)) ?? row;
}

/** Someone who receives a company's reports by e-mail. */
export async function createSubscription(
  db: Db,
  input: {
    companyId: string | null;
    email: string;
    name?: string;
    types: ReportType[];
    language?: Language;
    createdBy?: string | null;
  },
) {
  const row = await queries.insertSubscription(db, {
    companyId: input.companyId,
    email: input.email,
    name: input.name ?? '',
    types: input.types,
    language: input.language ?? 'id',
    createdBy: input.createdBy ?? null,
  });
  if (!row) throw new Error(`${input.email} already receives these reports`);
  return row;
}
