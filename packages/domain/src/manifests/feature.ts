import type { FeatureFacts } from '../shared/feature.ts';

export const manifestsFacts = {
  name: 'manifests',
  namespace: 'manifests',
  auditEntities: ['manifest', 'b3Code'],
} as const satisfies FeatureFacts;
