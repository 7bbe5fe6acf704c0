import { z } from 'zod';
import { pageQuery } from '../shared/lists.ts';
import { WEBHOOK_EVENTS } from './rules.ts';

/** A receiver's address: http(s) here; the server refuses http and private addresses in production. */
const url = z
  .string({ message: 'webhooks.validation.url' })
  .trim()
  .max(2_000, 'validation.tooLong')
  .refine((text) => {
    if (!URL.canParse(text)) return false;
    const parsed = new URL(text);
    return (
      (parsed.protocol === 'https:' || parsed.protocol === 'http:') && !parsed.username && !parsed.password
    );
  }, 'webhooks.validation.url');

const events = z
  .array(z.enum(WEBHOOK_EVENTS, { message: 'webhooks.validation.events' }), {
    message: 'webhooks.validation.events',
  })
  .min(1, 'webhooks.validation.events')
  .transform((chosen) => WEBHOOK_EVENTS.filter((event) => chosen.includes(event)));

const description = z
  .string()
  .trim()
  .max(200, 'validation.tooLong')
  .nullish()
  .transform((value) => value || null);

/** A new subscription: staff name the company; a company's admin subscribes their own. */
export const subscriptionInput = z.object({
  url,
  events,
  description,
  companyId: z
    .uuid({ message: 'webhooks.validation.company' })
    .nullish()
    .transform((value) => value ?? null),
});
export type SubscriptionInput = z.input<typeof subscriptionInput>;
export type SubscriptionValues = z.output<typeof subscriptionInput>;

export const subscriptionChanges = z.object({ url, events, description });
export type SubscriptionChanges = z.output<typeof subscriptionChanges>;
export type SubscriptionChangesInput = z.input<typeof subscriptionChanges>;

export const listSubscriptionsQuery = pageQuery.extend({ companyId: z.uuid().optional() });
export type SubscriptionListFilter = z.output<typeof listSubscriptionsQuery>;

export const listDeliveriesQuery = pageQuery;
export type DeliveryListFilter = z.output<typeof listDeliveriesQuery>;
