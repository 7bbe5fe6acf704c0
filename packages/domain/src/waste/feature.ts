import type { FeatureFacts } from '../shared/feature.ts';

export const wasteFacts = {
  name: 'waste',
  namespace: 'waste',
  auditEntities: ['waste'],
} as const satisfies FeatureFacts;
