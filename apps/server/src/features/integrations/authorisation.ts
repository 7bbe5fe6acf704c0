import { and, eq } from 'drizzle-orm';
import { integrationKeys } from '../../db/schema.ts';
import {
  COMPANY_ADMINS_OWN,
  type RouteExpectations,
  type Rules,
} from '../../test/authorisation-matrix/rules.ts';
import { createKey } from './factories.ts';

const why =
  'a key reaches a company’s data without a person: the provider’s admins manage every key, a company’s admins their own company’s';

/** Company admins on their own company's keys, internal admins on all; members and staff members never. */
const KEY_MANAGERS: Rules = { ...COMPANY_ADMINS_OWN, internalMember: 'refused' };

/** A key of the target company's, made by the factory: what revoking, rotating and reading a log name. */
const targetKey = async ({ world, target }: Parameters<RouteExpectations[string][number]['request']>[0]) => ({
  id: (await createKey(world.db, { companyId: target.company.id, scopes: ['journeys:read'] })).id,
});

export const EXPECTATIONS: RouteExpectations = {
  'GET /api/v1/integration-keys': [
    {
      does: "list the target company's keys",
      who: KEY_MANAGERS,
      why,
      others: 'narrowed',
      request: async ({ target }) => ({ query: { companyId: target.company.id } }),
    },
  ],
  'POST /api/v1/integration-keys': [
    {
      does: 'make a key for the target company',
      who: KEY_MANAGERS,
      why,
      // A company admin's key is for their own company, whatever the body names.
      others: 'narrowed',
      request: async ({ target }) => ({
        payload: { name: 'TMS gudang', companyId: target.company.id, scopes: ['journeys:read'] },
      }),
      stored: async ({ world, self, target }) => {
        const [row] = await world.db
          .select({ companyId: integrationKeys.companyId })
          .from(integrationKeys)
          .where(and(eq(integrationKeys.name, 'TMS gudang'), eq(integrationKeys.createdBy, self?.id ?? '')));
        const wanted = self?.userType === 'internal' ? target.company.id : self?.companyId;
        return row?.companyId === wanted
          ? undefined
          : `the key was made for ${row?.companyId}, not ${wanted}`;
      },
    },
  ],
  'POST /api/v1/integration-keys/{id}/revoke': [
    {
      does: "revoke the target company's key",
      who: KEY_MANAGERS,
      why,
      request: async (context) => ({ params: await targetKey(context) }),
    },
  ],
  'POST /api/v1/integration-keys/{id}/rotate': [
    {
      does: "rotate the target company's key",
      who: KEY_MANAGERS,
      why,
      request: async (context) => ({ params: await targetKey(context), payload: { graceHours: 1 } }),
    },
  ],
  'GET /api/v1/integration-keys/{id}/requests': [
    {
      does: "read the request log of the target company's key",
      who: KEY_MANAGERS,
      why,
      request: async (context) => ({ params: await targetKey(context) }),
    },
  ],
};
