import type { FeatureFacts } from '../shared/feature.ts';

export const journeysFacts = {
  name: 'journeys',
  namespace: 'journeys',
  auditEntities: ['journey'],
} as const satisfies FeatureFacts;
