import { COMPANY_USERS_OWN, INTERNAL_ONLY, PUBLIC, type RouteExpectations } from './rules.ts';

export const PLATFORM: RouteExpectations = {
  'GET /api/v1/audit': [
    {
      does: "read the target company's audit trail",
      who: INTERNAL_ONLY,
      why: 'who changed what is the provider’s record',
      request: async ({ target }) => ({ query: { entity: 'company', entityId: target.company.id } }),
    },
  ],
  'GET /api/v1/settings/branding': [
    {
      does: 'read the branding',
      who: PUBLIC,
      why: 'the public site shows it',
      scope: 'none',
      request: async () => ({}),
    },
  ],
  'GET /api/v1/outbox': [
    {
      does: 'read the e-mail outbox',
      who: INTERNAL_ONLY,
      why: 'staff read what was sent; its one-time links only internal admins',
      scope: 'none',
      request: async () => ({}),
    },
  ],
  'GET /api/v1/files/{id}': [
    {
      does: "download the target company's file",
      who: COMPANY_USERS_OWN,
      why: "a company's files are its users' and the staff's; another's answers like a missing one",
      request: async ({ target }) => ({ params: { id: target.file.id } }),
    },
  ],
};
