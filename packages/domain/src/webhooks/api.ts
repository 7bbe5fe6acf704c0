import { contract } from '../shared/contract.ts';
import { idParams } from '../shared/params.ts';
import {
  deliveryPage,
  subscriptionPage,
  subscriptionWithSecret,
  webhookDelivery,
  webhookSubscription,
} from './answers.ts';
import {
  listDeliveriesQuery,
  listSubscriptionsQuery,
  subscriptionChanges,
  subscriptionInput,
} from './inputs.ts';

/**
 * Outgoing webhooks: a company's admins (and the provider's staff, for any company) subscribe an HTTPS
 * address to events; deliveries are signed the Standard Webhooks way and listed with the answers.
 * Every endpoint is for signed-in people; the policy narrows it to the company's admins and staff.
 */
export const webhooksApi = contract({
  'GET /webhooks': { access: 'signedIn', query: listSubscriptionsQuery, answers: { 200: subscriptionPage } },
  'POST /webhooks': {
    access: 'signedIn',
    summary: 'Subscribe an address to events; the answer holds the signing secret, shown this once',
    body: subscriptionInput,
    answers: { 201: subscriptionWithSecret },
  },
  'GET /webhooks/:id': { access: 'signedIn', params: idParams, answers: { 200: webhookSubscription } },
  'PATCH /webhooks/:id': {
    access: 'signedIn',
    params: idParams,
    body: subscriptionChanges,
    answers: { 200: webhookSubscription },
  },
  'DELETE /webhooks/:id': { access: 'signedIn', params: idParams, answers: { 200: webhookSubscription } },
  'POST /webhooks/:id/pause': { access: 'signedIn', params: idParams, answers: { 200: webhookSubscription } },
  'POST /webhooks/:id/resume': {
    access: 'signedIn',
    params: idParams,
    answers: { 200: webhookSubscription },
  },
  'POST /webhooks/:id/rotate-secret': {
    access: 'signedIn',
    summary: 'Replace the signing secret; the answer holds the new one, shown this once',
    params: idParams,
    answers: { 200: subscriptionWithSecret },
  },
  'POST /webhooks/:id/test': {
    access: 'signedIn',
    summary: 'Send a `webhook.test` event to the address now',
    params: idParams,
    answers: { 202: webhookDelivery },
  },
  'GET /webhooks/:id/deliveries': {
    access: 'signedIn',
    params: idParams,
    query: listDeliveriesQuery,
    answers: { 200: deliveryPage },
  },
  'POST /webhook-deliveries/:id/redeliver': {
    access: 'signedIn',
    summary: 'Send a delivery again now, with a fresh 24-hour retry window',
    params: idParams,
    answers: { 202: webhookDelivery },
  },
});
