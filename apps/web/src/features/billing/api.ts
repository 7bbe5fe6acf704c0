import type { InvoiceDetail } from '@sirkula/domain/billing/answers';
import type { billingApi } from '@sirkula/domain/billing/api';
import type {
  EditInvoiceInput,
  ListInvoicesQuery,
  ManualInvoiceInput,
  PaymentInput,
} from '@sirkula/domain/billing/inputs';
import { keepPreviousData, type QueryClient, queryOptions } from '@tanstack/react-query';
import { ApiError, client, hrefOf, urlOf } from '../../lib/api.ts';
import { downloadFile } from '../../lib/download.ts';

type BillingApi = typeof billingApi;
const call = client<BillingApi>();

export const billingKeys = {
  all: ['billing'] as const,
  lists: ['billing', 'list'] as const,
  detail: (id: string) => ['billing', 'detail', id] as const,
  runs: ['billing', 'runs'] as const,
  preview: (month: string) => ['billing', 'preview', month] as const,
};

export const invoicesQuery = (query: ListInvoicesQuery) =>
  queryOptions({
    queryKey: [...billingKeys.lists, query],
    queryFn: () => call('GET /billing/invoices', { query }),
    placeholderData: keepPreviousData,
  });

/** An invoice's id is a UUID; any other address (`/billing/run` in a company portal) names none. */
const INVOICE_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const invoiceQuery = (id: string) =>
  queryOptions({
    queryKey: billingKeys.detail(id),
    queryFn: () =>
      INVOICE_ID.test(id)
        ? call('GET /billing/invoices/:id', { params: { id } })
        : Promise.reject(new ApiError(404, 'INVOICE_NOT_FOUND', '')),
  });

export const invoicePdfPath = (id: string) =>
  urlOf<BillingApi, 'GET /billing/invoices/:id/invoice.pdf'>('GET /billing/invoices/:id/invoice.pdf', {
    params: { id },
  });
/** The PDF shown in the browser's own viewer, to print the sheet that is sent. */
export const invoicePrintUrl = (id: string) =>
  hrefOf<BillingApi, 'GET /billing/invoices/:id/invoice.pdf'>('GET /billing/invoices/:id/invoice.pdf', {
    params: { id },
    query: { inline: '1' },
  });
export const paymentProofPath = (invoiceId: string, paymentId: string) =>
  urlOf<BillingApi, 'GET /billing/invoices/:id/payments/:paymentId/proof'>(
    'GET /billing/invoices/:id/payments/:paymentId/proof',
    { params: { id: invoiceId, paymentId } },
  );

export const createInvoice = (input: ManualInvoiceInput) => call('POST /billing/invoices', { body: input });
export const editInvoice = (id: string, input: EditInvoiceInput) =>
  call('PUT /billing/invoices/:id', { params: { id }, body: input });
export const issueInvoice = (id: string) => call('POST /billing/invoices/:id/issue', { params: { id } });
export const cancelInvoice = (id: string, input: { reason: string; replace: boolean }) =>
  call('POST /billing/invoices/:id/cancel', { params: { id }, body: input });
export const recordPayment = (id: string, input: PaymentInput) =>
  call('POST /billing/invoices/:id/payments', { params: { id }, body: input });
export const reversePayment = (invoiceId: string, paymentId: string, reason: string) =>
  call('POST /billing/invoices/:id/payments/:paymentId/reverse', {
    params: { id: invoiceId, paymentId },
    body: { reason },
  });

export function attachPaymentProof(invoiceId: string, paymentId: string, file: File) {
  const form = new FormData();
  form.append('file', file, file.name);
  return call('POST /billing/invoices/:id/payments/:paymentId/proof', {
    params: { id: invoiceId, paymentId },
    form,
  });
}

export const runPreviewQuery = (month: string) =>
  queryOptions({
    queryKey: billingKeys.preview(month),
    queryFn: () => call('GET /billing/runs/preview', { query: { month } }),
  });

export const runsQuery = queryOptions({
  queryKey: billingKeys.runs,
  queryFn: () => call('GET /billing/runs'),
});

/** A run while it works: asked again every second until it has finished. */
export const runQuery = (id: string) =>
  queryOptions({
    queryKey: [...billingKeys.runs, id],
    queryFn: () => call('GET /billing/runs/:id', { params: { id } }),
    refetchInterval: (query) => (query.state.data?.status === 'running' ? 1000 : false),
  });

export const startRun = (month: string) => call('POST /billing/runs', { body: { month } });

export const checkCoretax = (invoiceIds: string[]) =>
  call('POST /billing/coretax/check', { body: { invoiceIds } });

/** Saves the Coretax e-Faktur file of the chosen invoices. */
export const downloadCoretax = (invoiceIds: string[], fileName: string) =>
  downloadFile(urlOf<BillingApi, 'POST /billing/coretax.xml'>('POST /billing/coretax.xml'), fileName, {
    invoiceIds,
  });

/** After a change: the answer becomes the cached invoice; lists, totals and its change history refresh. */
export async function storeInvoice(queryClient: QueryClient, invoice: InvoiceDetail): Promise<void> {
  queryClient.setQueryData(billingKeys.detail(invoice.id), invoice);
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: billingKeys.lists }),
    queryClient.invalidateQueries({ queryKey: ['audit', 'invoice', invoice.id] }),
  ]);
}
