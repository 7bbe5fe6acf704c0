import {
  billingRun,
  billingRunPreview,
  billingRuns,
  coretaxCheck,
  invoiceChange,
  invoiceDetail,
  invoicePage,
} from '@sirkula/domain/billing/answers';
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
} from '@sirkula/domain/billing/inputs';
import { formatMonth } from '@sirkula/domain/shared/format';
import { translate, translateCount } from '@sirkula/domain/shared/i18n';
import type { Language } from '@sirkula/domain/shared/languages';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireActor } from '../../lib/access-hook.ts';
import { contentDisposition } from '../../lib/content-disposition.ts';
import type { AppDeps } from '../../lib/feature.ts';
import { afterAnswer } from '../../lib/http.ts';
import { readSingleFile } from '../storage/multipart.ts';
import * as coretax from './coretax.ts';
import { invoiceDocumentPdf } from './document.ts';
import { sendIssuedInvoice } from './mail.ts';
import type { BillingRunRow } from './queries.ts';
import * as run from './run.ts';
import * as service from './service.ts';

const signedIn = { access: 'signedIn' } as const;
const tags = ['billing'];
const invoiceParams = z.object({ id: z.uuid() });
const paymentParams = z.object({ id: z.uuid(), paymentId: z.uuid() });
/** `?inline=1` asks for the PDF to show in the browser (to print it) rather than to download. */
const invoicePdfQuery = z.object({ inline: z.literal('1').optional() });

/** A run as the screen follows it, with the sentence that says what it made: the preview's words. */
function runAnswer(row: { run: BillingRunRow; startedBy: string | null }, language: Language) {
  const { run: record } = row;
  const month = formatMonth(record.month, language);
  const message =
    record.status === 'failed'
      ? translate(language, 'billing.messages.runFailed', { error: record.error ?? '' })
      : record.status === 'running'
        ? translate(language, 'billing.messages.runStarted')
        : record.invoicesMade + record.payablesMade === 0
          ? translate(language, 'billing.messages.runNothing', { month })
          : translate(language, 'billing.messages.runDone', {
              month,
              invoices: translateCount(language, 'billing.messages.runInvoices', record.invoicesMade),
              payables: translateCount(language, 'billing.messages.runPayables', record.payablesMade),
              records: translateCount(language, 'billing.messages.runRecords', record.recordsBilled),
            });
  return { ...record, startedBy: row.startedBy, message };
}

export function billingRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  const { db, clock, storage } = deps;
  const mailDeps = { db, storage, notify: deps.notify, clock };
  return async (app) => {
    /** An invoice's whole answer after a change, with the change's sentence in the reader's language. */
    const changed = async (
      request: FastifyRequest,
      id: string,
      done: { message: string; values: Record<string, string> },
    ) => ({
      invoice: await service.detail(db, requireActor(request), id, clock()),
      message: translate(request.language, done.message, done.values),
    });

    app.get(
      '/billing/invoices',
      { schema: { tags, querystring: listInvoicesQuery, response: { 200: invoicePage } }, config: signedIn },
      (request) => service.list(db, requireActor(request), request.query, clock()),
    );

    app.post(
      '/billing/invoices',
      { schema: { tags, body: manualInvoiceInput, response: { 201: invoiceChange } }, config: signedIn },
      async (request, reply) => {
        const done = await service.createManual(db, requireActor(request), request.body, clock());
        return reply.status(201).send(await changed(request, done.id, done));
      },
    );

    app.get(
      '/billing/invoices/:id',
      { schema: { tags, params: invoiceParams, response: { 200: invoiceDetail } }, config: signedIn },
      (request) => service.detail(db, requireActor(request), request.params.id, clock()),
    );

    app.put(
      '/billing/invoices/:id',
      {
        schema: { tags, params: invoiceParams, body: editInvoiceInput, response: { 200: invoiceChange } },
        config: signedIn,
      },
      async (request) => {
        const done = await service.edit(db, requireActor(request), request.params.id, request.body, clock());
        return changed(request, request.params.id, done);
      },
    );

    app.get(
      '/billing/invoices/:id/invoice.pdf',
      { schema: { tags, params: invoiceParams, querystring: invoicePdfQuery }, config: signedIn },
      async (request, reply) => {
        const row = await service.readable(db, requireActor(request), request.params.id);
        const { body, fileName } = await invoiceDocumentPdf({ db, storage }, row, request.language, clock());
        // Inline, the browser shows the sheet to print; otherwise it is saved as a file.
        const disposition = request.query.inline === '1' ? 'inline' : 'attachment';
        return reply
          .header('content-type', 'application/pdf')
          .header('content-disposition', contentDisposition(fileName, disposition))
          .send(body);
      },
    );

    app.post(
      '/billing/invoices/:id/issue',
      { schema: { tags, params: invoiceParams, response: { 200: invoiceChange } }, config: signedIn },
      async (request) => {
        const issueDeps = { db, sendIssued: (id: string) => sendIssuedInvoice(mailDeps, id) };
        const done = await service.issue(issueDeps, requireActor(request), request.params.id, clock());
        return changed(request, request.params.id, done);
      },
    );

    app.post(
      '/billing/invoices/:id/cancel',
      {
        schema: { tags, params: invoiceParams, body: cancelInvoiceInput, response: { 200: invoiceChange } },
        config: signedIn,
      },
      async (request) => {
        const done = await service.cancel(
          db,
          requireActor(request),
          request.params.id,
          request.body,
          clock(),
        );
        return changed(request, request.params.id, done);
      },
    );

    app.post(
      '/billing/invoices/:id/payments',
      {
        schema: { tags, params: invoiceParams, body: paymentInput, response: { 200: invoiceChange } },
        config: signedIn,
      },
      async (request) => {
        const done = await service.recordPayment(
          db,
          requireActor(request),
          request.params.id,
          request.body,
          clock(),
        );
        return changed(request, request.params.id, done);
      },
    );

    app.post(
      '/billing/invoices/:id/payments/:paymentId/reverse',
      {
        schema: { tags, params: paymentParams, body: reversePaymentInput, response: { 200: invoiceChange } },
        config: signedIn,
      },
      async (request) => {
        const { id, paymentId } = request.params;
        const ids = { invoiceId: id, paymentId };
        const done = await service.reversePayment(
          db,
          requireActor(request),
          ids,
          request.body.reason,
          clock(),
        );
        return changed(request, id, done);
      },
    );

    app.post(
      '/billing/invoices/:id/payments/:paymentId/proof',
      {
        schema: {
          tags,
          params: paymentParams,
          consumes: ['multipart/form-data'],
          response: { 200: invoiceChange },
        },
        config: signedIn,
      },
      async (request) => {
        const actor = requireActor(request);
        const { id, paymentId } = request.params;
        const file = await readSingleFile(request, storage.maxUploadBytes);
        const done = await service.attachProof({ db, storage }, actor, { invoiceId: id, paymentId }, file);
        return changed(request, id, done);
      },
    );

    app.get(
      '/billing/invoices/:id/payments/:paymentId/proof',
      { schema: { tags, params: paymentParams }, config: signedIn },
      async (request, reply) => {
        const { id, paymentId } = request.params;
        const { file, body } = await service.openProof({ db, storage }, requireActor(request), {
          invoiceId: id,
          paymentId,
        });
        return reply
          .header('content-type', file.contentType)
          .header('cache-control', 'private, max-age=3600')
          .header('content-disposition', contentDisposition(file.originalName, 'inline'))
          .send(body);
      },
    );

    app.get(
      '/billing/runs/preview',
      {
        schema: { tags, querystring: billingRunPreviewQuery, response: { 200: billingRunPreview } },
        config: signedIn,
      },
      (request) => run.preview(db, requireActor(request), request.query.month, clock()),
    );

    app.post(
      '/billing/runs',
      { schema: { tags, body: billingRunInput, response: { 202: billingRun } }, config: signedIn },
      async (request, reply) => {
        const actor = requireActor(request);
        const started = await run.start({ db, clock }, actor, request.body.month);
        // The app waits for work after an answer when it closes, so a run is never cut off by a restart.
        afterAnswer(request, 'billing run', () => run.completeRun({ db, clock }, started));
        const row = await run.find(db, actor, started.id);
        return reply.status(202).send(runAnswer(row ?? { run: started, startedBy: null }, request.language));
      },
    );

    app.get(
      '/billing/runs',
      { schema: { tags, response: { 200: billingRuns } }, config: signedIn },
      async (request) => {
        const rows = await run.latest(db, requireActor(request));
        return { items: rows.map((row) => runAnswer(row, request.language)) };
      },
    );

    app.get(
      '/billing/runs/:id',
      { schema: { tags, params: invoiceParams, response: { 200: billingRun } }, config: signedIn },
      async (request) => {
        const row = await run.find(db, requireActor(request), request.params.id);
        if (!row) throw run.runNotFound();
        return runAnswer(row, request.language);
      },
    );

    app.post(
      '/billing/coretax/check',
      { schema: { tags, body: coretaxExportInput, response: { 200: coretaxCheck } }, config: signedIn },
      (request) => coretax.check(db, requireActor(request), request.body.invoiceIds),
    );

    app.post(
      '/billing/coretax.xml',
      { schema: { tags, body: coretaxExportInput }, config: signedIn },
      async (request, reply) => {
        const xml = await coretax.exportXml(db, requireActor(request), request.body.invoiceIds);
        const day = clock().toISOString().slice(0, 10);
        return reply
          .header('content-type', 'application/xml; charset=utf-8')
          .header('content-disposition', contentDisposition(`coretax-faktur-${day}.xml`))
          .send(xml);
      },
    );
  };
}
