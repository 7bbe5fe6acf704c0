import type { FeatureFacts } from '../shared/feature.ts';

export const partnershipFacts = {
  name: 'partnership',
  namespace: 'partnership',
  auditEntities: ['lead'],
} as const satisfies FeatureFacts;
