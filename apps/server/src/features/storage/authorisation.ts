import { COMPANY_USERS_OWN, type RouteExpectations } from '../../test/authorisation-matrix/rules.ts';

export const EXPECTATIONS: RouteExpectations = {
  'GET /api/v1/files/{id}': [
    {
      does: "download the target company's file",
      who: COMPANY_USERS_OWN,
      why: "a company's files are its users' and the staff's; another's answers like a missing one",
      request: async ({ target }) => ({ params: { id: target.file.id } }),
    },
  ],
};
