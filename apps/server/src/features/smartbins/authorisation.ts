import {
  CUSTOMERS_OWN,
  INTERNAL_ONLY,
  type RouteExpectations,
} from '../../test/authorisation-matrix/rules.ts';
import { binBody, createBin } from './factories.ts';

const staffOnly = 'placing, changing and removing bins is the provider’s work';
const customersRead = 'a customer reads its own bins; partners have none; staff read every bin';

export const EXPECTATIONS: RouteExpectations = {
  'GET /api/v1/smartbins': [
    {
      does: "list the target company's bins",
      who: CUSTOMERS_OWN,
      why: customersRead,
      others: 'narrowed',
      request: async ({ world, target }) => {
        await createBin(world.db, { companyId: target.company.id });
        return { query: { companyId: target.company.id } };
      },
    },
  ],
  'GET /api/v1/smartbins/{id}': [
    {
      does: "read the target company's bin",
      who: CUSTOMERS_OWN,
      why: `${customersRead}; another company's answers like a missing one`,
      request: async ({ world, target }) => ({
        params: { id: (await createBin(world.db, { companyId: target.company.id })).id },
      }),
    },
  ],
  'POST /api/v1/smartbins': [
    {
      does: 'place a bin at the target company’s site',
      who: INTERNAL_ONLY,
      why: staffOnly,
      request: async ({ target }) =>
        target.company.kind === 'customer' ? { payload: binBody(target.company.id) } : null,
    },
  ],
  'PATCH /api/v1/smartbins/{id}': [
    {
      does: "change the target company's bin",
      who: INTERNAL_ONLY,
      why: staffOnly,
      request: async ({ world, target }) =>
        target.company.kind === 'customer'
          ? {
              params: { id: (await createBin(world.db, { companyId: target.company.id })).id },
              payload: binBody(target.company.id, 'Area loading dock'),
            }
          : null,
    },
  ],
  'DELETE /api/v1/smartbins/{id}': [
    {
      does: "delete the target company's bin",
      who: INTERNAL_ONLY,
      why: staffOnly,
      request: async ({ world, target }) => ({
        params: { id: (await createBin(world.db, { companyId: target.company.id })).id },
      }),
    },
  ],
};
