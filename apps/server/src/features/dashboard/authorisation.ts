import { type RouteExpectations, SIGNED_IN } from '../../test/authorisation-matrix/rules.ts';

export const EXPECTATIONS: RouteExpectations = {
  'GET /api/v1/dashboard': [
    {
      does: "read its own portal's dashboard",
      who: SIGNED_IN,
      why: "every portal's home shows its dashboard, counted within the reader's own scope (dashboard.test.ts checks no other company's records are counted)",
      scope: 'none',
      request: async () => ({ query: { period: '30d' } }),
    },
  ],
};
