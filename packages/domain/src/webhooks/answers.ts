import { z } from 'zod';
import { type Answer, timestamp } from '../shared/answers.ts';
import { pageSchema } from '../shared/lists.ts';
import { DELIVERY_STATUSES, SUBSCRIPTION_STATUSES, TEST_EVENT, WEBHOOK_EVENTS } from './rules.ts';

/** A subscription as its list shows it: never its secret, which is shown once when made or rotated. */
export const webhookSubscription = z.object({
  id: z.string(),
  companyId: z.string(),
  companyName: z.string(),
  url: z.string(),
  description: z.string().nullable(),
  events: z.array(z.enum(WEBHOOK_EVENTS)),
  status: z.enum(SUBSCRIPTION_STATUSES),
  /** Why it is paused: by a person, or by the platform after 3 days of failures. */
  pausedReason: z.enum(['manual', 'failing']).nullable(),
  pausedAt: timestamp.nullable(),
  /** The first failure since its last success; null while deliveries succeed. */
  failingSince: timestamp.nullable(),
  secretRotatedAt: timestamp,
  createdAt: timestamp,
  lastDeliveryAt: timestamp.nullable(),
  lastDeliveryStatus: z.enum(DELIVERY_STATUSES).nullable(),
  /** What the viewer may do with it. */
  canManage: z.boolean(),
});
export type WebhookSubscription = Answer<typeof webhookSubscription>;
export const subscriptionPage = pageSchema(webhookSubscription);

/** The subscription with its signing secret, in this answer only. */
export const subscriptionWithSecret = z.object({ subscription: webhookSubscription, secret: z.string() });
export type SubscriptionWithSecret = Answer<typeof subscriptionWithSecret>;

export const deliveryAttempt = z.object({
  at: timestamp,
  /** The receiver's HTTP status; null when none came (refused address, timeout, connection error). */
  statusCode: z.number().int().nullable(),
  durationMs: z.number().int(),
  /** Why no answer came, in a short technical sentence. */
  error: z.string().nullable(),
  /** The start of the receiver's answer (at most 1 KB). */
  response: z.string().nullable(),
});
export type DeliveryAttempt = Answer<typeof deliveryAttempt>;

export const webhookDelivery = z.object({
  id: z.string(),
  subscriptionId: z.string(),
  event: z.enum([...WEBHOOK_EVENTS, TEST_EVENT]),
  status: z.enum(DELIVERY_STATUSES),
  /** The JSON body sent, as sent. */
  payload: z.string(),
  createdAt: timestamp,
  nextAttemptAt: timestamp.nullable(),
  deliveredAt: timestamp.nullable(),
  attemptCount: z.number().int(),
  attempts: z.array(deliveryAttempt),
});
export type WebhookDelivery = Answer<typeof webhookDelivery>;
export const deliveryPage = pageSchema(webhookDelivery);
