import type { FeatureFacts } from '../shared/feature.ts';

export const settingsFacts = {
  name: 'settings',
  namespace: 'settings',
  auditEntities: ['settings'],
} as const satisfies FeatureFacts;
