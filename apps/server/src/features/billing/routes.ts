import { billingApi } from '@sirkula/domain/billing/api';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireActor } from '../../lib/access-hook.ts';
import { implement } from '../../lib/contract-routes.ts';
import type { AppDeps } from '../../lib/feature.ts';
import { sendFile } from '../../lib/file-answer.ts';
import { readSingleFile } from '../storage/public.ts';
import * as coretax from './coretax.ts';
import { invoiceDownload } from './document.ts';
import { sendIssuedInvoice } from './mail.ts';
import * as run from './run.ts';
import * as service from './service.ts';

export function billingRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  const { db, clock, storage } = deps;
  const mailDeps = { db, storage, notify: deps.notify, clock };
  /** An invoice's whole answer after a change, in the reader's language. */
  const changed = (request: FastifyRequest, id: string, done: service.ChangeDone) =>
    service.changeAnswer(db, requireActor(request), id, done, request.language, clock());

  return async (app) =>
    implement(app, 'billing', billingApi, {
      'GET /billing/invoices': (request) => service.list(db, requireActor(request), request.query, clock()),

      'POST /billing/invoices': async (request) => {
        const done = await service.createManual(db, requireActor(request), request.body, clock());
        return changed(request, done.id, done);
      },

      'GET /billing/invoices/:id': (request) =>
        service.detail(db, requireActor(request), request.params.id, clock()),

      'PUT /billing/invoices/:id': async (request) => {
        const done = await service.edit(db, requireActor(request), request.params.id, request.body, clock());
        return changed(request, request.params.id, done);
      },

      'GET /billing/invoices/:id/invoice.pdf': async (request, reply) => {
        const row = await service.readable(db, requireActor(request), request.params.id);
        const { body, fileName } = await invoiceDownload({ db, storage }, row, request.language, clock());
        // Inline, the browser shows the sheet to print; otherwise it is saved as a file.
        const disposition = request.query.inline === '1' ? 'inline' : 'attachment';
        return sendFile(reply, { body, name: fileName, contentType: 'application/pdf', disposition });
      },

      'POST /billing/invoices/:id/issue': async (request) => {
        const issueDeps = { db, sendIssued: (id: string) => sendIssuedInvoice(mailDeps, id) };
        const done = await service.issue(issueDeps, requireActor(request), request.params.id, clock());
        return changed(request, request.params.id, done);
      },

      'POST /billing/invoices/:id/cancel': async (request) => {
        const actor = requireActor(request);
        const done = await service.cancel(db, actor, request.params.id, request.body, clock());
        return changed(request, request.params.id, done);
      },

      'POST /billing/invoices/:id/payments': async (request) => {
        const actor = requireActor(request);
        const done = await service.recordPayment(db, actor, request.params.id, request.body, clock());
        return changed(request, request.params.id, done);
      },

      'POST /billing/invoices/:id/payments/:paymentId/reverse': async (request) => {
        const { id, paymentId } = request.params;
        const actor = requireActor(request);
        const done = await service.reversePayment(
          db,
          actor,
          { invoiceId: id, paymentId },
          request.body.reason,
          clock(),
        );
        return changed(request, id, done);
      },

      'POST /billing/invoices/:id/payments/:paymentId/proof': async (request) => {
        const { id, paymentId } = request.params;
        const actor = requireActor(request);
        const file = await readSingleFile(request, storage.maxUploadBytes);
        const done = await service.attachProof({ db, storage }, actor, { invoiceId: id, paymentId }, file);
        return changed(request, id, done);
      },

      'GET /billing/invoices/:id/payments/:paymentId/proof': async (request, reply) => {
        const { id, paymentId } = request.params;
        const ids = { invoiceId: id, paymentId };
        const { file, body } = await service.openProof({ db, storage }, requireActor(request), ids);
        return sendFile(reply, {
          body,
          name: file.originalName,
          contentType: file.contentType,
          disposition: 'inline',
          cacheControl: 'private, max-age=3600',
        });
      },

      'GET /billing/runs/preview': (request) =>
        run.preview(db, requireActor(request), request.query.month, clock()),

      'POST /billing/runs': async (request) => {
        // Its work is a task on the job queue (`billingRunTask`); the page follows the run's row.
        const started = await run.start(deps, requireActor(request), request.body.month);
        return run.startedAnswer(db, started, request.language);
      },

      'GET /billing/runs': (request) => run.latest(db, requireActor(request), request.language),

      'GET /billing/runs/:id': (request) =>
        run.find(db, requireActor(request), request.params.id, request.language),

      'POST /billing/coretax/check': (request) =>
        coretax.check(db, requireActor(request), request.body.invoiceIds),

      'POST /billing/coretax.xml': async (request, reply) => {
        const xml = await coretax.exportXml(db, requireActor(request), request.body.invoiceIds);
        const day = clock().toISOString().slice(0, 10);
        return sendFile(reply, {
          body: xml,
          name: `coretax-faktur-${day}.xml`,
          contentType: 'application/xml; charset=utf-8',
        });
      },
    });
}
