import {
  COMPANY_USERS_OWN,
  INTERNAL_ADMINS,
  INTERNAL_ONLY,
  PUBLIC,
  type RouteExpectations,
} from './rules.ts';

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
  'GET /api/v1/settings/delivery-tolerance': [
    {
      does: 'read the delivery tolerance',
      who: INTERNAL_ONLY,
      why: 'staff settle short deliveries against it',
      scope: 'none',
      request: async () => ({}),
    },
  ],
  'PUT /api/v1/settings/delivery-tolerance': [
    {
      does: 'change the delivery tolerance',
      who: INTERNAL_ADMINS,
      why: 'the provider’s settings are its internal admins’ to change',
      scope: 'none',
      request: async () => ({ payload: { tolerance: 0 } }),
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
