import { INTERNAL_ONLY, type RouteExpectations } from '../../test/authorisation-matrix/rules.ts';

export const EXPECTATIONS: RouteExpectations = {
  'GET /api/v1/audit': [
    {
      does: "read the target company's audit trail",
      who: INTERNAL_ONLY,
      why: 'who changed what is the provider’s record',
      request: async ({ target }) => ({ query: { entity: 'company', entityId: target.company.id } }),
    },
  ],
};
