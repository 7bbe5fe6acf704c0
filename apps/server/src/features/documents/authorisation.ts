import {
  COMPANY_USERS_OWN,
  INTERNAL_ONLY,
  type RequestContext,
  type RouteExpectations,
} from '../../test/authorisation-matrix/rules.ts';
import { pdfFile } from '../storage/public.ts';
import { createDocumentOfFile } from './factories.ts';

const staffKeep =
  'staff keep the library: uploading, replacing and removing documents is the provider’s work';
const ownRead = "a company's users read their own company's documents; another's answers like a missing one";

/** A fresh permit of the target company, so a removal or a replacement never spoils another case. */
const permitOf = async ({ world, target }: RequestContext) =>
  (
    await createDocumentOfFile(world.db, target.file.id, {
      companyId: target.company.id,
      validUntil: '2099-12-31',
    })
  ).id;

const permitForm = (companyId: string) => ({
  fields: { type: 'permit', displayName: 'Izin TPS limbah B3', companyId, validUntil: '2099-12-31' },
  files: [{ field: 'file', name: 'izin-tps.pdf', data: pdfFile() }],
});

export const EXPECTATIONS: RouteExpectations = {
  'GET /api/v1/documents': [
    {
      does: "list the target company's documents",
      who: COMPANY_USERS_OWN,
      why: 'a company user lists only their own company’s documents, whatever the filter says',
      others: 'narrowed',
      request: async ({ target }) => ({ query: { companyId: target.company.id } }),
    },
  ],
  'POST /api/v1/documents': [
    {
      does: 'upload a permit of the target company',
      who: INTERNAL_ONLY,
      why: staffKeep,
      request: async ({ target }) => ({ form: permitForm(target.company.id) }),
    },
  ],
  'GET /api/v1/documents/{id}': [
    {
      does: "read the target company's document with its versions",
      who: COMPANY_USERS_OWN,
      why: ownRead,
      request: async (context) => ({ params: { id: await permitOf(context) } }),
    },
  ],
  'GET /api/v1/documents/{id}/file': [
    {
      does: "download the target company's document",
      who: COMPANY_USERS_OWN,
      why: ownRead,
      request: async (context) => ({ params: { id: await permitOf(context) } }),
    },
  ],
  'POST /api/v1/documents/{id}/versions': [
    {
      does: "replace the target company's document with a new version",
      who: INTERNAL_ONLY,
      why: staffKeep,
      request: async (context) => ({
        params: { id: await permitOf(context) },
        form: {
          fields: { validUntil: '2100-06-30' },
          files: [{ field: 'file', name: 'izin-baru.pdf', data: pdfFile() }],
        },
      }),
    },
  ],
  'DELETE /api/v1/documents/{id}': [
    {
      does: "remove the target company's document",
      who: INTERNAL_ONLY,
      why: staffKeep,
      request: async (context) => ({ params: { id: await permitOf(context) } }),
    },
  ],
};
