import type { FeatureFacts } from '../shared/feature.ts';

export const integrationsFacts = {
  name: 'integrations',
  namespace: 'integrations',
  auditEntities: ['integrationKey'],
} as const satisfies FeatureFacts;
