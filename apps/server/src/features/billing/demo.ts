import type { ManualInvoice } from '@sirkula/domain/billing/inputs';
import { npwp16 } from '@sirkula/domain/companies/rules';
import { addDays, addMonths, jakartaToday } from '@sirkula/domain/shared/dates';
import type { Db } from '../../db/client.ts';
import type { Actor } from '../../lib/access.ts';
import type { DemoContext } from '../../lib/feature.ts';
import { updateCompany } from '../companies/public.ts';
import type { DemoRows } from '../demo/public.ts';
import { createContract } from '../waste/public.ts';
import * as queries from './queries.ts';
import { completeRun } from './run.ts';
import * as service from './service.ts';

/** Noon in Jakarta on a day `days` from today: when a demo step happened. */
function onDay(now: Date, days: number): Date {
  return new Date(`${addDays(jakartaToday(now), days)}T05:00:00Z`);
}

type Line = ManualInvoice['lines'][number];

const line = (description: string, quantity: number, unitPrice: number, unit: Line['unit'] = 'kg'): Line => ({
  itemType: 'wasteService',
  description,
  quantity,
  unit,
  unitPrice,
  transportCost: 0,
});

/**
 * One manual invoice in each state a provider's books hold, dated back from today so its due display
 * reads as intended: issued and unpaid, due this week, partly paid, paid, overdue, and cancelled with
 * its replacement.
 */
const HISTORY = [
  {
    company: 'PT Sehat Medika Farma',
    title: 'Pengelolaan limbah medis / Medical waste management',
    lines: [line('Limbah medis infeksius (A337-1) / Infectious medical waste', 420, 18_000)],
    issuedDaysAgo: 5,
  },
  {
    company: 'Rumah Sakit Harapan Kasih',
    title: 'Pengelolaan limbah medis / Medical waste management',
    lines: [line('Limbah medis infeksius (A337-1) / Infectious medical waste', 615.5, 18_000)],
    issuedDaysAgo: 27,
  },
  {
    company: 'PT Elektronika Batam Jaya',
    title: 'Pengelolaan limbah elektronik / E-waste management',
    lines: [
      line('Limbah elektronik (B107d) / Electronic waste', 1_240, 9_500),
      {
        ...line('Transportasi Batam – Cikarang / Transport', 2, 3_750_000, 'pickup'),
        itemType: 'transport' as const,
      },
    ],
    issuedDaysAgo: 20,
    payments: [{ daysAgo: 6, share: 0.5, method: 'bankTransfer' as const, reference: 'TRF BCA 0611' }],
  },
  {
    company: 'PT Tekstil Karya Mandiri',
    title: 'Pengelolaan limbah B3 / B3 waste management',
    lines: [line('Sludge IPAL tekstil (B3) / Textile WWTP sludge', 3_200, 4_200)],
    issuedDaysAgo: 40,
    payments: [{ daysAgo: 12, share: 1, method: 'virtualAccount' as const, reference: 'VA 8808 2211 0043' }],
  },
  {
    company: 'PT Baja Timur Perkasa',
    title: 'Pengelolaan limbah B3 / B3 waste management',
    lines: [line('Slag baja / Steel slag', 8_750, 1_800)],
    issuedDaysAgo: 52,
  },
  {
    company: 'PT Kaltim Energi Lestari',
    title: 'Pengelolaan oli bekas / Used oil management',
    lines: [line('Oli bekas (B105d) / Used oil', 2_100, 3_500)],
    issuedDaysAgo: 35,
    cancelledDaysAgo: 30,
  },
] as const;

async function writeHistory(db: Db, actor: Actor, now: Date, companyId: (name: string) => Promise<string>) {
  const quiet = { db, sendIssued: async () => undefined };
  for (const entry of HISTORY) {
    const issuedAt = onDay(now, -entry.issuedDaysAgo);
    const created = await service.createManual(
      db,
      actor,
      {
        companyId: await companyId(entry.company),
        title: entry.title,
        invoiceDate: jakartaToday(issuedAt),
        paymentTerm: 'net30',
        ppnOption: 'ppn12Dpp',
        lines: [...entry.lines],
        preparer: null,
        approver: null,
        notes: null,
      },
      issuedAt,
    );
    await service.issue(quiet, actor, created.id, issuedAt);
    const invoice = await queries.findInvoice(db, created.id);
    const total = invoice?.invoice.grandTotal ?? 0;
    for (const payment of 'payments' in entry ? entry.payments : []) {
      const paidAt = onDay(now, -payment.daysAgo);
      await service.recordPayment(
        db,
        actor,
        created.id,
        {
          paidOn: jakartaToday(paidAt),
          amount: Math.floor(total * payment.share),
          method: payment.method,
          reference: payment.reference,
        },
        paidAt,
      );
    }
    if ('cancelledDaysAgo' in entry) {
      const reason = 'Kuantitas salah ketik; diganti faktur baru / Quantity mistyped; replaced';
      await service.cancel(
        db,
        actor,
        created.id,
        { reason, replace: true },
        onDay(now, -entry.cancelledDaysAgo),
      );
    }
  }
}

/**
 * The demo's billing: a partner contract for the demo transporter, a billing run over each of the last
 * two months (proformas and the transporter's payable from the demo's delivered records), the older
 * run's invoices issued and paid, and a history of manual invoices in every state.
 */
export async function demoBilling(context: DemoContext): Promise<DemoRows> {
  const { db } = context.storage;
  const { now } = context;
  const staffId = await context.userId('admin@demo.sirkula.id');
  if (!staffId) return { companyIds: [], userIds: [] };
  const actor: Actor = {
    id: staffId,
    userType: 'internal',
    role: 'admin',
    companyId: null,
    mustChangePassword: false,
  };
  const today = jakartaToday(now);
  await createContract(db, {
    kind: 'partner',
    companyId: await context.companyId('PT Angkut Hijau Logistik'),
    startDate: addMonths(today, -12),
    endDate: addMonths(today, 12),
    frequency: 'monthly',
    pricePerUnit: 900,
    maxQuantityPerFrequency: 50_000,
    wasteTypes: ['b3', 'nonB3', 'electronic'],
    notes: 'Jasa angkut limbah B3 dan non-B3 untuk pelanggan Sirkula.',
  });
  await giveNitkus(db, await context.companyIds(BUYERS));
  const older = await billMonth(db, staffId, addMonths(today, -2).slice(0, 7), onDay(now, -40));
  await billMonth(db, staffId, addMonths(today, -1).slice(0, 7), onDay(now, -3));
  const quiet = { db, sendIssued: async () => undefined };
  for (const id of older) await service.issue(quiet, actor, id, onDay(now, -38));
  await writeHistory(db, actor, now, context.companyId);
  return { companyIds: [], userIds: [] };
}

/** The demo's customers that are invoiced: the run's and the manual history's. */
const BUYERS = ['PT Maju Bersama Plastindo', ...HISTORY.map((entry) => entry.company)];

/** Their head office's NITKU (the NPWP and 000000), which Coretax needs of a buyer. */
async function giveNitkus(db: Db, companyIds: string[]) {
  for (const id of companyIds) {
    const company = await queries.buyerOf(db, id);
    if (company?.npwp && !company.nitku)
      await updateCompany(db, id, { nitku: `${npwp16(company.npwp)}000000` });
  }
}

/** A run over a month as staff would start it on `at`; answers the invoices it made. */
async function billMonth(db: Db, staffId: string, month: string, at: Date): Promise<string[]> {
  const run = await queries.insertRun(db, { month, startedBy: staffId, startedAt: at });
  await completeRun({ db, clock: () => at }, run);
  return queries.invoiceIdsOfRun(db, run.id);
}
