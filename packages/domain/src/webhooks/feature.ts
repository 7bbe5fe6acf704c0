import type { FeatureFacts } from '../shared/feature.ts';

export const webhooksFacts = {
  name: 'webhooks',
  namespace: 'webhooks',
  auditEntities: ['webhookSubscription'],
} as const satisfies FeatureFacts;
