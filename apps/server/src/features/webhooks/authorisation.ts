import {
  COMPANY_ADMINS_OWN,
  type RequestContext,
  type RouteExpectations,
  type Rules,
} from '../../test/authorisation-matrix/rules.ts';
import { createDelivery, createSubscription } from './factories.ts';

/** A company's admins manage its webhooks; the provider's admins any company's; staff members only read. */
const MANAGE: Rules = { ...COMPANY_ADMINS_OWN, internalMember: 'refused' };
const read = 'webhooks send a company’s events out: its admins and the provider’s staff read them';
const manage =
  'a company’s admins change their own company’s webhooks, the provider’s admins any company’s; another’s answers like a missing one';

/**
 * A fresh subscription of the target company. Its address is a loopback literal: in the matrix (the
 * production setting), a test event or a redelivery to it is refused at once, without a connection.
 */
const subscriptionOf = async ({ world, target }: RequestContext) =>
  (await createSubscription(world.db, { companyId: target.company.id, url: 'https://127.0.0.1/hook' })).id;

export const EXPECTATIONS: RouteExpectations = {
  'GET /api/v1/webhooks': [
    {
      does: "list the target company's webhooks",
      who: COMPANY_ADMINS_OWN,
      why: `${read}; a company admin lists only their own, whatever the filter says`,
      others: 'narrowed',
      request: async (context) => {
        await subscriptionOf(context);
        return { query: { companyId: context.target.company.id } };
      },
    },
  ],
  'POST /api/v1/webhooks': [
    {
      does: 'subscribe an address to the target company’s events',
      who: MANAGE,
      why: manage,
      others: 'invalid',
      request: async ({ target }) => ({
        payload: {
          url: 'https://93.184.215.14/sirkula',
          events: ['waste.status_changed'],
          companyId: target.company.id,
        },
      }),
    },
  ],
  'GET /api/v1/webhooks/{id}': [
    {
      does: "read the target company's webhook",
      who: COMPANY_ADMINS_OWN,
      why: read,
      request: async (context) => ({ params: { id: await subscriptionOf(context) } }),
    },
  ],
  'PATCH /api/v1/webhooks/{id}': [
    {
      does: "change the target company's webhook",
      who: MANAGE,
      why: manage,
      request: async (context) => ({
        params: { id: await subscriptionOf(context) },
        payload: { url: 'https://127.0.0.1/hook', events: ['invoice.issued'], description: 'ERP' },
      }),
    },
  ],
  'DELETE /api/v1/webhooks/{id}': [
    {
      does: "delete the target company's webhook",
      who: MANAGE,
      why: manage,
      request: async (context) => ({ params: { id: await subscriptionOf(context) } }),
    },
  ],
  'POST /api/v1/webhooks/{id}/pause': [
    {
      does: "pause the target company's webhook",
      who: MANAGE,
      why: manage,
      request: async (context) => ({ params: { id: await subscriptionOf(context) } }),
    },
  ],
  'POST /api/v1/webhooks/{id}/resume': [
    {
      does: "resume the target company's paused webhook",
      who: MANAGE,
      why: manage,
      request: async ({ world, target }) => ({
        params: {
          id: (
            await createSubscription(world.db, {
              companyId: target.company.id,
              url: 'https://127.0.0.1/hook',
              status: 'paused',
              pausedReason: 'manual',
              pausedAt: new Date(),
            })
          ).id,
        },
      }),
    },
  ],
  'POST /api/v1/webhooks/{id}/rotate-secret': [
    {
      does: "rotate the target company's webhook secret",
      who: MANAGE,
      why: manage,
      request: async (context) => ({ params: { id: await subscriptionOf(context) } }),
    },
  ],
  'POST /api/v1/webhooks/{id}/test': [
    {
      does: "send a test event to the target company's webhook",
      who: MANAGE,
      why: manage,
      request: async (context) => ({ params: { id: await subscriptionOf(context) } }),
    },
  ],
  'GET /api/v1/webhooks/{id}/deliveries': [
    {
      does: "list the deliveries of the target company's webhook",
      who: COMPANY_ADMINS_OWN,
      why: read,
      request: async (context) => ({ params: { id: await subscriptionOf(context) } }),
    },
  ],
  'POST /api/v1/webhook-deliveries/{id}/redeliver': [
    {
      does: "send a delivery of the target company's webhook again",
      who: MANAGE,
      why: manage,
      request: async (context) => {
        const subscriptionId = await subscriptionOf(context);
        const delivery = await createDelivery(context.world.db, {
          subscriptionId,
          companyId: context.target.company.id,
          status: 'failed',
        });
        return { params: { id: delivery.id } };
      },
    },
  ],
};
