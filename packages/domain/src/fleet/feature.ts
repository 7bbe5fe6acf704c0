import type { FeatureFacts } from '../shared/feature.ts';

export const fleetFacts = {
  name: 'fleet',
  namespace: 'fleet',
  auditEntities: ['driver', 'vehicle', 'transitHub'],
} as const satisfies FeatureFacts;
