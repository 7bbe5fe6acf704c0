import { z } from 'zod';
import { contract, FILE_ANSWER, MULTIPART_BODY } from '../shared/contract.ts';
import { idParams } from '../shared/params.ts';
import { documentDetail, documentPage } from './answers.ts';
import { listDocumentsQuery } from './rules.ts';

export const documentFileQuery = z.object({
  /** A version's file; the current one when left out. */
  version: z.coerce.number().int().min(1).max(100_000).optional(),
  /** `1`: shown in the browser (a preview) rather than saved. */
  inline: z.enum(['1']).optional(),
});

/**
 * The document library: staff see, upload, replace and remove every company's documents; a customer's
 * or partner's users read and download their own company's (the policy narrows each call).
 */
export const documentsApi = contract({
  'GET /documents': { access: 'signedIn', query: listDocumentsQuery, answers: { 200: documentPage } },
  'POST /documents': {
    access: 'internal',
    summary: 'Upload a document: its fields and one file (PDF, JPEG, PNG or Word) as multipart/form-data',
    body: MULTIPART_BODY,
    answers: { 201: documentDetail },
  },
  'GET /documents/:id': { access: 'signedIn', params: idParams, answers: { 200: documentDetail } },
  'GET /documents/:id/file': {
    access: 'signedIn',
    summary: "Download (or, with inline=1, preview) a document's current or given version",
    params: idParams,
    query: documentFileQuery,
    answers: { 200: FILE_ANSWER },
  },
  'POST /documents/:id/versions': {
    access: 'internal',
    summary: 'Replace a document with a new version (multipart/form-data); the old versions are kept',
    params: idParams,
    body: MULTIPART_BODY,
    answers: { 201: documentDetail },
  },
  'DELETE /documents/:id': { access: 'internal', params: idParams, answers: { 200: documentDetail } },
});
