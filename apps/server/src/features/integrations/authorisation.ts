import { INTERNAL_ADMINS, type RouteExpectations } from '../../test/authorisation-matrix/rules.ts';
import { createKey } from './factories.ts';

const why =
  'a key reaches a company’s data without a person: only the provider’s admins make and revoke them';

export const EXPECTATIONS: RouteExpectations = {
  'GET /api/v1/integration-keys': [
    {
      does: 'list the integration keys',
      who: INTERNAL_ADMINS,
      why,
      scope: 'none',
      request: async () => ({}),
    },
  ],
  'POST /api/v1/integration-keys': [
    {
      does: 'make a telemetry key for the target company',
      who: INTERNAL_ADMINS,
      why,
      request: async ({ target }) => ({
        payload: { name: 'ChirpStack gudang', companyId: target.company.id, scopes: ['telemetry'] },
      }),
    },
  ],
  'POST /api/v1/integration-keys/{id}/revoke': [
    {
      does: "revoke the target company's key",
      who: INTERNAL_ADMINS,
      why,
      request: async ({ world, target }) => ({
        params: { id: (await createKey(world.db, { companyId: target.company.id })).id },
      }),
    },
  ],
};
