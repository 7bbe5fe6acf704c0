import { contractBody } from '../../test/authorisation-matrix/bodies.ts';
import {
  COMPANY_USERS_OWN,
  INTERNAL_ONLY,
  type RouteExpectations,
} from '../../test/authorisation-matrix/rules.ts';

const staffOnly = 'drafting, changing, activating and cancelling contracts is the provider’s work';

export const EXPECTATIONS: RouteExpectations = {
  'GET /api/v1/contracts': [
    {
      does: "list the target company's contracts",
      who: COMPANY_USERS_OWN,
      why: 'a company user lists only their own company’s contracts, whatever the filter says',
      others: 'narrowed',
      request: async ({ target }) => ({ query: { companyId: target.company.id } }),
    },
  ],
  'POST /api/v1/contracts': [
    {
      does: 'draft a contract with the target company',
      who: INTERNAL_ONLY,
      why: staffOnly,
      request: async ({ target }) => ({
        payload: { ...contractBody(target.company), kind: target.company.kind },
      }),
    },
  ],
  'GET /api/v1/contracts/{id}': [
    {
      does: "read the target company's contract",
      who: COMPANY_USERS_OWN,
      why: "a company user reads their own company's contracts; another's answers like a missing one",
      request: async ({ target }) => ({ params: { id: target.contract.id } }),
    },
  ],
  'PATCH /api/v1/contracts/{id}': [
    {
      does: 'change a draft contract of the target company',
      who: INTERNAL_ONLY,
      why: staffOnly,
      request: async ({ fresh, target }) => ({
        params: { id: (await fresh.contract(target, 'draft')).id },
        payload: contractBody(target.company, 6_000),
      }),
    },
  ],
  'POST /api/v1/contracts/{id}/activate': [
    {
      does: 'activate a draft contract of the target company',
      who: INTERNAL_ONLY,
      why: staffOnly,
      request: async ({ fresh, target }) => ({ params: { id: (await fresh.contract(target, 'draft')).id } }),
    },
  ],
  'POST /api/v1/contracts/{id}/cancel': [
    {
      does: 'cancel an active contract of the target company',
      who: INTERNAL_ONLY,
      why: staffOnly,
      request: async ({ fresh, target }) => ({
        params: { id: (await fresh.contract(target, 'active')).id },
        payload: { reason: 'Kontrak diganti yang baru' },
      }),
    },
  ],
};
