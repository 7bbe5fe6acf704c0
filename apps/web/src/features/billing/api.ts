import type {
  BillingRun,
  BillingRunPreview,
  CoretaxCheck,
  InvoiceChange,
  InvoiceDetail,
  InvoicePage,
} from '@sirkula/domain/billing/answers';
import type {
  EditInvoiceInput,
  ListInvoicesQuery,
  ManualInvoiceInput,
  PaymentInput,
} from '@sirkula/domain/billing/inputs';
import { keepPreviousData, type QueryClient, queryOptions } from '@tanstack/react-query';
import { ApiError, api, apiForm, withQuery } from '../../lib/api.ts';

export const billingKeys = {
  all: ['billing'] as const,
  lists: ['billing', 'list'] as const,
  detail: (id: string) => ['billing', 'detail', id] as const,
  runs: ['billing', 'runs'] as const,
  preview: (month: string) => ['billing', 'preview', month] as const,
};

export const invoicePath = (id: string) => `/billing/invoices/${encodeURIComponent(id)}`;
const paymentPath = (invoiceId: string, paymentId: string) =>
  `${invoicePath(invoiceId)}/payments/${encodeURIComponent(paymentId)}`;

export const invoicesQuery = (query: ListInvoicesQuery) =>
  queryOptions({
    queryKey: [...billingKeys.lists, query],
    queryFn: () => api<InvoicePage>('GET', withQuery('/billing/invoices', query)),
    placeholderData: keepPreviousData,
  });

/** An invoice's id is a UUID; any other address (`/billing/run` in a company portal) names none. */
const INVOICE_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const invoiceQuery = (id: string) =>
  queryOptions({
    queryKey: billingKeys.detail(id),
    queryFn: () =>
      INVOICE_ID.test(id)
        ? api<InvoiceDetail>('GET', invoicePath(id))
        : Promise.reject(new ApiError(404, 'INVOICE_NOT_FOUND', '')),
  });

export const invoicePdfPath = (id: string) => `${invoicePath(id)}/invoice.pdf`;
/** The PDF shown in the browser's own viewer, to print the sheet that is sent. */
export const invoicePrintUrl = (id: string) => `/api/v1${invoicePdfPath(id)}?inline=1`;
export const paymentProofPath = (invoiceId: string, paymentId: string) =>
  `${paymentPath(invoiceId, paymentId)}/proof`;

export const createInvoice = (input: ManualInvoiceInput) =>
  api<InvoiceChange>('POST', '/billing/invoices', input);
export const editInvoice = (id: string, input: EditInvoiceInput) =>
  api<InvoiceChange>('PUT', invoicePath(id), input);
export const issueInvoice = (id: string) => api<InvoiceChange>('POST', `${invoicePath(id)}/issue`);
export const cancelInvoice = (id: string, input: { reason: string; replace: boolean }) =>
  api<InvoiceChange>('POST', `${invoicePath(id)}/cancel`, input);
export const recordPayment = (id: string, input: PaymentInput) =>
  api<InvoiceChange>('POST', `${invoicePath(id)}/payments`, input);
export const reversePayment = (invoiceId: string, paymentId: string, reason: string) =>
  api<InvoiceChange>('POST', `${paymentPath(invoiceId, paymentId)}/reverse`, { reason });

export function attachPaymentProof(invoiceId: string, paymentId: string, file: File) {
  const form = new FormData();
  form.append('file', file, file.name);
  return apiForm<InvoiceChange>('POST', paymentProofPath(invoiceId, paymentId), form);
}

export const runPreviewQuery = (month: string) =>
  queryOptions({
    queryKey: billingKeys.preview(month),
    queryFn: () => api<BillingRunPreview>('GET', withQuery('/billing/runs/preview', { month })),
  });

export const runsQuery = queryOptions({
  queryKey: billingKeys.runs,
  queryFn: () => api<{ items: BillingRun[] }>('GET', '/billing/runs'),
});

/** A run while it works: asked again every second until it has finished. */
export const runQuery = (id: string) =>
  queryOptions({
    queryKey: [...billingKeys.runs, id],
    queryFn: () => api<BillingRun>('GET', `/billing/runs/${encodeURIComponent(id)}`),
    refetchInterval: (query) => (query.state.data?.status === 'running' ? 1000 : false),
  });

export const startRun = (month: string) => api<BillingRun>('POST', '/billing/runs', { month });

export const checkCoretax = (invoiceIds: string[]) =>
  api<CoretaxCheck>('POST', '/billing/coretax/check', { invoiceIds });

/** After a change: the answer becomes the cached invoice; lists, totals and its change history refresh. */
export async function storeInvoice(queryClient: QueryClient, invoice: InvoiceDetail): Promise<void> {
  queryClient.setQueryData(billingKeys.detail(invoice.id), invoice);
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: billingKeys.lists }),
    queryClient.invalidateQueries({ queryKey: ['audit', 'invoice', invoice.id] }),
  ]);
}
