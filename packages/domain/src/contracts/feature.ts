import type { FeatureFacts } from '../shared/feature.ts';

export const contractsFacts = {
  name: 'contracts',
  namespace: 'contracts',
  auditEntities: ['contract'],
} as const satisfies FeatureFacts;
