import type { FeatureFacts } from '../shared/feature.ts';

export const reportsFacts = {
  name: 'reports',
  namespace: 'reports',
  auditEntities: ['report', 'reportSubscription'],
} as const satisfies FeatureFacts;
