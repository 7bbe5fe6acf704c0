// Every billing screen, in one chunk behind one import: each import of a chunk of its own costs the
// app's entry a list of that chunk's dependencies, and the portals' homes are at their JavaScript budget.
export { BillingRunPage } from './billing-run-page.tsx';
export { InvoiceDetailPage } from './invoice-detail-page.tsx';
export { InvoiceFormPage } from './invoice-form-page.tsx';
export { InvoicePrintPage } from './invoice-print-page.tsx';
export { InvoicesPage } from './invoices-page.tsx';
