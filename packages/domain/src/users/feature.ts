import type { FeatureFacts } from '../shared/feature.ts';

export const usersFacts = {
  name: 'users',
  namespace: 'users',
  auditEntities: ['user'],
} as const satisfies FeatureFacts;
