import type { FeatureFacts } from '../shared/feature.ts';

export const schedulersFacts = {
  name: 'schedulers',
  namespace: 'schedulers',
  auditEntities: ['scheduler'],
} as const satisfies FeatureFacts;
