import { eq } from 'drizzle-orm';
import { billingRuns, invoicePayments } from '../../db/schema.ts';
import {
  COMPANY_USERS_OWN,
  INTERNAL_ONLY,
  type RequestContext,
  type RouteExpectations,
} from '../../test/authorisation-matrix/rules.ts';
import { DEMO_INVOICING, getInvoicing, saveInvoicingValues } from '../settings/public.ts';
import { pdfFile } from '../storage/public.ts';
import { createInvoice } from './factories.ts';

const staffOnly = 'writing, issuing and cancelling invoices and recording payments is the provider’s work';
const TODAY = '2026-11-02';

/** A fresh invoice of the target company: a proforma, or issued (with one payment when asked). */
async function freshInvoice(
  context: RequestContext,
  stage: 'proforma' | 'issued' | 'paidInPart' = 'proforma',
) {
  const invoice = await createInvoice(context.world.db, {
    companyId: context.target.company.id,
    direction: context.target.company.kind === 'partner' ? 'payable' : 'receivable',
    invoiceDate: TODAY,
    issuedOn: stage === 'proforma' ? undefined : TODAY,
    lines: [{ description: 'Pengelolaan limbah / Waste management', quantity: 100, unitPrice: 10_000 }],
    payments: stage === 'paidInPart' ? [{ paidOn: TODAY, amount: 100_000 }] : [],
  });
  const [payment] = await context.world.db
    .select({ id: invoicePayments.id })
    .from(invoicePayments)
    .where(eq(invoicePayments.invoiceId, invoice.id));
  return { id: invoice.id, paymentId: payment?.id ?? '' };
}

/** An issued invoice Coretax takes: the provider's and the buyer's tax numbers frozen on it. */
async function exportableInvoice(context: RequestContext) {
  const issuer = {
    companyName: 'PT Sirkula Matriks',
    companyLine: 'Pengelolaan limbah',
    pseNumber: '000123',
    address: DEMO_INVOICING.address,
    npwp: DEMO_INVOICING.npwp,
    nitku: DEMO_INVOICING.nitku,
    bankAccounts: [],
    directorOfMarketing: null,
  };
  const buyer = {
    name: context.target.company.name,
    address: 'Jl. Matriks Raya 1, Bekasi',
    city: 'Bekasi',
    npwp: '0123456789012000',
    nitku: '0123456789012000000000',
    email: null,
  };
  return createInvoice(context.world.db, {
    companyId: context.target.company.id,
    invoiceDate: TODAY,
    issuedOn: TODAY,
    issuer,
    buyer,
    lines: [{ description: 'Pengelolaan limbah / Waste management', quantity: 100, unitPrice: 10_000 }],
  });
}

async function withInvoicing(context: RequestContext) {
  if (!(await getInvoicing(context.world.db))) await saveInvoicingValues(context.world.db, DEMO_INVOICING);
}

const lines = [
  {
    itemType: 'other',
    description: 'Konsultasi / Consulting',
    quantity: 1,
    unit: 'activity',
    unitPrice: 750_000,
  },
];

export const EXPECTATIONS: RouteExpectations = {
  'GET /api/v1/billing/invoices': [
    {
      does: "list the target company's invoices",
      who: COMPANY_USERS_OWN,
      why: 'a company user lists only the invoices addressed to its company, whatever the filter says',
      others: 'narrowed',
      request: async (context) => {
        await freshInvoice(context);
        return { query: { companyId: context.target.company.id } };
      },
    },
  ],
  'POST /api/v1/billing/invoices': [
    {
      does: 'write a manual invoice for the target company',
      who: INTERNAL_ONLY,
      why: staffOnly,
      request: async ({ target }) => ({
        payload: {
          companyId: target.company.id,
          title: 'Jasa konsultasi / Consulting',
          invoiceDate: TODAY,
          paymentTerm: 'net30',
          ppnOption: 'ppn12Dpp',
          lines,
        },
      }),
    },
  ],
  'GET /api/v1/billing/invoices/{id}': [
    {
      does: "read the target company's invoice",
      who: COMPANY_USERS_OWN,
      why: 'an invoice is its company’s and the staff’s; another’s answers “Billing record not found”',
      request: async (context) => ({ params: { id: (await freshInvoice(context)).id } }),
    },
  ],
  'PUT /api/v1/billing/invoices/{id}': [
    {
      does: "change the target company's proforma invoice",
      who: INTERNAL_ONLY,
      why: staffOnly,
      request: async (context) => ({
        params: { id: (await freshInvoice(context)).id },
        payload: {
          title: 'Judul diperbaiki',
          invoiceDate: TODAY,
          paymentTerm: 'net15',
          ppnOption: 'ppn12Dpp',
          lines,
        },
      }),
    },
  ],
  'GET /api/v1/billing/invoices/{id}/invoice.pdf': [
    {
      does: "download the target company's invoice PDF",
      who: COMPANY_USERS_OWN,
      why: 'an invoice is its company’s and the staff’s',
      request: async (context) => ({ params: { id: (await freshInvoice(context, 'issued')).id } }),
    },
  ],
  'POST /api/v1/billing/invoices/{id}/issue': [
    {
      does: "issue the target company's proforma invoice",
      who: INTERNAL_ONLY,
      why: staffOnly,
      request: async (context) => {
        await withInvoicing(context);
        return { params: { id: (await freshInvoice(context)).id } };
      },
    },
  ],
  'POST /api/v1/billing/invoices/{id}/cancel': [
    {
      does: "cancel the target company's invoice with a replacement",
      who: INTERNAL_ONLY,
      why: staffOnly,
      request: async (context) => ({
        params: { id: (await freshInvoice(context, 'issued')).id },
        payload: { reason: 'Harga keliru', replace: true },
      }),
    },
  ],
  'POST /api/v1/billing/invoices/{id}/payments': [
    {
      does: "record a payment of the target company's invoice",
      who: INTERNAL_ONLY,
      why: staffOnly,
      request: async (context) => ({
        params: { id: (await freshInvoice(context, 'issued')).id },
        payload: { paidOn: TODAY, amount: 250_000, method: 'bankTransfer', reference: 'TRF 001' },
      }),
    },
  ],
  'POST /api/v1/billing/invoices/{id}/payments/{paymentId}/reverse': [
    {
      does: "reverse a payment of the target company's invoice",
      who: INTERNAL_ONLY,
      why: staffOnly,
      request: async (context) => {
        const invoice = await freshInvoice(context, 'paidInPart');
        return {
          params: { id: invoice.id, paymentId: invoice.paymentId },
          payload: { reason: 'Dana kembali' },
        };
      },
    },
  ],
  'POST /api/v1/billing/invoices/{id}/payments/{paymentId}/proof': [
    {
      does: "attach the proof of a payment of the target company's invoice",
      who: INTERNAL_ONLY,
      why: staffOnly,
      request: async (context) => {
        const invoice = await freshInvoice(context, 'paidInPart');
        return {
          params: { id: invoice.id, paymentId: invoice.paymentId },
          upload: { fileName: 'bukti-transfer.pdf', data: pdfFile() },
        };
      },
    },
  ],
  'GET /api/v1/billing/invoices/{id}/payments/{paymentId}/proof': [
    {
      does: "download the proof of a payment of the target company's invoice",
      who: COMPANY_USERS_OWN,
      why: 'a payment’s proof belongs with its invoice: its company’s and the staff’s',
      request: async (context) => {
        const invoice = await freshInvoice(context, 'paidInPart');
        await context.world.db
          .update(invoicePayments)
          .set({ proofFileId: context.target.file.id })
          .where(eq(invoicePayments.id, invoice.paymentId));
        return { params: { id: invoice.id, paymentId: invoice.paymentId } };
      },
    },
  ],
  'GET /api/v1/billing/runs/preview': [
    {
      does: 'preview a billing run',
      who: INTERNAL_ONLY,
      why: 'billing runs are the provider’s work',
      scope: 'none',
      request: async () => ({ query: { month: '2026-10' } }),
    },
  ],
  'POST /api/v1/billing/runs': [
    {
      does: 'start a billing run',
      who: INTERNAL_ONLY,
      why: 'billing runs are the provider’s work',
      scope: 'none',
      request: async () => ({ payload: { month: '2020-01' } }),
    },
  ],
  'GET /api/v1/billing/runs': [
    {
      does: 'list the latest billing runs',
      who: INTERNAL_ONLY,
      why: 'billing runs are the provider’s work',
      scope: 'none',
      request: async () => ({}),
    },
  ],
  'GET /api/v1/billing/runs/{id}': [
    {
      does: 'follow a billing run',
      who: INTERNAL_ONLY,
      why: 'billing runs are the provider’s work',
      scope: 'none',
      request: async (context) => {
        const [run] = await context.world.db
          .insert(billingRuns)
          .values({ month: '2020-02', status: 'done', startedBy: 'matrix' })
          .returning();
        return { params: { id: run?.id ?? '' } };
      },
    },
  ],
  'POST /api/v1/billing/coretax/check': [
    {
      does: "check the target company's issued invoice for the Coretax export",
      who: INTERNAL_ONLY,
      why: 'the provider files its tax invoices',
      request: async (context) => ({ payload: { invoiceIds: [(await freshInvoice(context, 'issued')).id] } }),
    },
  ],
  'POST /api/v1/billing/coretax.xml': [
    {
      does: "export the target company's issued invoice to Coretax",
      who: INTERNAL_ONLY,
      why: 'the provider files its tax invoices',
      request: async (context) => ({ payload: { invoiceIds: [(await exportableInvoice(context)).id] } }),
    },
  ],
};
