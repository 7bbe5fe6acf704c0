import type { FeatureFacts } from '../shared/feature.ts';

export const companiesFacts = {
  name: 'companies',
  namespace: 'companies',
  auditEntities: ['company'],
} as const satisfies FeatureFacts;
