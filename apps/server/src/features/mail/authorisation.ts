import { INTERNAL_ONLY, type RouteExpectations } from '../../test/authorisation-matrix/rules.ts';

export const EXPECTATIONS: RouteExpectations = {
  'GET /api/v1/outbox': [
    {
      does: 'read the e-mail outbox',
      who: INTERNAL_ONLY,
      why: 'staff read what was sent; never its one-time links',
      scope: 'none',
      request: async () => ({}),
    },
  ],
};
