import type { FeatureFacts } from '../shared/feature.ts';

export const documentsFacts = {
  name: 'documents',
  namespace: 'documents',
  auditEntities: ['document'],
} as const satisfies FeatureFacts;
