import type { FeatureFacts } from '../shared/feature.ts';

export const partnershipFacts = {
  name: 'partnership',
  namespace: 'partnership',
  auditEntities: [],
} as const satisfies FeatureFacts;
