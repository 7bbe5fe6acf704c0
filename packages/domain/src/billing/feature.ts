import type { FeatureFacts } from '../shared/feature.ts';

export const billingFacts = {
  name: 'billing',
  namespace: 'billing',
  auditEntities: ['invoice'],
} as const satisfies FeatureFacts;
