import {
  COMPANY_USERS_OWN,
  INTERNAL_ADMINS,
  INTERNAL_ONLY,
  type RouteExpectations,
} from '../../test/authorisation-matrix/rules.ts';

const staffOnly = 'the storage console shows every company’s files: the provider’s staff only';

export const EXPECTATIONS: RouteExpectations = {
  'GET /api/v1/files/{id}': [
    {
      does: "download the target company's file",
      who: COMPANY_USERS_OWN,
      why: "a company's files are its users' and the staff's; another's answers like a missing one",
      request: async ({ target }) => ({ params: { id: target.file.id } }),
    },
  ],
  'GET /api/v1/storage/files': [
    {
      does: 'list every stored file',
      who: INTERNAL_ONLY,
      why: staffOnly,
      scope: 'none',
      request: async () => ({ query: { search: 'pdf' } }),
    },
  ],
  'GET /api/v1/storage/totals': [
    {
      does: 'read the stored files’ totals per kind',
      who: INTERNAL_ONLY,
      why: staffOnly,
      scope: 'none',
      request: async () => ({}),
    },
  ],
  'POST /api/v1/storage/check': [
    {
      does: 'check the store for orphaned and missing objects',
      who: INTERNAL_ONLY,
      why: staffOnly,
      scope: 'none',
      request: async () => ({}),
    },
  ],
  'POST /api/v1/storage/orphans/delete': [
    {
      does: 'delete an orphaned object',
      who: INTERNAL_ADMINS,
      why: 'deleting stored objects reaches every company’s files: the provider’s admins only',
      scope: 'none',
      request: async () => ({ payload: { keys: ['unowned/matrix-orphan.pdf'] } }),
    },
  ],
};
