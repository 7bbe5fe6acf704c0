import { randomUUID } from 'node:crypto';
import { lastWholePeriod } from '@sirkula/domain/reports/rules';
import {
  CUSTOMERS_OWN,
  INTERNAL_ONLY,
  type RouteExpectations,
  type Rules,
} from '../../test/authorisation-matrix/rules.ts';
import type { World } from '../../test/authorisation-matrix/world.ts';
import { createReport, createSubscription } from './factories.ts';

const why = 'a customer’s reports hold its waste, journeys and invoices: its own users and staff only';
const month = lastWholePeriod('monthlyWaste', new Date());

/** A customer's admins choose its recipients; its members read them; staff choose anyone's. */
const CUSTOMER_ADMINS_OWN: Rules = { ...CUSTOMERS_OWN, customerAMember: 'refused' };

export const EXPECTATIONS: RouteExpectations = {
  'GET /api/v1/reports': [
    {
      does: "list the target company's reports",
      who: CUSTOMERS_OWN,
      why,
      others: 'narrowed',
      request: async ({ target }) => ({ query: { companyId: target.company.id } }),
    },
  ],
  'POST /api/v1/reports': [
    {
      does: "ask for the target company's monthly waste report",
      who: CUSTOMERS_OWN,
      why,
      others: 'narrowed',
      request: async ({ target }) => ({
        payload: {
          type: 'monthlyWaste',
          period: month,
          companyId: target.company.id,
          format: 'csv',
          language: 'id',
        },
      }),
    },
    {
      does: 'ask for the provider’s finance report',
      who: INTERNAL_ONLY,
      why: 'the provider’s invoicing of every customer is its own',
      scope: 'none',
      request: async () => ({ payload: { type: 'finance', period: month, format: 'csv', language: 'en' } }),
    },
  ],
  'GET /api/v1/reports/{id}': [
    {
      does: "read the target company's report",
      who: CUSTOMERS_OWN,
      why,
      request: async ({ world, target }) => ({
        params: { id: (await reportOf(world, target.company.id)).id },
      }),
    },
  ],
  'GET /api/v1/reports/{id}/file': [
    {
      does: "download the target company's report",
      who: CUSTOMERS_OWN,
      why,
      request: async ({ world, target }) => ({
        params: { id: (await reportOf(world, target.company.id)).id },
      }),
    },
  ],
  'GET /api/v1/report-subscriptions': [
    {
      does: "list the target company's report recipients",
      who: CUSTOMERS_OWN,
      why: 'who receives a company’s reports is its own business',
      others: 'narrowed',
      request: async ({ target }) => ({ query: { companyId: target.company.id } }),
    },
  ],
  'POST /api/v1/report-subscriptions': [
    {
      does: "add a recipient of the target company's reports",
      who: CUSTOMER_ADMINS_OWN,
      why: 'a company’s admins decide who receives its reports',
      others: 'narrowed',
      request: async ({ target }) =>
        target.company.kind === 'customer'
          ? {
              payload: {
                companyId: target.company.id,
                email: `penerima.${randomUUID().slice(0, 8)}@example.co.id`,
                types: ['monthlyWaste'],
                language: 'id',
              },
            }
          : null,
    },
  ],
  'DELETE /api/v1/report-subscriptions/{id}': [
    {
      does: "remove a recipient of the target company's reports",
      who: CUSTOMER_ADMINS_OWN,
      why: 'a company’s admins decide who receives its reports',
      request: async ({ world, target }) => ({
        params: {
          id: (
            await createSubscription(world.db, {
              companyId: target.company.id,
              email: `penerima.${randomUUID().slice(0, 8)}@example.co.id`,
              types: ['monthlyWaste'],
            })
          ).id,
        },
      }),
    },
  ],
};

function reportOf(world: World, companyId: string) {
  return createReport(
    { db: world.db, storage: world.storage, clock: () => new Date() },
    { type: 'monthlyWaste', period: month, companyId, format: 'csv', language: 'id' },
  );
}
