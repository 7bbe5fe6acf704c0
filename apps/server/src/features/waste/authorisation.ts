import { randomUUID } from 'node:crypto';
import { addDays } from '@sirkula/domain/shared/dates';
import type { WasteStatus } from '@sirkula/domain/waste/rules';
import { pickupRequest } from '../../test/authorisation-matrix/bodies.ts';
import {
  COMPANY_USERS_OWN,
  CUSTOMERS_OWN,
  INTERNAL_ONLY,
  PUBLIC,
  type RequestContext,
  type RouteExpectations,
  SIGNED_IN,
} from '../../test/authorisation-matrix/rules.ts';
import { castOf, pickupDate } from '../../test/authorisation-matrix/world.ts';

/** A fresh record of the target company in `status`; none for a partner, whose records come with journeys. */
async function freshRecord({ fresh, target }: RequestContext, status: WasteStatus) {
  if (target.company.kind !== 'customer') return null;
  return { id: (await fresh.waste(target, status)).id };
}

/** Calls on a fresh record of the target company in `status`, with the body `payload` makes if the route takes one. */
function onFreshRecord(status: WasteStatus, payload?: (context: RequestContext) => object) {
  return async (context: RequestContext) => {
    const params = await freshRecord(context, status);
    return params && { params, ...(payload && { payload: payload(context) }) };
  };
}

const customersWhy =
  'customers act on their own company’s records; staff on any; partners only on their journeys’';

export const EXPECTATIONS: RouteExpectations = {
  'GET /api/v1/waste': [
    {
      does: "list the target company's waste records",
      who: COMPANY_USERS_OWN,
      why: 'a customer lists only their own company’s records whatever the filter says; a partner none yet',
      others: 'narrowed',
      request: async ({ target }) => ({ query: { companyId: target.company.id } }),
    },
  ],
  'POST /api/v1/waste': [
    {
      does: "request a pickup on the target company's contract",
      who: CUSTOMERS_OWN,
      why: 'customers request pickups on their own contracts; staff for any customer; partners never',
      others: 'invalid',
      request: async ({ target }) => ({ payload: pickupRequest(target.contract) }),
    },
    {
      does: 'request a pickup for the target company, naming it',
      who: CUSTOMERS_OWN,
      why: 'staff request for the customer company they choose; a customer only for its own',
      others: 'refused',
      request: async ({ target }) => ({
        payload: { ...pickupRequest(target.contract), companyId: target.company.id },
      }),
    },
  ],
  'GET /api/v1/waste/allowance': [
    {
      does: "read the allowance left on the target company's contract",
      who: CUSTOMERS_OWN,
      why: 'the form shows what may still be requested on a contract the asker may request on',
      others: 'invalid',
      request: async ({ target }) => ({ query: { contractId: target.contract.id } }),
    },
  ],
  'GET /api/v1/waste/pickup-rule': [
    {
      does: 'read the pickup-date rule',
      who: SIGNED_IN,
      why: 'the same rule for everyone',
      scope: 'none',
      request: async () => ({}),
    },
  ],
  'GET /api/v1/waste/labels': [
    {
      does: "print the labels of the target company's records",
      who: COMPANY_USERS_OWN,
      why: 'labels of records the reader may not see are left out of the sheet',
      others: 'narrowed',
      request: async ({ target }) => ({ query: { ids: target.waste?.id ?? randomUUID() } }),
    },
  ],
  'GET /api/v1/waste/{id}': [
    {
      does: "read the target company's waste record",
      who: CUSTOMERS_OWN,
      why: customersWhy,
      request: async ({ target }) => (target.waste ? { params: { id: target.waste.id } } : null),
    },
  ],
  'PATCH /api/v1/waste/{id}': [
    {
      does: 'change a waiting request of the target company',
      who: CUSTOMERS_OWN,
      why: customersWhy,
      request: onFreshRecord('waiting', ({ target }) => pickupRequest(target.contract, 150)),
    },
    {
      does: "move a request of its own company onto the target company's contract",
      who: CUSTOMERS_OWN,
      why: 'a record goes with its contract’s company, so a customer may name only their own contracts',
      others: 'invalid',
      request: async (context) => {
        const { self, target, world } = context;
        const home = self?.userType === 'customer' ? castOf(world, self.companyId) : undefined;
        const onHomeRecord = onFreshRecord('waiting', () => pickupRequest(target.contract, 130));
        return onHomeRecord({ ...context, target: home ?? target });
      },
    },
  ],
  'POST /api/v1/waste/{id}/submit': [
    {
      does: 'submit a drafted request of the target company',
      who: CUSTOMERS_OWN,
      why: customersWhy,
      request: onFreshRecord('drafted'),
    },
  ],
  'POST /api/v1/waste/{id}/cancel': [
    {
      does: 'cancel a waiting request of the target company',
      who: CUSTOMERS_OWN,
      why: customersWhy,
      request: onFreshRecord('waiting', () => ({ reason: 'Tidak jadi diambil' })),
    },
  ],
  'POST /api/v1/waste/{id}/confirm': [
    {
      does: 'confirm a waiting request of the target company',
      who: INTERNAL_ONLY,
      why: 'staff confirm pickups',
      request: onFreshRecord('waiting'),
    },
  ],
  'POST /api/v1/waste/{id}/reschedule': [
    {
      does: 'reschedule a waiting request of the target company',
      who: INTERNAL_ONLY,
      why: 'staff move pickups and tell the customer why',
      request: onFreshRecord('waiting', () => ({
        requestedPickupDate: addDays(pickupDate(), 1),
        timeWindow: 'afternoon',
        message: 'Truk penuh hari itu',
      })),
    },
  ],
  'GET /api/v1/public/track/{registrationNumber}': [
    {
      does: 'follow a record by the registration number on its label',
      who: PUBLIC,
      why: 'whoever holds the label sees the status and timeline, without prices or people',
      request: async ({ target }) =>
        target.waste ? { params: { registrationNumber: target.waste.registrationNumber } } : null,
    },
  ],
};
