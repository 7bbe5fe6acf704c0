import { z } from 'zod';
import { contract, FILE_ANSWER, MULTIPART_BODY } from '../shared/contract.ts';
import { idParams } from '../shared/params.ts';
import {
  billingRun,
  billingRunPreview,
  billingRuns,
  coretaxCheck,
  invoiceChange,
  invoiceDetail,
  invoicePage,
} from './answers.ts';
import {
  billingRunInput,
  billingRunPreviewQuery,
  cancelInvoiceInput,
  coretaxExportInput,
  editInvoiceInput,
  listInvoicesQuery,
  manualInvoiceInput,
  paymentInput,
  reversePaymentInput,
} from './inputs.ts';

const paymentParams = z.object({ id: z.uuid(), paymentId: z.uuid() });
/** `?inline=1` asks for the PDF to show in the browser (to print it) rather than to download. */
const invoicePdfQuery = z.object({ inline: z.literal('1').optional() });

/**
 * Billing's endpoints. Customers and partners read the invoices addressed to their own company, their
 * sheets and payment proofs; running billing, writing, issuing, cancelling and payments are staff's.
 */
export const billingApi = contract({
  'GET /billing/invoices': {
    access: 'signedIn',
    keyScope: 'invoices:read',
    query: listInvoicesQuery,
    answers: { 200: invoicePage },
  },
  'POST /billing/invoices': { access: 'internal', body: manualInvoiceInput, answers: { 201: invoiceChange } },
  'GET /billing/invoices/:id': {
    access: 'signedIn',
    keyScope: 'invoices:read',
    params: idParams,
    answers: { 200: invoiceDetail },
  },
  'PUT /billing/invoices/:id': {
    access: 'internal',
    params: idParams,
    body: editInvoiceInput,
    answers: { 200: invoiceChange },
  },
  'GET /billing/invoices/:id/invoice.pdf': {
    access: 'signedIn',
    keyScope: 'invoices:read',
    params: idParams,
    query: invoicePdfQuery,
    answers: { 200: FILE_ANSWER },
  },
  'POST /billing/invoices/:id/issue': {
    access: 'internal',
    params: idParams,
    answers: { 200: invoiceChange },
  },
  'POST /billing/invoices/:id/cancel': {
    access: 'internal',
    params: idParams,
    body: cancelInvoiceInput,
    answers: { 200: invoiceChange },
  },
  'POST /billing/invoices/:id/payments': {
    access: 'internal',
    params: idParams,
    body: paymentInput,
    answers: { 200: invoiceChange },
  },
  'POST /billing/invoices/:id/payments/:paymentId/reverse': {
    access: 'internal',
    params: paymentParams,
    body: reversePaymentInput,
    answers: { 200: invoiceChange },
  },
  'POST /billing/invoices/:id/payments/:paymentId/proof': {
    access: 'internal',
    params: paymentParams,
    body: MULTIPART_BODY,
    answers: { 200: invoiceChange },
  },
  'GET /billing/invoices/:id/payments/:paymentId/proof': {
    access: 'signedIn',
    params: paymentParams,
    answers: { 200: FILE_ANSWER },
  },
  'GET /billing/runs/preview': {
    access: 'internal',
    query: billingRunPreviewQuery,
    answers: { 200: billingRunPreview },
  },
  'POST /billing/runs': { access: 'internal', body: billingRunInput, answers: { 202: billingRun } },
  'GET /billing/runs': { access: 'internal', answers: { 200: billingRuns } },
  'GET /billing/runs/:id': { access: 'internal', params: idParams, answers: { 200: billingRun } },
  'POST /billing/coretax/check': {
    access: 'internal',
    body: coretaxExportInput,
    answers: { 200: coretaxCheck },
  },
  'POST /billing/coretax.xml': {
    access: 'internal',
    body: coretaxExportInput,
    answers: { 200: FILE_ANSWER },
  },
});
